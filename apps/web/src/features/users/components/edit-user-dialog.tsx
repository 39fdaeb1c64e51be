import { useRef, type ComponentType, type Ref } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { maskPhone } from '@tenho/domain/shared/format';
import {
  EMPTY_EMAIL_ROW,
  EMPTY_PHONE_ROW,
  USERS_MSG,
  profileUpdateSchema,
  userDisplayName,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
  type UserListItem,
} from '@tenho/domain/users/users.schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { QueryError } from '@/components/ui/query-error';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUserProfile } from '@/lib/api/get-user-profile';
import { useUpdateUserProfile } from '@/lib/api/update-user-profile';
import { serverFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { EmailRows, PhoneRows } from './contact-rows';

/** What the 'Categorias de Atuação' block exposes to the dialog: saving happens with the profile. */
export type CategoriesFieldHandle = { save: () => Promise<void> };
export type CategoriesFieldProps = {
  userId: number;
  disabled: boolean;
  ref: Ref<CategoriesFieldHandle>;
};

export type EditUserDialogProps = {
  user: UserListItem | null;
  onClose: () => void;
  /** Called once saved, after the dialog closed. */
  onSaved: () => void;
  /**
   * The categories block for CLIENT and USER targets. The categories area lives in its own
   * feature, so the route composes it in (app/).
   */
  categoriesField?: ComponentType<CategoriesFieldProps>;
};

/** 'Editar Usuário' for MASTER/ADMIN targets, 'Editar Cliente' otherwise (spec §2). */
export function editUserTitle(role: string): string {
  return role === 'MASTER' || role === 'ADMIN' ? 'Editar Usuário' : 'Editar Cliente';
}

type EditValues = Pick<ProfileUpdateInput, 'display_name' | 'legal_name' | 'emails' | 'phones'>;
const FIELD_ORDER = ['display_name', 'legal_name', 'emails', 'phones'] as const;

function valuesFrom(profile: Profile | null, fallbackName: string): EditValues {
  return {
    display_name: profile?.display_name ?? fallbackName,
    legal_name: profile?.legal_name ?? '',
    emails: profile?.emails.length ? profile.emails.map((e) => ({ ...e })) : [{ ...EMPTY_EMAIL_ROW }],
    phones: profile?.phones.length
      ? profile.phones.map((p) => ({ ...p, phone: maskPhone(p.phone) }))
      : [{ ...EMPTY_PHONE_ROW }],
  };
}

export function EditUserDialog({ user, onClose, onSaved, categoriesField }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        {user ? (
          <EditUserContent
            key={user.id}
            user={user}
            onClose={onClose}
            onSaved={onSaved}
            categoriesField={categoriesField}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditUserContent({
  user,
  onClose,
  onSaved,
  categoriesField,
}: EditUserDialogProps & { user: UserListItem }) {
  const profile = useUserProfile(user.id);
  // A user without a profile (404) gets one on the first save.
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  const title = editUserTitle(user.role);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {userDisplayName(user)} · {user.email}
        </DialogDescription>
      </DialogHeader>
      {profile.isError && !missing ? (
        <QueryError query={profile} message={USERS_MSG.loadFailed} />
      ) : profile.isPending && !missing ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Carregando dados do usuário">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <EditUserForm
          user={user}
          initial={valuesFrom(missing ? null : (profile.data ?? null), userDisplayName(user))}
          onClose={onClose}
          onSaved={onSaved}
          categoriesField={user.role === 'CLIENT' || user.role === 'USER' ? categoriesField : undefined}
        />
      )}
    </>
  );
}

type EditUserFormProps = Omit<EditUserDialogProps, 'user'> & { user: UserListItem; initial: EditValues };

function EditUserForm({
  user,
  initial,
  onClose,
  onSaved,
  categoriesField: CategoriesField,
}: EditUserFormProps) {
  const update = useUpdateUserProfile();
  const categories = useRef<CategoriesFieldHandle>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const busy = isSubmitting || update.isPending;

  const handleValid = async (values: ProfileUpdate) => {
    try {
      await update.mutateAsync({
        userId: user.id,
        patch: {
          display_name: values.display_name,
          legal_name: values.legal_name ?? null,
          emails: values.emails,
          phones: values.phones,
        },
      });
      await categories.current?.save();
      notify.success(USERS_MSG.updated);
      onClose();
      onSaved();
    } catch (error) {
      notify.error(errorMessage(error, USERS_MSG.updateFailed));
      if (error instanceof ApiError) {
        for (const [field, message] of serverFieldErrors(error.details, FIELD_ORDER)) {
          setError(field, { type: 'server', message });
        }
      }
    }
  };

  const rowErrors = (value: unknown, key: 'email' | 'phone') =>
    value && typeof value === 'object'
      ? Object.entries(value)
          .filter(([index]) => /^\d+$/.test(index))
          .reduce<Array<string | undefined>>((list, [index, row]) => {
            list[Number(index)] = (row as Record<string, { message?: string } | undefined>)?.[key]?.message;
            return list;
          }, [])
      : [];
  const groupError = (value: unknown) => {
    const group = value as { message?: string; root?: { message?: string } } | undefined;
    return group?.message ?? group?.root?.message;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(handleValid)(event)}
      className="flex flex-col gap-6"
      aria-label={editUserTitle(user.role)}
    >
      <section aria-labelledby="edit-company-info" className="flex flex-col gap-4">
        <h3 id="edit-company-info" className="text-sm font-semibold text-slate-900">
          Informações da empresa
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Nome de exibição *" error={errors.display_name?.message}>
            {(fieldControl) => <Input {...fieldControl} disabled={busy} {...register('display_name')} />}
          </Field>
          <Field label="Razão social" error={errors.legal_name?.message}>
            {(fieldControl) => <Input {...fieldControl} disabled={busy} {...register('legal_name')} />}
          </Field>
        </div>
      </section>

      <Controller
        control={control}
        name="emails"
        render={({ field }) => (
          <EmailRows
            legend="E-mails"
            value={field.value ?? []}
            onChange={field.onChange}
            error={groupError(errors.emails)}
            rowErrors={rowErrors(errors.emails, 'email')}
            disabled={busy}
          />
        )}
      />
      <Controller
        control={control}
        name="phones"
        render={({ field }) => (
          <PhoneRows
            legend="Telefones"
            value={field.value ?? []}
            onChange={field.onChange}
            error={groupError(errors.phones)}
            rowErrors={rowErrors(errors.phones, 'phone')}
            disabled={busy}
          />
        )}
      />

      {CategoriesField ? <CategoriesField ref={categories} userId={user.id} disabled={busy} /> : null}

      <DialogFooter className="mt-0">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" loading={busy}>
          Salvar Alterações
        </Button>
      </DialogFooter>
    </form>
  );
}
