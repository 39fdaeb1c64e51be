import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WALLET_MSG, type Statement, type TopUp } from '@tenho/domain/wallet/wallet.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { TEST_UNITS } from '@/test/fixtures';
import { makeStatement, makeTopUp, topUpList } from '../test/fixtures';
import { NetworkFinanceiroPage } from './network-financeiro-page';

const COMPANIES = [
  { id: 42, name: 'Auto Peças Paulista' },
  { id: 43, name: 'Farmácia Bem Estar' },
];

type Server = {
  statement: Statement;
  pending: TopUp[];
  review?: (call: FetchCall) => MockResponse;
  /** Credits through a PSP connection saved < 24 h earlier (GET …?new_psp_connection=true). */
  newConnection?: TopUp[];
  failStatement?: boolean;
};

function companyList() {
  return {
    users: COMPANIES.map((c) => ({
      id: c.id,
      email: `contato${c.id}@demo.tenho.com.br`,
      role: 'CLIENT',
      unit_id: 1,
      parent_id: null,
      is_active: true,
      created_at: '2026-01-01T00:00:00.000Z',
      last_login_at: null,
      login_count: 0,
      name: c.name,
      profile: null,
    })),
    total: COMPANIES.length,
    page: 1,
    pageSize: 100,
    counts: { total: 2, active: 2, inactive: 0 },
  };
}

function setup(
  role: 'ADMIN' | 'MASTER',
  server: Server = { statement: makeStatement(), pending: [makeTopUp()] },
) {
  signInAs({
    id: 7,
    role,
    unit_id: role === 'ADMIN' ? 1 : null,
    unit: role === 'ADMIN' ? { id: 1, name: 'Tenho Centro' } : null,
  });
  const calls = mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/franchise-units')
      return {
        body: TEST_UNITS,
      };
    if (url.pathname === '/api/users') return { body: companyList() };
    if (url.pathname === '/api/wallet/statement') {
      return server.failStatement ? { status: 500, body: {} } : { body: server.statement };
    }
    if (url.pathname === '/api/wallet/top-ups')
      return {
        body: topUpList(
          url.searchParams.get('new_psp_connection') === 'true'
            ? (server.newConnection ?? [])
            : server.pending,
        ),
      };
    const review = /^\/api\/wallet\/top-ups\/(\d+)\/(confirm|cancel)$/.exec(url.pathname);
    if (review && call.method === 'POST') {
      if (server.review) return server.review(call);
      const topUp = server.pending.find((t) => t.id === Number(review[1]))!;
      server.pending = server.pending.filter((t) => t !== topUp);
      return { body: { ...topUp, status: review[2] === 'confirm' ? 'CONFIRMED' : 'CANCELLED' } };
    }
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado' } };
  });
  const user = userEvent.setup();
  renderWithProviders(<NetworkFinanceiroPage />);
  const queries = (path: string) =>
    calls
      .filter((c) => new URL(c.url, 'http://localhost').pathname === path)
      .map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));
  return { user, calls, queries, server };
}

const pendingTable = () => screen.getByRole('table', { name: 'Pedidos de carga pendentes' });

describe('Financeiro (ADMIN / MASTER)', () => {
  it('shows the totals of the unit and the statement across companies', async () => {
    setup('ADMIN');
    const totals = await screen.findByRole('region', { name: 'Totais' });
    await waitFor(() => expect(totals).toHaveTextContent('R$ 1.500,00'));
    expect(within(totals).getByText('Créditos carregados').parentElement).toHaveTextContent('R$ 1.500,00');
    expect(within(totals).getByText('Receita de leads').parentElement).toHaveTextContent('R$ 37,50');
    expect(within(totals).getByText('Saldos em carteira').parentElement).toHaveTextContent('R$ 2.890,10');
    expect(screen.getByText(/empresas da Tenho Centro/)).toBeInTheDocument();

    const statement = screen.getByRole('table', { name: 'Extrato de movimentações' });
    expect(within(statement).getAllByText('Auto Peças Paulista').length).toBeGreaterThan(0);
    expect(within(statement).getByText('-R$ 0,30')).toBeInTheDocument();
    // ADMIN has no unit filter: the server scopes to its unit.
    expect(screen.queryByLabelText('Franquia')).not.toBeInTheDocument();
  });

  it('filters the statement and the totals by company', async () => {
    const { user, queries } = setup('ADMIN');
    const company = await screen.findByLabelText('Empresa');
    await within(company).findByRole('option', { name: 'Farmácia Bem Estar' });
    await user.selectOptions(company, 'Farmácia Bem Estar');
    await waitFor(() =>
      expect(queries('/api/wallet/statement').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        period: '30',
        client_id: '43',
      }),
    );
    expect(queries('/api/users')[0]).toMatchObject({ role: 'CLIENT', sort: 'name', pageSize: '100' });
  });

  it('MASTER narrows the network to a unit; its companies follow', async () => {
    const { user, queries } = setup('MASTER');
    const unit = await screen.findByLabelText('Franquia');
    await within(unit).findByRole('option', { name: 'Tenho Zona Sul' });
    await user.selectOptions(unit, 'Tenho Zona Sul');
    await waitFor(() => expect(queries('/api/wallet/statement').at(-1)).toMatchObject({ unit_id: '2' }));
    await waitFor(() => expect(queries('/api/users').at(-1)).toMatchObject({ unit_id: '2' }));
    expect(screen.getByText(/O que as empresas da franquia têm hoje/)).toBeInTheDocument();
  });

  it('confirms a pending top-up after a confirmation dialog; the list empties', async () => {
    const { user, calls } = setup('ADMIN');
    const row = await within(await waitFor(pendingTable)).findByRole('row', { name: /Auto Peças Paulista/ });
    expect(row).toHaveTextContent('R$ 50,00');
    await user.click(within(row).getByRole('button', { name: 'Confirmar pagamento de Auto Peças Paulista' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirmar pagamento' });
    expect(dialog).toHaveTextContent('Confirme que o Pix de R$ 50,00 de Auto Peças Paulista foi recebido.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));

    expect(await screen.findByText(WALLET_MSG.creditInserted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/wallet/top-ups/1/confirm',
    ]);
    expect(await screen.findByText('Nenhum pedido aguardando confirmação')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('going back from the dialog changes nothing; cancelling a request says so', async () => {
    const { user, calls } = setup('ADMIN');
    const row = await within(await waitFor(pendingTable)).findByRole('row', { name: /Auto Peças Paulista/ });
    await user.click(within(row).getByRole('button', { name: 'Cancelar pedido de Auto Peças Paulista' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancelar pedido de carga' })).getByRole('button', {
        name: 'Voltar',
      }),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Cancelar pedido de Auto Peças Paulista' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('Pedido de carga cancelado.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/wallet/top-ups/1/cancel',
    ]);
  });

  it('shows the server message when a confirmation is refused', async () => {
    const { user } = setup('ADMIN', {
      statement: makeStatement(),
      pending: [makeTopUp()],
      review: () => ({
        status: 409,
        body: { code: 'wallet.top_up_cancelled', message: WALLET_MSG.topUpCancelled },
      }),
    });
    const row = await within(await waitFor(pendingTable)).findByRole('row', { name: /Auto Peças Paulista/ });
    await user.click(within(row).getByRole('button', { name: /Confirmar pagamento/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText(WALLET_MSG.topUpCancelled)).toBeInTheDocument();
  });

  it('asks for the reason before confirming a PSP charge paid with another amount, and sends it', async () => {
    const bodies: unknown[] = [];
    const flagged = makeTopUp({ automatic: true, flag: 'AMOUNT_MISMATCH', paid_amount: 12 });
    const { user } = setup('ADMIN', {
      statement: makeStatement(),
      pending: [flagged],
      review: (call) => {
        bodies.push(call.body);
        return { body: { ...flagged, status: 'CONFIRMED' } };
      },
    });
    const row = await within(await waitFor(pendingTable)).findByRole('row', { name: /Auto Peças Paulista/ });
    await user.click(within(row).getByRole('button', { name: /Confirmar pagamento/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(
      within(dialog).getByLabelText(/Motivo \(obrigatório/),
      'O restante chegou em dinheiro na franquia',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'O restante chegou em dinheiro na franquia' }]));
  });

  it('shows the MASTER the credits confirmed through a bank connection saved < 24 h earlier; not the ADMIN', async () => {
    const credit = makeTopUp({
      id: 90,
      status: 'CONFIRMED',
      automatic: true,
      confirmed_via: 'PSP',
      new_psp_connection: true,
      client_name: 'Farmácia Bem Estar',
      amount: 500,
    });
    const { queries } = setup('MASTER', { statement: makeStatement(), pending: [], newConnection: [credit] });
    const list = await screen.findByRole('list', { name: 'Créditos a conferir' });
    expect(within(list).getByText('Farmácia Bem Estar')).toBeInTheDocument();
    expect(within(list).getByText('R$ 500,00')).toBeInTheDocument();
    expect(queries('/api/wallet/top-ups')).toContainEqual(
      expect.objectContaining({ new_psp_connection: 'true' }),
    );
    cleanup();
    const admin = setup('ADMIN', {
      statement: makeStatement(),
      pending: [makeTopUp()],
      newConnection: [credit],
    });
    await waitFor(pendingTable);
    expect(screen.queryByRole('list', { name: 'Créditos a conferir' })).not.toBeInTheDocument();
    expect(admin.queries('/api/wallet/top-ups')).not.toContainEqual(
      expect.objectContaining({ new_psp_connection: 'true' }),
    );
  });

  it('says "Erro ao carregar extrato financeiro." with a retry', async () => {
    const { user, server } = setup('MASTER', {
      statement: makeStatement(),
      pending: [],
      failStatement: true,
    });
    expect(await screen.findByText(WALLET_MSG.statementLoadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totais' })).not.toBeInTheDocument();
    server.failStatement = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Totais' })).toHaveTextContent('R$ 1.500,00');
  });
});
