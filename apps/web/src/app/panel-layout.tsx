import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { Building2, ChevronDown, LogOut, Menu, PanelLeftClose, PanelLeftOpen, UserRound } from 'lucide-react';
import { panelTitle, ROLE_LABELS, isRole } from '@tenho/domain/auth/roles';
import { initials } from '@tenho/domain/shared/format';
import { Sheet } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Logo } from '@/components/ui/logo';
import { getMe, getMeQueryOptions, useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { toStoredUser, useAuthStore, type StoredUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useLiveSession } from '@/lib/live-events-session';
import { navItemsFor, type NavItem } from './nav-items';
import { panelBase, profilePath } from './panel-pages';
import { QueryProvider } from './query-provider';
import { RouteFallback } from './route-fallback';

const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribeDesktop(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the fixed sidebar layout (desktop) is in use, kept in sync with the viewport. */
function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}

/** GET /auth/me when the shell loads: the stored user is refreshed; a failure is only logged (spec §8). */
function useRefreshSessionUser() {
  const token = useAuthStore((state) => state.token);
  const userId = useAuthStore((state) => state.user?.id);
  const me = useMe(userId, { enabled: !!token });
  useEffect(() => {
    if (me.data?.user && me.data.user.id === useAuthStore.getState().user?.id) {
      useAuthStore.getState().updateUser(toStoredUser(me.data.user));
    }
  }, [me.data]);
  useEffect(() => {
    if (me.error) console.warn('Falha ao atualizar os dados da sessão (/auth/me).', me.error);
  }, [me.error]);
}

/**
 * The live session (GET /api/events): a permission or profile change made elsewhere reaches the
 * menu and the page guards within a moment; a session ended elsewhere signs this panel out.
 */
function useLiveSessionUser() {
  const queryClient = useQueryClient();
  const loadMe = useCallback(
    async (userId: number, fresh: boolean) => {
      const key = getMeQueryOptions(userId).queryKey;
      const cached = queryClient.getQueryState(key);
      // On (re)connection an answer of the last few seconds (the one above) is good enough.
      if (!fresh && cached?.data && Date.now() - cached.dataUpdatedAt < 5_000) return cached.data.user;
      // Fetched outside the query cache so a 401 arrives as such (not as a cancelled query);
      // the answer then goes into the cache useMe reads.
      const answer = await getMe();
      queryClient.setQueryData(key, answer);
      return answer.user;
    },
    [queryClient],
  );
  return useLiveSession({ loadMe });
}

/** The shell of every panel (spec §2): sidebar, top bar, content. */
export function PanelLayout() {
  return (
    <QueryProvider>
      <PanelShell />
    </QueryProvider>
  );
}

function PanelShell() {
  const user = useAuthStore((state) => state.user);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const isDesktop = useIsDesktop();
  useRefreshSessionUser();
  const liveStatus = useLiveSessionUser();

  if (!user) return null;
  const items = navItemsFor(user);

  const handleToggleMenu = () => {
    if (isDesktop) setSidebarOpen((open) => !open);
    else setMobileOpen(true);
  };

  return (
    <div className="flex min-h-dvh bg-slate-50" data-live={liveStatus}>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>

      {/* A column of the page (its white and its border run to the bottom of a tall page) whose
          content stays in view while the page scrolls. */}
      <aside
        id="panel-sidebar"
        aria-label="Menu do painel"
        className={cn(
          'z-30 w-64 shrink-0 border-r border-slate-200 bg-white',
          sidebarOpen ? 'hidden lg:flex' : 'hidden',
        )}
      >
        <div className="sticky top-0 flex h-dvh w-full">
          <SidebarContent user={user} items={items} />
        </div>
      </aside>

      <Sheet open={mobileOpen} onOpenChange={setMobileOpen} title="Menu do painel">
        <SidebarContent user={user} items={items} onNavigate={() => setMobileOpen(false)} />
      </Sheet>

      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <TopBar
          user={user}
          menuExpanded={isDesktop ? sidebarOpen : mobileOpen}
          sidebarOpen={sidebarOpen}
          controls={isDesktop ? 'panel-sidebar' : undefined}
          onToggleMenu={handleToggleMenu}
        />
        <main
          id="conteudo"
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

type SidebarContentProps = { user: StoredUser; items: NavItem[]; onNavigate?: () => void };

function SidebarContent({ user, items, onNavigate }: SidebarContentProps) {
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

type TopBarProps = {
  user: StoredUser;
  /** The sidebar (desktop) or the mobile menu is open. */
  menuExpanded: boolean;
  sidebarOpen: boolean;
  /** The id of the element the menu button shows and hides (the mobile menu has none until open). */
  controls: string | undefined;
  onToggleMenu: () => void;
};

function TopBar({ user, menuExpanded, sidebarOpen, controls, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const displayName = user.name?.trim() || user.email;
  // Remember which photo failed to load, so a new one (just uploaded on Perfil) is tried at once.
  const [brokenAvatar, setBrokenAvatar] = useState<string | null>(null);
  const avatarBroken = !!user.avatar && brokenAvatar === user.avatar;

  const handleLogout = () => {
    logoutMutation.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) });
  };

  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onToggleMenu}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        aria-label="Abrir ou fechar o menu"
        aria-expanded={menuExpanded}
        aria-controls={controls}
      >
        <Menu className="size-5 lg:hidden" aria-hidden="true" />
        {sidebarOpen ? (
          <PanelLeftClose className="hidden size-5 lg:block" aria-hidden="true" />
        ) : (
          <PanelLeftOpen className="hidden size-5 lg:block" aria-hidden="true" />
        )}
      </button>

      <p className="truncate text-base font-semibold text-slate-900 sm:text-lg">{panelTitle(user.role)}</p>

      <div className="ml-auto flex min-w-0 items-center gap-3">
        {user.unit?.name ? (
          <span className="hidden items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 md:inline-flex">
            <Building2 className="size-3.5" aria-hidden="true" />
            {user.unit.name}
          </span>
        ) : null}
        <div className="hidden min-w-0 text-right sm:block">
          <p className="truncate text-sm font-medium text-slate-900">Olá, {displayName}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>

        <DropdownMenu>
          <DropdownMenuTrigger
            className="inline-flex items-center gap-1 rounded-full p-0.5 pr-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={accountMenuLabel(user, avatarBroken)}
          >
            <Avatar user={user} broken={avatarBroken} onBroken={() => setBrokenAvatar(user.avatar)} />
            <ChevronDown className="size-4" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>
              <p className="truncate font-medium text-slate-900">Olá, {displayName}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
              {user.unit?.name ? (
                <p className="mt-1 truncate text-xs text-slate-500">{user.unit.name}</p>
              ) : null}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate(profilePath(user.role))}>
              <UserRound className="size-4" aria-hidden="true" />
              Perfil
            </DropdownMenuItem>
            <DropdownMenuItem tone="danger" onSelect={handleLogout} disabled={logoutMutation.isPending}>
              <LogOut className="size-4" aria-hidden="true" />
              Sair
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}

/** The initials shown when there is no photo (or it fails to load). */
function avatarInitials(user: StoredUser): string {
  return initials(user.name || user.email) || '?';
}

/**
 * The account menu trigger's accessible name. When the initials are what the button shows, the
 * name contains them (WCAG 2.5.3, axe label-content-name-mismatch), so a voice-control user can
 * say what they see.
 */
function accountMenuLabel(user: StoredUser, avatarBroken = false): string {
  const showsPhoto = !!user.avatar && !avatarBroken;
  return showsPhoto ? 'Menu da conta' : `Menu da conta (${avatarInitials(user)})`;
}

type AvatarProps = { user: StoredUser; broken: boolean; onBroken: () => void };

function Avatar({ user, broken, onBroken }: AvatarProps) {
  if (user.avatar && !broken) {
    return (
      <img
        src={user.avatar}
        alt=""
        className="size-9 rounded-full object-cover ring-1 ring-slate-200"
        onError={onBroken}
      />
    );
  }
  return (
    <span
      className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
      aria-hidden="true"
    >
      {avatarInitials(user)}
    </span>
  );
}
