import { useRef, useState, type ComponentType, type Ref } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { maskPhone } from '@tenho/domain/shared/format';
import {
  EMPTY_EMAIL_ROW,
  EMPTY_PHONE_ROW,
  USERS_MSG,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
  type UserListItem,
} from '@tenho/domain/users/users.schemas';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-layout';

import { InputField } from '@/components/ui/form-fields';

import { errorMessage } from '@/lib/api-client';

import { useUpdateUserProfile } from '@/lib/api/update-user-profile';
import { notify } from '@/lib/toast';
import { isVersionConflict, versionConflictMessage } from '@/lib/record-version';
import { VersionConflictAlert } from '@/components/ui/version-conflict-alert';
import { useServerFormErrors } from '@/lib/use-server-form-errors';
import { contactErrors } from './contact-row-parts';
import { EmailRows, PhoneRows } from './contact-rows';

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

export type EditValues = Pick<ProfileUpdateInput, 'display_name' | 'legal_name' | 'emails' | 'phones'>;
const FIELD_ORDER = ['display_name', 'legal_name', 'emails', 'phones'] as const;

export function valuesFrom(profile: Profile | null, fallbackName: string): EditValues {
  return {
    display_name: profile?.display_name ?? fallbackName,
    legal_name: profile?.legal_name ?? '',
    emails: profile?.emails.length ? profile.emails.map((e) => ({ ...e })) : [{ ...EMPTY_EMAIL_ROW }],
    phones: profile?.phones.length
      ? profile.phones.map((p) => ({ ...p, phone: maskPhone(p.phone) }))
      : [{ ...EMPTY_PHONE_ROW }],
  };
}

type EditUserFormProps = Omit<EditUserDialogProps, 'user'> & {
  user: UserListItem;
  initial: EditValues;
  /** The version of the record the form was filled from (sent as If-Match). */
  version?: number | undefined;
  /** Loads the current record and starts the form again (offered after a version conflict). */
  onReload?: () => Promise<void>;
};

export function EditUserForm({
  user,
  initial,
  version,
  onReload,
  onClose,
  onSaved,
  categoriesField: CategoriesField,
}: EditUserFormProps) {
  const update = useUpdateUserProfile();
  const [conflict, setConflict] = useState<string | null>(null);
  const categories = useRef<CategoriesFieldHandle>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EditValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const showServerErrors = useServerFormErrors({ setError, setFocus }, FIELD_ORDER, { focus: false });
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
        version,
      });
      await categories.current?.save();
      notify.success(USERS_MSG.updated);
      onClose();
      onSaved();
    } catch (error) {
      if (isVersionConflict(error)) {
        // Someone saved first: keep what was typed on screen and offer the current record.
        setConflict(versionConflictMessage(error));
        return;
      }
      notify.error(errorMessage(error, USERS_MSG.updateFailed));
      showServerErrors(error);
    }
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
          <InputField
            label="Nome de exibição *"
            error={errors.display_name?.message}
            disabled={busy}
            {...register('display_name')}
          />
          <InputField
            label="Razão social"
            error={errors.legal_name?.message}
            disabled={busy}
            {...register('legal_name')}
          />
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
            {...contactErrors(errors.emails, 'email')}
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
            {...contactErrors(errors.phones, 'phone')}
            disabled={busy}
          />
        )}
      />

      {CategoriesField ? <CategoriesField ref={categories} userId={user.id} disabled={busy} /> : null}

      {conflict ? <VersionConflictAlert message={conflict} onReload={() => onReload?.()} /> : null}

      <DialogFooter className="mt-0">
        <DialogActions onCancel={onClose} busy={busy} confirmLabel="Salvar Alterações" />
      </DialogFooter>
    </form>
  );
}
