import { useState } from 'react';
import { USERS_MSG, userDisplayName, type UserListItem } from '@tenho/domain/users/users.schemas';

import { DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { QueryError } from '@/components/ui/query-error';

import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useUserProfile } from '@/lib/api/get-user-profile';

import { EditUserForm, editUserTitle, valuesFrom, type EditUserDialogProps } from './edit-user-form';

/** What the 'Categorias de Atuação' block exposes to the dialog: saving happens with the profile. */
export type { CategoriesFieldHandle, CategoriesFieldProps, EditUserDialogProps } from './edit-user-form';

export function EditUserDialog({ user, onClose, onSaved, categoriesField }: EditUserDialogProps) {
  return (
    <DialogFrame open={user !== null} onClose={onClose} className="max-w-2xl">
      {user ? (
        <EditUserContent
          key={user.id}
          user={user}
          onClose={onClose}
          onSaved={onSaved}
          categoriesField={categoriesField}
        />
      ) : null}
    </DialogFrame>
  );
}

function EditUserContent({
  user,
  onClose,
  onSaved,
  categoriesField,
}: EditUserDialogProps & { user: UserListItem }) {
  const profile = useUserProfile(user.id);
  // Bumped by 'Recarregar' after a version conflict: the form starts again from the current record.
  const [generation, setGeneration] = useState(0);
  // A user without a profile (404) gets one on the first save.
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  const title = editUserTitle(user.role);

  return (
    <DialogLayout
      title={title}
      description={
        <>
          {userDisplayName(user)} · {user.email}
        </>
      }
    >
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
          key={generation}
          user={user}
          version={(missing ? undefined : profile.data?.version) ?? user.version}
          onReload={async () => {
            await profile.refetch();
            setGeneration((g) => g + 1);
          }}
          initial={valuesFrom(missing ? null : (profile.data ?? null), userDisplayName(user))}
          onClose={onClose}
          onSaved={onSaved}
          categoriesField={user.role === 'CLIENT' || user.role === 'USER' ? categoriesField : undefined}
        />
      )}
    </DialogLayout>
  );
}
