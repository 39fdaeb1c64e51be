import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  Bell,
  Building2,
  FileText,
  History,
  KeyRound,
  Mail,
  ShieldCheck,
  UserRound,
  UserRoundCheck,
} from 'lucide-react';
import { ROLE_LABELS, isRole } from '@tenho/domain/auth/roles';
import { formatDate, formatDateTime } from '@tenho/domain/shared/format';
import {
  USER_DASHBOARD_MSG,
  userDashboardLinks,
  type UserDashboard,
  type UserNotification,
} from '@tenho/domain/user-dashboard/user-dashboard.schemas';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/use-can';
import { useUserDashboard } from '../api/get-user-dashboard';

export type UserDashboardPageProps = {
  /** Composed by the app: the company's balance, read-only (features/wallet). */
  balanceSlot?: ReactNode;
};

const NOTIFICATION_ICONS: Record<UserNotification['kind'], ReactNode> = {
  account_activated: <UserRoundCheck className="size-4" />,
  permissions_changed: <ShieldCheck className="size-4" />,
  password_changed: <KeyRound className="size-4" />,
  document_shared: <FileText className="size-4" />,
};

/** /user: the person's own account, company, recent account activity and notifications. */
export function UserDashboardPage({ balanceSlot }: UserDashboardPageProps) {
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

      <div className="grid gap-6 lg:grid-cols-2">
        <ActivityCard activity={activity} />
        <NotificationsCard notifications={notifications} />
      </div>

      <section aria-labelledby="user-actions-title" className="flex flex-col gap-3">
        <h2 id="user-actions-title" className="text-lg font-semibold text-slate-900">
          Ações
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to={links.profile}
            className={buttonClassName('secondary', 'md', 'justify-between sm:justify-center')}
          >
            <span className="inline-flex items-center gap-2">
              <UserRound className="size-4" aria-hidden="true" />
              Editar perfil
            </span>
            <ArrowRight className="size-4 sm:hidden" aria-hidden="true" />
          </Link>
          {canDocuments ? (
            <Link
              to={links.documents}
              className={buttonClassName('secondary', 'md', 'justify-between sm:justify-center')}
            >
              <span className="inline-flex items-center gap-2">
                <FileText className="size-4" aria-hidden="true" />
                Ver documentos
              </span>
              <ArrowRight className="size-4 sm:hidden" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}

function AccountCard({
  user,
  company,
  name,
}: {
  user: UserDashboard['user'];
  company: UserDashboard['company'];
  name: string | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sua conta</CardTitle>
        <CardDescription>Cadastrada em {formatDate(user.created_at)}.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Item
            icon={<UserRound className="size-4" />}
            label="Nome"
            value={name ?? USER_DASHBOARD_MSG.nameMissing}
          />
          <Item icon={<Mail className="size-4" />} label="E-mail" value={user.email} />
          <Item
            icon={<ShieldCheck className="size-4" />}
            label="Perfil de acesso"
            value={isRole(user.role) ? ROLE_LABELS[user.role] : user.role}
          />
          <Item
            icon={<Building2 className="size-4" />}
            label="Empresa"
            value={company ? company.name : USER_DASHBOARD_MSG.noCompany}
            detail={company?.email}
          />
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">Status da conta</dt>
            <dd className="mt-1">
              <Badge tone={user.is_active ? 'green' : 'grey'} dot>
                {user.is_active ? USER_DASHBOARD_MSG.active : USER_DASHBOARD_MSG.inactive}
              </Badge>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function Item({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">
        <span className="block">{value}</span>
        {detail ? <span className="block text-xs font-normal text-slate-500">{detail}</span> : null}
      </dd>
    </div>
  );
}

function ActivityCard({ activity }: { activity: UserDashboard['activity'] }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <History className="size-4 text-slate-500" aria-hidden="true" />
          {USER_DASHBOARD_MSG.activityTitle}
        </h2>
        <CardDescription>Logins e alterações da sua conta.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {activity.length === 0 ? (
          <EmptyState title={USER_DASHBOARD_MSG.activityEmpty} className="py-6" />
        ) : (
          <ol
            className="flex flex-col divide-y divide-slate-100"
            aria-label={USER_DASHBOARD_MSG.activityTitle}
          >
            {activity.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5 first:pt-0">
                <span className="min-w-0 text-sm">
                  <span className="font-medium text-slate-900">{entry.label}</span>
                  {entry.ip ? <span className="block text-xs text-slate-500">IP {entry.ip}</span> : null}
                </span>
                <time dateTime={entry.created_at} className="shrink-0 text-xs text-slate-500 tabular-nums">
                  {formatDateTime(entry.created_at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function NotificationsCard({ notifications }: { notifications: UserDashboard['notifications'] }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Bell className="size-4 text-slate-500" aria-hidden="true" />
          {USER_DASHBOARD_MSG.notificationsTitle}
        </h2>
        <CardDescription>Avisos sobre a sua conta e documentos compartilhados.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {notifications.length === 0 ? (
          <EmptyState title={USER_DASHBOARD_MSG.notificationsEmpty} className="py-6" />
        ) : (
          <ul className="flex flex-col gap-2" aria-label={USER_DASHBOARD_MSG.notificationsTitle}>
            {notifications.map((notification) => {
              const body = (
                <>
                  <span
                    className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                    aria-hidden="true"
                  >
                    {NOTIFICATION_ICONS[notification.kind]}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                      <span className="text-sm font-semibold text-slate-900">{notification.title}</span>
                      <time
                        dateTime={notification.created_at}
                        className="text-xs text-slate-500 tabular-nums"
                      >
                        {formatDateTime(notification.created_at)}
                      </time>
                    </span>
                    <span className="mt-0.5 block text-sm [overflow-wrap:anywhere] text-slate-600">
                      {notification.body}
                    </span>
                  </span>
                </>
              );
              return (
                <li key={notification.id}>
                  {notification.link ? (
                    <Link
                      to={notification.link}
                      className="flex gap-3 rounded-xl border border-slate-200 p-3 transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {body}
                    </Link>
                  ) : (
                    <div className="flex gap-3 rounded-xl border border-slate-200 p-3">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div
      className="mx-auto flex max-w-5xl flex-col gap-6"
      aria-busy="true"
      aria-label="Carregando seu painel"
    >
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </div>
  );
}
