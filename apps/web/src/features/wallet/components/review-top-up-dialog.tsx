import { formatBRL } from '@tenho/domain/shared/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TopUpReview } from './pending-top-up-columns';

export type ReviewTopUpDialogProps = {
  review: TopUpReview | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Confirmar pagamento' or 'Cancelar pedido de carga' of a pending top-up, with its amount and company. */
export function ReviewTopUpDialog({ review, loading, onConfirm, onCancel }: ReviewTopUpDialogProps) {
  const amount = review ? formatBRL(review.topUp.amount) : '';
  const company = review?.topUp.client_name ?? 'a empresa';
  return (
    <>
      <ConfirmDialog
        open={review?.decision === 'confirm'}
        title="Confirmar pagamento"
        description={
          <p>
            Confirme que o Pix de <strong className="text-slate-900">{amount}</strong> de{' '}
            <strong className="text-slate-900">{company}</strong> foi recebido. O valor entra no saldo da
            empresa na hora.
          </p>
        }
        confirmLabel="Confirmar pagamento"
        loading={loading}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
      <ConfirmDialog
        open={review?.decision === 'cancel'}
        title="Cancelar pedido de carga"
        description={
          <p>
            O pedido de <strong className="text-slate-900">{amount}</strong> de{' '}
            <strong className="text-slate-900">{company}</strong> será cancelado e não poderá mais ser
            confirmado. Use quando o pagamento não for acontecer.
          </p>
        }
        confirmLabel="Cancelar pedido"
        tone="danger"
        loading={loading}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}
