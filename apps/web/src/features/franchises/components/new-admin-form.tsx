import { useId } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import {
  FRANCHISE_MSG,
  franchiseAdminSchema,
  type FranchiseAdminInput,
} from '@tenho/domain/franchise/franchise.schemas';
import { Alert } from '@/components/ui/alert';

import { Button } from '@/components/ui/button';

import { Field, type FieldControlProps } from '@/components/ui/field';

import { Input } from '@/components/ui/input';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordInput } from '@/components/ui/password-input';

import { errorMessage } from '@/lib/api-client';
import { useServerFormErrors } from '@/lib/use-server-form-errors';
import { notify } from '@/lib/toast';
import { useCan } from '@/lib/use-can';
import { useCreateFranchiseAdmin } from '../api/create-franchise-admin';

import { fieldMessage, isMissingRequired } from '../franchise-form';

type AdminFormOutput = z.output<typeof franchiseAdminSchema>;
type AdminField = keyof FranchiseAdminInput;
const ADMIN_FIELD_ORDER = ['email', 'password', 'name', 'phone'] as const satisfies readonly AdminField[];
const EMPTY_ADMIN: FranchiseAdminInput = { email: '', password: '', name: '', phone: '' };

/** POST /users names the fields after the user and its profile. */
const SERVER_PATHS = { display_name: 'name', phones: 'phone' } as const;

export function NewAdminForm({ unitId }: { unitId: number }) {
  const summaryId = useId();
  const canCreate = useCan('user.create');
  const creation = useCreateFranchiseAdmin();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<FranchiseAdminInput, unknown, AdminFormOutput>({
    resolver: zodResolver(franchiseAdminSchema),
    defaultValues: EMPTY_ADMIN,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const showServerErrors = useServerFormErrors({ setError, setFocus }, ADMIN_FIELD_ORDER, {
    paths: SERVER_PATHS,
  });

  if (!canCreate) return null;

  const missingRequired = isSubmitted && isMissingRequired(errors);

  const focusFirstError = (fieldErrors: FieldErrors<FranchiseAdminInput>) => {
    const first = ADMIN_FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) setFocus(first);
  };

  const handleValid = (admin: AdminFormOutput) => {
    creation.mutate(
      { unitId, admin },
      {
        onSuccess: () => {
          notify.success(FRANCHISE_MSG.adminCreated);
          reset(EMPTY_ADMIN);
        },
        onError: (error) => {
          notify.error(errorMessage(error, FRANCHISE_MSG.adminCreateFailed));
          showServerErrors(error);
        },
      },
    );
  };

  const invalid = (name: AdminField, control: FieldControlProps) => ({
    ...control,
    'aria-invalid': control['aria-invalid'] || (errors[name] ? true : undefined),
    'aria-describedby':
      [control['aria-describedby'], errors[name] && !fieldMessage(errors[name]) ? summaryId : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
  });

  const phoneField = register('phone');

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValid, focusFirstError)}
      aria-labelledby={`new-admin-${unitId}`}
      aria-busy={creation.isPending || undefined}
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <h3 id={`new-admin-${unitId}`} className="text-sm font-semibold text-slate-900">
        Novo administrador
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        O acesso é criado ativo, com o perfil Administrador, vinculado a esta franquia.
      </p>
      {missingRequired ? (
        <div id={summaryId} className="mt-3">
          <Alert tone="danger">{FRANCHISE_MSG.required}</Alert>
        </div>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="E-mail *" error={fieldMessage(errors.email)}>
          {(control) => (
            <Input
              {...invalid('email', control)}
              {...register('email')}
              type="email"
              autoComplete="off"
              disabled={creation.isPending}
            />
          )}
        </Field>
        <Field label="Nome *" error={fieldMessage(errors.name)}>
          {(control) => (
            <Input
              {...invalid('name', control)}
              {...register('name')}
              autoComplete="off"
              disabled={creation.isPending}
            />
          )}
        </Field>
        <Field label="Senha *" error={fieldMessage(errors.password)} className="sm:col-span-2">
          {(control) => (
            <>
              <PasswordInput
                {...invalid('password', control)}
                {...register('password')}
                autoComplete="new-password"
                disabled={creation.isPending}
              />
              <PasswordChecklist value={password} />
            </>
          )}
        </Field>
        <Field label="Telefone" hint="Opcional." error={fieldMessage(errors.phone)}>
          {(control) => (
            <Input
              {...invalid('phone', control)}
              {...phoneField}
              onChange={(event) => {
                setValue('phone', maskPhone(event.target.value), { shouldValidate: isSubmitted });
              }}
              inputMode="tel"
              maxLength={PHONE_MASK_MAX_LENGTH}
              placeholder="(11) 91234-5678"
              autoComplete="off"
              disabled={creation.isPending}
            />
          )}
        </Field>
      </div>
      <div className="mt-4 flex justify-end">
        <Button type="submit" loading={creation.isPending}>
          Criar admin
        </Button>
      </div>
    </form>
  );
}
