import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyNamed } from './lazy-named';
import type { PanelBase, PanelPage } from './panel-pages';
import { RouteFallback } from './route-fallback';

// Every screen is a lazy chunk: nothing of them is loaded by the landing page.
const MasterCategoriesPage = lazyNamed(
  () => import('@/features/categories/routes/master-categories-page'),
  'MasterCategoriesPage',
);
const AdminCategoriesPage = lazyNamed(
  () => import('@/features/categories/routes/admin-categories-page'),
  'AdminCategoriesPage',
);
const ClientCategoriesPage = lazyNamed(
  () => import('@/features/categories/routes/client-categories-page'),
  'ClientCategoriesPage',
);

const ClientFinanceiroPage = lazyNamed(
  () => import('@/features/wallet/routes/client-financeiro-page'),
  'ClientFinanceiroPage',
);
const NetworkFinanceiroPage = lazyNamed(
  () => import('@/features/wallet/routes/network-financeiro-page'),
  'NetworkFinanceiroPage',
);
const MasterSettingsPage = lazyNamed(
  () => import('@/features/settings/routes/master-settings-page'),
  'MasterSettingsPage',
);
const AdminSettingsPage = lazyNamed(
  () => import('@/features/settings/routes/admin-settings-page'),
  'AdminSettingsPage',
);

const MessagesPage = lazyNamed(() => import('@/features/messages/routes/messages-page'), 'MessagesPage');
const SimulatorPage = lazyNamed(() => import('@/features/simulator/routes/simulator-page'), 'SimulatorPage');
const ClientDashboardPage = lazyNamed(
  () => import('@/features/client-dashboard/routes/client-dashboard-page'),
  'ClientDashboardPage',
);

const PrivacyAdminPage = lazyNamed(
  () => import('@/features/privacy/routes/privacy-admin-page'),
  'PrivacyAdminPage',
);
const ErasureNoticesCard = lazyNamed(
  () => import('@/features/privacy/components/erasure-notices-card'),
  'ErasureNoticesCard',
);
const UsersRoute = lazyNamed(() => import('./users-route'), 'UsersRoute');
const ProfilePage = lazyNamed(() => import('@/features/profile/routes/profile-page'), 'ProfilePage');
const PermissionsUsersTab = lazyNamed(() => import('./permissions-users-tab'), 'PermissionsUsersTab');
const SecurityTab = lazyNamed(() => import('@/features/security/routes/security-tab'), 'SecurityTab');
const ProfileSessionsSection = lazyNamed(
  () => import('@/features/security/routes/security-tab'),
  'ProfileSessionsSection',
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
const MasterDashboardPage = lazyNamed(
  () => import('@/features/dashboards/routes/master-dashboard-page'),
  'MasterDashboardPage',
);
const AdminDashboardPage = lazyNamed(
  () => import('@/features/dashboards/routes/admin-dashboard-page'),
  'AdminDashboardPage',
);
const UnitDashboardPage = lazyNamed(
  () => import('@/features/dashboards/routes/unit-dashboard-page'),
  'UnitDashboardPage',
);
const MasterFranchisesPage = lazyNamed(
  () => import('@/features/franchises/routes/master-franchises-page'),
  'MasterFranchisesPage',
);
const AdminFranchisePage = lazyNamed(
  () => import('@/features/franchises/routes/admin-franchise-page'),
  'AdminFranchisePage',
);
const SystemLogsPage = lazyNamed(
  () => import('@/features/system-logs/routes/system-logs-page'),
  'SystemLogsPage',
);

const UnmetDemandCard = lazyNamed(
  () => import('@/features/reports/components/unmet-demand-card'),
  'UnmetDemandCard',
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
const ReportsPage = lazyNamed(() => import('@/features/reports/routes/reports-page'), 'ReportsPage');
const DocumentsPage = lazyNamed(() => import('@/features/documents/routes/documents-page'), 'DocumentsPage');
const UserDashboardPage = lazyNamed(
  () => import('@/features/user-dashboard/routes/user-dashboard-page'),
  'UserDashboardPage',
);
const CompanyBalanceCard = lazyNamed(
  () => import('@/features/wallet/components/company-balance-card'),
  'CompanyBalanceCard',
);

/** Screens that have arrived; every other page of PANEL_PAGES still shows 'Em breve'. */
export const PANEL_SCREENS: Partial<Record<PanelBase, Partial<Record<PanelPage, ReactNode>>>> = {
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
    privacidade: <PrivacyAdminPage />,
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
    privacidade: <PrivacyAdminPage />,
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
export const PANEL_INDEX: Partial<Record<PanelBase, ReactNode>> = {
  '/master': <MasterDashboardPage unmetDemandSlot={unmetDemandCard('/master')} />,
  '/admin': <AdminDashboardPage unmetDemandSlot={unmetDemandCard('/admin')} />,
  '/client': (
    <ClientDashboardPage
      noticesSlot={
        <Suspense fallback={null}>
          <ErasureNoticesCard />
        </Suspense>
      }
    />
  ),
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
export const PANEL_EXTRA_ROUTES: Partial<Record<PanelBase, RouteObject[]>> = {
  '/master': [
    { path: 'franquias/:id/dashboard', element: <UnitDashboardPage /> },
    { path: 'logs', element: <SystemLogsPage /> },
  ],
};
