import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Bell, FileText, KeyRound, ShieldCheck, UserRoundCheck } from 'lucide-react';
import { formatDateTime } from '@tenho/domain/shared/format';
import {
  USER_DASHBOARD_MSG,
  type UserDashboard,
  type UserNotification,
} from '@tenho/domain/user-dashboard/user-dashboard.schemas';
import { ListCard } from './list-card';

const NOTIFICATION_ICONS: Record<UserNotification['kind'], ReactNode> = {
  account_activated: <UserRoundCheck className="size-4" />,
  permissions_changed: <ShieldCheck className="size-4" />,
  password_changed: <KeyRound className="size-4" />,
  document_shared: <FileText className="size-4" />,
};

export function NotificationsCard({ notifications }: { notifications: UserDashboard['notifications'] }) {
  return (
    <ListCard
      icon={Bell}
      title={USER_DASHBOARD_MSG.notificationsTitle}
      description="Avisos sobre a sua conta e documentos compartilhados."
      items={notifications}
      emptyTitle={USER_DASHBOARD_MSG.notificationsEmpty}
    >
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
                  <time dateTime={notification.created_at} className="text-xs text-slate-500 tabular-nums">
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
    </ListCard>
  );
}
