import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FinancialReport, UserActivityReport } from '@tenho/domain/reports/reports.schemas';
import type { UnmetDemandReport } from '@tenho/domain/reports/unmet-demand.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { ReportsPage } from './reports-page';

const financial = (period: number, credits: number): FinancialReport => ({
  period,
  from: '2026-03-04',
  to: '2026-03-10',
  granularity: 'day',
  cards: { creditsLoaded: credits, leadRevenue: 0.6, balancesHeld: 1234.5, leadsCharged: 2, refunds: 0 },
  series: [
    { start: '2026-03-09', label: '09/03', creditsLoaded: 0, leadRevenue: 0, leadsCharged: 0 },
    { start: '2026-03-10', label: '10/03', creditsLoaded: credits, leadRevenue: 0.6, leadsCharged: 2 },
  ],
  breakdown: {
    kind: 'unit',
    rows: [
      {
        id: 1,
        name: 'Tenho Centro',
        creditsLoaded: credits,
        leadRevenue: 0.6,
        leadsCharged: 2,
        refunds: 0,
        balance: 1234.5,
      },
    ],
  },
});

const ACTIVITY: UserActivityReport = {
  cards: { totalUsers: 2, activeUsers: 1, totalLogins: 3, documentsCreated: 1 },
  rows: [
    {
      id: 1,
      userName: 'Ana Ribeiro',
      role: 'ADMIN',
      lastLogin: '2026-03-10T15:30:00.000Z',
      totalLogins: 3,
      documentsCreated: 1,
      messagesSent: 0,
      status: 'Ativo',
    },
    {
      id: 2,
      userName: 'Borracharia',
      role: 'CLIENT',
      lastLogin: null,
      totalLogins: 0,
      documentsCreated: 0,
      messagesSent: 0,
      status: 'Inativo',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

describe('ReportsPage', () => {
  it('Financeiro first (30 days); the period switch asks the server again; pt-BR money', async () => {
    signInAs({ role: 'MASTER', permissions: ['report.access'] });
    const calls = mockFetch((call) => {
      const period = Number(new URL(call.url, 'http://x').searchParams.get('period'));
      return { body: financial(period, period === 7 ? 10 : 1234.56) };
    });
    renderWithProviders(<ReportsPage />, { route: '/master/relatorios' });
    expect(await screen.findByText('R$ 1.234,56', { selector: 'p' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/reports/financial?period=30');
    expect(screen.getByText('R$ 1.234,50', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '10/03: R$ 1.234,56' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Financeiro por franquia' })).getByText('Tenho Centro'),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: '7 dias' }));
    expect(await screen.findByText('R$ 10,00', { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/reports/financial?period=7')).toBe(true);
  });

  it("a company (CLIENT) reads what it spent on its own wallet, not the network's revenue", async () => {
    signInAs({ role: 'CLIENT', permissions: ['report.access'] });
    const report = financial(90, 50);
    mockFetch(() => ({
      body: {
        ...report,
        breakdown: { kind: 'company', rows: [{ ...report.breakdown.rows[0]!, name: 'Auto Peças' }] },
      },
    }));
    renderWithProviders(<ReportsPage />, { route: '/client/relatorios?periodo=90' });
    expect(await screen.findByText('Auto Peças')).toBeInTheDocument();
    expect(screen.getByText('Gasto com leads', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Saldo em carteira', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sua empresa' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Financeiro por empresa' });
    expect(within(table).getByRole('columnheader', { name: 'Gasto com leads' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Gasto' })).toBeInTheDocument();
    // Nothing written for the network (revenue, 'as empresas').
    expect(screen.queryByText(/Receita/)).toBeNull();
    expect(screen.queryByText(/as empresas/)).toBeNull();
  });

  it("Atividades dos Usuários: last login in pt-BR or 'Nunca', status badges, the filter goes to the server", async () => {
    signInAs({ role: 'ADMIN', permissions: ['report.access'] });
    const calls = mockFetch((call) =>
      call.url.startsWith('/api/reports/user-activity') ? { body: ACTIVITY } : { body: financial(30, 0) },
    );
    const user = userEvent.setup();
    renderWithProviders(<ReportsPage />, { route: '/admin/relatorios?aba=atividades' });
    const table = await screen.findByRole('table', { name: 'Atividades dos usuários' });
    const ana = (await within(table).findByText('Ana Ribeiro')).closest('tr')!;
    expect(within(ana).getAllByText('10/03/2026 12:30').length).toBeGreaterThan(0);
    const never = within(table).getByText('Borracharia').closest('tr')!;
    expect(within(never).getAllByText('Nunca').length).toBeGreaterThan(0);
    expect(within(never).getByText('Inativo')).toBeInTheDocument();
    // ADMIN does not get the Master filter.
    const filter = screen.getByLabelText('Filtrar usuários');
    expect(within(filter).queryByRole('option', { name: 'Master' })).toBeNull();
    await user.selectOptions(filter, 'inactive');
    await screen.findByRole('table', { name: 'Atividades dos usuários' });
    expect(
      calls.some((call) => call.url === '/api/reports/user-activity?filter=inactive&page=1&pageSize=20'),
    ).toBe(true);
  });

  it('Demanda não atendida (ADMIN): rows with the reason, the period goes to the server, empty state', async () => {
    signInAs({ role: 'ADMIN', unit_id: 1, permissions: ['report.access', 'report.view'] });
    const unmet = (period: number): UnmetDemandReport => ({
      period,
      from: '2026-03-04',
      to: '2026-03-10',
      total: period === 7 ? 0 : 3,
      rows:
        period === 7
          ? []
          : [
              {
                unit_id: 1,
                unit_name: 'Tenho Centro',
                category_id: 4,
                category_name: 'Pneus e Borracharia',
                requests: 2,
                last_request_at: '2026-03-10T15:30:00.000Z',
                reason: 'no_company',
              },
              {
                unit_id: 1,
                unit_name: 'Tenho Centro',
                category_id: 9,
                category_name: 'Farmácia',
                requests: 1,
                last_request_at: '2026-03-09T12:00:00.000Z',
                reason: 'no_balance',
              },
            ],
    });
    const calls = mockFetch((call) => {
      const period = Number(new URL(call.url, 'http://x').searchParams.get('period'));
      return { body: unmet(period) };
    });
    renderWithProviders(<ReportsPage />, { route: '/admin/relatorios?aba=demanda' });
    const table = await screen.findByRole('table', { name: 'Demanda não atendida' });
    expect(await within(table).findByText('Pneus e Borracharia')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/reports/unmet-demand?period=30');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Pneus e Borracharia');
    expect(rows[1]).toHaveTextContent('Nenhuma empresa na categoria');
    expect(rows[2]).toHaveTextContent('Empresas sem saldo');
    // An ADMIN sees its own unit: no unit column.
    expect(within(table).queryByRole('columnheader', { name: 'Franquia' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: '7 dias' }));
    expect(await screen.findByText('Nenhum pedido ficou sem empresa no período.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/reports/unmet-demand?period=7')).toBe(true);
  });

  it('a company has no Demanda não atendida tab', async () => {
    signInAs({ role: 'CLIENT', permissions: ['report.access', 'report.view'] });
    mockFetch(() => ({ body: financial(30, 1) }));
    renderWithProviders(<ReportsPage />, { route: '/client/relatorios?aba=demanda' });
    expect(await screen.findByRole('tab', { name: /Financeiro/, selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Demanda/ })).not.toBeInTheDocument();
  });
});
