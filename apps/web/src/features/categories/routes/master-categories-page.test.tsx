import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Category } from '@tenho/domain/categories/categories.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { MasterCategoriesPage } from './master-categories-page';

const IN_USE = 'Esta categoria está em uso por empresas ou mensagens e não pode ser excluída. Desative-a.';

const make = (id: number, name: string, groupName: string, extra: Partial<Category> = {}): Category => ({
  id,
  name,
  code: name.toLowerCase(),
  groupName,
  keywords: [],
  is_active: true,
  created_at: '2024-01-15T03:30:00.000Z',
  ...extra,
});

const CATALOGUE: Category[] = [
  make(1, 'Eletricista', 'Serviços residenciais', { keywords: ['disjuntor', 'tomada'] }),
  make(2, 'Encanador', 'Serviços residenciais', { keywords: ['vazamento'] }),
  make(3, 'Padaria', 'Alimentação', { is_active: false }),
];

const toaster = () => document.querySelector('[data-sonner-toaster]') as HTMLElement;

/** A fake catalogue API: list, create, patch, delete (Eletricista is in use). */
function setup(extra?: (call: FetchCall) => MockResponse | undefined) {
  signInAs({ role: 'MASTER' });
  let list = [...CATALOGUE];
  const calls = mockFetch((call) => {
    const fromExtra = extra?.(call);
    if (fromExtra) return fromExtra;
    const id = Number(call.url.split('/').pop());
    if (call.url === '/api/categories' && call.method === 'GET') return { body: list };
    if (call.url === '/api/categories' && call.method === 'POST') {
      const body = call.body as Omit<Category, 'id' | 'created_at' | 'code'> & { code?: string };
      const created = make(99, body.name, body.groupName, { ...body, code: body.code ?? 'nova' });
      list = [...list, created];
      return { status: 201, body: created };
    }
    if (call.method === 'PATCH') {
      list = list.map((c) => (c.id === id ? { ...c, ...(call.body as Partial<Category>) } : c));
      return { body: list.find((c) => c.id === id) };
    }
    if (call.method === 'DELETE') {
      if (id === 1) return { status: 409, body: { code: 'categories.in_use', message: IN_USE } };
      list = list.filter((c) => c.id !== id);
      return { status: 204 };
    }
    return { body: [] };
  });
  const user = userEvent.setup();
  renderWithProviders(<MasterCategoriesPage />);
  return { user, calls };
}

describe('/master/categorias', () => {
  it('lists the catalogue by group with counts, and searches name, code and keywords without accents', async () => {
    const { user } = setup();
    const residential = await screen.findByRole('region', { name: 'Serviços residenciais' });
    expect(within(residential).getByText('2 categorias')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alimentação' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Categoria Padaria ativa' })).not.toBeChecked();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar categorias' }), 'DISJUNTOR');
    expect(screen.getByText('Eletricista')).toBeInTheDocument();
    expect(screen.queryByText('Encanador')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Alimentação' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar categorias' }));
    await user.click(screen.getByRole('radio', { name: 'Inativas' }));
    expect(screen.getByText('Padaria')).toBeInTheDocument();
    expect(screen.queryByText('Eletricista')).not.toBeInTheDocument();
  });

  it('creates a category with keywords typed as chips', async () => {
    const { user, calls } = setup();
    await screen.findByText('Eletricista');
    await user.click(screen.getByRole('button', { name: 'Nova categoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova categoria' });

    await user.click(within(dialog).getByRole('button', { name: 'Criar categoria' }));
    expect(await within(dialog).findByText('Nome da categoria é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Grupo é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Nome'), 'Chaveiro');
    await user.type(within(dialog).getByLabelText('Grupo'), 'Serviços residenciais');
    await user.type(
      within(dialog).getByLabelText('Palavras-chave'),
      'chave{Enter}fechadura,cópia de chave{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Criar categoria' }));

    await waitFor(() =>
      expect(within(toaster()).getByText('Categoria criada com sucesso!')).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Chaveiro',
      groupName: 'Serviços residenciais',
      keywords: ['chave', 'fechadura', 'cópia de chave'],
      is_active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Chaveiro')).toBeInTheDocument();
  });

  it('dialogs give focus back to the button that opened them', async () => {
    const { user } = setup();
    const edit = await screen.findByRole('button', { name: 'Editar Encanador' });
    await user.click(edit);
    await screen.findByRole('dialog', { name: 'Editar categoria' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveFocus();

    const remove = screen.getByRole('button', { name: 'Excluir Encanador' });
    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Excluir categoria' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
  });

  it('rejects a badly formed code before calling the server', async () => {
    const { user, calls } = setup();
    await screen.findByText('Eletricista');
    await user.click(screen.getByRole('button', { name: 'Editar Encanador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoria' });
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Encanador');
    expect(within(dialog).getByRole('list', { name: 'Palavras-chave adicionadas' })).toHaveTextContent(
      'vazamento',
    );
    const code = within(dialog).getByLabelText('Código (opcional)');
    await user.clear(code);
    await user.type(code, 'Encanador Top');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await within(dialog).findByText(
        'O código deve ter apenas letras minúsculas, números e hífens (ex.: eletricista)',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('deactivates and activates with the switch, with a toast each time', async () => {
    const { user, calls } = setup();
    const toggle = await screen.findByRole('switch', { name: 'Categoria Encanador ativa' });
    await user.click(toggle);
    await waitFor(() => expect(within(toaster()).getByText('Categoria desativada!')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/categories/2',
      body: { is_active: false },
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Categoria Encanador ativa' })).not.toBeChecked(),
    );
    await user.click(screen.getByRole('switch', { name: 'Categoria Padaria ativa' }));
    await waitFor(() => expect(within(toaster()).getByText('Categoria ativada!')).toBeInTheDocument());
  });

  it('deletes after confirmation', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir Encanador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir categoria' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir a categoria “Encanador”?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(within(toaster()).getByText('Categoria excluída com sucesso!')).toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.queryByText('Encanador')).not.toBeInTheDocument());
  });

  it('a category in use is not deleted: the server reason in an amber toast and the offer to deactivate', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir Eletricista' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir categoria' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Categoria em uso' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(IN_USE);
    await waitFor(() => {
      const toast = within(toaster()).getByText(IN_USE).closest('[data-sonner-toast]');
      expect(toast).toHaveAttribute('data-type', 'warning');
    });

    await user.click(within(dialog).getByRole('button', { name: 'Desativar categoria' }));
    await waitFor(() => expect(within(toaster()).getByText('Categoria desativada!')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/categories/1',
      body: { is_active: false },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an empty catalogue offers to create the first category', async () => {
    const { user } = setup((call) => (call.method === 'GET' ? { body: [] } : undefined));
    expect(await screen.findByText('Nenhuma categoria cadastrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar a primeira categoria' }));
    expect(await screen.findByRole('dialog', { name: 'Nova categoria' })).toBeInTheDocument();
  });

  it('a failed load shows the error with a retry', async () => {
    setup((call) =>
      call.url === '/api/categories' ? { status: 500, body: { code: 'internal', message: '' } } : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar categorias');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
