import { useId } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { UserRound } from 'lucide-react';
import { formatPhone, maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import {
  FRANCHISE_MSG,
  franchiseAdminSchema,
  type FranchiseAdminInput,
  type FranchiseUnit,
} from '@tenho/domain/franchise/franchise.schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { FitText } from '@/components/ui/fit-text';
import { Input } from '@/components/ui/input';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCan } from '@/lib/use-can';
import { useCreateFranchiseAdmin } from '../api/create-franchise-admin';
import { useFranchise } from '../api/get-franchise';
import { fieldMessage, isMissingRequired } from '../franchise-form';

type AdminFormOutput = z.output<typeof franchiseAdminSchema>;
type AdminField = keyof FranchiseAdminInput;
const ADMIN_FIELD_ORDER = ['email', 'password', 'name', 'phone'] as const satisfies readonly AdminField[];
const EMPTY_ADMIN: FranchiseAdminInput = { email: '', password: '', name: '', phone: '' };

/** POST /users names the fields after the user and its profile. */
const SERVER_FIELDS: Record<string, AdminField> = {
  email: 'email',
  password: 'password',
  display_name: 'name',
  phones: 'phone',
};

export type FranchiseAdminsDialogProps = {
  /** The unit whose admins are managed; null keeps the dialog closed. */
  unit: FranchiseUnit | null;
  onClose: () => void;
};

/** The admins manager (spec §2): the unit's administrators and a form to add one. */
export function FranchiseAdminsDialog({ unit, onClose }: FranchiseAdminsDialogProps) {
  return (
    <Dialog open={unit !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        {unit ? (
          <>
            <DialogHeader>
              <DialogTitle>Administradores</DialogTitle>
              <DialogDescription>
                Quem administra a franquia{' '}
                <strong className="font-semibold text-slate-900">{unit.name}</strong>.
              </DialogDescription>
            </DialogHeader>
            <AdminsList unitId={unit.id} />
            <NewAdminForm key={unit.id} unitId={unit.id} />
            <DialogFooter>
              <Button variant="secondary" onClick={onClose}>
                Fechar
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AdminsList({ unitId }: { unitId: number }) {
  const detail = useFranchise(unitId, { fresh: true });
  const admins = detail.data?.users.filter((member) => member.role === 'ADMIN');

  return (
    <section aria-labelledby={`admins-${unitId}`}>
      <h3 id={`admins-${unitId}`} className="text-sm font-semibold text-slate-900">
        Administradores da franquia
      </h3>
      {detail.isPending ? (
        <div className="mt-3 flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : detail.isError ? (
        <QueryError
          query={detail}
          message={FRANCHISE_MSG.adminsLoadFailed}
          ignoreServerMessage
          className="py-6"
        />
      ) : admins && admins.length > 0 ? (
        <ul
          aria-label="Administradores"
          className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200"
        >
          {admins.map((admin) => (
            <li key={admin.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <FitText as="p" className="font-medium text-slate-900">
                  {admin.name ?? admin.email}
                </FitText>
                <FitText as="p" className="text-sm text-slate-600">
                  {admin.phone ? `${admin.email} · ${formatPhone(admin.phone)}` : admin.email}
                </FitText>
              </div>
              <Badge tone={admin.is_active ? 'green' : 'grey'} dot>
                {admin.is_active ? 'Ativo' : 'Inativo'}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<UserRound className="size-6" />}
          title="Nenhum administrador nesta franquia"
          description="Crie o primeiro acesso com o formulário abaixo."
          className="py-6"
        />
      )}
    </section>
  );
}

function NewAdminForm({ unitId }: { unitId: number }) {
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
          if (!(error instanceof ApiError)) return;
          const fields = serverFieldErrors(error.details, Object.keys(SERVER_FIELDS));
          for (const [serverField, text] of fields) {
            const field = SERVER_FIELDS[serverField];
            if (field) setError(field, { type: 'server', message: text });
          }
          const first = fields[0] ? SERVER_FIELDS[fields[0][0]] : undefined;
          if (first) setFocus(first);
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
