import type { ReactNode } from 'react';
import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.constants';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { useMasterStats } from '../api/get-master-stats';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { MasterDashboardView } from '../components/master-dashboard-view';

export type MasterDashboardPageProps = {
  /** Under the figures: the network's demand nobody serves (features/reports, composed by the app). */
  unmetDemandSlot?: ReactNode;
};

/** The /master index (spec §2): the whole network in figures and the 'Ações Master'. */
export function MasterDashboardPage({ unmetDemandSlot }: MasterDashboardPageProps) {
  const query = useMasterStats();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title={DASHBOARD_MSG.masterTitle}
        description="Pessoas, franquias, leads e movimentações de toda a rede."
      />
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <Card>
          <QueryError query={query} message={DASHBOARD_MSG.loadFailed} ignoreServerMessage />
        </Card>
      ) : query.data ? (
        <>
          <MasterDashboardView data={query.data} />
          {unmetDemandSlot}
        </>
      ) : (
        <Card>
          <EmptyState title={DASHBOARD_MSG.empty} description="Tente atualizar a página em instantes." />
        </Card>
      )}
    </div>
  );
}
