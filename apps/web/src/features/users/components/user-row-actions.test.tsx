import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { makeListItem } from '../test/fixtures';
import { UserRowActions } from './user-row-actions';

const handlers = { onDetails: vi.fn(), onEdit: vi.fn(), onToggleActive: vi.fn(), onDelete: vi.fn() };

function renderRow(isSelf = false) {
  return renderWithProviders(
    <UserRowActions user={makeListItem()} isSelf={isSelf} canDelete={false} toggling={false} {...handlers} />,
  );
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Mais ações para Maria Peças' }));
  return user;
}

describe("'Encerrar sessões' (DELETE /users/{id}/sessions)", () => {
  it('with user.edit: asks first, then ends every session of the user', async () => {
    const calls = mockFetch(() => ({ body: { ended: 2 } }));
    signInAs({ id: 1, role: 'MASTER', permissions: ['user.edit'] });
    renderRow();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Encerrar sessões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar sessões' });
    expect(dialog).toHaveTextContent(
      'Todas as sessões de Maria Peças (maria@empresa.com.br) serão encerradas',
    );
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar sessões' }));
    expect(await screen.findByText('2 sessões de Maria Peças encerradas.')).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.url])).toEqual([['DELETE', '/api/users/10/sessions']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling sends nothing', async () => {
    const calls = mockFetch(() => ({ body: { ended: 0 } }));
    signInAs({ id: 1, role: 'MASTER', permissions: ['user.edit'] });
    renderRow();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Encerrar sessões' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('not offered without user.edit, nor on one’s own row', async () => {
    signInAs({ id: 1, role: 'ADMIN', permissions: ['user.view'] });
    const first = renderRow();
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Encerrar sessões' })).not.toBeInTheDocument();
    first.unmount();

    signInAs({ id: 10, role: 'MASTER', permissions: ['user.edit'] });
    renderRow(true);
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Encerrar sessões' })).not.toBeInTheDocument();
  });
});
