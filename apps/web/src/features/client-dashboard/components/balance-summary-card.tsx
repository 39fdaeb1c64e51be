import { Link } from 'react-router';
import { QrCode } from 'lucide-react';
import { countLabel, NOUNS } from '@tenho/domain/shared/plural';
import { BalanceHeading } from '@/components/ui/balance-heading';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export type BalanceSummaryCardProps = { balance: number; transactionCount: number };

/** The large balance card of the client dashboard, with the number of wallet movements. */
export function BalanceSummaryCard({ balance, transactionCount }: BalanceSummaryCardProps) {
  return (
    <Card className="flex flex-col gap-5 border-brand-200 bg-gradient-to-br from-brand-50 to-white p-6">
      <BalanceHeading
        title="Saldo atual"
        balance={balance}
        testId="dashboard-balance"
        iconClassName="bg-white text-brand-700 ring-1 ring-brand-200"
      >
        <p className="mt-2 text-sm text-slate-600">
          {countLabel(transactionCount, NOUNS.transaction)} na carteira
        </p>
      </BalanceHeading>
      <div className="flex flex-wrap gap-2">
        <Link to="/client/financeiro" className={buttonClassName('primary')}>
          <QrCode className="size-4" aria-hidden="true" />
          Carregar Créditos
        </Link>
      </div>
    </Card>
  );
}
