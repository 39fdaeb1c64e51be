import { useId, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getStates } from '@brazilian-utils/brazilian-utils';
import { slugify } from '@tenho/domain/shared/format';
import {
  FRANCHISE_MSG,
  franchiseInputSchema,
  type FranchiseUnit,
} from '@tenho/domain/franchise/franchise.schemas';
import { PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX } from '@tenho/domain/wallet/pix';
import { Alert } from '@/components/ui/alert';

import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { CheckboxCard } from '@/components/ui/checkbox-card';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useServerFormErrors } from '@/lib/use-server-form-errors';
import { notify } from '@/lib/toast';
import { useCreateFranchise } from '../api/create-franchise';
import { useUpdateFranchise } from '../api/update-franchise';
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

const STATES = getStates();

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        {open ? (
          <FranchiseForm key={unit?.id ?? 'new'} unit={unit} onDone={() => onOpenChange(false)} />
        ) : null}
        {open && unit ? (
          <div className="mt-2 border-t border-slate-200 pt-6">
            <PixApiSection unitId={unit.id} hasPixKey={Boolean(unit.pix_key)} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type FranchiseFormProps = { unit: FranchiseUnit | null; onDone: () => void };

export function FranchiseForm({ unit, onDone }: FranchiseFormProps) {
  const summaryId = useId();
  const createMutation = useCreateFranchise();
  const updateMutation = useUpdateFranchise();
  const saving = createMutation.isPending || updateMutation.isPending;
  const editing = unit !== null;

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getFieldState,
    formState: { errors, isSubmitted },
  } = useForm<FranchiseFormValues, unknown, FranchiseFormOutput>({
    resolver: zodResolver(franchiseInputSchema),
    defaultValues: franchiseFormDefaults(unit),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

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
    <form noValidate onSubmit={handleSubmit(handleValid, focusFirstError)} aria-busy={saving || undefined}>
      <DialogHeader>
        <DialogTitle>{editing ? 'Editar franquia' : 'Nova franquia'}</DialogTitle>
        <DialogDescription>
          Os campos marcados com * são obrigatórios. O código identifica a unidade nas integrações.
        </DialogDescription>
      </DialogHeader>

      {missingRequired ? (
        <div id={summaryId} className="mb-4">
          <Alert tone="danger">{FRANCHISE_MSG.required}</Alert>
        </div>
      ) : null}

      <div className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Nome *" error={fieldMessage(errors.name)} className="sm:col-span-2">
            {(control) => (
              <Input
                {...invalid('name', control)}
                {...register('name', {
                  // A new unit's code follows its name until the code is typed by hand.
                  onChange: (event: { target: { value: string } }) => {
                    if (!editing && !getFieldState('code').isDirty)
                      setValue('code', slugify(event.target.value), { shouldValidate: isSubmitted });
                  },
                })}
                autoComplete="off"
                placeholder="Ex.: Tenho Zona Norte"
              />
            )}
          </Field>
          <Field
            label="Código *"
            error={fieldMessage(errors.code)}
            hint="Letras minúsculas, números e hífens (ex.: zona-norte)."
          >
            {(control) => (
              <Input
                {...invalid('code', control)}
                {...register('code')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="font-mono"
                placeholder="ex.: zona-norte"
              />
            )}
          </Field>
          <Field label="Região" hint="Opcional (ex.: Zona Norte)." error={fieldMessage(errors.region)}>
            {(control) => (
              <Input {...invalid('region', control)} {...register('region')} autoComplete="off" />
            )}
          </Field>
          <Field label="Cidade *" error={fieldMessage(errors.city)}>
            {(control) => (
              <Input
                {...invalid('city', control)}
                {...register('city')}
                autoComplete="address-level2"
                placeholder="Ex.: São Paulo"
              />
            )}
          </Field>
          <Field label="UF *" error={fieldMessage(errors.state)}>
            {(control) => (
              <Select {...invalid('state', control)} {...register('state')}>
                <option value="">Selecione</option>
                {STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.code} — {state.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>

        <FormSection
          title="WhatsApp"
          description="O número da Meta que recebe os pedidos desta franquia. Sem ele, os pedidos chegam pela franquia padrão."
        >
          <Field
            label="ID do número (phone_number_id)"
            error={fieldMessage(errors.whatsapp_phone_number_id)}
            hint="Apenas dígitos, como aparece no painel da Meta."
          >
            {(control) => (
              <Input
                {...invalid('whatsapp_phone_number_id', control)}
                {...register('whatsapp_phone_number_id')}
                inputMode="numeric"
                autoComplete="off"
                className="font-mono"
              />
            )}
          </Field>
          <Field
            label="Número exibido"
            error={fieldMessage(errors.whatsapp_display_number)}
            hint="O número que os consumidores veem, com DDD."
          >
            {(control) => (
              <Input
                {...invalid('whatsapp_display_number', control)}
                {...register('whatsapp_display_number')}
                inputMode="tel"
                autoComplete="off"
                placeholder="(11) 91234-5678"
              />
            )}
          </Field>
        </FormSection>

        <FormSection
          title="Pix"
          description="Onde as empresas pagam ao carregar créditos. Sem chave, os pedidos de carga são confirmados manualmente."
        >
          <Field
            label="Chave Pix"
            error={fieldMessage(errors.pix_key)}
            hint="CPF, CNPJ, e-mail, celular ou chave aleatória."
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...invalid('pix_key', control)}
                {...register('pix_key')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
          <Field
            label="Nome do recebedor"
            error={fieldMessage(errors.pix_merchant_name)}
            hint={`Até ${PIX_MERCHANT_NAME_MAX} caracteres; em branco, usa o nome da franquia.`}
          >
            {(control) => (
              <Input
                {...invalid('pix_merchant_name', control)}
                {...register('pix_merchant_name')}
                autoComplete="off"
              />
            )}
          </Field>
          <Field
            label="Cidade do recebedor"
            error={fieldMessage(errors.pix_merchant_city)}
            hint={`Até ${PIX_MERCHANT_CITY_MAX} caracteres; em branco, usa a cidade da franquia.`}
          >
            {(control) => (
              <Input
                {...invalid('pix_merchant_city', control)}
                {...register('pix_merchant_city')}
                autoComplete="off"
              />
            )}
          </Field>
        </FormSection>

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

      <FormDialogFooter
        onCancel={onDone}
        saving={saving}
        submitLabel={editing ? 'Salvar alterações' : 'Criar franquia'}
      />
    </form>
  );
}

function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      <p className="mb-4 text-xs text-slate-600">{description}</p>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
