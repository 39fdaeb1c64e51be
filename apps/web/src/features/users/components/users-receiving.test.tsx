import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import type { ReceivingSummary } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { UsersPage } from '../routes/users-page';
import { makeListItem, makeListResponse } from '../test/fixtures';

const RECEIVING: ReceivingSummary = {
  state: 'paused',
  response: { median_seconds: 540, answered_in_15_min: 0.7 },
};

function setup(role: 'MASTER' | 'CLIENT') {
  signInAs({ id: 1, role, permissions: [...ROLE_DEFAULT_PERMISSIONS[role]], unit_id: 1 });
  const company = makeListItem({ id: 10, receiving: RECEIVING });
  const person = makeListItem({
    id: 11,
    role: 'USER',
    email: 'joao@empresa.com.br',
    name: 'João',
    profile: { display_name: 'João', legal_name: null, phone: null, photo_url: null },
  });
  mockFetch((call) =>
    call.url.startsWith('/api/users?') ? { body: makeListResponse([company, person]) } : { body: [] },
  );
  renderWithProviders(<UsersPage receivingPath={(id) => `/master/usuarios/${id}/recebimento`} />);
  return userEvent.setup();
}

describe('Usuários: how each company receives leads (issue 32)', { timeout: 20_000 }, () => {
  it("MASTER sees a company's state and response time, and opens its 'Recebimento de pedidos'", async () => {
    const user = setup('MASTER');
    const table = await screen.findByRole('table', { name: 'Gerenciar Usuários' });
    const row = (await within(table).findAllByText('Maria Peças'))[0]!.closest('tr') as HTMLElement;
    const summary = within(row).getByTestId('receiving-summary');
    expect(within(summary).getByText('Pausada')).toBeInTheDocument();
    expect(summary).toHaveTextContent('mediana 9 min · 70 % em 15 min');
    await user.click(within(row).getByRole('button', { name: 'Mais ações para Maria Peças' }));
    expect(await screen.findByRole('menuitem', { name: 'Recebimento de pedidos' })).toHaveAttribute(
      'href',
      '/master/usuarios/10/recebimento',
    );
    await user.keyboard('{Escape}');

    // A person (not a company) has neither.
    const other = within(table).getAllByText('João')[0]!.closest('tr') as HTMLElement;
    expect(within(other).queryByTestId('receiving-summary')).not.toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Mais ações para João' }));
    await screen.findByRole('menuitem', { name: 'Ver detalhes' });
    expect(screen.queryByRole('menuitem', { name: 'Recebimento de pedidos' })).not.toBeInTheDocument();
  });

  it('a company managing its own people gets no link to another company', async () => {
    const user = setup('CLIENT');
    const table = await screen.findByRole('table');
    const row = (await within(table).findAllByText('Maria Peças'))[0]!.closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Mais ações para Maria Peças' }));
    await screen.findByRole('menuitem', { name: 'Ver detalhes' });
    expect(screen.queryByRole('menuitem', { name: 'Recebimento de pedidos' })).not.toBeInTheDocument();
  });
});
