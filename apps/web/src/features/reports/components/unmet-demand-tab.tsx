import { createColumnHelper } from '@tanstack/react-table';
import { SearchX } from 'lucide-react';
import type { ReportPeriod } from '@tenho/domain/reports/reports.schemas';
import {
  UNMET_DEMAND_MSG,
  UNSERVED_REASON_LABELS,
  type UnservedReason,
} from '@tenho/domain/reports/unmet-demand.constants';
import type { UnmetDemandRow } from '@tenho/domain/reports/unmet-demand.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { useUnmetDemandReport } from '../api/get-unmet-demand-report';
import { periodPhrase } from '../report-filters';
import { PeriodReport } from './period-report';
import { ReportSection } from './report-section';

/** No company at all is a recruiting task (amber); companies without balance is money lost (red). */
export const UNSERVED_REASON_TONES: Record<UnservedReason, BadgeTone> = {
  no_company: 'amber',
  no_balance: 'red',
  not_understood: 'grey',
  media_without_text: 'grey',
  closed: 'grey',
};

const column = createColumnHelper<UnmetDemandRow>();

function unmetDemandColumns(showUnit: boolean) {
  return [
    column.accessor('category_name', {
      header: 'Categoria',
      cell: (info) => (
        <span className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
          <span className="font-medium text-slate-900">{info.getValue()}</span>
          {showUnit ? (
            <span className="text-xs text-slate-500 sm:hidden">{info.row.original.unit_name}</span>
          ) : null}
          <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums md:hidden">
            {formatDateTime(info.row.original.last_request_at)}
          </span>
        </span>
      ),
    }),
    ...(showUnit
      ? [
          column.accessor('unit_name', {
            header: 'Franquia',
            cell: (info) => <span className="[overflow-wrap:anywhere]">{info.getValue()}</span>,
            meta: { className: 'hidden sm:table-cell' },
          }),
        ]
      : []),
    column.accessor('requests', {
      header: 'Pedidos',
      cell: (info) => <span className="font-semibold tabular-nums">{info.getValue()}</span>,
      meta: { align: 'right' },
    }),
    column.accessor('last_request_at', {
      header: 'Último pedido',
      cell: (info) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span>
      ),
      meta: { className: 'hidden md:table-cell' },
    }),
    column.accessor('reason', {
      header: 'Motivo',
      cell: (info) => (
        <Badge tone={UNSERVED_REASON_TONES[info.getValue()]}>{UNSERVED_REASON_LABELS[info.getValue()]}</Badge>
      ),
    }),
  ];
}

export type UnmetDemandTabProps = {
  period: ReportPeriod;
  onPeriodChange: (period: ReportPeriod) => void;
  /** MASTER sees every unit: the table names them. */
  showUnit: boolean;
};

/** Demanda não atendida: requests that reached no company, by category (and unit), with why. */
export function UnmetDemandTab({ period, onPeriodChange, showUnit }: UnmetDemandTabProps) {
  const report = useUnmetDemandReport(period);
  const data = report.data;
  return (
    <PeriodReport
      report={report}
      loadFailed={UNMET_DEMAND_MSG.loadFailed}
      period={period}
      onPeriodChange={onPeriodChange}
      rangeTestId="unmet-demand-range"
    >
      <ReportSection
        title={UNMET_DEMAND_MSG.title}
        description={
          data && data.total > 0
            ? `${UNMET_DEMAND_MSG.requests(data.total)} sem empresa ${periodPhrase(period)}. ${UNMET_DEMAND_MSG.description}`
            : UNMET_DEMAND_MSG.description
        }
        exportAs={{ kind: 'unmet-demand', query: { period } }}
        exportDisabled={!data || data.rows.length === 0}
        caption={UNMET_DEMAND_MSG.title}
        columns={unmetDemandColumns(showUnit)}
        data={data?.rows}
        getRowId={(row) => `${row.unit_id}:${row.category_id}:${row.reason}`}
        loading={report.isPending}
        refreshing={report.isPlaceholderData && report.isFetching}
        empty={
          <EmptyState
            icon={<SearchX className="size-6" />}
            title={UNMET_DEMAND_MSG.empty}
            description={UNMET_DEMAND_MSG.emptyHint}
          />
        }
      />
    </PeriodReport>
  );
}
