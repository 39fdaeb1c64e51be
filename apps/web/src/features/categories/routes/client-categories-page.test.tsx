import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryGroup, UserCategory } from '@tenho/domain/categories/categories.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { ClientCategoriesPage } from './client-categories-page';

const GROUPS: CategoryGroup[] = [
  {
    groupName: 'Serviços residenciais',
    categories: [
      { id: 1, name: 'Eletricista' },
      { id: 2, name: 'Encanador' },
      { id: 3, name: 'Pintor' },
    ],
  },
  { groupName: 'Alimentação', categories: [{ id: 4, name: 'Padaria' }] },
];
const MINE: UserCategory[] = [
  { id: 1, name: 'Eletricista', code: 'eletricista', groupName: 'Serviços residenciais' },
];

const toaster = () => document.querySelector('[data-sonner-toaster]') as HTMLElement;

function setup(handler?: (call: FetchCall) => MockResponse | Promise<MockResponse>) {
  signInAs({ id: 42, role: 'CLIENT' });
  // A tiny fake server: what was saved is what the next GET answers.
  let mine: UserCategory[] = MINE;
  const calls = mockFetch(
    handler ??
      ((call) => {
        if (call.url === '/api/categories/sync') return { body: GROUPS };
        if (call.url === '/api/users/42/categories' && call.method === 'GET') return { body: mine };
        if (call.url === '/api/users/42/categories' && call.method === 'POST') {
          const ids = (call.body as { categoryIds: number[] }).categoryIds;
          mine = ids.map((id) => ({ id, name: `C${id}`, code: `c${id}`, groupName: 'G' }));
          return { body: mine };
        }
        return { status: 404, body: { code: 'not_found', message: 'Não encontrado' } };
      }),
  );
  const user = userEvent.setup();
  renderWithProviders(<ClientCategoriesPage />);
  return { user, calls };
}

/** The sticky summary ("2 de 4 categorias selecionadas"). */
const summary = () =>
  screen.getByText((_, element) => element?.tagName === 'P' && /^\d+ de \d+/.test(element.textContent ?? ''));
const saveButton = () => screen.getByRole('button', { name: 'Salvar categorias' });

describe('Minhas Categorias', () => {
  it('ticks the saved categories; Save is enabled only while the choice differs from the saved one', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Minhas Categorias' })).toBeInTheDocument();
    const eletricista = await screen.findByRole('checkbox', { name: 'Eletricista' });
    expect(eletricista).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Encanador' })).not.toBeChecked();
    expect(summary()).toHaveTextContent(/^1 de 4 categoria selecionada$/);
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Encanador' }));
    expect(saveButton()).toBeEnabled();
    expect(summary()).toHaveTextContent(/^2 de 4 categorias selecionadas · alterações não salvas$/);

    // Back to the saved choice: nothing to save.
    await user.click(screen.getByRole('checkbox', { name: 'Encanador' }));
    expect(saveButton()).toBeDisabled();
  });

  it('selects and clears a whole group; the group box shows a mixed state in between', async () => {
    const { user } = setup();
    const all = await screen.findByRole('checkbox', {
      name: 'Selecionar todas as categorias de Serviços residenciais',
    });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    await user.click(all);
    for (const name of ['Eletricista', 'Encanador', 'Pintor'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(all).toBeChecked();
    await user.click(all);
    for (const name of ['Eletricista', 'Encanador', 'Pintor'])
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Padaria' })).not.toBeChecked();
    expect(saveButton()).toBeEnabled();
  });

  it('saves the ids, toasts success and disables Save again', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Padaria' }));
    await user.click(saveButton());
    await waitFor(() =>
      expect(within(toaster()).getByText('Categorias salvas com sucesso!')).toBeInTheDocument(),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/users/42/categories');
    expect((post?.body as { categoryIds: number[] }).categoryIds.sort()).toEqual([1, 4]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Padaria' })).toBeChecked();
  });

  it("a refused save toasts 'Erro ao salvar categorias' and keeps the choice to try again", async () => {
    const { user } = setup((call) => {
      if (call.url === '/api/categories/sync') return { body: GROUPS };
      if (call.method === 'GET') return { body: MINE };
      return { status: 500, body: { code: 'internal', message: 'Erro interno' } };
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Pintor' }));
    await user.click(saveButton());
    await waitFor(() => expect(within(toaster()).getByText('Erro ao salvar categorias')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Pintor' })).toBeChecked();
    expect(saveButton()).toBeEnabled();
  });

  it("a load failure says 'Erro ao carregar categorias disponíveis' and retries", async () => {
    let fail = true;
    const { user } = setup((call) => {
      if (call.url === '/api/categories/sync')
        return fail ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: GROUPS };
      return { body: MINE };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar categorias disponíveis');
    await waitFor(() =>
      expect(within(toaster()).getByText('Erro ao carregar categorias disponíveis')).toBeInTheDocument(),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('checkbox', { name: 'Eletricista' })).toBeChecked();
  });

  it('with no active category, says so and offers the way back', async () => {
    setup((call) => (call.url === '/api/categories/sync' ? { body: [] } : { body: [] }));
    expect(await screen.findByText('Nenhuma categoria disponível')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o Dashboard' })).toHaveAttribute('href', '/client');
  });
});
