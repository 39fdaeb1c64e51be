import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@tenho/domain/auth/auth.schemas';
import { useAuthStore } from '@/lib/auth-store';
import { makeUser, mockFetch, renderWithProviders, signIn } from '@/test/render';
import { RequireRole } from './guards';
import { PanelLayout } from './panel-layout';

function renderPanel(user: SessionUser, me: SessionUser = user, path = '/admin') {
  signIn(user);
  const calls = mockFetch((call) => (call.url === '/api/auth/me' ? { body: { user: me } } : { status: 204 }));
  const routes = (
    <Routes>
      <Route path="/" element={<p>Página inicial</p>} />
      {['/master', '/admin', '/client', '/user'].map((base) => (
        <Route
          key={base}
          path={base}
          element={
            <RequireRole roles={['MASTER', 'ADMIN', 'CLIENT', 'USER']}>
              <PanelLayout />
            </RequireRole>
          }
        >
          <Route index element={<p>Início do painel</p>} />
          <Route path="perfil" element={<p>Página de perfil</p>} />
        </Route>
      ))}
    </Routes>
  );
  return { calls, ...renderWithProviders(<></>, { route: path, routes }) };
}

const sidebar = () => screen.getByRole('complementary', { name: 'Menu do painel' });

describe('panel shell', () => {
  it('shows the sidebar entries the user holds, with the active link marked', async () => {
    renderPanel(
      makeUser({
        role: 'ADMIN',
        permissions: ['category.access', 'report.access'],
        unit: { id: 2, name: 'Tenho Centro' },
        unit_id: 2,
      }),
    );
    const links = within(sidebar())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Tenho', '/admin'],
      ['Dashboard', '/admin'],
      ['Categorias', '/admin/categorias'],
      ['Relatórios', '/admin/relatorios'],
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("top bar: title by role, e-mail, 'Olá, ' + name and the unit", () => {
    renderPanel(
      makeUser({
        role: 'CLIENT',
        name: 'Auto Peças Silva',
        email: 'contato@autopecas.com.br',
        unit: { id: 2, name: 'Tenho Zona Sul' },
        unit_id: 2,
      }),
      undefined,
      '/client',
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Painel do Cliente')).toBeInTheDocument();
    expect(within(banner).getByText('Olá, Auto Peças Silva')).toBeInTheDocument();
    expect(within(banner).getByText('contato@autopecas.com.br')).toBeInTheDocument();
    expect(within(banner).getByText('Tenho Zona Sul')).toBeInTheDocument();
  });

  it.each([
    ['MASTER', '/master', 'Painel Master'],
    ['ADMIN', '/admin', 'Painel Administrativo'],
    ['USER', '/user', 'Painel Administrativo'],
  ] as const)('%s sees %s', (role, path, title) => {
    renderPanel(makeUser({ role, name: null, email: 'x@tenho.com.br' }), undefined, path);
    expect(within(screen.getByRole('banner')).getByText(title)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Olá, x@tenho.com.br')).toBeInTheDocument();
  });

  it('GET /auth/me on load refreshes the stored user', async () => {
    const stored = makeUser({ role: 'ADMIN', name: 'Nome antigo', permissions: [] });
    const fresh = {
      ...stored,
      name: 'Nome novo',
      permissions: ['message.access'],
      unit: { id: 4, name: 'Tenho Norte' },
      unit_id: 4,
    };
    const { calls } = renderPanel(stored, fresh);
    await waitFor(() => expect(useAuthStore.getState().user?.name).toBe('Nome novo'));
    expect(calls.find((c) => c.url === '/api/auth/me')?.headers.Authorization).toBe('Bearer token-de-teste');
    expect(useAuthStore.getState().token).toBe('token-de-teste');
    expect(await within(sidebar()).findByRole('link', { name: 'Mensagens' })).toBeInTheDocument();
  });

  it('the avatar menu opens Perfil and Sair signs out to /', async () => {
    const user = userEvent.setup();
    const { calls } = renderPanel(makeUser({ role: 'ADMIN' }));
    await user.click(screen.getByRole('button', { name: /^Menu da conta/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Perfil' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/perfil');

    await user.click(screen.getByRole('button', { name: /^Menu da conta/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.some((c) => c.url === '/api/auth/logout' && c.method === 'POST')).toBe(true);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('the account menu: its name holds the initials it shows, and it works from the keyboard', async () => {
    const user = userEvent.setup();
    renderPanel(makeUser({ role: 'ADMIN', name: 'Pessoa Teste' }));
    const trigger = screen.getByRole('button', { name: 'Menu da conta (PT)' });
    // The visible text of the trigger (the initials) is part of its accessible name.
    expect(trigger).toHaveTextContent('PT');

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/perfil');
  });

  it('with a photo the account menu is named without initials', () => {
    renderPanel(makeUser({ role: 'ADMIN', avatar: '/uploads/foto.webp' }));
    expect(screen.getByRole('button', { name: 'Menu da conta' })).toBeInTheDocument();
  });

  it('on a wide screen the menu button hides and shows the sidebar and says whether it is open', async () => {
    const wide = window.matchMedia('(min-width: 1024px)');
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...wide, media: query, matches: true }));
    const user = userEvent.setup();
    renderPanel(makeUser({ role: 'ADMIN' }));
    const toggle = screen.getByRole('button', { name: 'Abrir ou fechar o menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'panel-sidebar');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar()).not.toHaveClass('lg:flex');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveClass('lg:flex');
  });

  it('the mobile menu opens as a dialog and Esc closes it', async () => {
    const user = userEvent.setup();
    renderPanel(makeUser({ role: 'ADMIN', permissions: ['report.access'] }));
    expect(screen.getByRole('button', { name: 'Abrir ou fechar o menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Abrir ou fechar o menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu do painel' });
    expect(within(menu).getByRole('link', { name: 'Relatórios' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir ou fechar o menu' })).toHaveFocus();
  });
});
