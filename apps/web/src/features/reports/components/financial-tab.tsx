import { createColumnHelper } from '@tanstack/react-table';
import { Building2, CircleDollarSign, ListX, PiggyBank, Wallet } from 'lucide-react';
import type { FinancialBreakdownRow, ReportPeriod } from '@tenho/domain/reports/reports.schemas';
import { FINANCIAL_WORDS, type FinancialAudience } from '@tenho/domain/reports/financial-wording';
import { formatBRL } from '@tenho/domain/shared/format';
import { EmptyState } from '@/components/ui/empty-state';
import { StatGrid } from '@/components/ui/stat-card';
import { useFinancialReport } from '../api/get-financial-report';
import { periodPhrase } from '../report-filters';
import { FinancialChart } from './financial-chart';
import { PeriodReport } from './period-report';
import { ReportSection } from './report-section';

const LOAD_FAILED = 'Não foi possível carregar o relatório financeiro.';

const column = createColumnHelper<FinancialBreakdownRow>();
const money = (header: string, key: 'creditsLoaded' | 'leadRevenue' | 'refunds' | 'balance') =>
  column.accessor(key, {
    header,
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatBRL(info.getValue())}</span>,
    meta: { align: 'right' },
  });

function breakdownColumns(kind: 'unit' | 'company', audience: FinancialAudience) {
  return [
    column.accessor('name', {
      header: kind === 'unit' ? 'Franquia' : 'Empresa',
      cell: (info) => (
        <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{info.getValue()}</span>
      ),
    }),
    money('Créditos carregados', 'creditsLoaded'),
    money(FINANCIAL_WORDS[audience].leadMoney, 'leadRevenue'),
    column.accessor('leadsCharged', {
      header: 'Leads cobrados',
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      meta: { align: 'right' },
    }),
    money('Reembolsos', 'refunds'),
    money('Saldo', 'balance'),
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
  const report = useFinancialReport(period);
  const data = report.data;
  const loading = report.isPending;
  const kind = data?.breakdown.kind ?? 'unit';
  const cards = data?.cards;
  return (
    <PeriodReport
      report={report}
      loadFailed={LOAD_FAILED}
      period={period}
      onPeriodChange={onPeriodChange}
      rangeTestId="financial-range"
    >
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

      <FinancialChart data={data} period={period} audience={audience} />

      <ReportSection
        title={kind === 'unit' ? 'Por franquia' : audience === 'company' ? 'Sua empresa' : 'Por empresa'}
        description={`${words.breakdownDescription} ${periodPhrase(period)}; saldo atual.`}
        exportAs={{ kind: 'financial', query: { period } }}
        exportDisabled={!data || data.breakdown.rows.length === 0}
        caption={kind === 'unit' ? 'Financeiro por franquia' : 'Financeiro por empresa'}
        columns={breakdownColumns(kind, audience)}
        // Every column on a phone too (issue 29 §6): the table scrolls sideways inside its card.
        scrollMinWidth="min-w-[44rem]"
        data={data?.breakdown.rows}
        getRowId={(row) => (row.id === null ? `none:${row.name}` : String(row.id))}
        loading={loading}
        refreshing={report.isPlaceholderData && report.isFetching}
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
    </PeriodReport>
  );
}
