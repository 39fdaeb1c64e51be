import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { RegisterOptions } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FRANCHISE_MSG,
  franchiseInputSchema,
  type FranchiseUnit,
} from '@tenho/domain/franchise/franchise.schemas';

import { DialogForm, DialogFrame } from '@/components/ui/dialog-layout';
import { CheckboxCardField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { isVersionConflict, versionConflictMessage } from '@/lib/record-version';
import { VersionConflictAlert } from '@/components/ui/version-conflict-alert';
import { getFranchise } from '../api/get-franchise';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateFranchise } from '../api/create-franchise';
import { useUpdateFranchise } from '../api/update-franchise';
import { FranchiseChannelFields } from './franchise-channel-fields';
import { FranchiseIdentityFields } from './franchise-identity-fields';
import { PixApiSection } from './pix-api-section';
import { RequiredSummary } from './required-summary';
import {
  FRANCHISE_FIELD_ORDER,
  franchiseFormDefaults,
  isMissingRequired,
  requiredSummaryProps,
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
  // Typed API Pix credentials not saved yet (issue 29 point 3): the dialog never drops them silently.
  const [pixDirty, setPixDirty] = useState(false);
  const [pixPending, setPixPending] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const onPixDirtyChange = useCallback((dirty: boolean) => {
    setPixDirty(dirty);
    if (!dirty) setPixPending(false);
  }, []);
  const close = () => {
    setPixDirty(false);
    setPixPending(false);
    setConfirmingClose(false);
    onOpenChange(false);
  };
  const requestClose = () => (pixDirty ? setConfirmingClose(true) : close());
  /** After 'Salvar alterações': close, unless the API Pix section still holds unsaved credentials. */
  const afterSave = () => (pixDirty ? setPixPending(true) : close());
  // Once the warning shows, it is brought to the top of the dialog (the section's own save button
  // follows it; on a phone the toast would cover that button at the bottom) and that button gets focus.
  const pendingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pixPending) return;
    pendingRef.current?.scrollIntoView({ block: 'start' });
    document.querySelector<HTMLButtonElement>('[data-pix-api-save]')?.focus({ preventScroll: true });
  }, [pixPending]);

  return (
    <DialogFrame open={open} onClose={requestClose} className="max-w-2xl">
      {/* Mounted only while open, so every opening starts from a fresh form. */}
      {open ? (
        <FranchiseForm key={unit?.id ?? 'new'} unit={unit} onDone={requestClose} onSaved={afterSave} />
      ) : null}
      {open && unit ? (
        <div className="mt-2 flex flex-col gap-4 border-t border-slate-200 pt-6">
          {pixPending ? (
            <div ref={pendingRef} className="scroll-mt-4">
              <Alert tone="warning" title={PIX_UNSAVED.title}>
                {PIX_UNSAVED.pending}
              </Alert>
            </div>
          ) : null}
          <PixApiSection
            unitId={unit.id}
            hasPixKey={Boolean(unit.pix_key)}
            onDirtyChange={onPixDirtyChange}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingClose}
        title={PIX_UNSAVED.confirmTitle}
        description={PIX_UNSAVED.confirmText}
        confirmLabel="Descartar e fechar"
        cancelLabel="Continuar editando"
        tone="danger"
        onConfirm={close}
        onCancel={() => setConfirmingClose(false)}
      />
    </DialogFrame>
  );
}

/** The warnings about typed, unsaved API Pix credentials. */
const PIX_UNSAVED = {
  title: 'Dados da API Pix não salvos',
  pending:
    "Os dados da franquia foram salvos. As credenciais da API Pix que você digitou ainda não: use 'Salvar e conectar' abaixo.",
  confirmTitle: 'Descartar os dados da API Pix?',
  confirmText:
    "As credenciais da API Pix que você digitou ainda não foram salvas e serão perdidas. Para guardá-las, use 'Salvar e conectar' na seção API Pix.",
} as const;

type FranchiseFormProps = {
  unit: FranchiseUnit | null;
  onDone: () => void;
  /** After a successful save (defaults to onDone). */
  onSaved?: () => void;
};

export function FranchiseForm({ unit, onDone, onSaved = onDone }: FranchiseFormProps) {
  const summaryId = useId();
  const createMutation = useCreateFranchise();
  const updateMutation = useUpdateFranchise();
  const saving = createMutation.isPending || updateMutation.isPending;
  const editing = unit !== null;
  // The version the form was filled from (If-Match); 'Recarregar' after a conflict moves it on.
  const [version, setVersion] = useState(unit?.version);
  const [conflict, setConflict] = useState<string | null>(null);

  const form = useSchemaForm<FranchiseFormValues, FranchiseFormOutput, FranchiseFieldName>({
    resolver: zodResolver(franchiseInputSchema),
    defaultValues: franchiseFormDefaults(unit),
    fieldOrder: FRANCHISE_FIELD_ORDER,
    serverErrors: { codeFields: CONFLICT_FIELDS },
  });
  const {
    control,
    submit,
    showServerErrors,
    formState: { errors, isSubmitted },
  } = form;

  const handleServerError = (error: unknown) => {
    if (isVersionConflict(error)) {
      // Someone saved first: the typed values stay on screen, 'Recarregar' offers the current unit.
      setConflict(versionConflictMessage(error));
      return;
    }
    const message = errorMessage(error, FRANCHISE_MSG.saveFailed);
    notify.error(message);
    showServerErrors(error, message);
  };

  const handleValid = (values: FranchiseFormOutput) => {
    const done = (message: string) => () => {
      notify.success(message);
      onSaved();
    };
    if (!unit) {
      createMutation.mutate(values, { onSuccess: done(FRANCHISE_MSG.created), onError: handleServerError });
      return;
    }
    updateMutation.mutate(
      { id: unit.id, patch: values, version },
      {
        onSuccess: (saved) => {
          // The dialog may stay open (unsaved API Pix credentials): a next save starts from this version.
          if (saved && typeof saved === 'object' && 'version' in saved) setVersion(saved.version);
          done(FRANCHISE_MSG.updated)();
        },
        onError: handleServerError,
      },
    );
  };

  /** A field's registration, error and link to the 'required' summary. */
  const fieldProps = (
    name: FranchiseFieldName,
    options?: RegisterOptions<FranchiseFormValues, FranchiseFieldName>,
  ) => ({
    ...requiredSummaryProps(errors[name], summaryId),
    ...form.register(name, options),
  });

  return (
    <DialogForm
      onSubmit={submit(handleValid)}
      onCancel={onDone}
      busy={saving}
      submitLabel={editing ? 'Salvar alterações' : 'Criar franquia'}
      title={editing ? 'Editar franquia' : 'Nova franquia'}
      description="Os campos marcados com * são obrigatórios. O código identifica a unidade nas integrações."
    >
      {conflict && unit ? (
        <div className="mb-4">
          <VersionConflictAlert
            message={conflict}
            onReload={async () => {
              const fresh = await getFranchise(unit.id);
              form.reset(franchiseFormDefaults(fresh));
              setVersion(fresh.version);
              setConflict(null);
            }}
          />
        </div>
      ) : null}
      {isSubmitted && isMissingRequired(errors) ? <RequiredSummary id={summaryId} className="mb-4" /> : null}

      <div className="flex flex-col gap-6">
        <FranchiseIdentityFields form={form} fieldProps={fieldProps} editing={editing} />
        <FranchiseChannelFields form={form} fieldProps={fieldProps} />

        <CheckboxCardField
          control={control}
          name="is_active"
          id="franchise-is-active"
          label="Franquia ativa"
          hint="Só franquias ativas aparecem no cadastro de empresas e recebem pedidos pelo WhatsApp."
        />
      </div>
    </DialogForm>
  );
}
