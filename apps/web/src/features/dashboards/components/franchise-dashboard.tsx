import type { ReactNode } from 'react';
import { ArrowRightLeft, Building2, Sparkles, Wallet } from 'lucide-react';
import { formatRating, RATINGS_MSG } from '@tenho/domain/ratings/ratings.constants';
import { formatBRL, formatNumber } from '@tenho/domain/shared/format';
import {
  DASHBOARD_MSG,
  DASHBOARD_RECENT_DAYS,
  franchiseDashboardTitle,
} from '@tenho/domain/dashboards/dashboards.constants';
import type { FranchiseDashboard as FranchiseDashboardData } from '@tenho/domain/dashboards/dashboards.schemas';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { FitText } from '@/components/ui/fit-text';
import { PageHeader } from '@/components/ui/page-header';
import { StatGrid } from '@/components/ui/stat-card';
import { useFranchiseDashboard } from '../api/get-franchise-dashboard';
import { DashboardPanel } from './dashboard-panel';
import { DashboardSkeleton } from './dashboard-skeleton';
import { GrowthChart } from './growth-chart';
import { RecentTransactions } from './recent-transactions';

export type FranchiseDashboardProps = {
  unitId: number;
  /** Above the title, e.g. a link back to Franquias. */
  before?: ReactNode;
  /** Below the figures, e.g. the unit's demand nobody serves (composed by the app). */
  after?: ReactNode;
};

/** 'Dashboard - {franquia}' (spec §2) from GET /franchise-units/{id}/dashboard-data. */
export function FranchiseDashboard({ unitId, before, after }: FranchiseDashboardProps) {
  const query = useFranchiseDashboard(unitId);

  if (query.isPending) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-6">
        {before}
        <DashboardSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-6">
        {before}
        <Card>
          <QueryError query={query} message={DASHBOARD_MSG.loadFailed} />
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      {before}
      <FranchiseDashboardView data={query.data} />
      {after}
    </div>
  );
}

export function FranchiseDashboardView({ data }: { data: FranchiseDashboardData }) {
  const { franchise, stats } = data;
  return (
    <>
      <PageHeader
        title={franchiseDashboardTitle(franchise.name)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            A unidade em números: empresas, saldos, leads e movimentações.
            {franchise.is_active ? null : <Badge tone="grey">Franquia inativa</Badge>}
          </span>
        }
      />

      <StatGrid
        as="ul"
        label="Indicadores da franquia"
        className="grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4"
        items={[
          {
            label: 'Empresas',
            value: formatNumber(stats.totalClients),
            icon: <Building2 className="size-5" />,
            hint: 'Todas as empresas da unidade',
          },
          {
            label: 'Saldo Total',
            tone: 'green',
            value: formatBRL(stats.totalBalance),
            icon: <Wallet className="size-5" />,
            hint: 'O que as empresas têm em créditos',
          },
          {
            label: 'Leads Recentes',
            value: formatNumber(stats.recentLeads),
            icon: <Sparkles className="size-5" />,
            hint: `Cadastros dos últimos ${DASHBOARD_RECENT_DAYS} dias`,
          },
          {
            label: 'Transações',
            value: formatNumber(stats.recentTransactions),
            icon: <ArrowRightLeft className="size-5" />,
            hint: `Movimentações dos últimos ${DASHBOARD_RECENT_DAYS} dias`,
          },
        ]}
      />

      <Card className="p-5 sm:p-6">
        <GrowthChart title={DASHBOARD_MSG.growthTitle} buckets={data.growth} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardPanel
          title={DASHBOARD_MSG.unitClientsTitle}
          description={`As empresas mais recentes, o saldo e a avaliação dos clientes de cada uma. ${RATINGS_MSG.title} na unidade: ${formatRating(data.rating)}.`}
          emptyHint="As empresas aparecem aqui quando se cadastram escolhendo esta franquia."
          items={data.clients}
          getKey={(client) => client.id}
          align="center"
        >
          {(client) => (
            <>
              <span className="flex min-w-0 flex-col">
                <FitText className="font-medium text-slate-900">{client.name}</FitText>
                <span className="truncate text-xs text-slate-500" data-testid="company-rating">
                  {RATINGS_MSG.column}: {formatRating(client.rating)}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {formatBRL(client.balance)}
              </span>
            </>
          )}
        </DashboardPanel>
        <RecentTransactions
          transactions={data.recentTransactions}
          emptyHint="Cargas de crédito e leads cobrados das empresas da unidade aparecem aqui."
        />
      </div>
    </>
  );
}
