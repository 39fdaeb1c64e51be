import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WALLET_MSG, type TopUp, type Wallet } from '@tenho/domain/wallet/wallet.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall } from '@/test/render';
import { PENDING_POLL_MS } from '../api/get-top-ups';
import { makeTopUp, makeTransaction, makeWallet, PIX_CODE, QR_DATA_URL, topUpList } from '../test/fixtures';
import { ClientFinanceiroPage } from './client-financeiro-page';

type Server = {
  wallet: Wallet;
  topUps: TopUp[];
  failWallet?: boolean;
  failTopUps?: boolean;
};

function setup(server: Server = { wallet: makeWallet(), topUps: [] }, { fakeTimers = false } = {}) {
  signInAs({ id: 42, role: 'CLIENT', permissions: ['financial.access'] });
  const calls = mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/settings') return { body: { creditValue: 0.3 } };
    if (url.pathname === '/api/wallet/42') {
      return server.failWallet
        ? { status: 500, body: { code: 'internal', message: '' } }
        : { body: server.wallet };
    }
    const one = /^\/api\/wallet\/top-ups\/(\d+)(\/cancel)?$/.exec(url.pathname);
    if (one) {
      const topUp = server.topUps.find((t) => t.id === Number(one[1]))!;
      if (call.method === 'POST') {
        const cancelled = {
          ...topUp,
          status: 'CANCELLED' as const,
          cancelled_at: '2026-03-10T16:00:00.000Z',
        };
        server.topUps = server.topUps.map((t) => (t === topUp ? cancelled : t));
        return { body: { ...cancelled, qrCodeDataUrl: null, message: null } };
      }
      return { body: { ...topUp, qrCodeDataUrl: QR_DATA_URL } };
    }
    if (url.pathname === '/api/wallet/top-ups') {
      return server.failTopUps
        ? { status: 500, body: { code: 'internal', message: '' } }
        : { body: topUpList(server.topUps) };
    }
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado' } };
  });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
  renderWithProviders(<ClientFinanceiroPage />);
  /** The query strings of the statement calls, in order. */
  const walletQueries = () =>
    calls
      .filter((c) => c.url.startsWith('/api/wallet/42'))
      .map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));
  return { user, calls, walletQueries, server };
}

const balance = () => screen.findByTestId('wallet-balance');
const statementTable = () => screen.getByRole('table', { name: 'Extrato de movimentações' });

afterEach(() => {
  vi.useRealTimers();
});

describe('Financeiro (CLIENT)', () => {
  it('shows the balance in R$ with 2 decimals, what it covers, and the statement with signed amounts', async () => {
    setup();
    expect(await balance()).toHaveTextContent('R$ 1.234,50');
    expect(
      await screen.findByText('Cada lead aceito custa R$ 0,30. Seu saldo cobre 4.115 leads.'),
    ).toBeInTheDocument();
    const rows = within(statementTable()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Lead: pneu aro 15');
    expect(rows[1]).toHaveTextContent('-R$ 0,30');
    expect(rows[1]).toHaveTextContent('Débito');
    expect(rows[2]).toHaveTextContent('+R$ 1.234,80');
    expect(rows[2]).toHaveTextContent('10/03/2026');
    expect(screen.getByText('Nenhum pedido de carga')).toBeInTheDocument();
  });

  it('asks the API again for the chosen period, type and page', async () => {
    const { user, walletQueries } = setup({
      wallet: makeWallet({ total: 45, pageSize: 20 }),
      topUps: [],
    });
    await balance();
    expect(walletQueries()[0]).toEqual({ page: '1', pageSize: '20', period: '30' });

    await user.selectOptions(screen.getByLabelText('Período'), 'Últimos 7 dias');
    await user.click(screen.getByRole('radio', { name: 'Créditos' }));
    await waitFor(() =>
      expect(walletQueries().at(-1)).toEqual({ page: '1', pageSize: '20', period: '7', type: 'CREDIT' }),
    );

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(walletQueries().at(-1)).toMatchObject({ page: '2', type: 'CREDIT' }));

    // Another filter goes back to the first page.
    await user.selectOptions(screen.getByLabelText('Período'), 'Todo o período');
    await waitFor(() =>
      expect(walletQueries().at(-1)).toEqual({ page: '1', pageSize: '20', type: 'CREDIT' }),
    );
  });

  it('takes calendar dates, and refuses a start after the end without asking', async () => {
    const { user, walletQueries } = setup();
    await balance();
    await user.selectOptions(screen.getByLabelText('Período'), 'Escolher datas');
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    await user.type(to, '31/01/2026');
    await waitFor(() =>
      expect(walletQueries().at(-1)).toEqual({ page: '1', pageSize: '20', to: '2026-01-31' }),
    );
    const asked = walletQueries().length;

    await user.type(from, '15/02/2026');
    expect(
      await screen.findByText('A data inicial deve ser anterior ou igual à data final'),
    ).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(walletQueries()).toHaveLength(asked);

    await user.clear(from);
    await user.type(from, '01/01/2026');
    await waitFor(() =>
      expect(walletQueries().at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    );
  });

  it('offers the whole history when the period has no movement', async () => {
    const { user, walletQueries } = setup({ wallet: makeWallet({ transactions: [], total: 0 }), topUps: [] });
    expect(await screen.findByText('Nenhuma movimentação nos últimos 30 dias')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todo o período' }));
    await waitFor(() => expect(walletQueries().at(-1)).toEqual({ page: '1', pageSize: '20' }));
    expect(await screen.findByText('Nenhuma movimentação ainda')).toBeInTheDocument();
  });

  it('says "Erro ao carregar créditos." and "Erro ao carregar extrato financeiro." with a retry', async () => {
    const { user, server } = setup({ wallet: makeWallet(), topUps: [], failWallet: true });
    expect(await screen.findByText(WALLET_MSG.creditsLoadFailed)).toBeInTheDocument();
    expect(screen.getByText(WALLET_MSG.statementLoadFailed)).toBeInTheDocument();
    server.failWallet = false;
    await user.click(screen.getAllByRole('button', { name: 'Tentar novamente' })[0]!);
    expect(await balance()).toHaveTextContent('R$ 1.234,50');
    expect(screen.queryByText(WALLET_MSG.statementLoadFailed)).not.toBeInTheDocument();
  });

  it('lists its top-ups with their status and sees a pending one confirmed without reloading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setup(
      { wallet: makeWallet({ balance: 10, transactions: [], total: 0 }), topUps: [makeTopUp()] },
      { fakeTimers: true },
    );
    const list = await screen.findByRole('list', { name: 'Pedidos de carga' });
    expect(within(list).getByText('R$ 50,00')).toBeInTheDocument();
    expect(within(list).getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Ver Pix do pedido de R$ 50,00' })).toBeInTheDocument();
    expect(await balance()).toHaveTextContent('R$ 10,00');

    // The franchise confirms: the next poll shows it, and the balance follows.
    server.topUps = [
      makeTopUp({ status: 'CONFIRMED', confirmed_at: '2026-03-10T15:05:00.000Z', transaction_id: 9 }),
    ];
    server.wallet = makeWallet({
      balance: 60,
      transactions: [makeTransaction({ id: 9, balance_after: 60 })],
      total: 1,
    });
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS + 100));

    expect(await within(list).findByText('Confirmado')).toBeInTheDocument();
    await waitFor(async () => expect(await balance()).toHaveTextContent('R$ 60,00'));
    expect(
      await screen.findByText('Pagamento confirmado! R$ 50,00 entraram no seu saldo.'),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Ver Pix/ })).not.toBeInTheDocument();
  });

  it('shows the Pix of a pending request again, and cancels it after asking', async () => {
    const { user, calls } = setup({
      wallet: makeWallet(),
      topUps: [makeTopUp({ qrCodeDataUrl: null })],
    });
    const list = await screen.findByRole('list', { name: 'Pedidos de carga' });
    await user.click(within(list).getByRole('button', { name: 'Ver Pix do pedido de R$ 50,00' }));
    const dialog = screen.getByRole('dialog', { name: 'Pague com Pix' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR Code do Pix de R$ 50,00' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pix copia e cola')).toHaveValue(PIX_CODE);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(screen.getByRole('dialog', { name: 'Cancelar pedido de carga' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));

    expect(await screen.findByText('Pedido de carga cancelado.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/wallet/top-ups/1/cancel',
    ]);
    expect(await within(list).findByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens Carregar Créditos from the header', async () => {
    const { user } = setup();
    await balance();
    await user.click(screen.getAllByRole('button', { name: 'Carregar Créditos' })[0]!);
    expect(screen.getByRole('dialog', { name: 'Carregar Créditos' })).toBeInTheDocument();
  });

  it('exports the statement with the filters on screen as CSV', async () => {
    const { user, calls } = setup();
    await balance();
    // jsdom has no object URLs; the browser's download itself is covered by the journey.
    URL.createObjectURL = () => 'blob:extrato';
    URL.revokeObjectURL = () => {};
    await user.click(screen.getByRole('radio', { name: 'Débitos' }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(
      await screen.findByText(/^Extrato exportado: extrato-\d{4}-\d{2}-\d{2}\.csv$/),
    ).toBeInTheDocument();
    const csvCall = calls.find((c) => c.url.includes('format=csv'));
    expect(Object.fromEntries(new URL(csvCall!.url, 'http://localhost').searchParams)).toEqual({
      period: '30',
      type: 'DEBIT',
      format: 'csv',
    });
    expect(csvCall!.headers.Authorization).toBe('Bearer token-de-teste');
  });
});
