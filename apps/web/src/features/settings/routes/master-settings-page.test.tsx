import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONEY_MSG } from '@tenho/domain/shared/money';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { TEST_UNITS } from '@/test/fixtures';
import { MasterSettingsPage } from './master-settings-page';

const SAVED = {
  creditValue: 0.3,
  offerTtlHours: 24,
  maxCompaniesPerRequest: 5,
  defaultUnitId: null,
  disputeWindowDays: 7,
  ratingDelayMinutes: 1440,
  alertBacklogMax: 3,
};
const SAVED_TEXT = 'Configurações de Crédito salvas com sucesso!';

type Server = {
  settings: typeof SAVED | Record<string, unknown>;
  failSave?: MockResponse;
  failLoad?: boolean;
};

function setup(server: Server = { settings: { ...SAVED } }, options: { fakeTimers?: boolean } = {}) {
  signInAs({ role: 'MASTER' });
  const calls = mockFetch((call: FetchCall) => {
    if (call.url.startsWith('/api/franchise-units?')) return { body: TEST_UNITS };
    if (call.url === '/api/settings' && call.method === 'GET') {
      return server.failLoad
        ? { status: 500, body: { code: 'internal', message: '' } }
        : { body: server.settings };
    }
    if (call.url === '/api/settings' && call.method === 'POST') {
      if (server.failSave) return server.failSave;
      server.settings = { ...server.settings, ...(call.body as object) };
      return { body: server.settings };
    }
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado' } };
  });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
  renderWithProviders(<MasterSettingsPage />);
  const posts = () => calls.filter((c) => c.method === 'POST');
  return { user, calls, posts, server };
}

const creditInput = () => screen.findByLabelText('Valor do crédito (R$)');
const save = () => screen.getByRole('button', { name: 'Salvar' });

afterEach(() => {
  vi.useRealTimers();
});

describe('Configurações do Sistema (MASTER)', () => {
  it('shows the saved values in the Crédito tab, with the spec attributes of the credit field', async () => {
    setup({ settings: { ...SAVED, defaultUnitId: 2 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Configurações do Sistema' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Crédito', selected: true })).toBeInTheDocument();
    const credit = await creditInput();
    // The shared money field: text read the Brazilian way whatever the browser's language.
    expect(credit).toHaveValue('0,30');
    expect(credit).toHaveAttribute('type', 'text');
    expect(credit).toHaveAttribute('inputmode', 'decimal');
    expect(credit).toHaveAttribute('placeholder', '0,30');
    expect(screen.getByLabelText('Prazo para a empresa responder (horas)')).toHaveValue(24);
    expect(screen.getByLabelText('Empresas consultadas por pedido')).toHaveValue(5);
    expect(screen.getByLabelText('Franquia padrão (mensagens sem franquia identificada)')).toHaveDisplayValue(
      'Tenho Zona Sul',
    );
  });

  it('saves the new credit value and the routing values; the success message clears after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, posts } = setup(undefined, { fakeTimers: true });
    const credit = await creditInput();
    await user.clear(credit);
    await user.type(credit, '0.5');
    await user.selectOptions(
      screen.getByLabelText('Franquia padrão (mensagens sem franquia identificada)'),
      'Tenho Centro',
    );
    const ratingDelay = screen.getByLabelText('Pedir a avaliação do cliente após (minutos)');
    expect(ratingDelay).toHaveValue(1440);
    await user.clear(ratingDelay);
    await user.type(ratingDelay, '60');
    // Issue 32: the Pix sent in the chat to a company without a confirmed top-up.
    const suggested = screen.getByLabelText('Recarga sugerida no WhatsApp (R$)');
    expect(suggested).toHaveValue('50,00');
    await user.clear(suggested);
    await user.type(suggested, '25,5');
    expect(screen.getByLabelText('Alertas aguardando envio por empresa (máximo)')).toHaveValue(3);
    await user.click(save());

    expect(await screen.findByText(SAVED_TEXT)).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({
        body: {
          creditValue: 0.5,
          offerTtlHours: 24,
          maxCompaniesPerRequest: 5,
          disputeWindowDays: 7,
          defaultUnitId: 1,
          ratingDelayMinutes: 60,
          suggestedTopUp: 25.5,
          alertBacklogMax: 3,
        },
      }),
    ]);
    expect(await creditInput()).toHaveValue('0,50');

    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.getByText(SAVED_TEXT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText(SAVED_TEXT)).not.toBeInTheDocument();
  });

  it('saves a blank credit value as 0 (spec §5; letters never get in) and shows 0,00 afterwards', async () => {
    const { user, posts } = setup();
    const credit = await creditInput();
    await user.clear(credit);
    await user.type(credit, 'abc');
    expect(credit).toHaveValue('');
    await user.click(save());
    expect(await screen.findByText(SAVED_TEXT)).toBeInTheDocument();
    expect(posts()[0]?.body).toMatchObject({ creditValue: 0 });
    expect(await creditInput()).toHaveValue('0,00');
  });

  it('refuses an ambiguous amount and out-of-range routing values with the domain messages, without saving', async () => {
    const { user, posts } = setup();
    const credit = await creditInput();
    await user.clear(credit);
    await user.type(credit, '1,234');
    const ttl = screen.getByLabelText('Prazo para a empresa responder (horas)');
    await user.clear(ttl);
    await user.type(ttl, '0');
    await user.click(save());
    expect(await screen.findByText(MONEY_MSG.ambiguous)).toBeInTheDocument();
    expect(screen.getByText('Informe o prazo da oferta em horas inteiras, de 1 a 720')).toBeInTheDocument();
    expect(credit).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('says "Erro ao salvar configurações de Crédito" when the save fails, with the field the server names', async () => {
    const { user } = setup({
      settings: { ...SAVED },
      failSave: {
        status: 400,
        body: {
          code: 'validation.failed',
          message: 'Dados inválidos',
          details: [
            { path: 'maxCompaniesPerRequest', message: 'Informe um número inteiro de empresas, de 1 a 50' },
          ],
        },
      },
    });
    await creditInput();
    await user.click(save());
    expect(await screen.findByText('Erro ao salvar configurações de Crédito')).toBeInTheDocument();
    expect(screen.getByText('Informe um número inteiro de empresas, de 1 a 50')).toBeInTheDocument();
    expect(screen.queryByText(SAVED_TEXT)).not.toBeInTheDocument();
  });

  it('says "Erro ao carregar configurações" with a retry when loading fails', async () => {
    const { user, server } = setup({ settings: { ...SAVED }, failLoad: true });
    expect(await screen.findByText('Erro ao carregar configurações')).toBeInTheDocument();
    server.failLoad = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await creditInput()).toHaveValue('0,30');
  });

  it('the Usuários and Segurança tabs say honestly that they are not ready, with no control', async () => {
    const { user } = setup();
    await creditInput();
    await user.click(screen.getByRole('tab', { name: 'Usuários' }));
    const users = screen.getByRole('tabpanel', { name: 'Usuários' });
    expect(users).toHaveTextContent('chegam em uma próxima atualização');
    expect(users.querySelector('input, select, button, textarea')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Segurança' }));
    const security = screen.getByRole('tabpanel', { name: 'Segurança' });
    expect(security).toHaveTextContent('em desenvolvimento');
    expect(security.querySelector('input, select, button, textarea')).toBeNull();
    await waitFor(() => expect(screen.queryByLabelText('Valor do crédito (R$)')).not.toBeInTheDocument());
  });
});
