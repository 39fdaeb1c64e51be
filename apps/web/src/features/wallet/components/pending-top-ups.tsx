import { useState } from 'react';
import { CheckCheck } from 'lucide-react';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.constants';
import { NOUNS } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useListQueryState } from '@/components/ui/list-state';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useTopUps } from '../api/get-top-ups';
import { useReviewTopUp } from '../api/review-top-up';
import { pendingTopUpColumns, type TopUpReview } from './pending-top-up-columns';
import { ReviewTopUpDialog } from './review-top-up-dialog';

const PAGE_SIZE = 10;
const CANCELLED = 'Pedido de carga cancelado.';
const CANCEL_FAILED = 'Erro ao cancelar o pedido de carga';

/**
 * The 'Carregar Créditos' requests waiting for the franchise: confirm once the Pix arrived (the
 * credit is posted) or cancel when it never will. ADMIN sees its unit's, MASTER the network's.
 */
export function PendingTopUps() {
  const [page, setPage] = useState(1);
  const topUps = useTopUps({ status: 'PENDING', page: String(page), pageSize: String(PAGE_SIZE) });
  const review = useReviewTopUp();
  const [pending, setPending] = useState<TopUpReview | null>(null);
  const state = useListQueryState(topUps, WALLET_MSG.creditsLoadFailed, { everyRefetch: true });

  const columns = pendingTopUpColumns(setPending);

  const handleConfirm = (reason?: string) => {
    if (!pending) return;
    const { topUp, decision } = pending;
    review.mutate(
      { id: topUp.id, decision, ...(reason ? { reason } : {}) },
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
        {...state}
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
      <ReviewTopUpDialog
        review={pending}
        loading={review.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
