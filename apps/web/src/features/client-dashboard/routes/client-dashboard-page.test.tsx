import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import { clientDashboardSchema, type ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { ClientDashboardPage } from './client-dashboard-page';

function makeDashboard(overrides: Partial<ClientDashboard> = {}): ClientDashboard {
  return clientDashboardSchema.parse({
    client: {
      id: 42,
      email: 'contato@eletrica.com.br',
      balance: 49.7,
      profile: { display_name: 'Elétrica Copacabana' },
    },
    stats: { totalInteractions: 4, pendingInteractions: 1, acceptedInteractions: 1, totalTransactions: 2 },
    recentInteractions: [
      { id: 1, category: 'Eletricista', requestedAt: '2026-03-10T15:00:00.000Z', status: 'ACCEPTED' },
      { id: 2, category: 'Encanador', requestedAt: '2026-03-09T15:00:00.000Z', status: 'PENDING' },
      { id: 3, category: 'Eletricista', requestedAt: '2026-03-08T15:00:00.000Z', status: 'REJECTED' },
      { id: 4, category: 'Eletricista', requestedAt: '2026-03-07T15:00:00.000Z', status: 'EXPIRED' },
    ],
    recentTransactions: [
      {
        id: 11,
        type: 'DEBIT',
        amount: 0.3,
        description: 'Lead: eletricista',
        createdAt: '2026-03-10T15:01:00.000Z',
      },
      {
        id: 10,
        type: 'CREDIT',
        amount: 50,
        description: 'Crédito inserido pelo administrador',
        createdAt: '2026-03-01T12:00:00.000Z',
      },
    ],
    categories: [{ id: 7, name: 'Eletricista', code: 'eletricista' }],
    unit: { id: 2, name: 'Tenho Zona Sul', whatsapp: '21988886666' },
    rating: { average: 2.7, count: 12 },
    ...overrides,
  });
}

function setup(
  answer: { status?: number; body: unknown },
  permissions = [...ROLE_DEFAULT_PERMISSIONS.CLIENT],
) {
  signInAs({ id: 42, role: 'CLIENT', name: 'Elétrica', permissions });
  const calls = mockFetch((call) =>
    call.url === '/api/users/dashboard/client' ? answer : { status: 404, body: {} },
  );
  renderWithProviders(<ClientDashboardPage />);
  return { calls, user: userEvent.setup() };
}

describe('client dashboard (spec §2, §3)', () => {
  it('shows what consumers said of the company: its average of 3 and how many rated', async () => {
    setup({ body: makeDashboard() });
    const card = await screen.findByTestId('client-rating');
    expect(card).toHaveTextContent('Avaliação dos clientes');
    expect(card).toHaveTextContent('2,7 de 3');
    expect(card).toHaveTextContent('12 avaliações de clientes');
  });

  it('says when the company has no rating yet', async () => {
    setup({ body: makeDashboard({ rating: { average: null, count: 0 } }) });
    expect(await screen.findByTestId('client-rating')).toHaveTextContent('Sem avaliações');
  });

  it('greets by display name, shows the balance with the transaction count and the interaction cards', async () => {
    setup({ body: makeDashboard() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Elétrica Copacabana' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('R$ 49,70');
    expect(screen.getByText(/2 transações/)).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Interações' });
    expect(within(cards).getByText('Interações').nextElementSibling).toHaveTextContent('4');
    expect(within(cards).getByText('Pendentes').nextElementSibling).toHaveTextContent('1');
    expect(within(cards).getByText('Aceitas').nextElementSibling).toHaveTextContent('1');
  });

  it('greets by e-mail without a display name', async () => {
    setup({
      body: makeDashboard({
        client: { id: 42, email: 'contato@eletrica.com.br', balance: 0, profile: { display_name: null } },
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, contato@eletrica.com.br' }),
    ).toBeInTheDocument();
  });

  it('labels interactions Pendente / Aprovado / Rejeitado / Expirado and signs transactions', async () => {
    setup({ body: makeDashboard() });
    const interactions = await screen.findByRole('list', { name: 'Interações recentes' });
    expect(
      within(interactions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Eletricista10/03/2026 12:00Aprovado',
      'Encanador09/03/2026 12:00Pendente',
      'Eletricista08/03/2026 12:00Rejeitado',
      'Eletricista07/03/2026 12:00Expirado',
    ]);
    const transactions = screen.getByRole('list', { name: 'Transações recentes' });
    const [debit, credit] = within(transactions).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(debit).toHaveTextContent('Lead: eletricista');
    expect(debit).toHaveTextContent('-R$ 0,30');
    expect(debit).toHaveTextContent('Débito');
    expect(credit).toHaveTextContent('+R$ 50,00');
    expect(credit).toHaveTextContent('Crédito');
  });

  it("lists 'Minhas Categorias' with name and code, and quick actions that lead somewhere", async () => {
    setup({ body: makeDashboard() });
    const categories = await screen.findByRole('list', { name: 'Minhas Categorias' });
    expect(categories).toHaveTextContent('Eletricista');
    expect(categories).toHaveTextContent('eletricista');
    expect(screen.getByRole('link', { name: /Responder pedidos/ })).toHaveAttribute(
      'href',
      '/client/mensagens',
    );
    expect(screen.getByRole('link', { name: /Ver transações/ })).toHaveAttribute(
      'href',
      '/client/financeiro',
    );
    expect(screen.getByRole('link', { name: /Meus relatórios/ })).toHaveAttribute(
      'href',
      '/client/relatorios',
    );
    expect(screen.getByRole('link', { name: /Suporte/ })).toHaveAttribute(
      'href',
      'https://wa.me/5521988886666',
    );
  });

  it('without categories it says how to receive requests instead of an empty block', async () => {
    setup({ body: makeDashboard({ categories: [] }) });
    expect(await screen.findByRole('link', { name: 'Escolher categorias' })).toHaveAttribute(
      'href',
      '/client/categorias',
    );
    expect(screen.queryByRole('list', { name: 'Minhas Categorias' })).not.toBeInTheDocument();
  });

  it('the error state shows the message with the signed-in state, role and id, and retries', async () => {
    let fail = true;
    signInAs({ id: 42, role: 'CLIENT', permissions: [...ROLE_DEFAULT_PERMISSIONS.CLIENT] });
    mockFetch(() =>
      fail ? { status: 500, body: { code: 'internal', message: '' } } : { body: makeDashboard() },
    );
    renderWithProviders(<ClientDashboardPage />);
    const user = userEvent.setup();
    expect(
      await screen.findByText('Erro ao carregar dados do dashboard', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sessão').nextElementSibling).toHaveTextContent('Autenticado');
    expect(screen.getByText('Perfil').nextElementSibling).toHaveTextContent('Cliente (CLIENT)');
    expect(screen.getByText('ID').nextElementSibling).toHaveTextContent('42');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('R$ 49,70'));
  });
});
