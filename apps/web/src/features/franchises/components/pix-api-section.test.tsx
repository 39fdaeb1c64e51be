import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PIX_API_MSG, type PixApiStatus } from '@tenho/domain/wallet/pix-api.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { PixApiSection } from './pix-api-section';

const OFF: PixApiStatus = {
  enabled: false,
  available: true,
  base_url: null,
  token_url: null,
  client_id: null,
  has_certificate: false,
  webhook_url: null,
  webhook_registered: false,
  pix_key: null,
  updated_at: null,
};
const ON: PixApiStatus = {
  ...OFF,
  enabled: true,
  base_url: 'https://pix.banco.com.br/api/v2',
  client_id: 'cliente-123',
  webhook_url: 'https://tenho.com.br/api/webhooks/pix/••••••••',
  webhook_registered: true,
  pix_key: 'financeiro@centro.com.br',
  updated_at: '2026-03-10T15:00:00.000Z',
};

function setup(handler: (call: FetchCall) => MockResponse, hasPixKey = true) {
  signInAs({ role: 'ADMIN', unit_id: 3, permissions: ['franchise.view', 'transaction.create'] });
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  renderWithProviders(<PixApiSection unitId={3} hasPixKey={hasPixKey} />);
  const section = () => screen.getByRole('region', { name: PIX_API_MSG.sectionTitle });
  return { user, calls, section };
}

describe("'Recebimento automático (API Pix)'", { timeout: 20_000 }, () => {
  it('connects: sends the fields once, then shows it connected and tests the connection', async () => {
    let connected = false;
    const { user, calls, section } = setup((call) => {
      if (call.method === 'PUT') {
        connected = true;
        return { body: ON };
      }
      if (call.url.endsWith('/test'))
        return { body: { ok: true, message: PIX_API_MSG.testOk, webhook_url: ON.webhook_url } };
      return { body: connected ? ON : OFF };
    });
    expect(await within(section()).findByText(PIX_API_MSG.disconnected)).toBeInTheDocument();
    await user.type(
      within(section()).getByLabelText('URL base da API Pix'),
      'https://pix.banco.com.br/api/v2/',
    );
    await user.type(within(section()).getByLabelText('Client ID'), 'cliente-123');
    await user.click(within(section()).getByRole('button', { name: 'Salvar e conectar' }));
    // The secret is required.
    expect(await within(section()).findByText(PIX_API_MSG.clientSecretRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(within(section()).getByLabelText('Client Secret'), 'segredo');
    await user.click(within(section()).getByRole('button', { name: 'Salvar e conectar' }));
    expect(await screen.findByText(PIX_API_MSG.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/franchise-units/3/pix-api',
      body: {
        base_url: 'https://pix.banco.com.br/api/v2',
        client_id: 'cliente-123',
        client_secret: 'segredo',
      },
    });
    expect(within(section()).getByText(PIX_API_MSG.connected)).toBeInTheDocument();
    expect(within(section()).getByText('Registrado no banco')).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Testar conexão' }));
    expect(await screen.findByText(PIX_API_MSG.testOk)).toBeInTheDocument();
  });

  it("shows the PSP's refusal in the form", async () => {
    const refusal =
      'O banco (PSP) recusou as credenciais: confira o Client ID, o Client Secret e o certificado.';
    const { user, section } = setup((call) =>
      call.method === 'PUT'
        ? { status: 422, body: { code: 'pix_api.psp_auth', message: refusal } }
        : { body: OFF },
    );
    await user.type(
      await within(section()).findByLabelText('URL base da API Pix'),
      'https://pix.banco.com.br',
    );
    await user.type(within(section()).getByLabelText('Client ID'), 'x');
    await user.type(within(section()).getByLabelText('Client Secret'), 'y');
    await user.click(within(section()).getByRole('button', { name: 'Salvar e conectar' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('disconnects only after confirming', async () => {
    const { user, calls, section } = setup((call) =>
      call.method === 'DELETE' ? { body: OFF } : { body: ON },
    );
    await user.click(await within(section()).findByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desconectar a API Pix?' });
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(section()).getByRole('button', { name: 'Desconectar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText(PIX_API_MSG.disconnectedToast)).toBeInTheDocument();
    await waitFor(() => expect(within(section()).getByText(PIX_API_MSG.disconnected)).toBeInTheDocument());
  });

  it('says it is unavailable without SECRETS_KEY, and asks for a Pix key first', async () => {
    const { section } = setup(() => ({ body: { ...OFF, available: false } }));
    expect(await within(section()).findByText(PIX_API_MSG.unavailable)).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Salvar e conectar' })).toBeNull();
  });
});
