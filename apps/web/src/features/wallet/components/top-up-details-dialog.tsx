import { useState } from 'react';
import { formatBRL } from '@tenho/domain/shared/format';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.constants';
import type { TopUp } from '@tenho/domain/wallet/wallet.schemas';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useTopUp } from '../api/get-top-up';
import { useReviewTopUp } from '../api/review-top-up';
import { PixPayment } from './pix-payment';

export type TopUpDetailsDialogProps = {
  /** The pending request to show; null closes the dialog. */
  topUp: TopUp | null;
  onClose: () => void;
};

const CANCELLED = 'Pedido de carga cancelado.';
const CANCEL_FAILED = 'Erro ao cancelar o pedido de carga';

/**
 * A pending request again: the QR and the code to pay it (fetched anew, lists carry no image), or
 * cancelling it when the company asked for the wrong amount.
 */
export function TopUpDetailsDialog({ topUp, onClose }: TopUpDetailsDialogProps) {
  const details = useTopUp(topUp?.id ?? null);
  const cancel = useReviewTopUp();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const busy = cancel.isPending;

  const close = () => {
    if (busy) return;
    setConfirmingCancel(false);
    onClose();
  };

  const handleCancel = () => {
    if (!topUp) return;
    cancel.mutate(
      { id: topUp.id, decision: 'cancel' },
      {
        onSuccess: () => {
          notify.success(CANCELLED);
          setConfirmingCancel(false);
          onClose();
        },
        onError: (error) => notify.error(errorMessage(error, CANCEL_FAILED)),
      },
    );
  };

  return (
    <DialogFrame
      open={topUp !== null}
      busy={busy}
      onClose={close}
      onInteractOutside={(event) => event.preventDefault()}
    >
      <DialogLayout
        title={confirmingCancel ? 'Cancelar pedido de carga' : 'Pague com Pix'}
        description={
          confirmingCancel
            ? `O pedido de ${formatBRL(topUp?.amount)} será cancelado. Se você já pagou, não cancele: fale com a sua franquia.`
            : `Pedido de ${formatBRL(topUp?.amount)} aguardando pagamento.`
        }
        footerClassName="sm:justify-between"
        footer={
          confirmingCancel ? (
            <DialogActions
              onCancel={() => setConfirmingCancel(false)}
              cancelLabel="Voltar"
              confirmLabel="Cancelar pedido"
              tone="danger"
              onConfirm={handleCancel}
              busy={busy}
            />
          ) : (
            <>
              <Button variant="ghost" onClick={() => setConfirmingCancel(true)}>
                Cancelar pedido
              </Button>
              <Button onClick={close}>Fechar</Button>
            </>
          )
        }
      >
        {confirmingCancel ? null : details.isPending ? (
          <div className="flex flex-col items-center gap-4" aria-hidden="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="size-56" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : details.isError ? (
          <QueryError query={details} message={WALLET_MSG.creditsLoadFailed} />
        ) : (
          <PixPayment topUp={details.data} />
        )}
      </DialogLayout>
    </DialogFrame>
  );
}
