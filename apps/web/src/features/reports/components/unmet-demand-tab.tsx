import { createColumnHelper } from '@tanstack/react-table';
import { SearchX } from 'lucide-react';
import type { ReportPeriod } from '@tenho/domain/reports/reports.schemas';
import {
  UNMET_DEMAND_MSG,
  UNSERVED_REASON_LABELS,
  type UnmetDemandRow,
  type UnservedReason,
} from '@tenho/domain/reports/unmet-demand.schemas';
import { formatDate, formatDateTime } from '@tenho/domain/shared/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { errorMessage } from '@/lib/api-client';
import { useUnmetDemandReport } from '../api/get-unmet-demand-report';
import { PERIOD_OPTIONS, periodPhrase } from '../report-filters';
import { ExportReportButton } from './export-report-button';
import { ReportSection } from './report-section';

/** No company at all is a recruiting task (amber); companies without balance is money lost (red). */
export const UNSERVED_REASON_TONES: Record<UnservedReason, BadgeTone> = {
  no_company: 'amber',
  no_balance: 'red',
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
  const loading = report.isPending;
  const refreshing = report.isPlaceholderData && report.isFetching;

  if (report.isError && !data) {
    return (
      <Card>
        <ErrorState
          message={errorMessage(report.error, UNMET_DEMAND_MSG.loadFailed)}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      </Card>
    );
  }

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
          <p className="text-sm text-slate-600" data-testid="unmet-demand-range">
            De {formatDate(data.from)} a {formatDate(data.to)}
          </p>
        ) : null}
      </div>

      <ReportSection
        title={UNMET_DEMAND_MSG.title}
        description={
          data && data.total > 0
            ? `${UNMET_DEMAND_MSG.requests(data.total)} sem empresa ${periodPhrase(period)}. ${UNMET_DEMAND_MSG.description}`
            : UNMET_DEMAND_MSG.description
        }
        actions={
          <ExportReportButton
            kind="unmet-demand"
            query={{ period }}
            disabled={!data || data.rows.length === 0}
          />
        }
      >
        <DataTable
          caption={UNMET_DEMAND_MSG.title}
          columns={unmetDemandColumns(showUnit)}
          data={data?.rows}
          getRowId={(row) => `${row.unit_id}:${row.category_id}:${row.reason}`}
          loading={loading}
          refreshing={refreshing}
          empty={
            <EmptyState
              icon={<SearchX className="size-6" />}
              title={UNMET_DEMAND_MSG.empty}
              description={UNMET_DEMAND_MSG.emptyHint}
            />
          }
        />
      </ReportSection>
    </div>
  );
}
