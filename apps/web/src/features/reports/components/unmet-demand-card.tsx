import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight, SearchX } from 'lucide-react';
import {
  UNMET_DEMAND_CARD_PERIOD,
  UNMET_DEMAND_CARD_SIZE,
  UNMET_DEMAND_MSG,
  UNSERVED_REASON_LABELS,
} from '@tenho/domain/reports/unmet-demand.constants';
import { NOUNS, pluralWord } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/use-can';
import { useUnmetDemandReport } from '../api/get-unmet-demand-report';
import { UNSERVED_REASON_TONES } from './unmet-demand-tab';

export type UnmetDemandCardProps = {
  /** Where each row leads: the companies screen (Usuários narrowed to companies). */
  companiesPath: string;
  /** The full report (Relatórios > Demanda não atendida). */
  reportPath: string;
  /** MASTER: the rows name their unit. */
  showUnit: boolean;
};

/**
 * 'Pedidos sem empresa nos últimos 30 dias' on the franchise and master dashboards: the categories
 * with most requests nobody was offered, each a link to the companies to recruit or top up.
 */
export function UnmetDemandCard(props: UnmetDemandCardProps) {
  // The report's permissions (the server checks them too): without them the card is not shown.
  const canAccess = useCan('report.access');
  const canView = useCan('report.view');
  return canAccess && canView ? <UnmetDemandCardContent {...props} /> : null;
}

function UnmetDemandCardContent({ companiesPath, reportPath, showUnit }: UnmetDemandCardProps) {
  const titleId = useId();
  const report = useUnmetDemandReport(UNMET_DEMAND_CARD_PERIOD);
  const rows = report.data?.rows.slice(0, UNMET_DEMAND_CARD_SIZE) ?? [];

  return (
    <Card className="flex min-w-0 flex-col" role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {UNMET_DEMAND_MSG.cardTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            As categorias mais pedidas que nenhuma empresa recebeu.
          </p>
        </div>
        <Link to={reportPath} className={buttonClassName('link', 'md', 'text-sm')}>
          {UNMET_DEMAND_MSG.cardReport}
        </Link>
      </div>
      <div className="flex-1 px-5 pt-4 pb-5 sm:px-6 sm:pb-6">
        {report.isPending ? (
          <div aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : report.isError ? (
          <ErrorState
            message={errorMessage(report.error, UNMET_DEMAND_MSG.loadFailed)}
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<SearchX className="size-6" />}
            title={UNMET_DEMAND_MSG.cardEmpty}
            description={UNMET_DEMAND_MSG.emptyHint}
            className="py-6"
          />
        ) : (
          <ul aria-labelledby={titleId} className="divide-y divide-slate-100">
            {rows.map((row) => (
              <li key={`${row.unit_id}:${row.category_id}:${row.reason}`}>
                <Link
                  to={companiesPath}
                  className="group flex items-center justify-between gap-3 rounded-lg py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="truncate font-medium text-slate-900 group-hover:text-brand-700">
                      {row.category_name}
                    </span>
                    <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                      <span className="sr-only">, </span>
                      {showUnit ? <span className="truncate">{row.unit_name}</span> : null}
                      <Badge tone={UNSERVED_REASON_TONES[row.reason]}>
                        {UNSERVED_REASON_LABELS[row.reason]}
                      </Badge>
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2 text-right">
                    <span className="text-sm text-slate-600">
                      <span className="sr-only">, </span>
                      <span className="block font-semibold text-slate-900 tabular-nums">
                        {row.requests}
                      </span>{' '}
                      {pluralWord(row.requests, NOUNS.request)}
                      <span className="sr-only">. {UNMET_DEMAND_MSG.cardLink}</span>
                    </span>
                    <ChevronRight
                      className="size-4 text-slate-400 group-hover:text-brand-700"
                      aria-hidden="true"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
