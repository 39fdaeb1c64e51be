import { formatDate } from '@tenho/domain/shared/format';
import { DASHBOARD_MSG, type DashboardTransaction } from '@tenho/domain/dashboards/dashboards.schemas';
import { FitText } from '@/components/ui/fit-text';
import { DashboardPanel } from './dashboard-panel';
import { SignedAmount } from './signed-amount';

export type RecentTransactionsProps = {
  transactions: readonly DashboardTransaction[];
  emptyHint: string;
};

/** 'Transações Recentes': company, description, signed amount and date, newest first. */
export function RecentTransactions({ transactions, emptyHint }: RecentTransactionsProps) {
  return (
    <DashboardPanel
      title={DASHBOARD_MSG.recentTransactionsTitle}
      description="Movimentações dos últimos 30 dias."
      empty={transactions.length === 0}
      emptyHint={emptyHint}
    >
      <ul aria-label={DASHBOARD_MSG.recentTransactionsTitle} className="divide-y divide-slate-100">
        {transactions.map((transaction) => (
          <li
            key={transaction.id}
            className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <FitText as="p" className="font-medium text-slate-900">
                {transaction.clientName}
              </FitText>
              <FitText as="p" className="text-sm text-slate-600">
                {transaction.description}
              </FitText>
            </div>
            <div className="shrink-0 text-right">
              <SignedAmount type={transaction.type} amount={transaction.amount} />
              <p className="text-xs text-slate-500 tabular-nums">{formatDate(transaction.createdAt)}</p>
            </div>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
