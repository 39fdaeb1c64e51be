import type { ReactNode } from 'react';
import { Wallet } from 'lucide-react';
import { formatBRL } from '@tenho/domain/shared/format';
import { IconTile } from './icon-tile';
import { Skeleton } from './skeleton';

export type BalanceHeadingProps = {
  title: string;
  /** Undefined while it loads: a placeholder, announced. */
  balance: number | undefined;
  /** Names the figure for the journeys. */
  testId: string;
  /** The wallet tile's colours. */
  iconClassName: string;
  /** Under the figure. */
  children?: ReactNode;
};

/** The top of a balance card: the title, the balance in R$ (large) and the wallet tile. */
export function BalanceHeading({ title, balance, testId, iconClassName, children }: BalanceHeadingProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        {balance === undefined ? (
          <>
            <Skeleton className="mt-2 h-10 w-44" />
            <span role="status" className="sr-only">
              Carregando saldo…
            </span>
          </>
        ) : (
          <p
            className="mt-1 text-4xl font-bold tracking-tight text-slate-900 tabular-nums"
            data-testid={testId}
          >
            {formatBRL(balance)}
          </p>
        )}
        {children}
      </div>
      <IconTile size="lg" tone={iconClassName}>
        <Wallet className="size-6" />
      </IconTile>
    </div>
  );
}
