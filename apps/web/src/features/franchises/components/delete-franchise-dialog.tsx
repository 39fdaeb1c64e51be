import { useId, useState, type FormEvent } from 'react';
import {
  DELETE_CONFIRMATION_WORD,
  FRANCHISE_MSG,
  franchiseHasLinksMessage,
  isDeleteConfirmation,
  type FranchiseUnit,
} from '@tenho/domain/franchise/franchise.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { QueryError } from '@/components/ui/query-error';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDeleteFranchise } from '../api/delete-franchise';
import { useFranchise } from '../api/get-franchise';

export type DeleteFranchiseDialogProps = {
  /** The unit to remove; null keeps the dialog closed. */
  unit: FranchiseUnit | null;
  onClose: () => void;
};

/**
 * Spec §4: first the check for linked users or companies (blocked while any remain), then the
 * word 'excluir' must be typed (any case); the button stays disabled until it matches.
 */
export function DeleteFranchiseDialog({ unit, onClose }: DeleteFranchiseDialogProps) {
  const removal = useDeleteFranchise();
  const busy = removal.isPending;
  return (
    <DialogFrame open={unit !== null} busy={busy} onClose={onClose}>
      {unit ? (
        <DeleteSteps
          key={unit.id}
          unit={unit}
          busy={busy}
          onClose={onClose}
          onConfirm={(onBlocked) =>
            removal.mutate(unit.id, {
              onSuccess: () => {
                notify.success(FRANCHISE_MSG.removed);
                onClose();
              },
              onError: (error) => {
                notify.error(removeFailedMessage(error));
                // Someone linked a person meanwhile: show the block instead of the word.
                if (error instanceof ApiError && error.status === 409) onBlocked();
              },
            })
          }
        />
      ) : null}
    </DialogFrame>
  );
}

/** Spec §8: a server message containing 'não é possível excluir' becomes the fixed text. */
export function removeFailedMessage(error: unknown): string {
  const message = errorMessage(error, FRANCHISE_MSG.removeFailed);
  return /não é possível excluir/i.test(message) ? FRANCHISE_MSG.hasLinksServer : message;
}

type DeleteStepsProps = {
  unit: FranchiseUnit;
  busy: boolean;
  onClose: () => void;
  /** Runs the delete; `onBlocked` re-checks the links when the server refuses (409). */
  onConfirm: (onBlocked: () => void) => void;
};

function DeleteSteps({ unit, busy, onClose, onConfirm }: DeleteStepsProps) {
  const formId = useId();
  const [typed, setTyped] = useState('');
  // The detail carries the counts of linked people: asked again at every opening.
  const check = useFranchise(unit.id, { fresh: true });
  const matches = isDeleteConfirmation(typed);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !busy) onConfirm(() => void check.refetch());
  };

  const title = `Excluir ${unit.name}`;

  if (check.isPending || check.isFetching) {
    return (
      <DialogLayout title={title} description="Verificando se há usuários ou empresas vinculados…">
        <div role="status" aria-label="Verificando vínculos" className="flex flex-col gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-10 w-full" />
        </div>
      </DialogLayout>
    );
  }

  if (check.isError) {
    return (
      <DialogLayout
        title={title}
        description="Não foi possível verificar os vínculos."
        descriptionClassName="sr-only"
        footer={
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        }
      >
        <QueryError query={check} message={FRANCHISE_MSG.checkFailed} ignoreServerMessage className="py-6" />
      </DialogLayout>
    );
  }

  const { users_count: users, clients_count: clients } = check.data;
  if (users > 0 || clients > 0) {
    return (
      <DialogLayout
        title={title}
        description="A exclusão está bloqueada."
        descriptionClassName="sr-only"
        footer={<Button onClick={onClose}>Entendi</Button>}
      >
        <Alert tone="warning" title="Não é possível excluir agora">
          {franchiseHasLinksMessage(users, clients)}
        </Alert>
      </DialogLayout>
    );
  }

  return (
    <DialogLayout
      title={title}
      description="A franquia não tem usuários nem empresas vinculados. A exclusão não pode ser desfeita."
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="Excluir franquia"
          tone="danger"
          form={formId}
          disabled={!matches}
          busy={busy}
        />
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <Field label={`Digite ${DELETE_CONFIRMATION_WORD} para confirmar`} hint={FRANCHISE_MSG.deleteConfirm}>
          {(control) => (
            <Input
              {...control}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoFocus
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              disabled={busy}
            />
          )}
        </Field>
      </form>
    </DialogLayout>
  );
}
