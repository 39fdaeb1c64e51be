import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FRANCHISE_MSG, franchiseDeleteBlockedMessage } from '@tenho/domain/franchise/franchise.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { makeDetail, makeUnit } from '../test/fixtures';
import { DeleteFranchiseDialog } from './delete-franchise-dialog';

const UNIT = makeUnit({ id: 7, name: 'Tenho Vazia', code: 'tenho-vazia' });

function setup(handler: (call: FetchCall) => MockResponse) {
  signInAs({ role: 'MASTER', permissions: ['franchise.delete', 'franchise.view'] });
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  let closed = false;
  renderWithProviders(<DeleteFranchiseDialog unit={UNIT} onClose={() => (closed = true)} />);
  const dialog = () => screen.getByRole('dialog', { name: 'Excluir Tenho Vazia' });
  return { user, calls, dialog, isClosed: () => closed };
}

const deletes = (calls: FetchCall[]) => calls.filter((call) => call.method === 'DELETE');

describe('delete a franchise', { timeout: 20_000 }, () => {
  it('is blocked while users or companies are linked: the spec message with both counts, no word to type, no DELETE', async () => {
    const { calls, dialog } = setup(() => ({
      body: makeDetail({ ...UNIT, users_count: 2, clients_count: 3 }),
    }));

    expect(
      await within(dialog()).findByText(
        'Esta franquia possui usuários (2) e/ou clientes (3) vinculados. Você precisa desvincular todos antes de excluir.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Excluir franquia' })).not.toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ url: '/api/franchise-units/7', method: 'GET' })]);
    expect(deletes(calls)).toHaveLength(0);
  });

  it("an empty unit asks for 'excluir': the button stays disabled until the word matches in any case, then deletes", async () => {
    const { user, calls, dialog, isClosed } = setup((call) =>
      call.method === 'DELETE' ? { status: 204 } : { body: makeDetail({ ...UNIT }) },
    );
    const input = await within(dialog()).findByLabelText('Digite excluir para confirmar');
    const confirm = within(dialog()).getByRole('button', { name: 'Excluir franquia' });
    expect(within(dialog()).getByText(FRANCHISE_MSG.deleteConfirm)).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    for (const typed of ['excl', 'excluirr', 'remover']) {
      await user.clear(input);
      await user.type(input, typed);
      expect(confirm, typed).toBeDisabled();
      // Enter does not get around the disabled button.
      await user.keyboard('{Enter}');
    }
    expect(deletes(calls)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'EXCLUIR');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText(FRANCHISE_MSG.removed)).toBeInTheDocument();
    expect(deletes(calls)).toEqual([expect.objectContaining({ url: '/api/franchise-units/7' })]);
    await waitFor(() => expect(isClosed()).toBe(true));
  });

  it("a 409 from the server (someone linked a person meanwhile) shows the spec's fixed text and the block", async () => {
    let linked = false;
    const { user, dialog, isClosed } = setup((call) => {
      if (call.method === 'DELETE') {
        linked = true;
        return {
          status: 409,
          body: { code: 'franchise_units.has_links', message: franchiseDeleteBlockedMessage(1, 0) },
        };
      }
      return { body: makeDetail({ ...UNIT, users_count: linked ? 1 : 0 }) };
    });
    await user.type(await within(dialog()).findByLabelText('Digite excluir para confirmar'), 'excluir');
    await user.click(within(dialog()).getByRole('button', { name: 'Excluir franquia' }));

    expect(await screen.findByText(FRANCHISE_MSG.hasLinksServer)).toBeInTheDocument();
    expect(
      await within(dialog()).findByText(
        'Esta franquia possui usuários (1) e/ou clientes (0) vinculados. Você precisa desvincular todos antes de excluir.',
      ),
    ).toBeInTheDocument();
    expect(isClosed()).toBe(false);
  });

  it("a failed check says 'Erro ao verificar franquia' and offers a retry", async () => {
    let attempts = 0;
    const { user, dialog } = setup(() => {
      attempts += 1;
      return attempts === 1
        ? { status: 500, body: { code: 'x', message: 'boom' } }
        : { body: makeDetail({ ...UNIT }) };
    });
    expect(await within(dialog()).findByText(FRANCHISE_MSG.checkFailed)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog()).findByLabelText('Digite excluir para confirmar')).toBeInTheDocument();
  });
});
