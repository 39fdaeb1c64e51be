import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Sheet } from '@/components/ui/dialog';
import { getMe, getMeQueryOptions, useMe, type MeResponse } from '@/features/auth/api/get-me';
import { toStoredUser, useAuthStore } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useLiveSession } from '@/lib/use-live-session';
import { navItemsFor } from './nav-items';
import { QueryProvider } from './query-provider';
import { RouteFallback } from './route-fallback';
import { TopBar } from './panel-top-bar';
import { SidebarContent } from './panel-sidebar';

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
      // The shell's own GET /auth/me may still be on its way when the stream connects: that answer
      // serves the connection too (one request on load, not two).
      if (!fresh && cached?.fetchStatus === 'fetching') {
        const pending = queryClient.getQueryCache().find<MeResponse>({ queryKey: key })?.promise;
        const answer = pending ? await pending.catch(() => null) : null;
        if (answer) return answer.user;
      }
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
