import { DISPUTE_RATE_ALERT, formatDisputeRate } from '@tenho/domain/disputes/disputes.constants';
import type { UnitClient } from '@tenho/domain/franchise/franchise.schemas';
import { cn } from '@/lib/cn';

/** Twice the alert line and up is red. */
const DANGER = 0.5;

export type DisputeRateProps = {
  client: Pick<UnitClient, 'dispute_rate' | 'disputes_90d' | 'charged_leads_90d'>;
  className?: string;
};

/**
 * The company's dispute rate (disputes ÷ charged leads, 90 days): amber above 30 %, red from 50 %,
 * so the franchisee sees which companies contest too much (or receive poor leads).
 */
export function DisputeRate({ client, className }: DisputeRateProps) {
  const rate = client.dispute_rate;
  const tone =
    rate === null || rate <= DISPUTE_RATE_ALERT
      ? 'text-slate-700'
      : rate >= DANGER
        ? 'rounded-md bg-red-50 px-1.5 text-red-800 ring-1 ring-red-600/20 ring-inset'
        : 'rounded-md bg-amber-50 px-1.5 text-amber-800 ring-1 ring-amber-600/25 ring-inset';
  return (
    <span className={cn('inline-flex flex-col', className)}>
      <span
        className="text-xs whitespace-nowrap text-slate-500"
        title="Contestações ÷ leads cobrados, últimos 90 dias"
      >
        Contestações<span className="sr-only"> (90 dias)</span>
      </span>
      <span
        className={cn('self-start font-semibold tabular-nums sm:self-end', tone)}
        title={`${client.disputes_90d} de ${client.charged_leads_90d} leads cobrados`}
        data-testid="dispute-rate"
      >
        {formatDisputeRate(rate)}
        {rate !== null ? (
          <span className="sr-only">
            {' '}
            ({client.disputes_90d} de {client.charged_leads_90d} leads cobrados
            {rate > DISPUTE_RATE_ALERT ? ', acima de 30 %' : ''})
          </span>
        ) : null}
      </span>
    </span>
  );
}
