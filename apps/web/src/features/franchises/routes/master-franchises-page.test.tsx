import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FRANCHISE_MSG, type FranchiseUnit } from '@tenho/domain/franchise/franchise.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { makeList, makeUnit } from '../test/fixtures';
import { MasterFranchisesPage } from './master-franchises-page';

const CENTRO = makeUnit();
const NORTE = makeUnit({
  id: 2,
  name: 'Tenho Norte',
  code: 'tenho-norte',
  city: 'Manaus',
  state: 'AM',
  region: null,
  is_active: false,
});

const ALL = ['franchise.view', 'franchise.create', 'franchise.edit', 'franchise.delete', 'user.create'];

function setup(handler: (call: FetchCall) => MockResponse, permissions = ALL) {
  signInAs({ role: 'MASTER', permissions });
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  renderWithProviders(<MasterFranchisesPage />);
  const table = () => screen.getByRole('table', { name: 'Franquias' });
  const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
  return { user, calls, table, row };
}

function server(units: FranchiseUnit[], patch?: (call: FetchCall) => MockResponse) {
  return (call: FetchCall): MockResponse => {
    if (call.method === 'PATCH')
      return patch ? patch(call) : { body: { ...units[0], ...(call.body as object) } };
    const search = new URL(call.url, 'http://x').searchParams.get('search');
    const shown = search ? units.filter((u) => u.name.toLowerCase().includes(search.toLowerCase())) : units;
    return { body: makeList(shown, { counts: { total: units.length, active: 1, inactive: 1 } }) };
  };
}

describe('Franquias (MASTER)', { timeout: 20_000 }, () => {
  it("shows the units with code, city, UF, region ('-' when none), Ativa/Inativa and the cards", async () => {
    const { row } = setup(server([CENTRO, NORTE]));
    await screen.findByRole('row', { name: /Tenho Norte/ }, { timeout: 5_000 });
    const norte = within(row('Tenho Norte')).getAllByRole('cell');
    expect(norte.map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['tenho-norte', 'Manaus', 'AM', '-', 'Inativa']),
    );
    expect(
      within(row('Tenho Centro'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['Centro', 'Ativa']));
    const summary = screen.getByRole('list', { name: 'Resumo das franquias' });
    expect(summary).toHaveTextContent('Franquias2');
    expect(summary).toHaveTextContent('Ativas1');
    expect(summary).toHaveTextContent('Inativas1');
  });

  it('searches by name, city, UF or code through the server', async () => {
    const { user, calls } = setup(server([CENTRO, NORTE]));
    await screen.findByRole('row', { name: /Tenho Norte/ }, { timeout: 5_000 });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar franquias' }), 'norte');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Tenho Centro/ })).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(calls.at(-1)?.url).toContain('search=norte');
    // The full list is the public register list's path: it must still carry the session.
    expect(calls.every((call) => call.headers.Authorization === 'Bearer token-de-teste')).toBe(true);
    expect(calls.at(-1)?.url).toContain('page=1');
  });

  it("activates at once ('Franquia ativada!') and asks before deactivating ('Franquia desativada!')", async () => {
    const { user, calls, row } = setup(server([CENTRO, NORTE]));
    await screen.findByRole('row', { name: /Tenho Norte/ }, { timeout: 5_000 });

    await user.click(within(row('Tenho Norte')).getByRole('button', { name: 'Ativar Tenho Norte' }));
    expect(await screen.findByText(FRANCHISE_MSG.activated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/franchise-units/2',
      body: { is_active: true },
    });

    await user.click(within(row('Tenho Centro')).getByRole('button', { name: 'Desativar Tenho Centro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Desativar franquia?' });
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText(FRANCHISE_MSG.deactivated)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
      url: '/api/franchise-units/1',
      body: { is_active: false },
    });
  });

  it("a refused toggle toasts 'Erro ao atualizar status'", async () => {
    const { user, row } = setup(
      server([CENTRO, NORTE], () => ({ status: 500, body: { code: 'x', message: '' } })),
    );
    await screen.findByRole('row', { name: /Tenho Norte/ }, { timeout: 5_000 });
    await user.click(within(row('Tenho Norte')).getByRole('button', { name: 'Ativar Tenho Norte' }));
    expect(await screen.findByText(FRANCHISE_MSG.statusFailed)).toBeInTheDocument();
  });

  it("a failed list says 'Erro ao carregar franquias' and retries", async () => {
    let attempts = 0;
    const { user } = setup((call) => {
      attempts += 1;
      return attempts === 1 ? { status: 500, body: { code: 'x', message: '' } } : server([CENTRO])(call);
    });
    expect((await screen.findAllByText(FRANCHISE_MSG.loadFailed)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('row', { name: /Tenho Centro/ })).toBeInTheDocument();
  });

  it('no units: the empty state offers Nova Franquia; without the permissions the actions are gone', async () => {
    setup(() => ({ body: makeList([]) }), ['franchise.view']);
    expect(await screen.findByText('Nenhuma franquia cadastrada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova Franquia' })).not.toBeInTheDocument();
  });

  it('the row menu opens the companies, the admins, the edit form and the delete check', async () => {
    const { user, row } = setup((call) =>
      call.url.startsWith('/api/franchise-units/1')
        ? { body: { ...CENTRO, users: [], client_units: [], users_count: 0, clients_count: 0 } }
        : server([CENTRO, NORTE])(call),
    );
    await screen.findByRole('row', { name: /Tenho Centro/ }, { timeout: 5_000 });
    const open = async (item: string) => {
      await user.click(
        within(row('Tenho Centro')).getByRole('button', { name: 'Mais ações para Tenho Centro' }),
      );
      await user.click(await screen.findByRole('menuitem', { name: item }));
    };
    await open('Ver empresas');
    const companies = await screen.findByRole('dialog', { name: 'Empresas' });
    await user.click(within(companies).getAllByRole('button', { name: 'Fechar' })[0]!);
    await open('Administradores');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Administradores' })).getAllByRole('button', {
        name: 'Fechar',
      })[0]!,
    );
    await open('Editar');
    expect(await screen.findByRole('dialog', { name: 'Editar franquia' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await open('Excluir');
    expect(await screen.findByRole('dialog', { name: 'Excluir Tenho Centro' })).toBeInTheDocument();
  });
});
