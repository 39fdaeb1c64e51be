import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CLOSURE_EFFECTS, ACCOUNT_MSG } from '@tenho/domain/privacy/account.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { MyDataCard } from './my-data-card';

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  vi.restoreAllMocks();
});

const PENDING = {
  id: 9,
  status: 'PENDING',
  received_at: '2026-11-20T13:00:00.000Z',
  due_at: '2026-12-05T13:00:00.000Z',
  answered_at: null,
};

function setup(handler: (call: FetchCall) => MockResponse = () => ({ body: { request: null } })) {
  signInAs({ id: 5, role: 'CLIENT' }, 'token-da-sessao');
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  renderWithProviders(<MyDataCard />);
  return { calls, user };
}

describe('Perfil → Meus dados', () => {
  it('downloads the JSON with the session in the header, never in the address', async () => {
    const { calls, user } = setup((call) =>
      call.url === '/api/profile/export'
        ? { body: { account: { email: 'contato@autopecas.com.br' } } }
        : { body: { request: null } },
    );
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:meus-dados';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await user.click(screen.getByRole('button', { name: ACCOUNT_MSG.download }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = calls.find((c) => c.url.startsWith('/api/profile/export'));
    expect(call?.url).toBe('/api/profile/export');
    expect(call?.headers.Authorization).toBe('Bearer token-da-sessao');
    expect(await saved[0]!.text()).toContain('contato@autopecas.com.br');
    expect(await screen.findByText(ACCOUNT_MSG.downloaded)).toBeInTheDocument();
  });

  it('asks for the closure after a dialog that explains it, then shows the request waiting', async () => {
    let requested = false;
    const { calls, user } = setup((call) => {
      if (call.method === 'POST') {
        requested = true;
        return { status: 201, body: PENDING };
      }
      return { body: { request: requested ? PENDING : null } };
    });
    await user.click(await screen.findByRole('button', { name: ACCOUNT_MSG.close }));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_MSG.closeTitle });
    for (const effect of ACCOUNT_CLOSURE_EFFECTS)
      expect(within(dialog).getByText(effect)).toBeInTheDocument();

    // 'Voltar' changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: ACCOUNT_MSG.close }));
    await user.click(await screen.findByRole('button', { name: ACCOUNT_MSG.closeConfirm }));
    expect(await screen.findByText(ACCOUNT_MSG.pendingNotice('20/11/2026'))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/profile/closure']);
    expect(screen.queryByRole('button', { name: ACCOUNT_MSG.close })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ACCOUNT_MSG.download })).toBeInTheDocument();
  });

  it('takes a waiting request back with one click', async () => {
    let pending = true;
    const { calls, user } = setup((call) => {
      if (call.method === 'DELETE') {
        pending = false;
        return { body: { ...PENDING, status: 'CANCELLED', answered_at: '2026-11-21T10:00:00.000Z' } };
      }
      return { body: { request: pending ? PENDING : null } };
    });
    await user.click(await screen.findByRole('button', { name: ACCOUNT_MSG.cancel }));
    expect(await screen.findByText(ACCOUNT_MSG.cancelled)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: ACCOUNT_MSG.close })).toBeInTheDocument();
    expect(screen.queryByText(/Você pediu o encerramento/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/profile/closure']);
  });

  it("shows the server's refusal (the last MASTER) and keeps the button", async () => {
    const { user } = setup((call) =>
      call.method === 'POST'
        ? { status: 422, body: { code: 'account.last_master', message: ACCOUNT_MSG.lastMaster } }
        : { body: { request: null } },
    );
    await user.click(await screen.findByRole('button', { name: ACCOUNT_MSG.close }));
    await user.click(await screen.findByRole('button', { name: ACCOUNT_MSG.closeConfirm }));
    expect(await screen.findByText(ACCOUNT_MSG.lastMaster)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ACCOUNT_MSG.close })).toBeInTheDocument();
  });

  it('says when the request cannot be loaded, with a retry', async () => {
    let fail = true;
    const { user } = setup(() => (fail ? { status: 500 } : { body: { request: PENDING } }));
    expect(await screen.findByText(ACCOUNT_MSG.statusFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(ACCOUNT_MSG.pendingNotice('20/11/2026'))).toBeInTheDocument();
  });
});
