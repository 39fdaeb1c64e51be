import { useCallback, useState } from 'react';
import { USERS_MSG, type UserListItem } from '@tenho/domain/users/users.schemas';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useUpdateUserStatus } from './api/update-user-status';

/** Ativar / Desativar with the spec's toasts (§8); which row is being saved, for its spinner. */
export function useToggleUserActive() {
  const { mutate } = useUpdateUserStatus();
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const toggle = useCallback(
    (user: UserListItem) => {
      const activate = !user.is_active;
      setTogglingId(user.id);
      mutate(
        { id: user.id, is_active: activate, version: user.version },
        {
          onSuccess: () => notify.success(activate ? USERS_MSG.activated : USERS_MSG.deactivated),
          onError: (error) =>
            notify.error(
              errorMessage(error, activate ? USERS_MSG.activateFailed : USERS_MSG.deactivateFailed),
            ),
          onSettled: () => setTogglingId(null),
        },
      );
    },
    [mutate],
  );
  return { togglingId, toggle };
}
