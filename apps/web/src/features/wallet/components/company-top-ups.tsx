import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QrCode, Receipt } from 'lucide-react';
import { formatBRL, formatDate } from '@tenho/domain/shared/format';
import { TOP_UP_STATUS_LABELS, WALLET_MSG, type TopUpStatus } from '@tenho/domain/wallet/wallet.constants';
import type { TopUp } from '@tenho/domain/wallet/wallet.schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/toast';
import { useTopUps } from '../api/get-top-ups';
import { WALLET_QUERY_KEY } from '../api/wallet-keys';
import { TOP_UP_TONES } from '../top-up-status';
import { TopUpDetailsDialog } from './top-up-details-dialog';

const RECENT = '5';

export type CompanyTopUpsProps = { onTopUp?: () => void };

/**
 * The company's latest 'Carregar Créditos' requests and their status. A pending one is polled, so
 * the company sees the franchise's confirmation arrive, with its balance, without reloading.
 */
export function CompanyTopUps({ onTopUp }: CompanyTopUpsProps) {
  const queryClient = useQueryClient();
  const topUps = useTopUps({ pageSize: RECENT }, { pollWhilePending: true });
  const [shown, setShown] = useState<TopUp | null>(null);
  useConfirmationNotice(topUps.data?.topUps, () =>
    queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
  );

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">Pedidos de carga</h2>
        <CardDescription>Seus pedidos mais recentes e a situação de cada um.</CardDescription>
      </CardHeader>
      <div className="flex-1 px-6 pt-4 pb-6">
        {topUps.isPending ? (
          <ul className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1].map((i) => (
              <li key={i} className="flex items-center justify-between gap-4">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-5 w-24" />
              </li>
            ))}
          </ul>
        ) : topUps.isError ? (
          <QueryError query={topUps} message={WALLET_MSG.creditsLoadFailed} className="py-6" />
        ) : topUps.data.topUps.length === 0 ? (
          <EmptyState
            icon={<Receipt className="size-6" />}
            title="Nenhum pedido de carga"
            description="Carregue créditos com Pix para receber pedidos de clientes."
            action={
              onTopUp ? (
                <Button variant="secondary" onClick={onTopUp}>
                  <QrCode className="size-4" aria-hidden="true" />
                  Carregar Créditos
                </Button>
              ) : null
            }
            className="py-6"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label="Pedidos de carga">
            {topUps.data.topUps.map((topUp) => (
              <TopUpRow key={topUp.id} topUp={topUp} onShow={() => setShown(topUp)} />
            ))}
          </ul>
        )}
      </div>
      <TopUpDetailsDialog topUp={shown} onClose={() => setShown(null)} />
    </Card>
  );
}

function TopUpRow({ topUp, onShow }: { topUp: TopUp; onShow: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 tabular-nums">{formatBRL(topUp.amount)}</p>
        <p className="text-xs text-slate-500">Pedido em {formatDate(topUp.created_at)}</p>
      </div>
      <div className="flex items-center gap-2">
        {topUp.status === 'PENDING' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onShow}
            aria-label={`Ver Pix do pedido de ${formatBRL(topUp.amount)}`}
          >
            <QrCode className="size-4" aria-hidden="true" />
            Ver Pix
          </Button>
        ) : null}
        <Badge tone={TOP_UP_TONES[topUp.status]} dot>
          {TOP_UP_STATUS_LABELS[topUp.status]}
        </Badge>
      </div>
    </li>
  );
}

/** Tells the company when a request it saw pending is confirmed, and refreshes the balance. */
function useConfirmationNotice(topUps: readonly TopUp[] | undefined, onConfirmed: () => void) {
  const seen = useRef(new Map<number, TopUpStatus>());
  const onConfirmedRef = useRef(onConfirmed);
  useEffect(() => {
    onConfirmedRef.current = onConfirmed;
  });
  useEffect(() => {
    if (!topUps) return;
    let confirmed = false;
    for (const topUp of topUps) {
      if (seen.current.get(topUp.id) === 'PENDING' && topUp.status === 'CONFIRMED') {
        confirmed = true;
        notify.success(`Pagamento confirmado! ${formatBRL(topUp.amount)} entraram no seu saldo.`);
      }
      seen.current.set(topUp.id, topUp.status);
    }
    if (confirmed) onConfirmedRef.current();
  }, [topUps]);
}
