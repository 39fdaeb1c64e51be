import { Building2, History, Mail, ShieldCheck, UserRound } from 'lucide-react';
import { ROLE_LABELS, isRole } from '@tenho/domain/auth/roles';
import { formatDate, formatDateTime } from '@tenho/domain/shared/format';
import { USER_DASHBOARD_MSG, type UserDashboard } from '@tenho/domain/user-dashboard/user-dashboard.schemas';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InfoItem } from '@/components/ui/detail-item';
import { ListCard } from './list-card';

export function AccountCard({
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
          {[
            {
              icon: <UserRound className="size-4" />,
              label: 'Nome',
              value: name ?? USER_DASHBOARD_MSG.nameMissing,
            },
            { icon: <Mail className="size-4" />, label: 'E-mail', value: user.email },
            {
              icon: <ShieldCheck className="size-4" />,
              label: 'Perfil de acesso',
              value: isRole(user.role) ? ROLE_LABELS[user.role] : user.role,
            },
            {
              icon: <Building2 className="size-4" />,
              label: 'Empresa',
              value: company ? company.name : USER_DASHBOARD_MSG.noCompany,
              detail: company?.email,
            },
          ].map((item) => (
            <InfoItem
              key={item.label}
              icon={item.icon}
              label={item.label}
              valueClassName="[overflow-wrap:anywhere]"
            >
              <span className="block">{item.value}</span>
              {item.detail ? (
                <span className="block text-xs font-normal text-slate-500">{item.detail}</span>
              ) : null}
            </InfoItem>
          ))}
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

export function ActivityCard({ activity }: { activity: UserDashboard['activity'] }) {
  return (
    <ListCard
      icon={History}
      title={USER_DASHBOARD_MSG.activityTitle}
      description="Logins e alterações da sua conta."
      items={activity}
      emptyTitle={USER_DASHBOARD_MSG.activityEmpty}
    >
      <ol className="flex flex-col divide-y divide-slate-100" aria-label={USER_DASHBOARD_MSG.activityTitle}>
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
    </ListCard>
  );
}
