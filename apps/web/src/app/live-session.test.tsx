import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@tenho/domain/auth/auth.schemas';
import { useAuthStore } from '@/lib/auth-store';
import { makeUser, renderWithProviders, signIn } from '@/test/render';
import { RequirePage, RequireRole } from './guards';
import { PanelLayout } from './panel-layout';

/** A fake server: /api/auth/me answers `me()`, /api/events a stream the test writes to. */
function fakeServer(initialMe: SessionUser) {
  let me: SessionUser | null = initialMe;
  let meStatus = 200;
  const encoder = new TextEncoder();
  const streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
  const calls: Array<{ url: string; headers: Record<string, string>; signal?: AbortSignal }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const headers = { ...(init?.headers as Record<string, string> | undefined) };
      calls.push({ url, headers, signal: init?.signal ?? undefined });
      if (url === '/api/events') {
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => {
            streams.push(controller);
          },
        });
        init?.signal?.addEventListener('abort', () => {
          try {
            body.cancel().catch(() => undefined);
          } catch {
            // Already locked by the reader: the reader's own abort ends it.
          }
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }
      if (url === '/api/auth/me') {
        return new Response(
          JSON.stringify(meStatus === 200 ? { user: me } : { code: 'auth.x', message: 'x' }),
          {
            status: meStatus,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      }
      return new Response(null, { status: 204 });
    }),
  );
  return {
    calls,
    setMe: (next: SessionUser) => {
      me = next;
    },
    setMeStatus: (status: number) => {
      meStatus = status;
    },
    send: (text: string) => {
      const stream = streams.at(-1);
      if (!stream) throw new Error('no stream open');
      stream.enqueue(encoder.encode(text));
    },
    streamCount: () => streams.length,
  };
}

function renderClientPanel(path: string) {
  const routes = (
    <Routes>
      <Route path="/" element={<p>Página inicial</p>} />
      <Route
        path="/client"
        element={
          <RequireRole roles={['CLIENT']}>
            <PanelLayout />
          </RequireRole>
        }
      >
        <Route index element={<p>Início do painel</p>} />
        <Route
          path="categorias"
          element={
            <RequirePage page="categorias">
              <p>Página de categorias</p>
            </RequirePage>
          }
        />
      </Route>
    </Routes>
  );
  return renderWithProviders(<></>, { route: path, routes });
}

const company = makeUser({
  id: 9,
  role: 'CLIENT',
  name: 'Auto Peças Paulista',
  permissions: ['category.access', 'message.access'],
});
const sidebar = () => screen.getByRole('complementary', { name: 'Menu do painel' });

describe('live session (GET /api/events)', () => {
  it('opens the stream with the session header and drops a removed permission from the menu and the open page', async () => {
    const server = fakeServer(company);
    signIn(company, 'tok-cliente');
    renderClientPanel('/client/categorias');
    expect(screen.getByText('Página de categorias')).toBeInTheDocument();
    await waitFor(() => expect(server.streamCount()).toBe(1));
    const events = server.calls.find((c) => c.url === '/api/events');
    expect(events?.headers.Authorization).toBe('Bearer tok-cliente');

    server.send('retry: 3000\nid: 1\nevent: session\ndata: {"reason":"connected"}\n\n');
    await waitFor(() =>
      expect(screen.getByRole('main').closest('[data-live]')).toHaveAttribute('data-live', 'open'),
    );
    expect(within(sidebar()).getByRole('link', { name: 'Categorias' })).toBeInTheDocument();

    // MASTER turns category.access off for CLIENT; name and unit change too.
    server.setMe({ ...company, name: 'Auto Peças Paulista Ltda', permissions: ['message.access'] });
    server.send('id: 2\nevent: session\ndata: {"reason":"permissions"}\n\n');
    await waitFor(() =>
      expect(within(sidebar()).queryByRole('link', { name: 'Categorias' })).not.toBeInTheDocument(),
    );
    expect(within(sidebar()).getByRole('link', { name: 'Mensagens' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/client'));
    expect(screen.getByText('Início do painel')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.permissions).toEqual(['message.access']);
    expect(useAuthStore.getState().user?.name).toBe('Auto Peças Paulista Ltda');
    expect(await screen.findByText('Suas permissões foram atualizadas.')).toBeInTheDocument();

    // An override turns it back on.
    server.setMe({
      ...company,
      permissions: ['message.access'],
      permission_override: { 'category.access': true },
    });
    server.send('id: 3\nevent: session\ndata: {"reason":"permissions"}\n\n');
    expect(await within(sidebar()).findByRole('link', { name: 'Categorias' })).toBeInTheDocument();
  });

  it('a signout event forgets the session and returns to the landing page with a notice', async () => {
    const server = fakeServer(company);
    signIn(company, 'tok-cliente');
    renderClientPanel('/client/categorias');
    await waitFor(() => expect(server.streamCount()).toBe(1));
    server.send('event: signout\ndata: {"reason":"session_ended"}\n\n');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(
      await screen.findByText('Esta sessão foi encerrada. Entre novamente para continuar.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('auth-storage') ?? '').not.toContain('tok-cliente');
  });

  it('a deactivation signs out with its own message', async () => {
    const server = fakeServer(company);
    signIn(company, 'tok-cliente');
    renderClientPanel('/client');
    await waitFor(() => expect(server.streamCount()).toBe(1));
    server.send('event: signout\ndata: {"reason":"deactivated"}\n\n');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(
      await screen.findByText('Sua conta foi desativada. Entre em contato com a franquia.'),
    ).toBeInTheDocument();
  });

  it('a 401 from /auth/me after a session event ends the session', async () => {
    const server = fakeServer(company);
    signIn(company, 'tok-cliente');
    renderClientPanel('/client');
    await waitFor(() => expect(server.streamCount()).toBe(1));
    server.setMeStatus(401);
    server.send('event: session\ndata: {"reason":"profile"}\n\n');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(useAuthStore.getState().token).toBeNull();
    expect(await screen.findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
  });

  it('ignores unknown event names', async () => {
    const server = fakeServer(company);
    signIn(company, 'tok-cliente');
    renderClientPanel('/client/categorias');
    await waitFor(() => expect(server.streamCount()).toBe(1));
    const before = server.calls.length;
    server.send('event: wallet\ndata: {"balance":10}\n\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.length).toBe(before);
    expect(screen.getByText('Página de categorias')).toBeInTheDocument();
  });

  it('Sair (the token goes) closes the stream and it is not opened again', async () => {
    const server = fakeServer(company);
    signIn(company, 'tok-cliente');
    renderClientPanel('/client');
    await waitFor(() => expect(server.streamCount()).toBe(1));
    const stream = server.calls.find((c) => c.url === '/api/events');
    expect(stream?.signal?.aborted).toBe(false);
    act(() => useAuthStore.getState().logout());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(stream?.signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.filter((c) => c.url === '/api/events')).toHaveLength(1);
  });
});
