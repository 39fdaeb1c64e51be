import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_MSG } from '@tenho/domain/permissions/permissions.schemas';
import { RECORD_VERSION_CONFLICT_CODE, RECORD_VERSION_MSG } from '@tenho/domain/shared/record-version';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { PermissionsSettings } from './permissions-settings';

const at = '2026-01-15T12:00:00.000Z';
const PERMISSIONS = [
  { id: 1, name: 'category.access', description: 'Categorias: Acessar módulo', created_at: at },
  { id: 2, name: 'category.view', description: 'Categorias: Visualizar', created_at: at },
  { id: 3, name: 'user.view', description: 'Usuários: Visualizar', created_at: at },
  { id: 4, name: 'relatorio_extra', description: 'Relatório extra', created_at: at },
];
const LINKS = [
  { id: 10, role: 'CLIENT', permission_id: 1, enabled: true },
  { id: 11, role: 'CLIENT', permission_id: 2, enabled: true },
  { id: 12, role: 'ADMIN', permission_id: 3, enabled: true },
];
const USERS = [
  {
    id: 7,
    email: 'empresa@teste.com.br',
    role: 'CLIENT',
    unit_id: 1,
    parent_id: null,
    is_active: true,
    created_at: at,
    last_login_at: null,
    login_count: 0,
    name: 'Empresa Alfa Beta Gama',
    profile: { display_name: 'Empresa Alfa Beta Gama', legal_name: null, phone: null, photo_url: null },
    permission_override: { 'category.access': false },
    lead_status: null,
    unit: null,
  },
];

function api(extra: (call: FetchCall) => MockResponse | undefined = () => undefined) {
  return (call: FetchCall): MockResponse => {
    const custom = extra(call);
    if (custom) return custom;
    const path = new URL(call.url, 'http://x').pathname;
    if (path === '/api/permissions/all' || path === '/api/permissions') return { body: PERMISSIONS };
    if (path === '/api/role-permissions' && call.method === 'GET') return { body: LINKS };
    if (path === '/api/role-permissions') return { body: { id: 99, ...(call.body as object) } };
    if (path === '/api/users' && call.method === 'GET')
      return {
        body: {
          users: USERS,
          total: USERS.length,
          page: 1,
          pageSize: 20,
          counts: { total: 1, active: 1, inactive: 0, pending_activation: 0 },
        },
      };
    if (path.startsWith('/api/users/'))
      return {
        body: {
          ...USERS[0],
          permission_override: (call.body as { permission_override: object }).permission_override,
        },
      };
    return { status: 404, body: { code: 'x', message: 'não encontrado' } };
  };
}

function setup(extra?: (call: FetchCall) => MockResponse | undefined) {
  signInAs({
    role: 'MASTER',
    permissions: [
      'permission.view',
      'permission.create',
      'permission.edit',
      'permission.delete',
      'user.create',
    ],
  });
  const calls = mockFetch(api(extra));
  const user = userEvent.setup();
  renderWithProviders(<PermissionsSettings />);
  return { calls, user };
}

describe('Permissão por Perfil', { timeout: 20_000 }, () => {
  it('marks pending changes, enables save only then, and sends one POST per changed pair', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('radio', { name: /^CLIENT/ }));
    expect(screen.getByText(/de 4/)).toHaveTextContent('2 de 4 permissões ativas para CLIENT');
    const save = screen.getByRole('button', { name: 'Salvar alterações' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Categorias/ }));
    const access = screen.getByRole('switch', { name: 'category.access para CLIENT' });
    expect(access).toBeChecked();
    await user.click(access);
    expect(access).not.toBeChecked();
    expect(screen.getAllByText('Modificado').length).toBeGreaterThan(0);
    expect(save).toBeEnabled();
    // Toggling back is no change at all.
    await user.click(access);
    expect(save).toBeDisabled();
    expect(screen.queryByText('Modificado')).not.toBeInTheDocument();

    await user.click(access);
    await user.click(screen.getByRole('switch', { name: 'category.view para CLIENT' }));
    await user.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { role: 'CLIENT', permission_id: 1, enabled: false },
      { role: 'CLIENT', permission_id: 2, enabled: false },
    ]);
    expect(await screen.findByText(PERMISSIONS_MSG.roleSaved)).toBeInTheDocument();
  });

  it("on a 409 record.version_conflict shows 'Recarregar' in the tab (no error toast); it reloads the links and drops the toggles", async () => {
    let linksRead = 0;
    const { calls, user } = setup((call) => {
      const path = new URL(call.url, 'http://x').pathname;
      if (path !== '/api/role-permissions') return undefined;
      if (call.method === 'GET') {
        linksRead += 1;
        // The second read: someone else switched category.access off for CLIENT meanwhile.
        return {
          body:
            linksRead === 1
              ? LINKS
              : LINKS.map((l) => (l.id === 10 ? { ...l, enabled: false, version: 2 } : l)),
        };
      }
      return {
        status: 409,
        body: { code: RECORD_VERSION_CONFLICT_CODE, message: RECORD_VERSION_MSG.conflict },
      };
    });
    await user.click(await screen.findByRole('radio', { name: /^CLIENT/ }));
    await user.click(screen.getByRole('button', { name: /Categorias/ }));
    await user.click(screen.getByRole('switch', { name: 'category.view para CLIENT' }));
    const save = screen.getByRole('button', { name: 'Salvar alterações' });
    await user.click(save);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RECORD_VERSION_MSG.conflict);
    expect(screen.queryByText(PERMISSIONS_MSG.roleSaveFailed)).not.toBeInTheDocument();
    // The toggle stays on screen, and no second save goes out with the stale version.
    expect(screen.getByRole('switch', { name: 'category.view para CLIENT' })).not.toBeChecked();
    expect(save).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: RECORD_VERSION_MSG.reload }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(linksRead).toBeGreaterThanOrEqual(2);
    // The current links: the other person's change shows, the unsaved toggle is gone.
    expect(screen.getByRole('switch', { name: 'category.access para CLIENT' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'category.view para CLIENT' })).toBeChecked();
    expect(save).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('asks before discarding unsaved changes when another role is picked', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /^CLIENT/ }));
    await user.click(screen.getByRole('button', { name: /Categorias/ }));
    await user.click(screen.getByRole('switch', { name: 'category.access para CLIENT' }));
    await user.click(screen.getByRole('radio', { name: /^ADMIN/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PERMISSIONS_MSG.discardConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('radio', { name: /^CLIENT/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: /^ADMIN/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar e trocar' }),
    );
    expect(screen.getByRole('radio', { name: /^ADMIN/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
  });
});

describe('Permissão por Usuário', { timeout: 20_000 }, () => {
  it('filters by search, role and status through the query, shows badges and the footer', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Permissão por Usuário' }));
    expect(await screen.findByText('empresa@teste.com.br')).toBeInTheDocument();
    expect(screen.getByText('Permissões customizadas')).toBeInTheDocument();
    expect(screen.getByText('EG')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 de 1 usuário')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Perfil'), 'CLIENT');
    await user.click(screen.getByRole('radio', { name: 'Inativo' }));
    await user.type(screen.getByLabelText('Buscar por e-mail ou nome'), 'alfa');
    await waitFor(() => {
      const last = calls.filter((c) => c.url.includes('/api/users?')).at(-1)!;
      const query = new URL(last.url, 'http://x').searchParams;
      expect([query.get('role'), query.get('status'), query.get('search')]).toEqual([
        'CLIENT',
        'inactive',
        'alfa',
      ]);
    });
  });

  it('shows the empty text when nothing matches', async () => {
    const { user } = setup((call) =>
      call.url.includes('/api/users?')
        ? {
            body: {
              users: [],
              total: 0,
              page: 1,
              pageSize: 20,
              counts: { total: 0, active: 0, inactive: 0, pending_activation: 0 },
            },
          }
        : undefined,
    );
    await user.click(await screen.findByRole('tab', { name: 'Permissão por Usuário' }));
    expect(await screen.findByText(PERMISSIONS_MSG.usersEmpty)).toBeInTheDocument();
  });

  it('edits overrides: role default beside the value, Sobrescrito, Resetar, then saves the map', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Permissão por Usuário' }));
    await user.click(await screen.findByRole('button', { name: /Editar Permissões de/ }));
    const dialog = await screen.findByRole('dialog');
    // The overridden group starts open.
    const access = within(dialog).getByRole('switch', { name: /^category\.access para/ });
    expect(access).not.toBeChecked();
    expect(within(dialog).getByText('Sobrescrito')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Ativo', { selector: 'strong' }).length).toBeGreaterThan(0);
    const save = within(dialog).getByRole('button', { name: 'Salvar permissões' });
    expect(save).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Resetar category.access' }));
    expect(access).toBeChecked();
    expect(within(dialog).queryByText('Sobrescrito')).not.toBeInTheDocument();

    // Grant one the role does not have: an override.
    await user.type(within(dialog).getByLabelText('Buscar permissão'), 'user.view');
    await user.click(within(dialog).getByRole('switch', { name: /^user\.view para/ }));
    expect(within(dialog).getByText('Sobrescrito')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: expect.stringContaining('/api/users/7'),
      body: { permission_override: { 'user.view': true } },
    });
  });
});

describe('Permissão por Usuário: a stale save', { timeout: 20_000 }, () => {
  it("on a 409 record.version_conflict shows 'Recarregar' in the dialog; it loads the user's current overrides and the next save carries the new version", async () => {
    let patches = 0;
    const { calls, user } = setup((call) => {
      const path = new URL(call.url, 'http://x').pathname;
      if (path === '/api/users/7' && call.method === 'GET')
        return { body: { ...USERS[0], permission_override: { 'user.view': true }, version: 5 } };
      if (path === '/api/users/7' && call.method === 'PATCH') {
        patches += 1;
        if (patches === 1)
          return {
            status: 409,
            body: { code: RECORD_VERSION_CONFLICT_CODE, message: RECORD_VERSION_MSG.conflict },
          };
      }
      return undefined;
    });
    await user.click(await screen.findByRole('tab', { name: 'Permissão por Usuário' }));
    await user.click(await screen.findByRole('button', { name: /Editar Permissões de/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resetar category.access' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar permissões' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(RECORD_VERSION_MSG.conflict);
    expect(screen.queryByText(PERMISSIONS_MSG.userSaveFailed)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Sobrescrito')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: RECORD_VERSION_MSG.reload }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    // The current overrides: user.view granted by someone else, category.access back to the role's.
    await user.type(within(dialog).getByLabelText('Buscar permissão'), 'user.view');
    expect(within(dialog).getByRole('switch', { name: /^user\.view para/ })).toBeChecked();
    expect(within(dialog).getByText('Sobrescrito')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: /^user\.view para/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar permissões' }));
    await waitFor(() => expect(patches).toBe(2));
    const last = calls.filter((c) => c.method === 'PATCH').at(-1);
    expect(last?.headers['If-Match']).toBe('W/"5"');
    expect(last?.body).toEqual({ permission_override: {} });
  });
});

describe('Gerenciar Permissões', { timeout: 20_000 }, () => {
  it('lists with Criado em dd/mm/aaaa and shows a 400 on delete as the server message', async () => {
    const message = 'Esta permissão está em uso (1 perfil) e não pode ser excluída.';
    const { user } = setup((call) =>
      call.method === 'DELETE' ? { status: 400, body: { code: 'permissions.in_use', message } } : undefined,
    );
    await user.click(await screen.findByRole('tab', { name: 'Gerenciar Permissões' }));
    expect(await screen.findByText('relatorio_extra')).toBeInTheDocument();
    expect(screen.getAllByText('15/01/2026').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Buscar permissão'), 'extra');
    expect(screen.queryByText('user.view')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir relatorio_extra' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('relatorio_extra')).toBeInTheDocument();
  });
});
