import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FRANCHISE_MSG, type UnitClient } from '@tenho/domain/franchise/franchise.schemas';
import { MONEY_MSG } from '@tenho/domain/shared/money';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { makeDetail, makeUnit } from '../test/fixtures';
import { FranchiseClientsDialog } from './franchise-clients-dialog';

const UNIT = makeUnit({ id: 3, name: 'Tenho Norte' });

function company(id: number, name: string, balance: number): UnitClient {
  return {
    id,
    email: `contato${id}@empresa.com.br`,
    role: 'CLIENT',
    name,
    phone: null,
    is_active: true,
    created_at: '2026-10-01T12:00:00.000Z',
    balance,
    lead_status: null,
    dispute_rate: id === 40 ? 0.4 : null,
    disputes_90d: id === 40 ? 2 : 0,
    charged_leads_90d: id === 40 ? 5 : 0,
  };
}

function setup(handler: (call: FetchCall) => MockResponse, permissions = ['transaction.create']) {
  signInAs({ role: 'MASTER', permissions });
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  renderWithProviders(<FranchiseClientsDialog unit={UNIT} onClose={() => undefined} />);
  return { user, calls };
}

const detail = (balance = 12.5) =>
  makeDetail({
    ...UNIT,
    client_units: [company(40, 'Mercado Norte', balance), company(41, 'Ótica Boa Vista', 0)],
    clients_count: 2,
  });

describe("the unit's companies and 'Inserir Crédito'", { timeout: 20_000 }, () => {
  it('lists the companies with their balances', async () => {
    setup(() => ({ body: detail() }));
    const list = await screen.findByRole('list', { name: 'Empresas da franquia' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mercado Norte');
    expect(rows[0]).toHaveTextContent('R$ 12,50');
    expect(rows[1]).toHaveTextContent('R$ 0,00');
  });

  it('shows the dispute rate of 90 days, highlighted above 30 %', async () => {
    setup(() => ({ body: detail() }));
    const list = await screen.findByRole('list', { name: 'Empresas da franquia' });
    const [high, none] = within(list).getAllByTestId('dispute-rate');
    expect(high).toHaveTextContent('40 %');
    expect(high).toHaveTextContent('2 de 5 leads cobrados, acima de 30 %');
    expect(high!.className).toContain('bg-amber-50');
    expect(none).toHaveTextContent('—');
    expect(none!.className).not.toContain('bg-amber-50');
  });

  it("says 'Erro ao carregar clientes da franquia' with a retry when the unit cannot be read", async () => {
    setup(() => ({ status: 500, body: { code: 'x', message: 'falhou' } }));
    expect(await screen.findByText(FRANCHISE_MSG.clientsLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('credits a company: Continuar disabled without an amount, a confirmation with the amount, the default description, the success toast and the new balance', async () => {
    let balance = 12.5;
    const { user, calls } = setup((call) => {
      if (call.method === 'POST') {
        balance += 25.5;
        return {
          status: 201,
          body: {
            transaction: {
              id: 1,
              type: 'CREDIT',
              amount: 25.5,
              description: 'x',
              created_at: '2026-11-24T12:00:00.000Z',
            },
            balance,
          },
        };
      }
      return { body: detail(balance) };
    });
    await user.click(await screen.findByRole('button', { name: 'Inserir Crédito para Mercado Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserir Crédito' });
    const amount = within(dialog).getByLabelText('Valor (R$)');
    const next = within(dialog).getByRole('button', { name: 'Continuar' });
    expect(amount).toHaveAttribute('type', 'text');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).getByLabelText('Descrição')).toHaveAttribute(
      'placeholder',
      WALLET_MSG.defaultDescription,
    );
    expect(next).toBeDisabled();

    await user.type(amount, '25,5');
    expect(next).toBeEnabled();
    await user.click(next);
    // The confirmation shows the amount as a Brazilian reads it, and the balance it leads to.
    expect(within(dialog).getByTestId('credit-review-amount')).toHaveTextContent('R$ 25,50');
    expect(dialog).toHaveTextContent('Saldo depoisR$ 38,00');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText(WALLET_MSG.creditInserted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/api/wallet/transaction',
        body: { client_id: 40, amount: 25.5, description: WALLET_MSG.defaultDescription, type: 'CREDIT' },
      }),
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Empresas da franquia' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('R$ 38,00'),
    );
  });

  it('sends an Idempotency-Key, and a retry after a lost answer sends the same one (credited once)', async () => {
    let posts = 0;
    const { user, calls } = setup((call) => {
      if (call.method !== 'POST') return { body: detail() };
      posts += 1;
      if (posts === 1) throw new TypeError('Failed to fetch'); // the answer never arrives
      return {
        status: 201,
        body: {
          transaction: {
            id: 9,
            type: 'CREDIT',
            amount: 5,
            description: 'x',
            created_at: '2026-11-24T12:00:00.000Z',
          },
          balance: 17.5,
        },
      };
    });
    await user.click(await screen.findByRole('button', { name: 'Inserir Crédito para Mercado Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserir Crédito' });
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(WALLET_MSG.creditInserted)).toBeInTheDocument();

    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("refuses an ambiguous amount and 3 decimals with pt-BR messages, and a refused credit toasts 'Erro ao inserir crédito'", async () => {
    const { user, calls } = setup((call) =>
      call.method === 'POST' ? { status: 500, body: { code: 'x', message: '' } } : { body: detail() },
    );
    await user.click(await screen.findByRole('button', { name: 'Inserir Crédito para Mercado Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserir Crédito' });
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '1,555');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText(MONEY_MSG.ambiguous)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Valor (R$)'));
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '1,5555');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText(WALLET_MSG.amountDecimals)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Valor (R$)'));
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '10');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Bônus de boas-vindas');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(dialog).toHaveTextContent('Bônus de boas-vindas');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(WALLET_MSG.creditFailed)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')[0]?.body).toMatchObject({
      description: 'Bônus de boas-vindas',
    });
  });

  it('without transaction.create there is no credit button', async () => {
    setup(() => ({ body: detail() }), []);
    await screen.findByRole('list', { name: 'Empresas da franquia' });
    expect(screen.queryByRole('button', { name: /Inserir Crédito/ })).not.toBeInTheDocument();
  });
});
