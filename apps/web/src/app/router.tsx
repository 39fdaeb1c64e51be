import { lazy, Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { Role } from '@tenho/domain/auth/roles';
import { AboutPage, ContactPage } from '@/features/landing/routes/placeholder-page';
import { PANEL_ROLES, RequireRole } from './guards';
import { HomeRoute } from './home-route';
import { NotFoundPage } from './not-found-page';
import { PANEL_PAGES, type PanelBase, type PanelPage } from './panel-pages';
import { RouteFallback } from './route-fallback';

// Panels are lazy chunks: nothing of them is loaded by the landing page.
const PanelLayout = lazy(() => import('./panel-layout').then((m) => ({ default: m.PanelLayout })));
const PanelHome = lazy(() => import('./panel-home').then((m) => ({ default: m.PanelHome })));
const ComingSoonPage = lazy(() => import('./coming-soon-page').then((m) => ({ default: m.ComingSoonPage })));
const MasterCategoriesPage = lazy(() =>
  import('@/features/categories/routes/master-categories-page').then((m) => ({
    default: m.MasterCategoriesPage,
  })),
);
const AdminCategoriesPage = lazy(() =>
  import('@/features/categories/routes/admin-categories-page').then((m) => ({
    default: m.AdminCategoriesPage,
  })),
);
const ClientCategoriesPage = lazy(() =>
  import('@/features/categories/routes/client-categories-page').then((m) => ({
    default: m.ClientCategoriesPage,
  })),
);

/** Screens that have arrived; every other page of PANEL_PAGES still shows 'Em breve'. */
const PANEL_SCREENS: Partial<Record<PanelBase, Partial<Record<PanelPage, ReactNode>>>> = {
  '/master': { categorias: <MasterCategoriesPage /> },
  '/admin': { categorias: <AdminCategoriesPage /> },
  '/client': { categorias: <ClientCategoriesPage /> },
};

function panelRoute(base: PanelBase, roles: readonly Role[]): RouteObject {
  return {
    path: base,
    element: (
      <RequireRole roles={roles}>
        <Suspense fallback={<RouteFallback fullPage />}>
          <PanelLayout />
        </Suspense>
      </RequireRole>
    ),
    children: [
      { index: true, element: <PanelHome /> },
      ...PANEL_PAGES[base].map((page) => ({
        path: page,
        element: PANEL_SCREENS[base]?.[page] ?? <ComingSoonPage page={page} />,
      })),
    ],
  };
}

export const routes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  panelRoute('/master', PANEL_ROLES.master),
  panelRoute('/admin', PANEL_ROLES.admin),
  panelRoute('/client', PANEL_ROLES.client),
  panelRoute('/user', PANEL_ROLES.user),
  { path: '*', element: <NotFoundPage /> },
];

/** The route table of spec §2 (declarative mode: no loaders, a lighter router for the landing page). */
export function AppRoutes() {
  return useRoutes(routes);
}
