import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { makePreferences } from '../test/fixtures';
import { ReceivingCard } from './receiving-card';

const URL = '/api/users/42/lead-preferences';

function setup(answer: () => { status?: number; body?: unknown }, editPath?: string) {
  signInAs({ id: 42, role: 'CLIENT' });
  const calls = mockFetch((call) => (call.url === URL ? answer() : { status: 404, body: {} }));
  renderWithProviders(<ReceivingCard companyId={42} editPath={editPath} />);
  return { calls, user: userEvent.setup() };
}

describe("'Como você recebe pedidos' on the company's dashboard", () => {
  it('shows the state now, the cap used (amber from 80 %), the response time and the link to change them', async () => {
    setup(
      () => ({
        body: makePreferences({
          spend_cap: { period: 'week', amount: 100 },
          spent_this_period: 85,
          response: { median_seconds: 720, answered_in_15_min: 0.85 },
        }),
      }),
      '/client/recebimento',
    );
    const card = await screen.findByRole('region', { name: 'Como você recebe pedidos' });
    expect(await within(card).findByText('Recebendo')).toBeInTheDocument();
    expect(card).toHaveTextContent('R$ 85,00 de R$ 100,00 por semana');
    const bar = within(card).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '85');
    expect(bar.firstElementChild).toHaveClass('bg-amber-500');
    expect(card).toHaveTextContent('Perto do limite deste período');
    expect(card).toHaveTextContent('Mediana 12 min');
    expect(card).toHaveTextContent('85 % respondidos em até 15 min');
    expect(within(card).getByRole('link', { name: 'Alterar como você recebe pedidos' })).toHaveAttribute(
      'href',
      '/client/recebimento',
    );
  });

  it('says when a closed company opens, and a cap reached is red', async () => {
    setup(() => ({
      body: makePreferences({
        open_now: false,
        next_open_at: '2099-12-01T11:00:00.000Z',
        business_hours: [{ weekday: 1, open: '08:00', close: '18:00' }],
        spend_cap: { period: 'month', amount: 50 },
        spent_this_period: 50,
      }),
    }));
    const card = await screen.findByRole('region', { name: 'Como você recebe pedidos' });
    expect(await within(card).findByText('Limite atingido', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByRole('progressbar').firstElementChild).toHaveClass('bg-red-600');
    expect(card).toHaveTextContent('Próxima abertura: 01/12 às 08:00');
    // A USER's card is read-only.
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains an automatic pause', async () => {
    setup(() => ({
      body: makePreferences({ paused_until: '9999-12-31T23:59:59.000Z', auto_paused: true, open_now: false }),
    }));
    const card = await screen.findByRole('region', { name: 'Como você recebe pedidos' });
    expect(await within(card).findByText('Pausada')).toBeInTheDocument();
    expect(card).toHaveTextContent('Pausado até você retomar');
    expect(card).toHaveTextContent('as últimas 10 ofertas expiraram sem resposta');
  });

  it('offers a retry when the preferences do not load', async () => {
    let fail = true;
    const { user } = setup(() => (fail ? { status: 500, body: {} } : { body: makePreferences() }));
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar');
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Recebendo')).toBeInTheDocument();
  });
});
