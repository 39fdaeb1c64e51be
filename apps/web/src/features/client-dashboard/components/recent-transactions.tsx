import { ListX } from 'lucide-react';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import {
  isIncoming,
  signedAmountLabel,
  TRANSACTION_TYPE_LABELS,
} from '@tenho/domain/wallet/wallet.constants';
import { StatusBadge } from '@/components/ui/status-badge';
import { FitText } from '@/components/ui/fit-text';
import { cn } from '@/lib/cn';
import { RecentListCard } from './recent-list-card';

/** The latest wallet movements: description, date, signed amount and Crédito/Débito. */
export function RecentTransactions({
  transactions,
}: {
  transactions: ClientDashboard['recentTransactions'];
}) {
  return (
    <RecentListCard
      title="Transações recentes"
      description="Créditos carregados e leads cobrados."
      more={{ to: '/client/financeiro', label: 'Ver extrato' }}
      items={transactions}
      getKey={(transaction) => transaction.id}
      empty={{
        icon: <ListX className="size-6" />,
        title: 'Nenhuma movimentação ainda',
        description: 'Carregue créditos para responder TENHO e receber os contatos dos clientes.',
        action: { to: '/client/financeiro', label: 'Carregar Créditos' },
      }}
    >
      {(transaction) => {
        const credit = isIncoming(transaction.type);
        return (
          <>
            <div className="min-w-0">
              <FitText as="p" className="text-slate-900">
                {transaction.description || TRANSACTION_TYPE_LABELS[transaction.type]}
              </FitText>
              <p className="text-xs text-slate-500 tabular-nums">{formatDateTime(transaction.createdAt)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span
                className={cn(
                  'font-semibold whitespace-nowrap tabular-nums',
                  credit ? 'text-emerald-700' : 'text-red-700',
                )}
              >
                {signedAmountLabel(transaction.type, transaction.amount)}
              </span>
              <StatusBadge tone={credit ? 'success' : 'danger'}>
                {TRANSACTION_TYPE_LABELS[transaction.type]}
              </StatusBadge>
            </div>
          </>
        );
      }}
    </RecentListCard>
  );
}
