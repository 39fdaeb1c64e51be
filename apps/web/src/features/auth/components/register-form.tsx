import { useEffect, useState } from 'react';
import { useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MSG, registerFormSchema } from '@tenho/domain/auth/auth.schemas';
import { TERMS_VERSION, termsAcceptanceError } from '@tenho/domain/auth/terms';
import { USERS_MSG } from '@tenho/domain/users/users.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, InputField, PasswordField, PhoneField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { NamedOptions } from '@/components/ui/named-options';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { usePublicUnits } from '@/lib/api/get-units';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRegister, type RegisterResponse } from '../api/register';
import { AuthSwitchPrompt } from './auth-switch-prompt';
import { TermsAcceptance } from './terms-acceptance';

export type RegisterFormValues = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;
type FieldName = keyof RegisterFormValues;

/** Spec §5 order: errors are listed and the first invalid field focused in this order. */
export const REGISTER_FIELD_ORDER = [
  'unit_id',
  'name',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'terms_accepted',
] as const satisfies readonly FieldName[];

const schemaResolver = zodResolver(registerFormSchema);

/**
 * The schema checks the confirmation only once everything else is valid; the form shows every
 * field's message at once, so the mismatch is added when other fields fail too.
 */
const registerResolver: Resolver<RegisterFormValues, unknown, RegisterFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const errors = { ...(result.errors as FieldErrors<RegisterFormValues>) };
  if (
    Object.keys(errors).length > 0 &&
    !errors.confirmPassword &&
    values.password !== values.confirmPassword
  ) {
    errors.confirmPassword = { type: 'custom', message: MSG.passwordMismatch };
  }
  // Issue 31 point 7: the terms must be accepted (the API refuses with the same text).
  const terms = termsAcceptanceError({ terms_accepted: values.terms_accepted });
  if (terms) errors.terms_accepted = { type: 'custom', message: terms };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

const EMPTY: RegisterFormValues = {
  unit_id: '',
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms_accepted: false,
};

export type RegisterFormProps = {
  onSuccess: (result: RegisterResponse & { company: string }) => void;
  onSwitchToLogin: () => void;
};

export function RegisterForm({ onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const units = usePublicUnits();
  const registerMutation = useRegister();

  const { control, submit, field, showServerErrors, formState } = useSchemaForm({
    resolver: registerResolver,
    defaultValues: EMPTY,
    fieldOrder: REGISTER_FIELD_ORDER,
  });
  const { errors } = formState;

  const password = useWatch({ control, name: 'password' }) ?? '';

  useEffect(() => {
    if (units.isError) notify.error(USERS_MSG.unitsLoadFailed);
  }, [units.isError]);

  const handleValid = (values: RegisterFormOutput) => {
    setServerError(null);
    const payload = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      password: values.password,
      unit_id: values.unit_id,
      terms_accepted: true,
      terms_version: TERMS_VERSION,
    };
    registerMutation.mutate(payload, {
      onSuccess: (result) => onSuccess({ ...result, company: values.name }),
      onError: (error) => {
        const message = errorMessage(error, MSG.registerFailed);
        setServerError(message);
        notify.error(message);
        showServerErrors(error);
      },
    });
  };

  const unitOptions = units.data ?? [];

  return (
    <form noValidate onSubmit={submit(handleValid)} className="flex flex-col gap-4" aria-label="Criar conta">
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}

      <SelectField
        label="Franquia"
        hint={
          units.isError ? (
            <span className="flex flex-wrap items-center gap-x-2 text-red-700">
              {USERS_MSG.unitsLoadFailed}.
              <button
                type="button"
                className="font-semibold underline underline-offset-2"
                onClick={() => void units.refetch()}
              >
                Tentar novamente
              </button>
            </span>
          ) : units.isSuccess && unitOptions.length === 0 ? (
            'Nenhuma franquia disponível no momento.'
          ) : (
            'A unidade da sua região, que vai ativar a sua conta.'
          )
        }
        disabled={units.isPending}
        {...field('unit_id')}
      >
        <option value="">{units.isPending ? 'Carregando franquias…' : 'Selecione a franquia'}</option>
        <NamedOptions items={unitOptions} />
      </SelectField>

      <InputField
        label="Nome da empresa"
        autoComplete="organization"
        placeholder="Ex.: Auto Peças Silva"
        {...field('name')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField label="E-mail" placeholder="voce@empresa.com" {...field('email')} />
        <PhoneField label="WhatsApp" error={errors.phone?.message} control={control} name="phone" />
      </div>

      <PasswordField
        id="register-password"
        label="Senha"
        hint={<PasswordChecklist value={password} />}
        autoComplete="new-password"
        placeholder="Crie uma senha forte"
        {...field('password', { deps: ['confirmPassword'] })}
      />

      <PasswordField
        label="Confirmar senha"
        autoComplete="new-password"
        placeholder="Repita a senha"
        {...field('confirmPassword')}
      />

      <TermsAcceptance control={control} name="terms_accepted" error={errors.terms_accepted?.message} />

      <Button type="submit" size="lg" className="mt-2 w-full" loading={registerMutation.isPending}>
        {registerMutation.isPending ? 'Criando conta…' : 'Criar conta'}
      </Button>

      <AuthSwitchPrompt question="Já tem conta?" action="Entrar" onClick={onSwitchToLogin} />
    </form>
  );
}
