import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FRANCHISE_MSG } from '@tenho/domain/franchise/franchise.schemas';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { makeDetail } from '../test/fixtures';
import { AdminFranchisePage } from './admin-franchise-page';

const client = (balance: number) => ({
  id: 4,
  email: 'contato@autopecas.com.br',
  role: 'CLIENT' as const,
  name: 'Auto Peças Paulista',
  phone: null,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  balance,
  lead_status: null,
  dispute_rate: null,
  disputes_90d: 0,
  charged_leads_90d: 0,
});

describe('/admin/franquias: the own unit, read-only but for credit', { timeout: 20_000 }, () => {
  it('shows the unit, its admins and companies with balances, and no control to change them', async () => {
    signInAs({
      role: 'ADMIN',
      unit_id: 1,
      unit: { id: 1, name: 'Tenho Centro' },
      permissions: ['transaction.create'],
    });
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
            rating: { average: 2.5, count: 4 },
            latest_comment: {
              score: 3,
              comment: 'Peça certa, entrega rápida',
              at: '2026-02-03T15:00:00.000Z',
            },
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
      'Auto Peças PaulistaAvaliação: 2,5 de 3 (4 avaliações)Ótimo em 03/02/2026: “Peça certa, entrega rápida”Contestações (90 dias)10 %',
    );
    expect(within(screen.getByRole('list', { name: 'Empresas' })).getByRole('listitem')).toHaveTextContent(
      'R$ 80,00',
    );
    expect(screen.getByText(/alterados pelo Master/)).toBeInTheDocument();
    // The unit's data cannot be changed here; the only control credits a company (spec §6).
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Inserir Crédito para Auto Peças Paulista',
    ]);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it("lets the ADMIN insert credit into its unit's company after confirming 'R$ 10,00'", async () => {
    signInAs({
      role: 'ADMIN',
      unit_id: 1,
      unit: { id: 1, name: 'Tenho Centro' },
      permissions: ['transaction.create'],
    });
    let balance = 80;
    const calls = mockFetch((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: {
              transaction: {
                id: 1,
                type: 'CREDIT',
                amount: 10,
                description: 'x',
                created_at: '2026-11-24T12:00:00.000Z',
              },
              balance: (balance += 10),
            },
          }
        : { body: makeDetail({ client_units: [client(balance)], clients_count: 1 }) },
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminFranchisePage />);
    await user.click(await screen.findByRole('button', { name: 'Inserir Crédito para Auto Peças Paulista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserir Crédito' });
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '10,00');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByTestId('credit-review-amount')).toHaveTextContent('R$ 10,00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(WALLET_MSG.creditInserted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/api/wallet/transaction',
        body: expect.objectContaining({ client_id: 4, amount: 10 }),
      }),
    ]);
    expect(await screen.findByTestId('balance-4')).toHaveTextContent('R$ 90,00');
  });

  it('without transaction.create the companies have no credit button', async () => {
    signInAs({ role: 'ADMIN', unit_id: 1, unit: { id: 1, name: 'Tenho Centro' }, permissions: [] });
    mockFetch(() => ({ body: makeDetail({ client_units: [client(5)], clients_count: 1 }) }));
    renderWithProviders(<AdminFranchisePage />);
    expect(await screen.findByTestId('balance-4')).toHaveTextContent('R$ 5,00');
    expect(screen.queryByRole('button', { name: /Inserir Crédito/ })).not.toBeInTheDocument();
  });

  it("an ADMIN without a unit reads 'Usuário não está associado a uma franquia'", () => {
    signInAs({ role: 'ADMIN', unit_id: null });
    const calls = mockFetch(() => ({ body: {} }));
    renderWithProviders(<AdminFranchisePage />);
    expect(screen.getByText(FRANCHISE_MSG.notInUnit)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
