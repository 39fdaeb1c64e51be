import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { Role } from '@tenho/domain/auth/roles';
import { PANEL_ROLES, RequirePage, RequireRole } from './guards';
import { NotFoundPage } from './not-found-page';
import { elementPreload, lazyNamed } from './lazy-named';
import { PANEL_PAGES, type PanelBase, type PanelPage } from './panel-pages';
import { PANEL_EXTRA_ROUTES, PANEL_INDEX, PANEL_INDEX_SLOTS, PANEL_SCREENS } from './panel-screens';
import { PanelFrameFallback, RouteFallback } from './route-fallback';

// The landing page is a lazy chunk too, so a signed-in start on a panel does not load it; index.html
// as served for `/` preloads it beside the shell (vite.config.ts, the API's seo module).
const HomeRoute = lazyNamed(() => import('./home-route'), 'HomeRoute');
const AboutPage = lazyNamed(() => import('@/features/landing/routes/placeholder-page'), 'AboutPage');
const ContactPage = lazyNamed(() => import('@/features/landing/routes/placeholder-page'), 'ContactPage');

// Panels are lazy chunks: nothing of them is loaded by the landing page.
const PanelLayout = lazyNamed(() => import('./panel-layout'), 'PanelLayout');
const PanelHome = lazyNamed(() => import('./panel-home'), 'PanelHome');
const ComingSoonPage = lazyNamed(() => import('./coming-soon-page'), 'ComingSoonPage');
const ResetPasswordRoute = lazyNamed(() => import('./reset-password-route'), 'ResetPasswordRoute');
const PrivacyRoute = lazyNamed(() => import('./privacy-route'), 'PrivacyRoute');

function panelRoute(base: PanelBase, roles: readonly Role[]): RouteObject {
  return {
    path: base,
    element: (
      <RequireRole roles={roles}>
        <Suspense fallback={<PanelFrameFallback />}>
          <PanelLayout />
        </Suspense>
      </RequireRole>
    ),
    children: [
      { index: true, element: PANEL_INDEX[base] ?? <PanelHome /> },
      ...PANEL_PAGES[base].map((page) => ({
        path: page,
        element: (
          <RequirePage page={page}>
            {PANEL_SCREENS[base]?.[page] ?? <ComingSoonPage page={page} />}
          </RequirePage>
        ),
      })),
      ...(PANEL_EXTRA_ROUTES[base] ?? []),
    ],
  };
}

export const routes: RouteObject[] = [
  // No fallback: the page stays blank for the moment its chunk (preloaded for `/`) takes, as it did
  // while the shell loaded.
  {
    path: '/',
    element: (
      <Suspense fallback={null}>
        <HomeRoute />
      </Suspense>
    ),
  },
  {
    path: '/about',
    element: (
      <Suspense fallback={null}>
        <AboutPage />
      </Suspense>
    ),
  },
  {
    path: '/contact',
    element: (
      <Suspense fallback={null}>
        <ContactPage />
      </Suspense>
    ),
  },
  {
    // PASSWORD_RESET_PATH of the domain, written out: importing it would pull zod into the landing page.
    path: '/redefinir-senha',
    element: (
      <Suspense fallback={<RouteFallback fullPage />}>
        <ResetPasswordRoute />
      </Suspense>
    ),
  },
  {
    path: '/privacidade',
    element: (
      <Suspense fallback={<RouteFallback fullPage />}>
        <PrivacyRoute />
      </Suspense>
    ),
  },
  panelRoute('/master', PANEL_ROLES.master),
  panelRoute('/admin', PANEL_ROLES.admin),
  panelRoute('/client', PANEL_ROLES.client),
  panelRoute('/user', PANEL_ROLES.user),
  { path: '*', element: <NotFoundPage /> },
];

const PANEL_BASES: readonly PanelBase[] = ['/master', '/admin', '/client', '/user'];

/** The panels' own addresses: each panel's index and pages (not PANEL_EXTRA_ROUTES, with parameters). */
export function panelStartAddresses(): string[] {
  return PANEL_BASES.flatMap((base) => [base, ...PANEL_PAGES[base].map((page) => `${base}/${page}`)]);
}

/**
 * What a signed-in start on `pathname` loads at once, beside the first render (issue 33 point 5):
 * the panel's frame, the screen's own chunk and, on an index page, its slot cards, instead of one
 * after the other as each lazy component renders. Deeper addresses (PANEL_EXTRA_ROUTES) get the
 * frame only; off the panels, nothing. The web build runs it for each of panelStartAddresses()
 * (panel-start-preloads.ts), so that index.html as served for the address preloads the same chunks.
 */
export function panelStartLoads(pathname: string): (() => Promise<unknown>)[] {
  const [first, page, ...deeper] = pathname.split('/').filter(Boolean);
  const base = `/${first ?? ''}` as PanelBase;
  if (!PANEL_BASES.includes(base)) return [];
  if (deeper.length > 0) return [PanelLayout.preload];
  const screen = elementPreload(page ? PANEL_SCREENS[base]?.[page as PanelPage] : PANEL_INDEX[base]);
  return [PanelLayout.preload, ...(screen ? [screen] : []), ...(page ? [] : (PANEL_INDEX_SLOTS[base] ?? []))];
}

/**
 * Starts panelStartLoads(pathname) at once. Settles once every request has (loaded or not); null
 * off the panels.
 */
export function preloadPanelScreen(pathname: string): Promise<void> | null {
  const loads = panelStartLoads(pathname);
  if (loads.length === 0) return null;
  return Promise.allSettled(loads.map((load) => load())).then(() => undefined);
}

/** The route table of spec §2 (declarative mode: no loaders, a lighter router for the landing page). */
export function AppRoutes() {
  return useRoutes(routes);
}
