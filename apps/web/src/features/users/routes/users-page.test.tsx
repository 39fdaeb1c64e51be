import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import { mockFetch, renderWithProviders, signInAs, type FetchCall } from '@/test/render';
import { makeListItem, makeListResponse } from '../test/fixtures';
import { UsersPage } from './users-page';

const toaster = () => document.querySelector('[data-sonner-toaster]') as HTMLElement;

const PENDING = makeListItem({
  id: 11,
  email: 'contato@borracharia.com.br',
  name: 'Borracharia Rápida',
  profile: { display_name: 'Borracharia Rápida', legal_name: null, phone: '11912345678', photo_url: null },
  is_active: false,
  last_login_at: null,
  lead_status: 'PENDING_CONFIRMATION',
});
const ACTIVE = makeListItem();

function signInRole(
  role: 'MASTER' | 'ADMIN' | 'CLIENT',
  permissions: readonly string[] = ROLE_DEFAULT_PERMISSIONS[role],
) {
  signInAs({
    id: 1,
    role,
    permissions: [...permissions],
    unit_id: 1,
    unit: { id: 1, name: 'Tenho Centro' },
  });
}

function listRequests(calls: FetchCall[]) {
  return calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/users?'));
}

describe('users management page', { timeout: 20_000 }, () => {
  it('ADMIN: title, cards from the server counts, columns and rows', async () => {
    signInRole('ADMIN');
    const calls = mockFetch(() => ({
      body: makeListResponse([PENDING, ACTIVE], {
        total: 2,
        counts: { total: 57, active: 50, inactive: 7, pending_activation: 4 },
      }),
    }));
    renderWithProviders(<UsersPage />);
    expect(screen.getByRole('heading', { name: 'Gerenciar Usuários', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Gerenciar Usuários' });
    await within(table).findByText('Borracharia Rápida');
    const cards = screen.getByRole('list', { name: 'Resumo' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('Total57'),
      expect.stringContaining('Ativos50'),
      expect.stringContaining('Aguardando Ativação4'),
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Usuário', 'Contato', 'Data de Cadastro', 'Status', 'Ações']);
    expect(within(table).getAllByText('Aguardando Ativação').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('(11) 91234-5678').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Novo Usuário' })).toBeInTheDocument();
    expect(screen.getByLabelText('Perfil')).toBeInTheDocument();
    expect(listRequests(calls)[0]?.url).toBe(
      '/api/users?status=all&page=1&pageSize=20&sort=created_at&order=desc',
    );
  });

  it('opens narrowed to the role named in the address (?role=ADMIN)', async () => {
    signInRole('MASTER');
    const calls = mockFetch(() => ({ body: makeListResponse([ACTIVE], { total: 1 }) }));
    renderWithProviders(<UsersPage />, { route: '/master/usuarios?role=ADMIN' });
    await screen.findByRole('table', { name: 'Gerenciar Usuários' });
    expect(listRequests(calls)[0]?.url).toContain('role=ADMIN');
  });

  it('CLIENT: Gerenciar Clientes, no role filter, no New User without user.create, no delete without user.delete', async () => {
    const user = userEvent.setup();
    signInRole('CLIENT', ['user.view', 'user.access']);
    mockFetch(() => ({ body: makeListResponse([makeListItem({ role: 'USER' })]) }));
    renderWithProviders(<UsersPage />);
    expect(screen.getByRole('heading', { name: 'Gerenciar Clientes', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Gerenciar Clientes' });
    await within(table).findByText('Maria Peças');
    expect(within(table).getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Usuário' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Perfil')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Mais ações para Maria Peças' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).not.toBeInTheDocument();
  });

  it('search, status filter and sort go to the server and start again at page 1', async () => {
    const user = userEvent.setup();
    signInRole('MASTER');
    const calls = mockFetch((call) =>
      call.url.startsWith('/api/franchise-units')
        ? { body: [{ id: 1, name: 'Tenho Centro' }] }
        : { body: makeListResponse([ACTIVE], { total: 45 }) },
    );
    renderWithProviders(<UsersPage />);
    const table = await screen.findByRole('table');
    await within(table).findByText('Maria Peças');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(listRequests(calls).at(-1)?.url).toContain('page=2'));

    await user.type(screen.getByRole('searchbox'), 'maria');
    await waitFor(() => expect(listRequests(calls).at(-1)?.url).toContain('search=maria'));
    expect(listRequests(calls).at(-1)?.url).toContain('page=1');

    await user.click(screen.getByText('Inativos'));
    await waitFor(() => expect(listRequests(calls).at(-1)?.url).toContain('status=inactive'));

    await user.click(within(table).getByRole('button', { name: 'Usuário' }));
    await waitFor(() => expect(listRequests(calls).at(-1)?.url).toContain('sort=name&order=asc'));
  });

  it('activates a waiting company with the spec toast; deactivates with its own', async () => {
    const user = userEvent.setup();
    signInRole('ADMIN');
    let pending = true;
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        pending = !(call.body as { is_active: boolean }).is_active;
        return { body: { ...PENDING, is_active: !pending } };
      }
      return { body: makeListResponse([{ ...PENDING, is_active: !pending }]) };
    });
    renderWithProviders(<UsersPage />);
    const table = await screen.findByRole('table');
    await user.click(await within(table).findByRole('button', { name: 'Ativar' }));
    await waitFor(() =>
      expect(within(toaster()).getByText('Usuário ativado com sucesso!')).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/users/11',
      body: { is_active: true },
    });
    await user.click(await within(table).findByRole('button', { name: 'Desativar' }));
    await waitFor(() =>
      expect(within(toaster()).getByText('Usuário desativado com sucesso!')).toBeInTheDocument(),
    );
  });

  it('deletes only after EXCLUIR is typed; cancelling says Exclusão cancelada', async () => {
    const user = userEvent.setup();
    signInRole('ADMIN');
    const calls = mockFetch((call) =>
      call.method === 'DELETE' ? { status: 204 } : { body: makeListResponse([ACTIVE]) },
    );
    renderWithProviders(<UsersPage />);
    const table = await screen.findByRole('table');
    const openDelete = async () => {
      await user.click(await within(table).findByRole('button', { name: 'Mais ações para Maria Peças' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    };
    await openDelete();
    let dialog = screen.getByRole('dialog', { name: 'Excluir usuário' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR'), 'EXCLUI');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(toaster()).getByText('Exclusão cancelada')).toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await openDelete();
    dialog = screen.getByRole('dialog', { name: 'Excluir usuário' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR'), 'EXCLUIR');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir permanentemente' }));
    await waitFor(() =>
      expect(within(toaster()).getByText('Usuário excluído permanentemente!')).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/users/10');
  });

  it("the signed-in user's own row has no activation switch and no delete", async () => {
    const user = userEvent.setup();
    signInRole('ADMIN');
    mockFetch(() => ({ body: makeListResponse([makeListItem({ id: 1, role: 'ADMIN' })]) }));
    renderWithProviders(<UsersPage />);
    const table = await screen.findByRole('table');
    await within(table).findByText('Você');
    expect(within(table).queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Mais ações para Maria Peças' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver detalhes' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).not.toBeInTheDocument();
  });

  it('empty texts: none yet, and none for the search', async () => {
    const user = userEvent.setup();
    signInRole('ADMIN');
    mockFetch(() => ({ body: makeListResponse([]) }));
    renderWithProviders(<UsersPage />);
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    await user.click(screen.getByText('Lista'));
    expect(await screen.findByText('Nenhum usuário cadastrado.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuário...' }), 'zzz');
    expect(await screen.findByText('Nenhum usuário encontrado para esta busca.')).toBeInTheDocument();
  });

  it('the compact list view shows badges and the footer totals', async () => {
    const user = userEvent.setup();
    signInRole('ADMIN');
    mockFetch(() => ({ body: makeListResponse([ACTIVE, PENDING], { total: 31 }) }));
    renderWithProviders(<UsersPage />);
    await screen.findByRole('table');
    await user.click(screen.getByText('Lista'));
    const list = await screen.findByRole('list', { name: 'Usuários' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Maria Peças');
    expect(rows[0]).toHaveTextContent('Cliente');
    expect(rows[0]).toHaveTextContent('Ativo');
    expect(rows[1]).toHaveTextContent('Inativo');
    expect(screen.getByText(/Total de usuários:/)).toHaveTextContent('Total de usuários: 31 | Exibindo: 2');
  });

  it('a failed load shows the message with a retry', async () => {
    const user = userEvent.setup();
    signInRole('ADMIN');
    let fail = true;
    mockFetch(() => (fail ? { status: 500 } : { body: makeListResponse([ACTIVE]) }));
    renderWithProviders(<UsersPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar usuários');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Maria Peças')).toBeInTheDocument();
  });

  it("'Minhas permissões' is folded away and lists what the user may do here", async () => {
    const user = userEvent.setup();
    signInRole('CLIENT', ['user.view', 'user.create']);
    mockFetch(() => ({ body: makeListResponse([]) }));
    renderWithProviders(<UsersPage />);
    const toggle = screen.getByRole('button', { name: 'Minhas permissões' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Usuários: Criar').parentElement).toHaveTextContent('(permitido)');
    expect(screen.getByText('Usuários: Excluir').parentElement).toHaveTextContent('(não permitido)');
  });
});
