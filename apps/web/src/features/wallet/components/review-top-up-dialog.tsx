import { useState } from 'react';
import { formatBRL } from '@tenho/domain/shared/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/form-fields';
import type { TopUpReview } from './pending-top-up-columns';

export type ReviewTopUpDialogProps = {
  review: TopUpReview | null;
  loading: boolean;
  /** `reason`: given for a charge the bank reports paid with another amount. */
  onConfirm: (reason?: string) => void;
  onCancel: () => void;
};

/** 'Confirmar pagamento' or 'Cancelar pedido de carga' of a pending top-up, with its amount and company. */
export function ReviewTopUpDialog({ review, loading, onConfirm, onCancel }: ReviewTopUpDialogProps) {
  const amount = review ? formatBRL(review.topUp.amount) : '';
  const company = review?.topUp.client_name ?? 'a empresa';
  // Issue 28: the bank reported another amount; confirming anyway needs a reason (recorded).
  const needsReason = review?.topUp.automatic === true && review.topUp.flag === 'AMOUNT_MISMATCH';
  const [reason, setReason] = useState('');
  return (
    <>
      <ConfirmDialog
        open={review?.decision === 'confirm'}
        title="Confirmar pagamento"
        description={
          <>
            <p>
              Confirme que o Pix de <strong className="text-slate-900">{amount}</strong> de{' '}
              <strong className="text-slate-900">{company}</strong> foi recebido. O valor entra no saldo da
              empresa na hora.
            </p>
            {needsReason ? (
              <div className="mt-4">
                <TextareaField
                  label="Motivo (obrigatório: o banco informou outro valor pago)"
                  hint="Fica registrado no log do sistema e no extrato."
                  rows={3}
                  maxLength={500}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
            ) : null}
          </>
        }
        confirmLabel="Confirmar pagamento"
        loading={loading}
        onConfirm={() => {
          onConfirm(needsReason ? reason.trim() : undefined);
          setReason('');
        }}
        onCancel={() => {
          setReason('');
          onCancel();
        }}
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
        onConfirm={() => onConfirm()}
        onCancel={onCancel}
      />
    </>
  );
}
