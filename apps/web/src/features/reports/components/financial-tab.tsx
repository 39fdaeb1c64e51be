import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Building2, CircleDollarSign, ListX, PiggyBank, Wallet } from 'lucide-react';
import type {
  FinancialBreakdownRow,
  FinancialReport,
  FinancialSeriesPoint,
  ReportPeriod,
} from '@tenho/domain/reports/reports.schemas';
import { FINANCIAL_WORDS, type FinancialAudience } from '@tenho/domain/reports/financial-wording';
import { formatBRL, formatDate } from '@tenho/domain/shared/format';
import { countLabel, NOUNS } from '@tenho/domain/shared/plural';
import { BarChart, type BarChartBar } from '@/components/ui/bar-chart';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Skeleton } from '@/components/ui/skeleton';
import { StatGrid } from '@/components/ui/stat-card';
import { useFinancialReport } from '../api/get-financial-report';
import { PERIOD_OPTIONS, periodPhrase } from '../report-filters';
import { ExportReportButton } from './export-report-button';
import { ReportSection } from './report-section';

const LOAD_FAILED = 'Não foi possível carregar o relatório financeiro.';

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

const column = createColumnHelper<FinancialBreakdownRow>();
const money = (
  header: string,
  key: 'creditsLoaded' | 'leadRevenue' | 'refunds' | 'balance',
  className?: string,
) =>
  column.accessor(key, {
    header,
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatBRL(info.getValue())}</span>,
    meta: { align: 'right', className },
  });

function breakdownColumns(kind: 'unit' | 'company', audience: FinancialAudience) {
  return [
    column.accessor('name', {
      header: kind === 'unit' ? 'Franquia' : 'Empresa',
      cell: (info) => (
        <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{info.getValue()}</span>
      ),
    }),
    money('Créditos carregados', 'creditsLoaded', 'hidden sm:table-cell'),
    money(FINANCIAL_WORDS[audience].leadMoney, 'leadRevenue'),
    column.accessor('leadsCharged', {
      header: 'Leads cobrados',
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      meta: { align: 'right', className: 'hidden md:table-cell' },
    }),
    money('Reembolsos', 'refunds', 'hidden lg:table-cell'),
    money('Saldo', 'balance', 'hidden sm:table-cell'),
  ];
}

export type FinancialTabProps = {
  period: ReportPeriod;
  onPeriodChange: (period: ReportPeriod) => void;
  /** A company (CLIENT) reads what it spent on its wallet; the network what the companies paid. */
  audience: FinancialAudience;
};

/** Financeiro: period switch, four cards, the series chart and the breakdown by unit or company. */
export function FinancialTab({ period, onPeriodChange, audience }: FinancialTabProps) {
  const words = FINANCIAL_WORDS[audience];
  const [metric, setMetric] = useState<SeriesMetric>('creditsLoaded');
  const report = useFinancialReport(period);
  const data = report.data;
  const loading = report.isPending;
  const refreshing = report.isPlaceholderData && report.isFetching;

  if (report.isError && !data) {
    return (
      <Card>
        <QueryError query={report} message={LOAD_FAILED} />
      </Card>
    );
  }

  const kind = data?.breakdown.kind ?? 'unit';
  const cards = data?.cards;
  return (
    <div className="flex flex-col gap-5" aria-busy={loading || refreshing || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedFilter
          legend="Período"
          value={String(period) as `${ReportPeriod}`}
          options={PERIOD_OPTIONS}
          onChange={(value) => onPeriodChange(Number(value) as ReportPeriod)}
          className="w-full sm:w-auto"
        />
        {data ? (
          <p className="text-sm text-slate-600" data-testid="financial-range">
            De {formatDate(data.from)} a {formatDate(data.to)}
          </p>
        ) : null}
      </div>

      <StatGrid
        loading={loading}
        items={[
          {
            label: 'Créditos carregados',
            value: formatBRL(cards?.creditsLoaded),
            icon: <Wallet className="size-5" />,
            hint: `${words.creditsHint} ${periodPhrase(period)}.`,
          },
          {
            label: words.leadMoney,
            value: formatBRL(cards?.leadRevenue),
            icon: <CircleDollarSign className="size-5" />,
            tone: 'green',
            hint: `${words.leadMoneyHint} ${periodPhrase(period)}.`,
          },
          {
            label: words.balances,
            value: formatBRL(cards?.balancesHeld),
            icon: <PiggyBank className="size-5" />,
            hint: words.balancesHint,
          },
          {
            label: 'Leads cobrados',
            value: cards ? String(cards.leadsCharged) : '-',
            icon: <Building2 className="size-5" />,
            tone: 'green',
            hint: cards?.refunds
              ? `Leads cobrados ${periodPhrase(period)}; ${formatBRL(cards.refunds)} reembolsados após contestação.`
              : `Leads cobrados ${periodPhrase(period)}.`,
          },
        ]}
      />

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

      <ReportSection
        title={kind === 'unit' ? 'Por franquia' : audience === 'company' ? 'Sua empresa' : 'Por empresa'}
        description={`${words.breakdownDescription} ${periodPhrase(period)}; saldo atual.`}
        actions={
          <ExportReportButton
            kind="financial"
            query={{ period }}
            disabled={!data || data.breakdown.rows.length === 0}
          />
        }
      >
        <DataTable
          caption={kind === 'unit' ? 'Financeiro por franquia' : 'Financeiro por empresa'}
          columns={breakdownColumns(kind, audience)}
          data={data?.breakdown.rows}
          getRowId={(row) => (row.id === null ? `none:${row.name}` : String(row.id))}
          loading={loading}
          refreshing={refreshing}
          empty={
            <EmptyState
              icon={<ListX className="size-6" />}
              title={
                kind === 'unit'
                  ? 'Nenhuma franquia com movimento'
                  : audience === 'company'
                    ? 'Nenhum movimento ainda'
                    : 'Nenhuma empresa ainda'
              }
              description={words.emptyBreakdown}
            />
          }
        />
      </ReportSection>
    </div>
  );
}
