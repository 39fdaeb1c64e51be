import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { Building2 } from 'lucide-react';
import { ROLE_LABELS, isRole } from '@tenho/domain/auth/roles';
import { ERASURE_NOTICE_MSG } from '@tenho/domain/privacy/erasure-notices.constants';
import { Logo } from '@/components/ui/logo';
import { type StoredUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useDisputes } from '@/features/messages/api/get-disputes';
import { useErasureNotices } from '@/features/privacy/api/get-erasure-notices';
import { type NavItem } from './nav-items';
import { panelBase } from './panel-pages';

type SidebarContentProps = { user: StoredUser; items: NavItem[]; onNavigate?: () => void };

/** Open disputes waiting for the franchisee (ADMIN) or the network (MASTER); live events refresh it. */
function useOpenDisputes(user: StoredUser, items: NavItem[]): number {
  const enabled =
    (user.role === 'ADMIN' || user.role === 'MASTER') && items.some((item) => item.key === 'mensagens');
  const { data } = useDisputes({ status: 'OPEN' }, { enabled });
  return enabled ? (data?.total ?? 0) : 0;
}

/** How often a company's open panel looks for new erasure notices (no live event carries them yet). */
const ERASURE_NOTICES_POLL_MS = 60_000;

/**
 * A company's unread erasure notices (Art. 18 §6), listed on its dashboard; a new one is toasted
 * (`announce`: only by the sidebar that is always mounted, so the phone's menu does not repeat it).
 */
function useUnreadErasureNotices(user: StoredUser, items: NavItem[], announce: boolean): number {
  const enabled = user.role === 'CLIENT' && items.some((item) => item.key === 'mensagens');
  const { data } = useErasureNotices({ enabled, refetchInterval: ERASURE_NOTICES_POLL_MS });
  const unread = enabled ? (data?.unread ?? 0) : 0;
  const seenUnread = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || data === undefined) return;
    if (announce && seenUnread.current !== null && data.unread > seenUnread.current)
      notify.warning(ERASURE_NOTICE_MSG.arrived);
    seenUnread.current = data.unread;
  }, [announce, enabled, data]);
  return unread;
}

export function SidebarContent({ user, items, onNavigate }: SidebarContentProps) {
  const openDisputes = useOpenDisputes(user, items);
  const unreadNotices = useUnreadErasureNotices(user, items, onNavigate === undefined);
  return (
    <div className="flex h-full w-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5">
        <Link
          to={panelBase(user.role)}
          onClick={onNavigate}
          className="rounded-md"
          aria-label="Tenho — início do painel"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label="Principal" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {items.map(({ key, label, to, icon: Icon, end }) => (
            <li key={key}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      className={cn(
                        'size-5 shrink-0',
                        isActive ? 'text-brand-700' : 'text-slate-500 group-hover:text-slate-700',
                      )}
                      aria-hidden="true"
                    />
                    {label}
                    {key === 'mensagens' && openDisputes > 0 ? (
                      <span
                        className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-amber-800"
                        aria-label={`${openDisputes} ${openDisputes === 1 ? 'contestação aberta' : 'contestações abertas'}`}
                        data-testid="open-disputes-count"
                      >
                        {openDisputes}
                      </span>
                    ) : null}
                    {key === 'dashboard' && unreadNotices > 0 ? (
                      <span
                        className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-amber-800"
                        aria-label={`${unreadNotices} ${unreadNotices === 1 ? 'aviso de eliminação não lido' : 'avisos de eliminação não lidos'}`}
                        data-testid="unread-erasure-notices"
                      >
                        {unreadNotices}
                      </span>
                    ) : null}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-4">
        <div className="rounded-xl bg-slate-50 p-3 text-xs text-slate-600">
          <p className="font-semibold text-slate-800">
            {isRole(user.role) ? ROLE_LABELS[user.role] : user.role}
          </p>
          {user.unit?.name ? (
            <p className="mt-1 flex items-center gap-1.5">
              <Building2 className="size-3.5" aria-hidden="true" />
              {user.unit.name}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
