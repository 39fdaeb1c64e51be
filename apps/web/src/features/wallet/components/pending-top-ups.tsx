import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { CheckCheck } from 'lucide-react';
import { formatBRL, formatDate, formatDateTime } from '@tenho/domain/shared/format';
import { TOP_UP_FLAG_LABELS, WALLET_MSG, type TopUp } from '@tenho/domain/wallet/wallet.schemas';
import { NOUNS } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useTopUps } from '../api/get-top-ups';
import { useReviewTopUp, type TopUpDecision } from '../api/review-top-up';

const PAGE_SIZE = 10;
const CANCELLED = 'Pedido de carga cancelado.';
const CANCEL_FAILED = 'Erro ao cancelar o pedido de carga';

type Review = { topUp: TopUp; decision: TopUpDecision } | null;

const column = createColumnHelper<TopUp>();

/**
 * The 'Carregar Créditos' requests waiting for the franchise: confirm once the Pix arrived (the
 * credit is posted) or cancel when it never will. ADMIN sees its unit's, MASTER the network's.
 */
export function PendingTopUps() {
  const [page, setPage] = useState(1);
  const topUps = useTopUps({ status: 'PENDING', page: String(page), pageSize: String(PAGE_SIZE) });
  const review = useReviewTopUp();
  const [pending, setPending] = useState<Review>(null);

  const columns = [
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
              onClick={() => setPending({ topUp: row.original, decision: 'confirm' })}
            >
              Confirmar
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Cancelar pedido de ${name}`}
              onClick={() => setPending({ topUp: row.original, decision: 'cancel' })}
            >
              Cancelar
            </Button>
          </span>
        );
      },
      meta: { align: 'right' },
    }),
  ];

  const handleConfirm = () => {
    if (!pending) return;
    const { topUp, decision } = pending;
    review.mutate(
      { id: topUp.id, decision },
      {
        onSuccess: () => {
          notify.success(decision === 'confirm' ? WALLET_MSG.creditInserted : CANCELLED);
          setPending(null);
        },
        onError: (error) => {
          notify.error(errorMessage(error, decision === 'confirm' ? WALLET_MSG.creditFailed : CANCEL_FAILED));
          setPending(null);
        },
      },
    );
  };

  const amount = pending ? formatBRL(pending.topUp.amount) : '';
  const company = pending?.topUp.client_name ?? 'a empresa';
  const total = topUps.data?.total ?? 0;

  return (
    <Card>
      <div className="flex flex-col gap-1 p-6 pb-4">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          Pedidos de carga pendentes
          {total > 0 ? (
            <Badge tone="amber">
              {total}
              <span className="sr-only"> pendentes</span>
            </Badge>
          ) : null}
        </h2>
        <CardDescription>
          Confira o recebimento do Pix na conta da franquia antes de confirmar: o crédito entra na hora.
        </CardDescription>
      </div>
      <DataTable
        columns={columns}
        data={topUps.data?.topUps}
        getRowId={(row) => String(row.id)}
        caption="Pedidos de carga pendentes"
        loading={topUps.isPending}
        refreshing={topUps.isFetching && !topUps.isPending}
        error={topUps.isError ? errorMessage(topUps.error, WALLET_MSG.creditsLoadFailed) : null}
        onRetry={() => void topUps.refetch()}
        retrying={topUps.isFetching}
        skeletonRows={2}
        empty={
          <EmptyState
            icon={<CheckCheck className="size-6" />}
            title="Nenhum pedido aguardando confirmação"
            description="Quando uma empresa pedir créditos com Pix, o pedido aparece aqui para você confirmar o pagamento."
            className="py-8"
          />
        }
        pagination={
          total > PAGE_SIZE
            ? { page, pageSize: PAGE_SIZE, total, onPageChange: setPage, noun: NOUNS.request }
            : undefined
        }
      />
      <ConfirmDialog
        open={pending?.decision === 'confirm'}
        title="Confirmar pagamento"
        description={
          <p>
            Confirme que o Pix de <strong className="text-slate-900">{amount}</strong> de{' '}
            <strong className="text-slate-900">{company}</strong> foi recebido. O valor entra no saldo da
            empresa na hora.
          </p>
        }
        confirmLabel="Confirmar pagamento"
        loading={review.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.decision === 'cancel'}
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
        loading={review.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
