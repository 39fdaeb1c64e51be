import { useState } from 'react';
import type {
  FinancialReport,
  FinancialSeriesPoint,
  ReportPeriod,
} from '@tenho/domain/reports/reports.schemas';
import { FINANCIAL_WORDS, type FinancialAudience } from '@tenho/domain/reports/financial-wording';
import { formatBRL } from '@tenho/domain/shared/format';
import { countLabel, NOUNS } from '@tenho/domain/shared/plural';
import { BarChart, type BarChartBar } from '@/components/ui/bar-chart';
import { Card } from '@/components/ui/card';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Skeleton } from '@/components/ui/skeleton';
import { periodPhrase } from '../report-filters';

export type SeriesMetric = 'creditsLoaded' | 'leadRevenue' | 'leadsCharged';

function metricOptions(audience: FinancialAudience) {
  return [
    { value: 'creditsLoaded', label: 'Créditos' },
    { value: 'leadRevenue', label: FINANCIAL_WORDS[audience].leadMoneyShort },
    { value: 'leadsCharged', label: 'Leads' },
  ] as const satisfies readonly { value: SeriesMetric; label: string }[];
}

function metricTitle(metric: SeriesMetric, audience: FinancialAudience): string {
  if (metric === 'leadRevenue') return FINANCIAL_WORDS[audience].leadMoney;
  return metric === 'creditsLoaded' ? 'Créditos carregados' : 'Leads cobrados';
}

function metricValueLabel(metric: SeriesMetric, value: number): string {
  if (metric !== 'leadsCharged') return formatBRL(value);
  return countLabel(value, NOUNS.lead);
}

/** The chart's bars for one metric: 'dd/mm' on the axis, the full figure for screen readers. */
export function seriesBars(
  series: readonly FinancialSeriesPoint[],
  metric: SeriesMetric,
  granularity: FinancialReport['granularity'],
): BarChartBar[] {
  return series.map((point) => ({
    key: point.start,
    label: point.label,
    value: point[metric],
    description: `${granularity === 'week' ? `Semana de ${point.label}` : point.label}: ${metricValueLabel(metric, point[metric])}`,
  }));
}

export type FinancialChartProps = {
  /** Undefined while the first load runs: a placeholder of the chart's size. */
  data: FinancialReport | undefined;
  period: ReportPeriod;
  audience: FinancialAudience;
};

/** The Financeiro series by day or week, one metric at a time (Créditos, leads' money, Leads). */
export function FinancialChart({ data, period, audience }: FinancialChartProps) {
  const [metric, setMetric] = useState<SeriesMetric>('creditsLoaded');
  return (
    <Card className="p-4 sm:p-6">
      {data ? (
        <BarChart
          title={metricTitle(metric, audience)}
          description={
            data.granularity === 'week'
              ? `Por semana, ${periodPhrase(period)}.`
              : `Por dia, ${periodPhrase(period)}.`
          }
          actions={
            <SegmentedFilter
              legend="Indicador do gráfico"
              value={metric}
              options={metricOptions(audience)}
              onChange={setMetric}
            />
          }
          bars={seriesBars(data.series, metric, data.granularity)}
          barClassName={metric === 'creditsLoaded' ? 'bg-brand-500' : 'bg-emerald-500'}
        />
      ) : (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
    </Card>
  );
}
