import { lazy, Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { Role } from '@tenho/domain/auth/roles';
import { AboutPage, ContactPage } from '@/features/landing/routes/placeholder-page';
import { PANEL_ROLES, RequirePage, RequireRole } from './guards';
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

const ClientFinanceiroPage = lazy(() =>
  import('@/features/wallet/routes/client-financeiro-page').then((m) => ({
    default: m.ClientFinanceiroPage,
  })),
);
const NetworkFinanceiroPage = lazy(() =>
  import('@/features/wallet/routes/network-financeiro-page').then((m) => ({
    default: m.NetworkFinanceiroPage,
  })),
);
const MasterSettingsPage = lazy(() =>
  import('@/features/settings/routes/master-settings-page').then((m) => ({
    default: m.MasterSettingsPage,
  })),
);
const AdminSettingsPage = lazy(() =>
  import('@/features/settings/routes/admin-settings-page').then((m) => ({
    default: m.AdminSettingsPage,
  })),
);

const MessagesPage = lazy(() =>
  import('@/features/messages/routes/messages-page').then((m) => ({ default: m.MessagesPage })),
);
const SimulatorPage = lazy(() =>
  import('@/features/simulator/routes/simulator-page').then((m) => ({ default: m.SimulatorPage })),
);
const ClientDashboardPage = lazy(() =>
  import('@/features/client-dashboard/routes/client-dashboard-page').then((m) => ({
    default: m.ClientDashboardPage,
  })),
);

const UsersRoute = lazy(() => import('./users-route').then((m) => ({ default: m.UsersRoute })));
const ProfilePage = lazy(() =>
  import('@/features/profile/routes/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const PermissionsUsersTab = lazy(() =>
  import('./permissions-users-tab').then((m) => ({ default: m.PermissionsUsersTab })),
);
const SecurityTab = lazy(() =>
  import('@/features/security/routes/security-tab').then((m) => ({ default: m.SecurityTab })),
);
const ProfileSessionsSection = lazy(() =>
  import('@/features/security/routes/security-tab').then((m) => ({ default: m.ProfileSessionsSection })),
);
/** Perfil with the user's active sessions under it (features/security), in every panel. */
const profilePage = (
  <ProfilePage
    sessionsSlot={
      <Suspense fallback={null}>
        <ProfileSessionsSection />
      </Suspense>
    }
  />
);
const MasterDashboardPage = lazy(() =>
  import('@/features/dashboards/routes/master-dashboard-page').then((m) => ({
    default: m.MasterDashboardPage,
  })),
);
const AdminDashboardPage = lazy(() =>
  import('@/features/dashboards/routes/admin-dashboard-page').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const UnitDashboardPage = lazy(() =>
  import('@/features/dashboards/routes/unit-dashboard-page').then((m) => ({
    default: m.UnitDashboardPage,
  })),
);
const MasterFranchisesPage = lazy(() =>
  import('@/features/franchises/routes/master-franchises-page').then((m) => ({
    default: m.MasterFranchisesPage,
  })),
);
const AdminFranchisePage = lazy(() =>
  import('@/features/franchises/routes/admin-franchise-page').then((m) => ({
    default: m.AdminFranchisePage,
  })),
);
const SystemLogsPage = lazy(() =>
  import('@/features/system-logs/routes/system-logs-page').then((m) => ({
    default: m.SystemLogsPage,
  })),
);

const UnmetDemandCard = lazy(() =>
  import('@/features/reports/components/unmet-demand-card').then((m) => ({ default: m.UnmetDemandCard })),
);
/** 'Pedidos sem empresa nos últimos 30 dias' on a network dashboard, linking to its companies. */
const unmetDemandCard = (base: '/master' | '/admin') => (
  <Suspense fallback={null}>
    <UnmetDemandCard
      companiesPath={`${base}/usuarios?role=CLIENT`}
      reportPath={`${base}/relatorios?aba=demanda`}
      showUnit={base === '/master'}
    />
  </Suspense>
);
const ReportsPage = lazy(() =>
  import('@/features/reports/routes/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const DocumentsPage = lazy(() =>
  import('@/features/documents/routes/documents-page').then((m) => ({ default: m.DocumentsPage })),
);
const UserDashboardPage = lazy(() =>
  import('@/features/user-dashboard/routes/user-dashboard-page').then((m) => ({
    default: m.UserDashboardPage,
  })),
);
const CompanyBalanceCard = lazy(() =>
  import('@/features/wallet/components/company-balance-card').then((m) => ({
    default: m.CompanyBalanceCard,
  })),
);

const ResetPasswordRoute = lazy(() =>
  import('./reset-password-route').then((m) => ({ default: m.ResetPasswordRoute })),
);

/** Screens that have arrived; every other page of PANEL_PAGES still shows 'Em breve'. */
const PANEL_SCREENS: Partial<Record<PanelBase, Partial<Record<PanelPage, ReactNode>>>> = {
  '/master': {
    franquias: <MasterFranchisesPage />,
    categorias: <MasterCategoriesPage />,
    mensagens: <MessagesPage />,
    simulador: <SimulatorPage />,
    relatorios: <ReportsPage />,
    documentos: <DocumentsPage />,
    financeiro: <NetworkFinanceiroPage />,
    configuracoes: (
      <MasterSettingsPage
        usersTab={
          <Suspense fallback={<RouteFallback />}>
            <PermissionsUsersTab />
          </Suspense>
        }
        securityTab={
          <Suspense fallback={<RouteFallback />}>
            <SecurityTab />
          </Suspense>
        }
      />
    ),
    usuarios: <UsersRoute />,
    perfil: profilePage,
  },
  '/admin': {
    franquias: <AdminFranchisePage />,
    categorias: <AdminCategoriesPage />,
    mensagens: <MessagesPage />,
    simulador: <SimulatorPage />,
    relatorios: <ReportsPage />,
    documentos: <DocumentsPage />,
    financeiro: <NetworkFinanceiroPage />,
    configuracoes: <AdminSettingsPage />,
    usuarios: <UsersRoute />,
    perfil: profilePage,
  },
  '/client': {
    categorias: <ClientCategoriesPage />,
    mensagens: <MessagesPage />,
    relatorios: <ReportsPage />,
    documentos: <DocumentsPage />,
    financeiro: <ClientFinanceiroPage />,
    usuarios: <UsersRoute />,
    perfil: profilePage,
  },
  '/user': { documentos: <DocumentsPage />, perfil: profilePage },
};

/** Index pages that have arrived; the other panels still open on PanelHome. */
const PANEL_INDEX: Partial<Record<PanelBase, ReactNode>> = {
  '/master': <MasterDashboardPage unmetDemandSlot={unmetDemandCard('/master')} />,
  '/admin': <AdminDashboardPage unmetDemandSlot={unmetDemandCard('/admin')} />,
  '/client': <ClientDashboardPage />,
  '/user': (
    <UserDashboardPage
      balanceSlot={
        <Suspense fallback={null}>
          <CompanyBalanceCard />
        </Suspense>
      }
    />
  ),
};

/** Pages of a panel that are not sidebar entries (reached from other pages). */
const PANEL_EXTRA_ROUTES: Partial<Record<PanelBase, RouteObject[]>> = {
  '/master': [
    { path: 'franquias/:id/dashboard', element: <UnitDashboardPage /> },
    { path: 'logs', element: <SystemLogsPage /> },
  ],
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
  { path: '/', element: <HomeRoute /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  {
    // PASSWORD_RESET_PATH of the domain, written out: importing it would pull zod into the landing page.
    path: '/redefinir-senha',
    element: (
      <Suspense fallback={<RouteFallback fullPage />}>
        <ResetPasswordRoute />
      </Suspense>
    ),
  },
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
