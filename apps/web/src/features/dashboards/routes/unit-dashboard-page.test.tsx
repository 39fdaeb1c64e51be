import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FRANCHISE_MSG } from '@tenho/domain/franchise/franchise.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { makeFranchiseDashboard } from '../test/fixtures';
import { UnitDashboardPage } from './unit-dashboard-page';

function renderAt(route: string) {
  signInAs({ role: 'MASTER', permissions: ['franchise.view'] });
  const calls = mockFetch(() => ({
    body: makeFranchiseDashboard({ franchise: { id: 2, name: 'Tenho Zona Sul', is_active: false } }),
  }));
  renderWithProviders(<UnitDashboardPage />, {
    route,
    routes: (
      <Routes>
        <Route path="/master/franquias/:id/dashboard" element={<UnitDashboardPage />} />
        <Route path="/master/franquias" element={<p>Lista de franquias</p>} />
      </Routes>
    ),
  });
  return { calls };
}

describe("a unit's dashboard opened by the MASTER", { timeout: 20_000 }, () => {
  it("shows 'Dashboard - {name}' of that unit (marked inactive) and links back to Franquias", async () => {
    const { calls } = renderAt('/master/franquias/2/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Dashboard - Tenho Zona Sul' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/franchise-units/2/dashboard-data');
    expect(screen.getByText('Franquia inativa')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Voltar para Franquias' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/master/franquias');
  });

  it('an id that is not a number asks nothing and says the unit was not found', () => {
    const { calls } = renderAt('/master/franquias/abc/dashboard');
    expect(screen.getByText(FRANCHISE_MSG.notFound)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
