import type { ReactNode } from 'react';
import { CheckCircle2, Clock, Inbox } from 'lucide-react';
import { CLIENT_DASHBOARD_MSG } from '@tenho/domain/messages/client-dashboard.constants';
import { StatCard } from '@/components/ui/stat-card';
import { errorMessage } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { useClientDashboard } from '../api/get-client-dashboard';
import { BalanceSummaryCard } from '../components/balance-summary-card';
import { DashboardError } from '../components/dashboard-error';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { InteractionsChart } from '../components/interactions-chart';
import { MyCategories, NoCategoriesNotice } from '../components/my-categories';
import { QuickActions } from '../components/quick-actions';
import { RatingCard } from '../components/rating-card';
import { RecentInteractions } from '../components/recent-interactions';
import { RecentTransactions } from '../components/recent-transactions';
import { formatNumber } from '@tenho/domain/shared/format';

export type ClientDashboardPageProps = {
  /** Composed by the app: 'Como você recebe pedidos' (features/lead-preferences). */
  receivingSlot?: ReactNode;
  /** Notices the company must act on, composed by the app (the erasure notices of features/privacy). */
  noticesSlot?: ReactNode;
};

/** /client: the company's dashboard (spec §2 Client dashboard, §3) from GET /users/dashboard/client. */
export function ClientDashboardPage({ receivingSlot, noticesSlot }: ClientDashboardPageProps = {}) {
  const user = useAuthStore((state) => state.user);
  const dashboard = useClientDashboard();
  const data = dashboard.data;
  const name = data
    ? data.client.profile.display_name?.trim() || data.client.email
    : user?.name?.trim() || user?.email;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          Olá, {name}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Acompanhe os pedidos que chegam para a sua empresa, o seu saldo e as suas categorias
          {data?.unit ? ` na ${data.unit.name}` : ''}.
        </p>
      </div>

      {noticesSlot}

      {dashboard.isError && !data ? (
        <DashboardError
          message={errorMessage(dashboard.error, CLIENT_DASHBOARD_MSG.loadFailed)}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
          session={{ signedIn: user !== null, role: user?.role ?? null, id: user?.id ?? null }}
        />
      ) : !data ? (
        <>
          <p role="status" className="sr-only">
            Carregando dashboard…
          </p>
          <DashboardSkeleton />
        </>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <BalanceSummaryCard
              balance={data.client.balance}
              transactionCount={data.stats.totalTransactions}
            />
            <section aria-label="Interações" className="grid grid-cols-3 gap-3 sm:gap-4">
              <StatCard
                label="Interações"
                value={formatNumber(data.stats.totalInteractions)}
                icon={<Inbox className="size-5" />}
                hint="Pedidos oferecidos à sua empresa"
              />
              <StatCard
                label="Pendentes"
                value={formatNumber(data.stats.pendingInteractions)}
                icon={<Clock className="size-5" />}
                hint="Aguardando sua resposta"
                tone={data.stats.pendingInteractions > 0 ? 'amber' : 'brand'}
              />
              <StatCard
                label="Aceitas"
                value={formatNumber(data.stats.acceptedInteractions)}
                icon={<CheckCircle2 className="size-5" />}
                hint="Respondidas com TENHO"
                tone="green"
              />
            </section>
          </div>

          {receivingSlot}

          <RatingCard rating={data.rating} />

          <QuickActions unit={data.unit} />

          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <InteractionsChart stats={data.stats} />
            <RecentInteractions interactions={data.recentInteractions} />
            <RecentTransactions transactions={data.recentTransactions} />
          </div>

          {data.categories.length > 0 ? (
            <MyCategories categories={data.categories} />
          ) : (
            <NoCategoriesNotice />
          )}
        </>
      )}
    </div>
  );
}
