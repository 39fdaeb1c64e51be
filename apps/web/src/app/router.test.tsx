import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_PATH } from '@tenho/domain/auth/password-reset.schemas';
import { mockFetch, signInAs } from '@/test/render';
import { Providers } from './providers';
import { PANEL_PAGES } from './panel-pages';
import { AppRoutes, panelStartAddresses, panelStartLoads } from './router';

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers>
        <AppRoutes />
      </Providers>
    </MemoryRouter>,
  );
}

describe('routes (spec §2)', () => {
  it("any unknown path says 'Page not found.'", () => {
    renderApp('/isto-nao-existe');
    expect(screen.getByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
  });

  it('/about and /contact are placeholders', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Sobre a Tenho' })).toBeInTheDocument();
  });

  it(
    'the landing page has the four anchors; Entrar opens login, Começar Agora opens register',
    { timeout: 30_000 },
    async () => {
      mockFetch(() => ({ body: [] }));
      const user = userEvent.setup();
      renderApp('/');
      // The landing page is a lazy chunk.
      const nav = (await screen.findAllByRole('navigation', { name: 'Seções da página' }))[0]!;
      expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['Sobre', '#about'],
        ['Recursos', '#features'],
        ['Preços', '#prices'],
        ['Contato', '#contact'],
      ]);

      await user.click(screen.getAllByRole('button', { name: 'Entrar' })[0]!);
      // The modal is a lazy chunk: the first time, the test runner compiles it on demand.
      expect(await screen.findByRole('dialog', { name: 'Entrar' }, { timeout: 10_000 })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getAllByRole('button', { name: 'Começar Agora' })[0]!);
      expect(
        await screen.findByRole('dialog', { name: 'Criar conta' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    },
  );

  it('the e-mailed reset link opens /redefinir-senha (the domain PASSWORD_RESET_PATH)', async () => {
    renderApp(`${PASSWORD_RESET_PATH}?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`);
    expect(
      await screen.findByRole('heading', { name: 'Redefinir senha' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['ADMIN', '/admin/usuarios', 'Gerenciar Usuários'],
    ['CLIENT', '/client/usuarios', 'Gerenciar Clientes'],
    ['USER', '/user/perfil', 'Meu Perfil'],
    ['ADMIN', '/admin/mensagens', 'Central de Mensagens'],
    ['CLIENT', '/client/mensagens', 'Central de Mensagens'],
    ['MASTER', '/master/simulador', 'Simulador de WhatsApp'],
  ] as const)('%s: %s is no longer "Em breve"', { timeout: 30_000 }, async (role, path, heading) => {
    mockFetch(() => ({ status: 500 }));
    // Each page also needs its own permission (the page guard, page-access.ts).
    signInAs({
      role,
      permissions: ['user.access', 'user.view', 'message.access', 'inbound.create', 'profile.access'],
    });
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Em breve')).not.toBeInTheDocument();
  });

  it("CLIENT: /client opens the company's dashboard (GET /users/dashboard/client)", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    signInAs({ role: 'CLIENT', permissions: ['dashboard.view'] });
    renderApp('/client');
    expect(
      await screen.findByText('Erro ao carregar dados do dashboard', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/users/dashboard/client')).toBe(true);
  });
});

describe('a signed-in start (panelStartLoads)', () => {
  it("loads the panel's frame and the screen of a panel address, the same with a trailing slash", async () => {
    const [messagesPage, panelLayout] = await Promise.all([
      import('@/features/messages/routes/messages-page'),
      import('./panel-layout'),
    ]);
    for (const path of ['/client/mensagens', '/client/mensagens/']) {
      const loaded = await Promise.all(panelStartLoads(path).map((load) => load()));
      expect(loaded, path).toEqual([panelLayout, messagesPage]);
    }
  });

  it('an index page loads its dashboard and its slot cards too', async () => {
    const dashboard = await import('@/features/dashboards/routes/master-dashboard-page');
    const loaded = await Promise.all(panelStartLoads('/master').map((load) => load()));
    expect(loaded).toContain(dashboard);
    expect(loaded.length).toBeGreaterThan(2);
  });

  it('a deeper address loads the frame only; the public pages and unknown addresses nothing', () => {
    expect(panelStartLoads('/master/franquias/3/dashboard')).toHaveLength(1);
    for (const path of ['/', '/about', '/privacidade', '/qualquer/coisa', '/redefinir-senha']) {
      expect(panelStartLoads(path), path).toEqual([]);
    }
  });

  it('the addresses the build preloads for are every panel index and page', () => {
    const addresses = panelStartAddresses();
    expect(addresses).toEqual(
      expect.arrayContaining(['/master', '/client', '/client/mensagens', '/user/perfil']),
    );
    for (const [base, pages] of Object.entries(PANEL_PAGES)) {
      for (const page of pages) expect(addresses).toContain(`${base}/${page}`);
    }
  });
});
