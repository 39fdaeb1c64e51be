import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { Role } from '@tenho/domain/auth/roles';
import { PANEL_ROLES, RequirePage, RequireRole } from './guards';
import { NotFoundPage } from './not-found-page';
import { lazyNamed, preloadElement } from './lazy-named';
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

/**
 * A signed-in start on a panel address (issue 33 point 5): the panel's frame and the screen's own
 * chunk are requested at once, beside the first render, instead of one after the other as each lazy
 * component renders. The guards still decide what is shown. Settles once every request has (loaded
 * or not); null off the panels.
 */
export function preloadPanelScreen(pathname: string): Promise<void> | null {
  const [, first, page] = pathname.split('/');
  const base = `/${first ?? ''}` as PanelBase;
  if (!PANEL_BASES.includes(base)) return null;
  const pending = [
    PanelLayout.preload(),
    preloadElement(page ? PANEL_SCREENS[base]?.[page as PanelPage] : PANEL_INDEX[base]),
    ...(page ? [] : (PANEL_INDEX_SLOTS[base] ?? []).map((preload) => preload())),
  ];
  return Promise.allSettled(pending).then(() => undefined);
}

/** The route table of spec §2 (declarative mode: no loaders, a lighter router for the landing page). */
export function AppRoutes() {
  return useRoutes(routes);
}
