import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, FileText, UserRound } from 'lucide-react';
import { USER_DASHBOARD_MSG, userDashboardLinks } from '@tenho/domain/user-dashboard/user-dashboard.schemas';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { PanelsSkeleton, Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/use-can';
import { useUserDashboard } from '../api/get-user-dashboard';
import { NotificationsCard } from '../components/notifications-card';
import { AccountCard, ActivityCard } from '../components/account-card';

export type UserDashboardPageProps = {
  /** Composed by the app: the company's balance, read-only (features/wallet). */
  balanceSlot?: ReactNode;
  /** Composed by the app: how the company receives leads, read-only (features/lead-preferences). */
  receivingSlot?: (companyId: number) => ReactNode;
};

/** /user: the person's own account, company, recent account activity and notifications. */
export function UserDashboardPage({ balanceSlot, receivingSlot }: UserDashboardPageProps) {
  const dashboard = useUserDashboard();
  const canDocuments = useCan('document.access');

  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) {
    return (
      <div className="mx-auto max-w-5xl">
        <Card>
          <QueryError query={dashboard} message={USER_DASHBOARD_MSG.loadFailed} />
        </Card>
      </div>
    );
  }

  const { user, company, activity, notifications } = dashboard.data;
  const links = userDashboardLinks(user.role);
  const name = user.name?.trim() || null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          Olá, {name ?? user.email}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">Sua conta, a sua empresa e o que aconteceu por aqui.</p>
      </div>

      <AccountCard user={user} company={company} name={name} />

      {balanceSlot}

      {company && receivingSlot ? receivingSlot(company.id) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <ActivityCard activity={activity} />
        <NotificationsCard notifications={notifications} />
      </div>

      <section aria-labelledby="user-actions-title" className="flex flex-col gap-3">
        <h2 id="user-actions-title" className="text-lg font-semibold text-slate-900">
          Ações
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          {[
            { to: links.profile, icon: UserRound, label: 'Editar perfil', shown: true },
            { to: links.documents, icon: FileText, label: 'Ver documentos', shown: canDocuments },
          ]
            .filter((action) => action.shown)
            .map(({ to, icon: Icon, label }) => (
              <Link
                key={label}
                to={to}
                className={buttonClassName('secondary', 'md', 'justify-between sm:justify-center')}
              >
                <span className="inline-flex items-center gap-2">
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </span>
                <ArrowRight className="size-4 sm:hidden" aria-hidden="true" />
              </Link>
            ))}
        </div>
      </section>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <PanelsSkeleton className="mx-auto max-w-5xl" aria-label="Carregando seu painel">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </PanelsSkeleton>
  );
}
