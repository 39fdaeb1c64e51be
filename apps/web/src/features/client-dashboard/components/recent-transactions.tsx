import { Link } from 'react-router';
import { ListX } from 'lucide-react';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { isIncoming, signedAmountLabel, TRANSACTION_TYPE_LABELS } from '@tenho/domain/wallet/wallet.schemas';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { FitText } from '@/components/ui/fit-text';
import { cn } from '@/lib/cn';

/** The latest wallet movements: description, date, signed amount and Crédito/Débito. */
export function RecentTransactions({
  transactions,
}: {
  transactions: ClientDashboard['recentTransactions'];
}) {
  return (
    <Card className="flex flex-col">
      <div className="flex items-start justify-between gap-3 p-6 pb-4">
        <div className="flex flex-col gap-1">
          <CardTitle>Transações recentes</CardTitle>
          <CardDescription>Créditos carregados e leads cobrados.</CardDescription>
        </div>
        <Link to="/client/financeiro" className={buttonClassName('link', 'sm', 'text-sm')}>
          Ver extrato
        </Link>
      </div>
      {transactions.length === 0 ? (
        <EmptyState
          className="py-8"
          icon={<ListX className="size-6" />}
          title="Nenhuma movimentação ainda"
          description="Carregue créditos para responder TENHO e receber os contatos dos clientes."
          action={
            <Link to="/client/financeiro" className={buttonClassName('secondary')}>
              Carregar Créditos
            </Link>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label="Transações recentes">
          {transactions.map((transaction) => {
            const credit = isIncoming(transaction.type);
            return (
              <li key={transaction.id} className="flex items-center justify-between gap-3 px-6 py-3">
                <div className="min-w-0">
                  <FitText as="p" className="text-slate-900">
                    {transaction.description || TRANSACTION_TYPE_LABELS[transaction.type]}
                  </FitText>
                  <p className="text-xs text-slate-500 tabular-nums">
                    {formatDateTime(transaction.createdAt)}
                  </p>
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
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
