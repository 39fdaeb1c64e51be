import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MONEY_MSG } from '@tenho/domain/shared/money';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { makeTopUp, PIX_CODE } from '../test/fixtures';
import { TopUpDialog } from './top-up-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <TopUpDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function setup(handler: (call: FetchCall) => MockResponse = () => ({ status: 201, body: makeTopUp() })) {
  signInAs({ id: 42, role: 'CLIENT' });
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  const amount = () => screen.getByLabelText('Valor (R$)');
  const confirm = () => screen.getByRole('button', { name: 'Confirmar' });
  return { user, calls, amount, confirm };
}

describe('Carregar Créditos', () => {
  it('keeps Confirm disabled while the amount is empty or zero; letters never get into the field', async () => {
    const { user, amount, confirm, calls } = setup();
    expect(screen.getByRole('dialog', { name: 'Carregar Créditos' })).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
    expect(amount()).toHaveAttribute('inputmode', 'decimal');
    for (const typed of ['0', '0,00', '0.0']) {
      await user.clear(amount());
      await user.type(amount(), typed);
      expect(confirm(), `"${typed}"`).toBeDisabled();
    }
    await user.clear(amount());
    await user.type(amount(), 'abc');
    expect(amount()).toHaveValue('');
    await user.type(amount(), '0,01');
    expect(confirm()).toBeEnabled();
    await user.clear(amount());
    expect(confirm()).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('refuses malformed, ambiguous, 3-decimal and too large amounts with pt-BR messages, without asking', async () => {
    const { user, amount, confirm, calls } = setup();
    const cases: Array<[string, string]> = [
      ['10,', MONEY_MSG.invalid],
      ['1,234', MONEY_MSG.ambiguous],
      ['1234,567', WALLET_MSG.amountDecimals],
      ['1.000.000,01', WALLET_MSG.amountMax],
    ];
    for (const [typed, message] of cases) {
      await user.clear(amount());
      await user.type(amount(), typed);
      await user.click(confirm());
      expect(await screen.findByText(message), typed).toBeInTheDocument();
      expect(amount()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls).toHaveLength(0);
  });

  it('reads 10.50 as R$ 10,50, shows it as 10,50 on leaving the field and sends reais', async () => {
    const { user, amount, confirm, calls } = setup();
    await user.type(amount(), '10.50');
    await user.tab();
    expect(amount()).toHaveValue('10,50');
    await user.click(confirm());
    await screen.findByRole('dialog', { name: 'Pague com Pix' });
    expect(calls).toEqual([expect.objectContaining({ body: { amount: 10.5 } })]);
  });

  it('asks for R$ 50,00 and shows the QR image and the Pix code with a copy button', async () => {
    const { user, amount, confirm, calls } = setup();
    await user.type(amount(), '50,00');
    await user.click(confirm());

    expect(await screen.findByRole('dialog', { name: 'Pague com Pix' })).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ url: '/api/wallet/top-ups', method: 'POST', body: { amount: 50 } }),
    ]);
    expect(screen.getByRole('img', { name: 'QR Code do Pix de R$ 50,00' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pix copia e cola')).toHaveValue(PIX_CODE);
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(PIX_CODE);
    expect(screen.getByRole('button', { name: 'Código copiado!' })).toBeInTheDocument();

    // Closing and opening again starts from an empty amount.
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByLabelText('Valor (R$)')).toHaveValue('');
  });

  it('a suggested amount fills the field', async () => {
    const { user, amount, confirm } = setup();
    await user.click(screen.getByRole('button', { name: 'R$ 100,00' }));
    expect(amount()).toHaveValue('100,00');
    expect(confirm()).toBeEnabled();
  });

  it('says the payment is confirmed by hand when the unit has no Pix key', async () => {
    const { user, amount, confirm } = setup(() => ({
      status: 201,
      body: makeTopUp({ pixCode: null, qrCodeDataUrl: null, message: WALLET_MSG.topUpNoPixKey }),
    }));
    await user.type(amount(), '25');
    await user.click(confirm());
    expect(await screen.findByText(WALLET_MSG.topUpNoPixKey)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar código' })).not.toBeInTheDocument();
  });

  it('shows the server message when the request is refused, and keeps the amount', async () => {
    const { user, amount, confirm } = setup(() => ({
      status: 403,
      body: { code: 'wallet.top_up_company_only', message: WALLET_MSG.topUpCompanyOnly },
    }));
    await user.type(amount(), '50');
    await user.click(confirm());
    expect(await screen.findByText(WALLET_MSG.topUpCompanyOnly)).toBeInTheDocument();
    expect(amount()).toHaveValue('50,00');
    expect(screen.getByRole('dialog', { name: 'Carregar Créditos' })).toBeInTheDocument();
  });
});
