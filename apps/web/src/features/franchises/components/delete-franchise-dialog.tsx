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
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { BusyDialog } from '@/components/ui/busy-dialog';
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
    <BusyDialog open={unit !== null} busy={busy} onClose={onClose}>
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
    </BusyDialog>
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
      <>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Verificando se há usuários ou empresas vinculados…</DialogDescription>
        </DialogHeader>
        <div role="status" aria-label="Verificando vínculos" className="flex flex-col gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-10 w-full" />
        </div>
      </>
    );
  }

  if (check.isError) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">Não foi possível verificar os vínculos.</DialogDescription>
        </DialogHeader>
        <QueryError query={check} message={FRANCHISE_MSG.checkFailed} ignoreServerMessage className="py-6" />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        </DialogFooter>
      </>
    );
  }

  const { users_count: users, clients_count: clients } = check.data;
  if (users > 0 || clients > 0) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">A exclusão está bloqueada.</DialogDescription>
        </DialogHeader>
        <Alert tone="warning" title="Não é possível excluir agora">
          {franchiseHasLinksMessage(users, clients)}
        </Alert>
        <DialogFooter>
          <Button onClick={onClose}>Entendi</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          A franquia não tem usuários nem empresas vinculados. A exclusão não pode ser desfeita.
        </DialogDescription>
      </DialogHeader>
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
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" form={formId} variant="danger" disabled={!matches} loading={busy}>
          Excluir franquia
        </Button>
      </DialogFooter>
    </>
  );
}
