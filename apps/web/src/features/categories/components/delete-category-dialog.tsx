import { useState } from 'react';
import { CATEGORY_MSG, type Category } from '@tenho/domain/categories/categories.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDeleteCategory } from '../api/delete-category';
import { useUpdateCategory } from '../api/update-category';

export type DeleteCategoryDialogProps = {
  open: boolean;
  /** The category to delete (kept while the dialog closes, so its text does not vanish mid-animation). */
  category: Category | null;
  onClose: () => void;
};

/**
 * Confirms a delete. A category used by companies or messages cannot be deleted (409): the
 * server's reason is shown and the dialog offers to deactivate it instead.
 */
export function DeleteCategoryDialog({ open, category, onClose }: DeleteCategoryDialogProps) {
  return (
    <DialogFrame open={open && category !== null} onClose={onClose}>
      {category ? <DeleteCategoryContent key={category.id} category={category} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function DeleteCategoryContent({ category, onClose }: { category: Category; onClose: () => void }) {
  const [inUseMessage, setInUseMessage] = useState<string | null>(null);
  const deleteMutation = useDeleteCategory();
  const updateMutation = useUpdateCategory();

  const handleDelete = () => {
    deleteMutation.mutate(category.id, {
      onSuccess: () => {
        notify.success(CATEGORY_MSG.deleted);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          const message = errorMessage(error, CATEGORY_MSG.inUse);
          notify.warning(message);
          setInUseMessage(message);
          return;
        }
        notify.error(errorMessage(error, CATEGORY_MSG.deleteFailed));
      },
    });
  };

  const handleDeactivate = () => {
    updateMutation.mutate(
      { id: category.id, patch: { is_active: false } },
      {
        onSuccess: () => {
          notify.success(CATEGORY_MSG.deactivated);
          onClose();
        },
        onError: (error) => notify.error(errorMessage(error, CATEGORY_MSG.deactivateFailed)),
      },
    );
  };

  if (inUseMessage) {
    return (
      <DialogLayout
        title="Categoria em uso"
        description={
          <>
            “{category.name}” não pode ser excluída.
            {category.is_active
              ? ' Desative-a para que deixe de receber pedidos e de aparecer para as empresas.'
              : ' Ela já está desativada e não aparece para as empresas.'}
          </>
        }
        footer={
          category.is_active ? (
            <DialogActions
              onCancel={onClose}
              confirmLabel="Desativar categoria"
              onConfirm={handleDeactivate}
              busy={updateMutation.isPending}
            />
          ) : (
            <Button variant="secondary" onClick={onClose}>
              Fechar
            </Button>
          )
        }
      >
        <Alert tone="warning">{inUseMessage}</Alert>
      </DialogLayout>
    );
  }

  return (
    <DialogLayout
      title="Excluir categoria"
      description={`Tem certeza que deseja excluir a categoria “${category.name}”? Esta ação não pode ser desfeita.`}
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="Excluir"
          tone="danger"
          onConfirm={handleDelete}
          busy={deleteMutation.isPending}
        />
      }
    >
      <p className="text-sm text-slate-600">
        Se ela já foi usada por empresas ou mensagens, a exclusão é recusada e você pode desativá-la.
      </p>
    </DialogLayout>
  );
}
