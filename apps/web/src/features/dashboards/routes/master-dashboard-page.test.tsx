import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { makeMasterStats } from '../test/fixtures';
import { BACKUP_BUTTON_LABEL } from '../components/backup-button';
import { MasterDashboardPage } from './master-dashboard-page';

const MASTER_PERMISSIONS = ['user.view', 'system.view', 'system.access'];

function setup(
  handler: (call: FetchCall) => MockResponse | Promise<MockResponse>,
  permissions = MASTER_PERMISSIONS,
) {
  signInAs({ role: 'MASTER', permissions });
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  renderWithProviders(<MasterDashboardPage />);
  return { user, calls };
}

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe('Dashboard Master', { timeout: 20_000 }, () => {
  it("shows 'Carregando dashboard...' while the figures load", async () => {
    setup(() => new Promise<MockResponse>(() => undefined));
    expect(screen.getByRole('heading', { name: DASHBOARD_MSG.masterTitle })).toBeInTheDocument();
    expect(await screen.findByText(DASHBOARD_MSG.loading)).toBeInTheDocument();
  });

  it('shows the four cards, the system status and the three lists from GET /users/stats/master', async () => {
    const { calls } = setup(() => ({ body: makeMasterStats() }));
    const cards = await screen.findByRole('list', { name: 'Indicadores da rede' }, { timeout: 5_000 });
    expect(calls[0]?.url).toBe('/api/users/stats/master');
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Usuários42'),
      expect.stringContaining('Administradores3'),
      expect.stringContaining('Clientes30'),
      expect.stringContaining('Franquias4'),
    ]);
    const status = screen.getByRole('region', { name: 'Status do Sistema' });
    expect(status).toHaveTextContent('R$ 9.876,50');
    expect(status).toHaveTextContent('Leads12');
    expect(status).toHaveTextContent('2 aguardando confirmação');
    expect(status).toHaveTextContent('Usuários comuns8');
    expect(status).toHaveTextContent('Transações recentes25');

    const transactions = screen.getByRole('list', { name: 'Transações Recentes' });
    expect(within(transactions).getByText('+R$ 50,00')).toHaveClass('text-emerald-700');
    expect(within(transactions).getByText('-R$ 0,30')).toHaveClass('text-red-700');
    const top = screen.getByRole('list', { name: 'Top Franquias' });
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('Tenho CentroSão Paulo · SP18empresas');
    expect(within(top).getAllByRole('listitem')[1]).toHaveTextContent('1empresa');
  });

  it('colours lead statuses: CONFIRMED green, PENDING_CONFIRMATION amber (yellow), others grey', async () => {
    setup(() => ({ body: makeMasterStats() }));
    const leads = await screen.findByRole('list', { name: 'Leads Recentes' }, { timeout: 5_000 });
    expect(within(leads).getByText('Aguardando confirmação')).toHaveClass('bg-amber-50');
    expect(within(leads).getByText('Confirmado')).toHaveClass('bg-emerald-50');
  });

  it("says 'Nenhum dado disponível' for a list without rows", async () => {
    setup(() => ({ body: makeMasterStats({ recentLeads: [], topFranchises: [], recentTransactions: [] }) }));
    expect(await screen.findAllByText(DASHBOARD_MSG.empty, undefined, { timeout: 5_000 })).toHaveLength(3);
  });

  it("says 'Erro ao carregar dados do dashboard' and retries", async () => {
    let attempts = 0;
    const { user } = setup(() => {
      attempts += 1;
      return attempts === 1 ? { status: 500, body: { code: 'x', message: '' } } : { body: makeMasterStats() };
    });
    expect(
      await screen.findByText(DASHBOARD_MSG.loadFailed, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Indicadores da rede' })).toBeInTheDocument();
  });

  it("'Ações Master' are real: admins, settings and logs are links; backup downloads with the session, never a token in the URL", async () => {
    // jsdom has no object URLs: stand-ins for this test only.
    URL.createObjectURL = vi.fn(() => 'blob:backup');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const { user, calls } = setup((call) =>
      call.url.startsWith('/api/system/backup')
        ? new Promise<MockResponse>((resolve) => {
            release = () => resolve({ body: 'gz' });
          })
        : { body: makeMasterStats() },
    );
    const actions = await screen.findByRole(
      'region',
      { name: DASHBOARD_MSG.masterActionsTitle },
      { timeout: 5_000 },
    );
    expect(
      within(actions).getByRole('link', { name: new RegExp(DASHBOARD_MSG.manageAdmins) }),
    ).toHaveAttribute('href', '/master/usuarios?role=ADMIN');
    expect(
      within(actions).getByRole('link', { name: new RegExp(DASHBOARD_MSG.systemSettings) }),
    ).toHaveAttribute('href', '/master/configuracoes');
    expect(within(actions).getByRole('link', { name: new RegExp(DASHBOARD_MSG.systemLogs) })).toHaveAttribute(
      'href',
      '/master/logs',
    );

    // The owner of the network reads what a backup holds and who restores it, not a shell command.
    expect(within(actions).getByText(/usuários e empresas, carteiras e extratos/)).toBeInTheDocument();
    expect(within(actions).getByText(/pessoa técnica que cuida dos servidores/)).toBeInTheDocument();
    expect(within(actions).queryByText(/npm run|DATA_DIR|DATABASE_URL/)).toBeNull();

    await user.click(within(actions).getByRole('button', { name: BACKUP_BUTTON_LABEL }));
    const busy = await within(actions).findByRole('button', { name: DASHBOARD_MSG.backupDownloading });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText(DASHBOARD_MSG.backupDone)).toBeInTheDocument();
    const backup = calls.find((call) => call.url.startsWith('/api/system/backup'));
    expect(backup?.url).toBe('/api/system/backup');
    expect(backup?.headers.Authorization).toBe('Bearer token-de-teste');
    expect(click).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(actions).getByRole('button', { name: BACKUP_BUTTON_LABEL })).toBeEnabled(),
    );
  });

  it('without system.view and system.access the logs and backup actions are not offered', async () => {
    setup(() => ({ body: makeMasterStats() }), ['user.view']);
    const actions = await screen.findByRole(
      'region',
      { name: DASHBOARD_MSG.masterActionsTitle },
      { timeout: 5_000 },
    );
    expect(
      within(actions).queryByRole('link', { name: new RegExp(DASHBOARD_MSG.systemLogs) }),
    ).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: BACKUP_BUTTON_LABEL })).not.toBeInTheDocument();
  });
});
