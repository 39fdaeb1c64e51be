import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MSG, registerFormSchema } from '@tenho/domain/auth/auth.schemas';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import { USERS_MSG } from '@tenho/domain/users/users.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { useServerFormErrors } from '@/lib/use-server-form-errors';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { usePublicUnits } from '@/lib/api/get-units';
import { useRegister, type RegisterResponse } from '../api/register';
import { PasswordChecklist } from '@/components/ui/password-checklist';

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
  const errors = result.errors as FieldErrors<RegisterFormValues>;
  if (
    Object.keys(errors).length > 0 &&
    !errors.confirmPassword &&
    values.password !== values.confirmPassword
  ) {
    return {
      values: {},
      errors: { ...errors, confirmPassword: { type: 'custom', message: MSG.passwordMismatch } },
    };
  }
  return result;
};

const EMPTY: RegisterFormValues = {
  unit_id: '',
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

export type RegisterFormProps = {
  onSuccess: (result: RegisterResponse & { company: string }) => void;
  onSwitchToLogin: () => void;
};

export function RegisterForm({ onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const units = usePublicUnits();
  const registerMutation = useRegister();

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: registerResolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const password = useWatch({ control, name: 'password' }) ?? '';

  useEffect(() => {
    if (units.isError) notify.error(USERS_MSG.unitsLoadFailed);
  }, [units.isError]);

  const focusFirstError = (fieldErrors: FieldErrors<RegisterFormValues>) => {
    const first = REGISTER_FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) setFocus(first);
  };

  const showServerErrors = useServerFormErrors({ setError, setFocus }, REGISTER_FIELD_ORDER);

  const handleValid = (values: RegisterFormOutput) => {
    setServerError(null);
    const payload = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      password: values.password,
      unit_id: values.unit_id,
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
    <form
      noValidate
      onSubmit={handleSubmit(handleValid, focusFirstError)}
      className="flex flex-col gap-4"
      aria-label="Criar conta"
    >
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}

      <Field
        label="Franquia"
        error={errors.unit_id?.message}
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
      >
        {(fieldControl) => (
          <Select {...fieldControl} disabled={units.isPending} {...register('unit_id')}>
            <option value="">{units.isPending ? 'Carregando franquias…' : 'Selecione a franquia'}</option>
            {unitOptions.map((unit) => (
              <option key={unit.id} value={String(unit.id)}>
                {unit.name}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <Field label="Nome da empresa" error={errors.name?.message}>
        {(fieldControl) => (
          <Input
            {...fieldControl}
            autoComplete="organization"
            placeholder="Ex.: Auto Peças Silva"
            {...register('name')}
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="E-mail" error={errors.email?.message}>
          {(fieldControl) => (
            <Input
              {...fieldControl}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="voce@empresa.com"
              {...register('email')}
            />
          )}
        </Field>

        <Field label="WhatsApp" error={errors.phone?.message}>
          {(fieldControl) => (
            <MaskedInput
              {...fieldControl}
              control={control}
              name="phone"
              mask={maskPhone}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={PHONE_MASK_MAX_LENGTH}
              placeholder="(11) 98765-4321"
            />
          )}
        </Field>
      </div>

      <Field
        id="register-password"
        label="Senha"
        error={errors.password?.message}
        hint={<PasswordChecklist value={password} />}
      >
        {(fieldControl) => (
          <PasswordInput
            {...fieldControl}
            autoComplete="new-password"
            placeholder="Crie uma senha forte"
            {...register('password', { deps: ['confirmPassword'] })}
          />
        )}
      </Field>

      <Field label="Confirmar senha" error={errors.confirmPassword?.message}>
        {(fieldControl) => (
          <PasswordInput
            {...fieldControl}
            autoComplete="new-password"
            placeholder="Repita a senha"
            {...register('confirmPassword')}
          />
        )}
      </Field>

      <Button type="submit" size="lg" className="mt-2 w-full" loading={registerMutation.isPending}>
        {registerMutation.isPending ? 'Criando conta…' : 'Criar conta'}
      </Button>

      <p className="text-center text-sm text-slate-600">
        Já tem conta?{' '}
        <button
          type="button"
          onClick={onSwitchToLogin}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Entrar
        </button>
      </p>
    </form>
  );
}
