import { userDisplayName, USERS_MSG, type UserListItem } from '@tenho/domain/users/users.schemas';
import { TypeToConfirmDialog } from '@/components/ui/type-to-confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';

/** The word spec §4 asks for before a user is deleted. */
export const DELETE_CONFIRM_WORD = 'EXCLUIR';

export type DeleteUserDialogProps = {
  /** The user to delete; null closes the dialog. */
  user: UserListItem | null;
  onClose: () => void;
};

/**
 * Delete (spec §4): a confirmation, then EXCLUIR must be typed; closing at any step is
 * 'Exclusão cancelada'. The dialog cannot be closed while the delete runs.
 */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const deleteMutation = useDeleteUser();
  const name = user ? userDisplayName(user) : '';

  const handleConfirm = () => {
    if (!user) return;
    deleteMutation.mutate(user.id, {
      onSuccess: () => {
        notify.success(USERS_MSG.deleted);
        onClose();
      },
      onError: (error) => {
        notify.error(errorMessage(error, USERS_MSG.deleteFailed));
        onClose();
      },
    });
  };

  return (
    <TypeToConfirmDialog
      open={user !== null}
      title="Excluir usuário"
      description={
        <>
          <p>
            Tem certeza que deseja excluir <strong className="font-semibold text-slate-900">{name}</strong> (
            {user?.email})?
          </p>
          <p className="mt-2">
            O acesso e os dados pessoais são apagados definitivamente. Esta ação não pode ser desfeita.
          </p>
        </>
      }
      word={DELETE_CONFIRM_WORD}
      confirmLabel="Excluir permanentemente"
      loading={deleteMutation.isPending}
      onConfirm={handleConfirm}
      onCancel={() => {
        notify.info(USERS_MSG.deleteCancelled);
        onClose();
      }}
    />
  );
}
