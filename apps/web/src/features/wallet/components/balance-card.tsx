import type { ReactNode } from 'react';
import { Wallet } from 'lucide-react';
import { formatBRL } from '@tenho/domain/shared/format';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';

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
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-slate-600">{title}</h2>
          {loading || balance === undefined ? (
            <>
              <Skeleton className="mt-2 h-10 w-44" />
              <span role="status" className="sr-only">
                Carregando saldo…
              </span>
            </>
          ) : (
            <p
              className="mt-1 text-4xl font-bold tracking-tight text-slate-900 tabular-nums"
              data-testid="wallet-balance"
            >
              {formatBRL(balance)}
            </p>
          )}
        </div>
        <span
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <Wallet className="size-6" />
        </span>
      </div>
      {hint ? <div className="mt-auto text-sm text-slate-600">{hint}</div> : null}
      {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
    </Card>
  );
}
