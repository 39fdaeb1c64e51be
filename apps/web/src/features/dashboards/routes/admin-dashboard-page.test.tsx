import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { makeFranchiseDashboard } from '../test/fixtures';
import { AdminDashboardPage } from './admin-dashboard-page';

function setup(
  unitId: number | null,
  handler: (call: FetchCall) => MockResponse = () => ({ body: makeFranchiseDashboard() }),
) {
  signInAs({
    role: 'ADMIN',
    unit_id: unitId,
    unit: unitId ? { id: unitId, name: 'Tenho Centro' } : null,
    permissions: ['franchise.view'],
  });
  const calls = mockFetch(handler);
  renderWithProviders(<AdminDashboardPage />);
  return { calls };
}

describe("the ADMIN's index: 'Dashboard - {franquia}'", { timeout: 20_000 }, () => {
  it("shows the unit's cards, the seven growth bars and both lists", async () => {
    const { calls } = setup(1);
    expect(
      await screen.findByRole('heading', { name: 'Dashboard - Tenho Centro' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/franchise-units/1/dashboard-data');
    const cards = within(screen.getByRole('list', { name: 'Indicadores da franquia' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Empresas18'),
      expect.stringContaining('Saldo TotalR$ 1.234,56'),
      expect.stringContaining('Leads Recentes3'),
      expect.stringContaining('Transações7'),
    ]);
    const chart = screen.getByRole('figure', { name: DASHBOARD_MSG.growthTitle });
    expect(within(chart).getAllByRole('img')).toHaveLength(7);
    expect(within(chart).getByRole('img', { name: '11/26: 8 empresas cadastradas' })).toBeInTheDocument();

    const companies = screen.getByRole('list', { name: DASHBOARD_MSG.unitClientsTitle });
    expect(within(companies).getAllByRole('listitem')[0]).toHaveTextContent(
      'Auto Peças PaulistaAvaliação: 2,7 de 3 (12 avaliações)R$ 50,00',
    );
    const transactions = screen.getByRole('list', { name: DASHBOARD_MSG.recentTransactionsTitle });
    const [credit, debit] = within(transactions).getAllByRole('listitem');
    expect(credit).toHaveTextContent('Auto Peças PaulistaCarga de créditos via Pix+R$ 50,0020/11/2026');
    expect(within(credit!).getByText('+R$ 50,00')).toHaveClass('text-emerald-700');
    expect(within(debit!).getByText('-R$ 0,30')).toHaveClass('text-red-700');
  });

  it("an ADMIN without a unit reads 'Usuário não está associado a uma franquia' and nothing is asked", async () => {
    const { calls } = setup(null);
    expect(screen.getByText(DASHBOARD_MSG.notInUnit)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("a failed load says 'Erro ao carregar dados do dashboard' with a retry", async () => {
    setup(1, () => ({ status: 500, body: { code: 'x', message: '' } }));
    expect(
      await screen.findByText(DASHBOARD_MSG.loadFailed, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('an empty unit shows the seven flat bars and the empty lists with their next step', async () => {
    setup(1, () => ({
      body: makeFranchiseDashboard({
        stats: { totalClients: 0, totalBalance: 0, recentLeads: 0, recentTransactions: 0 },
        clients: [],
        recentTransactions: [],
        growth: makeFranchiseDashboard().growth.map((bucket) => ({ ...bucket, count: 0 })),
      }),
    }));
    expect(await screen.findAllByText(DASHBOARD_MSG.empty, undefined, { timeout: 5_000 })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: /nenhuma empresa cadastrada/ })).toHaveLength(7);
  });
});
