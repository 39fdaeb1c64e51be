import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FRANCHISE_MSG } from '@tenho/domain/franchise/franchise.schemas';
import { makeUser, mockFetch, renderWithProviders, signIn } from '@/test/render';
import { makeDetail } from '../test/fixtures';
import { AdminFranchisePage } from './admin-franchise-page';

describe('/admin/franquias: the own unit, read-only', { timeout: 20_000 }, () => {
  it('shows the unit, its admins and companies with balances, and no control to change them', async () => {
    signIn(makeUser({ role: 'ADMIN', unit_id: 1, unit: { id: 1, name: 'Tenho Centro' } }));
    const calls = mockFetch(() => ({
      body: makeDetail({
        whatsapp_display_number: '11912345678',
        pix_key: 'financeiro@centro.com.br',
        users: [
          {
            id: 2,
            email: 'ana@centro.com.br',
            role: 'ADMIN',
            name: 'Ana Ribeiro',
            phone: null,
            is_active: true,
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ],
        client_units: [
          {
            id: 4,
            email: 'contato@autopecas.com.br',
            role: 'CLIENT',
            name: 'Auto Peças Paulista',
            phone: null,
            is_active: true,
            created_at: '2026-01-01T00:00:00.000Z',
            balance: 80,
            lead_status: null,
            dispute_rate: 0.1,
            disputes_90d: 1,
            charged_leads_90d: 10,
          },
        ],
        clients_count: 1,
        users_count: 1,
      }),
    }));
    renderWithProviders(<AdminFranchisePage />);
    expect(
      await screen.findByRole('heading', { name: 'Tenho Centro' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/franchise-units/1');
    expect(screen.getByText('(11) 91234-5678')).toBeInTheDocument();
    expect(screen.getByText('financeiro@centro.com.br')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Administradores' })).getByText('Ana Ribeiro'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Empresas' })).getByRole('listitem')).toHaveTextContent(
      'Auto Peças PaulistaContestações (90 dias)10 %',
    );
    expect(within(screen.getByRole('list', { name: 'Empresas' })).getByRole('listitem')).toHaveTextContent(
      'R$ 80,00',
    );
    expect(screen.getByText(/Somente leitura/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it("an ADMIN without a unit reads 'Usuário não está associado a uma franquia'", () => {
    signIn(makeUser({ role: 'ADMIN', unit_id: null }));
    const calls = mockFetch(() => ({ body: {} }));
    renderWithProviders(<AdminFranchisePage />);
    expect(screen.getByText(FRANCHISE_MSG.notInUnit)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
