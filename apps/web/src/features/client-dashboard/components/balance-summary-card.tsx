import { Link } from 'react-router';
import { QrCode, Wallet } from 'lucide-react';
import { formatBRL } from '@tenho/domain/shared/format';
import { countLabel, NOUNS } from '@tenho/domain/shared/plural';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export type BalanceSummaryCardProps = { balance: number; transactionCount: number };

/** The large balance card of the client dashboard, with the number of wallet movements. */
export function BalanceSummaryCard({ balance, transactionCount }: BalanceSummaryCardProps) {
  return (
    <Card className="flex flex-col gap-5 border-brand-200 bg-gradient-to-br from-brand-50 to-white p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-slate-600">Saldo atual</h2>
          <p
            className="mt-1 text-4xl font-bold tracking-tight text-slate-900 tabular-nums"
            data-testid="dashboard-balance"
          >
            {formatBRL(balance)}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            {countLabel(transactionCount, NOUNS.transaction)} na carteira
          </p>
        </div>
        <span
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 ring-1 ring-brand-200"
          aria-hidden="true"
        >
          <Wallet className="size-6" />
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/client/financeiro" className={buttonClassName('primary')}>
          <QrCode className="size-4" aria-hidden="true" />
          Carregar Créditos
        </Link>
      </div>
    </Card>
  );
}
