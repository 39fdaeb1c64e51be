import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { canUseModule } from '@tenho/domain/auth/permissions';
import { useAuthStore } from '@/lib/auth-store';
import { lazyNamed } from './lazy-named';
import { useCompanyReceivingPath } from './company-receiving-path';
import type { PanelBase, PanelPage } from './panel-pages';
import { RequirePage } from './guards';
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
const ReceivingCard = lazyNamed(
  () => import('@/features/lead-preferences/components/receiving-card'),
  'ReceivingCard',
);
const ClientLeadPreferencesRoute = lazyNamed(
  () => import('./lead-preferences-routes'),
  'ClientLeadPreferencesRoute',
);
const CompanyLeadPreferencesRoute = lazyNamed(
  () => import('./lead-preferences-routes'),
  'CompanyLeadPreferencesRoute',
);
const CompanyBalanceCard = lazyNamed(
  () => import('@/features/wallet/components/company-balance-card'),
  'CompanyBalanceCard',
);

/** Franquias with the link to each company's 'Recebimento de pedidos' (the extra route below). */
function MasterFranchisesRoute() {
  return <MasterFranchisesPage receivingPath={useCompanyReceivingPath()} />;
}
function AdminFranchiseRoute() {
  return <AdminFranchisePage receivingPath={useCompanyReceivingPath()} />;
}

/** The signed-in company's card, with 'Alterar' to its edit screen. */
function OwnReceivingCard() {
  const user = useAuthStore((state) => state.user);
  if (!canUseModule(user, 'wallet')) return null;
  return <ReceivingCard companyId={user?.id} editPath="/client/recebimento" />;
}

/**
 * The company's preferences, asked for beside the dashboard's own data at a signed-in start: the
 * card then paints with the cards under it instead of growing above them a moment later.
 */
async function prefetchOwnReceiving() {
  const user = useAuthStore.getState().user;
  if (!user || !canUseModule(user, 'wallet')) return;
  const { prefetchReceivingCard } = await ReceivingCard.preload();
  await prefetchReceivingCard(user.id);
}

/** A company's USER reads it with the wallet module (no 'Alterar': changing it is the company's). */
function CompanyReceivingCard({ companyId }: { companyId: number }) {
  const user = useAuthStore((state) => state.user);
  if (!canUseModule(user, 'wallet')) return null;
  return (
    <Suspense fallback={null}>
      <ReceivingCard companyId={companyId} />
    </Suspense>
  );
}

/** A company's preferences, opened by its network from Usuários (the list's guard). */
const companyLeadPreferencesRoute: RouteObject = {
  path: 'usuarios/:id/recebimento',
  element: (
    <RequirePage page="usuarios">
      <CompanyLeadPreferencesRoute />
    </RequirePage>
  ),
};

/** Screens that have arrived; every other page of PANEL_PAGES still shows 'Em breve'. */
export const PANEL_SCREENS: Partial<Record<PanelBase, Partial<Record<PanelPage, ReactNode>>>> = {
  '/master': {
    franquias: <MasterFranchisesRoute />,
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
    franquias: <AdminFranchiseRoute />,
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
    recebimento: <ClientLeadPreferencesRoute />,
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
      receivingSlot={
        <Suspense fallback={null}>
          <OwnReceivingCard />
        </Suspense>
      }
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
      receivingSlot={(companyId) => <CompanyReceivingCard companyId={companyId} />}
    />
  ),
};

/**
 * The lazy cards an index page shows in its slots, loaded with the page at a signed-in start: a card
 * whose chunk was only asked for once the page had its data appeared late and pushed the cards under
 * it down (the company dashboard's layout shift, issue 33 point 5).
 */
export const PANEL_INDEX_SLOTS: Partial<Record<PanelBase, readonly (() => Promise<unknown>)[]>> = {
  '/master': [UnmetDemandCard.preload],
  '/admin': [UnmetDemandCard.preload],
  '/client': [ReceivingCard.preload, ErasureNoticesCard.preload, prefetchOwnReceiving],
  '/user': [CompanyBalanceCard.preload, ReceivingCard.preload],
};

/** Pages of a panel that are not sidebar entries (reached from other pages). */
export const PANEL_EXTRA_ROUTES: Partial<Record<PanelBase, RouteObject[]>> = {
  '/master': [
    { path: 'franquias/:id/dashboard', element: <UnitDashboardPage /> },
    { path: 'logs', element: <SystemLogsPage /> },
    companyLeadPreferencesRoute,
  ],
  '/admin': [companyLeadPreferencesRoute],
};
