import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_MSG } from '@tenho/domain/audit/audit.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { makeEntry, makeLog } from '../test/fixtures';
import { SystemLogsPage } from './system-logs-page';

const ENTRIES = [
  makeEntry(),
  makeEntry({
    id: 2,
    action: 'wallet.credit',
    actor: null,
    entity: 'wallet_transaction',
    entity_id: 40,
    ip: null,
  }),
];

function setup(
  handler: (call: FetchCall) => MockResponse = () => ({ body: makeLog(ENTRIES) }),
  route = '/master/logs',
) {
  signInAs({ role: 'MASTER', permissions: ['system.view'] });
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  renderWithProviders(<SystemLogsPage />, { route });
  const table = () => screen.getByRole('table', { name: AUDIT_MSG.title });
  const lastQuery = () => new URL(calls.at(-1)?.url ?? '', 'http://x').searchParams;
  return { user, calls, table, lastQuery };
}

describe('Logs do sistema', { timeout: 20_000 }, () => {
  it('lists who, action, target, when and IP, newest first', async () => {
    const { table } = setup();
    const row = await screen.findByRole('row', { name: /Franquia criada/ }, { timeout: 5_000 });
    expect(row).toHaveTextContent('24/11/2026 12:04:05');
    expect(row).toHaveTextContent('Master');
    expect(row).toHaveTextContent('master@tenho.com.br');
    expect(row).toHaveTextContent('franchise_units.create');
    expect(row).toHaveTextContent('Franquia #7');
    expect(row).toHaveTextContent('203.0.113.9');
    const system = within(table()).getByRole('row', { name: /Crédito na carteira/ });
    expect(system).toHaveTextContent(AUDIT_MSG.systemActor);
    expect(system).toHaveTextContent('Transação #40');
  });

  it('filters by actor, action, target and period through the API, starting again at page 1', async () => {
    const { user, lastQuery } = setup();
    await screen.findByRole('row', { name: /Franquia criada/ }, { timeout: 5_000 });

    await user.type(screen.getByRole('searchbox', { name: 'Usuário' }), 'ana');
    await waitFor(() => expect(lastQuery().get('actor')).toBe('ana'), { timeout: 5_000 });
    await user.selectOptions(screen.getByLabelText('Ação'), 'franchise_units.delete');
    await waitFor(() => expect(lastQuery().get('action')).toBe('franchise_units.delete'));
    await user.selectOptions(screen.getByLabelText('Alvo'), 'franchise_unit');
    await waitFor(() => expect(lastQuery().get('target')).toBe('franchise_unit'));
    await user.type(screen.getByLabelText('De'), '01/11/2026');
    await user.type(screen.getByLabelText('Até'), '24/11/2026');
    await waitFor(() => expect(lastQuery().get('to')).toBe('2026-11-24'));
    expect(lastQuery().get('from')).toBe('2026-11-01');
    expect(lastQuery().get('page')).toBe('1');
  });

  it('an area alone is a filter too (all the actions of Franquias)', async () => {
    const { user, lastQuery } = setup();
    await screen.findByRole('row', { name: /Franquia criada/ }, { timeout: 5_000 });
    await user.selectOptions(screen.getByLabelText('Ação'), 'Todas de Franquias');
    await waitFor(() => expect(lastQuery().get('action')).toBe('franchise_units'));
  });

  it('a period that ends before it starts shows the domain message and asks nothing', async () => {
    const { user, calls } = setup();
    await screen.findByRole('row', { name: /Franquia criada/ }, { timeout: 5_000 });
    const before = calls.length;
    await user.type(screen.getByLabelText('Até'), '01/11/2026');
    await user.type(screen.getByLabelText('De'), '20/11/2026');
    expect(await screen.findByText(AUDIT_MSG.dateRangeInvalid)).toBeInTheDocument();
    expect(calls.slice(before).every((call) => !call.url.includes('from=2026-11-20'))).toBe(true);
  });

  it('a link to one record (?target=franchise_unit&target_id=7) filters by it and can drop that filter', async () => {
    const { user, calls, lastQuery } = setup(undefined, '/master/logs?target=franchise_unit&target_id=7');
    await screen.findByRole('row', { name: /Franquia criada/ }, { timeout: 5_000 });
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('target_id')).toBe('7');
    expect(screen.getByText('Somente Franquia #7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover o filtro do registro' }));
    await waitFor(() => expect(lastQuery().get('target_id')).toBeNull());
  });

  it("pages through the log and says 'Nenhum registro…' with a way out when the filters match nothing", async () => {
    const { user, lastQuery } = setup((call) => {
      const params = new URL(call.url, 'http://x').searchParams;
      if (params.get('action')) return { body: makeLog([]) };
      return { body: makeLog(ENTRIES, { total: 45, page: Number(params.get('page') ?? 1) }) };
    });
    await screen.findByRole('row', { name: /Franquia criada/ }, { timeout: 5_000 });
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Ação'), 'users.delete');
    expect(await screen.findByText(AUDIT_MSG.empty)).toBeInTheDocument();
    expect(lastQuery().get('page')).toBe('1');
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
    expect(await screen.findByRole('row', { name: /Franquia criada/ })).toBeInTheDocument();
  });

  it("says 'Erro ao carregar logs do sistema' with a retry", async () => {
    setup(() => ({ status: 500, body: { code: 'x', message: '' } }));
    expect(await screen.findByText(AUDIT_MSG.loadFailed, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
