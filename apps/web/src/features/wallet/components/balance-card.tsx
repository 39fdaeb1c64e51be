import type { ReactNode } from 'react';
import { BalanceHeading } from '@/components/ui/balance-heading';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';

export type BalanceCardProps = {
  balance: number | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
  /** Under the figure: what the balance pays for, or who may change it. */
  hint?: ReactNode;
  /** 'Carregar Créditos' for the company; nothing for read-only viewers. */
  action?: ReactNode;
  title?: string;
};

/** The wallet's balance in R$ with 2 decimals (spec §2 Financeiro). */
export function BalanceCard({
  balance,
  loading,
  error,
  onRetry,
  retrying,
  hint,
  action,
  title = 'Saldo atual',
}: BalanceCardProps) {
  if (error) {
    return (
      <Card>
        <ErrorState message={error} onRetry={onRetry} retrying={retrying} className="py-8" />
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-5 p-6">
      <BalanceHeading
        title={title}
        balance={loading ? undefined : balance}
        testId="wallet-balance"
        iconClassName="bg-brand-50 text-brand-700"
      />
      {hint ? <div className="mt-auto text-sm text-slate-600">{hint}</div> : null}
      {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
    </Card>
  );
}
