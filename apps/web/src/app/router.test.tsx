import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/render';
import { Providers } from './providers';
import { AppRoutes } from './router';

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

  it('/about and /contact are placeholders', () => {
    renderApp('/about');
    expect(screen.getByRole('heading', { name: 'Sobre a Tenho' })).toBeInTheDocument();
  });

  it('the landing page has the four anchors; Entrar opens login, Começar Agora opens register', async () => {
    mockFetch(() => ({ body: [] }));
    const user = userEvent.setup();
    renderApp('/');
    const nav = screen.getAllByRole('navigation', { name: 'Seções da página' })[0]!;
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sobre', '#about'],
      ['Recursos', '#features'],
      ['Preços', '#prices'],
      ['Contato', '#contact'],
    ]);

    await user.click(screen.getAllByRole('button', { name: 'Entrar' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: 'Começar Agora' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeInTheDocument();
  });
});
