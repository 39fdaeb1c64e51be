import { formatDate } from '@tenho/domain/shared/format';
import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.constants';
import type { DashboardTransaction } from '@tenho/domain/dashboards/dashboards.schemas';
import { DashboardPanel, PanelRowText } from './dashboard-panel';
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
      emptyHint={emptyHint}
      items={transactions}
      getKey={(transaction) => transaction.id}
    >
      {(transaction) => (
        <>
          <PanelRowText title={transaction.clientName} detail={transaction.description} />
          <div className="shrink-0 text-right">
            <SignedAmount type={transaction.type} amount={transaction.amount} />
            <p className="text-xs text-slate-500 tabular-nums">{formatDate(transaction.createdAt)}</p>
          </div>
        </>
      )}
    </DashboardPanel>
  );
}
