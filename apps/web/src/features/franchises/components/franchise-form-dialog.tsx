import { useId } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FRANCHISE_MSG,
  franchiseInputSchema,
  type FranchiseUnit,
} from '@tenho/domain/franchise/franchise.schemas';
import { Alert } from '@/components/ui/alert';

import { CheckboxCard } from '@/components/ui/checkbox-card';

import { DialogForm, DialogFrame } from '@/components/ui/dialog-layout';
import type { FieldControlProps } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useServerFormErrors } from '@/lib/use-server-form-errors';
import { notify } from '@/lib/toast';
import { useCreateFranchise } from '../api/create-franchise';
import { useUpdateFranchise } from '../api/update-franchise';
import { FranchiseChannelFields } from './franchise-channel-fields';
import { FranchiseIdentityFields } from './franchise-identity-fields';
import { PixApiSection } from './pix-api-section';
import {
  FRANCHISE_FIELD_ORDER,
  fieldMessage,
  franchiseFormDefaults,
  isMissingRequired,
  type FranchiseFieldName,
  type FranchiseFormOutput,
  type FranchiseFormValues,
} from '../franchise-form';

/** Server conflicts that belong to one field. */
const CONFLICT_FIELDS: Record<string, FranchiseFieldName> = {
  'franchise_units.code_taken': 'code',
  'franchise_units.whatsapp_taken': 'whatsapp_phone_number_id',
};

export type FranchiseFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The unit being edited; null creates a new one. */
  unit: FranchiseUnit | null;
};

/** Create or edit a franchise unit (MASTER): identity, WhatsApp routing and Pix receiving data. */
export function FranchiseFormDialog({ open, onOpenChange, unit }: FranchiseFormDialogProps) {
  return (
    <DialogFrame open={open} onClose={() => onOpenChange(false)} className="max-w-2xl">
      {/* Mounted only while open, so every opening starts from a fresh form. */}
      {open ? <FranchiseForm key={unit?.id ?? 'new'} unit={unit} onDone={() => onOpenChange(false)} /> : null}
      {open && unit ? (
        <div className="mt-2 border-t border-slate-200 pt-6">
          <PixApiSection unitId={unit.id} hasPixKey={Boolean(unit.pix_key)} />
        </div>
      ) : null}
    </DialogFrame>
  );
}

type FranchiseFormProps = { unit: FranchiseUnit | null; onDone: () => void };

export function FranchiseForm({ unit, onDone }: FranchiseFormProps) {
  const summaryId = useId();
  const createMutation = useCreateFranchise();
  const updateMutation = useUpdateFranchise();
  const saving = createMutation.isPending || updateMutation.isPending;
  const editing = unit !== null;

  const form = useForm<FranchiseFormValues, unknown, FranchiseFormOutput>({
    resolver: zodResolver(franchiseInputSchema),
    defaultValues: franchiseFormDefaults(unit),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitted },
  } = form;

  const missingRequired = isSubmitted && isMissingRequired(errors);

  const focusFirstError = (fieldErrors: FieldErrors<FranchiseFormValues>) => {
    const first = FRANCHISE_FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) setFocus(first);
  };

  const showServerErrors = useServerFormErrors({ setError, setFocus }, FRANCHISE_FIELD_ORDER, {
    codeFields: CONFLICT_FIELDS,
  });
  const handleServerError = (error: unknown) => {
    const message = errorMessage(error, FRANCHISE_MSG.saveFailed);
    notify.error(message);
    showServerErrors(error, message);
  };

  const handleValid = (values: FranchiseFormOutput) => {
    const done = (message: string) => () => {
      notify.success(message);
      onDone();
    };
    if (!unit) {
      createMutation.mutate(values, { onSuccess: done(FRANCHISE_MSG.created), onError: handleServerError });
      return;
    }
    updateMutation.mutate(
      { id: unit.id, patch: values },
      { onSuccess: done(FRANCHISE_MSG.updated), onError: handleServerError },
    );
  };

  /** Props for a field's control: its own error, or marked invalid by the summary above. */
  const invalid = (name: FranchiseFieldName, control: FieldControlProps) => ({
    ...control,
    'aria-invalid': control['aria-invalid'] || (errors[name] ? true : undefined),
    'aria-describedby':
      [control['aria-describedby'], errors[name] && !fieldMessage(errors[name]) ? summaryId : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
  });

  return (
    <DialogForm
      onSubmit={handleSubmit(handleValid, focusFirstError)}
      onCancel={onDone}
      busy={saving}
      submitLabel={editing ? 'Salvar alterações' : 'Criar franquia'}
      title={editing ? 'Editar franquia' : 'Nova franquia'}
      description="Os campos marcados com * são obrigatórios. O código identifica a unidade nas integrações."
    >
      {missingRequired ? (
        <div id={summaryId} className="mb-4">
          <Alert tone="danger">{FRANCHISE_MSG.required}</Alert>
        </div>
      ) : null}

      <div className="flex flex-col gap-6">
        <FranchiseIdentityFields form={form} invalid={invalid} editing={editing} />
        <FranchiseChannelFields form={form} invalid={invalid} />

        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <CheckboxCard
              id="franchise-is-active"
              label="Franquia ativa"
              hint="Só franquias ativas aparecem no cadastro de empresas e recebem pedidos pelo WhatsApp."
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </DialogForm>
  );
}
