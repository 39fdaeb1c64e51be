import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import {
  FRANCHISE_MSG,
  franchiseAdminSchema,
  type FranchiseAdminInput,
} from '@tenho/domain/franchise/franchise.schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { InputField } from '@/components/ui/form-fields';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCan } from '@/lib/use-can';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateFranchiseAdmin } from '../api/create-franchise-admin';
import { isMissingRequired, requiredSummaryProps } from '../franchise-form';
import { RequiredSummary } from './required-summary';

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
  const { register, control, submit, reset, setValue, showServerErrors, formState } = useSchemaForm<
    FranchiseAdminInput,
    AdminFormOutput,
    AdminField
  >({
    resolver: zodResolver(franchiseAdminSchema),
    defaultValues: EMPTY_ADMIN,
    fieldOrder: ADMIN_FIELD_ORDER,
    serverErrors: { paths: SERVER_PATHS },
  });
  const { errors, isSubmitted } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';

  if (!canCreate) return null;

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

  /** A field's registration, error and link to the 'required' summary; locked while saving. */
  const fieldProps = (name: AdminField) => ({
    ...requiredSummaryProps(errors[name], summaryId),
    ...register(name),
    disabled: creation.isPending,
  });

  return (
    <form
      noValidate
      onSubmit={submit(handleValid)}
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
      {isSubmitted && isMissingRequired(errors) ? <RequiredSummary id={summaryId} className="mt-3" /> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <InputField label="E-mail *" {...fieldProps('email')} type="email" autoComplete="off" />
        <InputField label="Nome *" {...fieldProps('name')} autoComplete="off" />
        <Field
          label="Senha *"
          className="sm:col-span-2"
          {...requiredSummaryProps(errors.password, summaryId)}
        >
          {(aria) => (
            <>
              <PasswordInput
                {...aria}
                {...register('password')}
                autoComplete="new-password"
                disabled={creation.isPending}
              />
              <PasswordChecklist value={password} />
            </>
          )}
        </Field>
        <InputField
          label="Telefone"
          hint="Opcional."
          {...fieldProps('phone')}
          onChange={(event) => {
            setValue('phone', maskPhone(event.target.value), { shouldValidate: isSubmitted });
          }}
          inputMode="tel"
          maxLength={PHONE_MASK_MAX_LENGTH}
          placeholder="(11) 91234-5678"
          autoComplete="off"
        />
      </div>
      <div className="mt-4 flex justify-end">
        <Button type="submit" loading={creation.isPending}>
          Criar admin
        </Button>
      </div>
    </form>
  );
}
