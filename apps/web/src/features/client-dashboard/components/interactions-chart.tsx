import { interactionBars } from '@tenho/domain/messages/client-dashboard.constants';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { barHeight } from '@tenho/domain/shared/constants';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** Bars past this height are all scaled down together, so a busy company's chart still fits. */
export const CHART_MAX_BAR_PX = 200;

export type ChartBar = {
  key: 'approved' | 'pending' | 'others';
  label: string;
  count: number;
  height: number;
};

/**
 * The bars of spec §2/§9: each twice its count in pixels, at least 10. When the tallest would pass
 * CHART_MAX_BAR_PX every bar is scaled by the same factor (the minimum of 10 still holds).
 */
export function chartBars(stats: ClientDashboard['stats']): ChartBar[] {
  const { approved, pending, others } = interactionBars(stats);
  const bars = [
    { key: 'approved' as const, label: 'Aprovadas', count: approved },
    { key: 'pending' as const, label: 'Pendentes', count: pending },
    { key: 'others' as const, label: 'Outras', count: others },
  ].map((bar) => ({ ...bar, height: barHeight(bar.count) }));
  const tallest = Math.max(...bars.map((bar) => bar.height));
  if (tallest <= CHART_MAX_BAR_PX) return bars;
  const scale = CHART_MAX_BAR_PX / tallest;
  return bars.map((bar) => ({ ...bar, height: Math.max(barHeight(0), Math.round(bar.height * scale)) }));
}

const BAR_COLOURS: Record<ChartBar['key'], string> = {
  approved: 'bg-emerald-500',
  pending: 'bg-amber-400',
  others: 'bg-slate-300',
};

/** Approved, pending and the others (rejected and expired) as simple labelled bars. */
export function InteractionsChart({ stats }: { stats: ClientDashboard['stats'] }) {
  const bars = chartBars(stats);
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex flex-col gap-1">
        <CardTitle>Interações por situação</CardTitle>
        <CardDescription>Rejeitadas e expiradas contam como outras.</CardDescription>
      </div>
      <ul
        className="flex min-h-36 flex-1 items-end lg:min-h-56 justify-around gap-4 border-b border-slate-200"
        aria-label="Interações por situação"
      >
        {bars.map((bar) => (
          <li key={bar.key} className="flex w-16 flex-col items-center gap-1.5 sm:w-20">
            <span className="text-sm font-semibold text-slate-900 tabular-nums" aria-hidden="true">
              {bar.count}
            </span>
            <span
              data-testid={`bar-${bar.key}`}
              aria-hidden="true"
              className={cn('w-full rounded-t-md', BAR_COLOURS[bar.key])}
              style={{ height: `${bar.height}px` }}
            />
            <span className="sr-only">{`${bar.label}: ${bar.count}`}</span>
          </li>
        ))}
      </ul>
      <ul className="flex justify-around gap-4 text-xs font-medium text-slate-600" aria-hidden="true">
        {bars.map((bar) => (
          <li key={bar.key} className="w-16 text-center sm:w-20">
            {bar.label}
          </li>
        ))}
      </ul>
    </Card>
  );
}
