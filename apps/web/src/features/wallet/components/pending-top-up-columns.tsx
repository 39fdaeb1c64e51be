import { createColumnHelper } from '@tanstack/react-table';
import { formatBRL, formatDate, formatDateTime } from '@tenho/domain/shared/format';
import { TOP_UP_FLAG_LABELS } from '@tenho/domain/wallet/wallet.constants';
import type { TopUp } from '@tenho/domain/wallet/wallet.schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { TopUpDecision } from '../api/review-top-up';

/** A top-up the franchise is about to confirm or cancel. */
export type TopUpReview = { topUp: TopUp; decision: TopUpDecision };

const column = createColumnHelper<TopUp>();

/** Empresa, Pedido em, Pagamento (how it is paid and what went wrong), Valor, Confirmar / Cancelar. */
export function pendingTopUpColumns(onReview: (review: TopUpReview) => void) {
  return [
    column.accessor('client_name', {
      header: 'Empresa',
      cell: (info) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-slate-900">{info.getValue() ?? '-'}</span>
          <span className="text-xs text-slate-500 sm:hidden">{formatDate(info.row.original.created_at)}</span>
        </span>
      ),
    }),
    column.accessor('created_at', {
      header: 'Pedido em',
      cell: (info) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span>
      ),
      meta: { className: 'hidden sm:table-cell' },
    }),
    column.accessor('pixCode', {
      header: 'Pagamento',
      cell: (info) => {
        const topUp = info.row.original;
        return (
          <span className="flex flex-wrap gap-1.5">
            {topUp.automatic ? (
              <Badge tone="brand">Pix automático</Badge>
            ) : info.getValue() ? (
              <Badge tone="brand">Pix</Badge>
            ) : (
              <Badge tone="grey">Confirmação manual</Badge>
            )}
            {topUp.flag ? (
              <Badge tone="red" title={topUp.message ?? undefined}>
                {TOP_UP_FLAG_LABELS[topUp.flag]}
                {topUp.paid_amount !== null ? `: ${formatBRL(topUp.paid_amount)}` : ''}
              </Badge>
            ) : null}
          </span>
        );
      },
      meta: { className: 'hidden md:table-cell' },
    }),
    column.accessor('amount', {
      header: 'Valor',
      cell: (info) => (
        <span className="font-semibold whitespace-nowrap text-slate-900">{formatBRL(info.getValue())}</span>
      ),
      meta: { align: 'right' },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Ações</span>,
      cell: ({ row }) => {
        const name = row.original.client_name ?? 'empresa';
        return (
          <span className="flex flex-wrap justify-end gap-2">
            <Button
              size="sm"
              aria-label={`Confirmar pagamento de ${name}`}
              onClick={() => onReview({ topUp: row.original, decision: 'confirm' })}
            >
              Confirmar
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Cancelar pedido de ${name}`}
              onClick={() => onReview({ topUp: row.original, decision: 'cancel' })}
            >
              Cancelar
            </Button>
          </span>
        );
      },
      meta: { align: 'right' },
    }),
  ];
}
