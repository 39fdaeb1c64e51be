import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { makeWallet } from '../test/fixtures';
import { CompanyBalanceCard } from './company-balance-card';

describe("a USER's view of its company's balance", () => {
  it('shows the balance read-only, asking by its own id', async () => {
    signInAs({ id: 77, role: 'USER', permissions: ['wallet.view'] });
    const calls = mockFetch(() => ({ body: makeWallet({ balance: 87.4 }) }));
    renderWithProviders(<CompanyBalanceCard />);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('R$ 87,40');
    expect(screen.getByText(/Somente leitura/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/wallet/77?pageSize=1']);
  });

  it('says "Erro ao carregar créditos." with a retry', async () => {
    signInAs({ id: 77, role: 'USER' });
    let fail = true;
    mockFetch(() => (fail ? { status: 500, body: {} } : { body: makeWallet({ balance: 5 }) }));
    renderWithProviders(<CompanyBalanceCard />);
    expect(await screen.findByText(WALLET_MSG.creditsLoadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('R$ 5,00');
  });
});
