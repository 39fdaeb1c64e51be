import { useImperativeHandle } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@tenho/domain/users/users.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { makeListItem } from '../test/fixtures';
import { EditUserDialog, type CategoriesFieldProps } from './edit-user-dialog';

const toaster = () => document.querySelector('[data-sonner-toaster]') as HTMLElement;

const PROFILE: Profile = {
  user_id: 10,
  display_name: 'Maria Peças',
  legal_name: 'Maria Peças LTDA',
  document: null,
  document_type: null,
  birth_date: null,
  gender: null,
  emails: [{ email: 'vendas@mariapecas.com.br', is_primary: true }],
  phones: [{ phone: '11987654321', type: 'WHATSAPP', is_primary: true }],
  address: null,
  photos: [],
};

const saveCategories = vi.fn(async () => {});
function FakeCategories({ userId, ref }: CategoriesFieldProps) {
  useImperativeHandle(ref, () => ({ save: saveCategories }), []);
  return <p>Categorias de Atuação de {userId}</p>;
}

describe('Edit User modal', { timeout: 20_000 }, () => {
  it("'Editar Cliente' for a company: company info, e-mails, phones and its categories; saves all of it", async () => {
    const user = userEvent.setup();
    signInAs({ role: 'ADMIN' });
    const calls = mockFetch((call) => (call.method === 'PATCH' ? { body: PROFILE } : { body: PROFILE }));
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderWithProviders(
      <EditUserDialog
        user={makeListItem()}
        onClose={onClose}
        onSaved={onSaved}
        categoriesField={FakeCategories}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar Cliente' });
    const name = await within(dialog).findByLabelText('Nome de exibição *');
    expect(name).toHaveValue('Maria Peças');
    expect(within(dialog).getByLabelText('Razão social')).toHaveValue('Maria Peças LTDA');
    expect(within(dialog).getByLabelText('E-mail 1')).toHaveValue('vendas@mariapecas.com.br');
    expect(within(dialog).getByLabelText('Telefone 1')).toHaveValue('(11) 98765-4321');
    expect(within(dialog).getByText('Categorias de Atuação de 10')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Maria Auto Peças');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar telefone' }));
    await user.type(within(dialog).getByLabelText('Telefone 2'), '1133334444');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalled();
    expect(saveCategories).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/users/10/profile',
      body: {
        display_name: 'Maria Auto Peças',
        legal_name: 'Maria Peças LTDA',
        emails: [{ email: 'vendas@mariapecas.com.br', is_primary: true }],
        phones: [
          { phone: '11987654321', type: 'WHATSAPP', is_primary: true },
          { phone: '1133334444', type: 'MOBILE', is_primary: false },
        ],
      },
    });
    await waitFor(() =>
      expect(within(toaster()).getByText('Usuário atualizado com sucesso!')).toBeInTheDocument(),
    );
  });

  it("'Editar Usuário' for an administrator, without categories", async () => {
    signInAs({ role: 'MASTER' });
    mockFetch(() => ({ body: PROFILE }));
    renderWithProviders(
      <EditUserDialog
        user={makeListItem({ role: 'ADMIN' })}
        onClose={() => {}}
        onSaved={() => {}}
        categoriesField={FakeCategories}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar Usuário' });
    await within(dialog).findByLabelText('Nome de exibição *');
    expect(within(dialog).queryByText(/Categorias de Atuação/)).not.toBeInTheDocument();
  });

  it('a failed save keeps the dialog open with the spec message', async () => {
    const user = userEvent.setup();
    signInAs({ role: 'ADMIN' });
    mockFetch((call) => (call.method === 'PATCH' ? { status: 500 } : { body: PROFILE }));
    const onClose = vi.fn();
    renderWithProviders(<EditUserDialog user={makeListItem()} onClose={onClose} onSaved={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Editar Cliente' });
    await within(dialog).findByLabelText('Nome de exibição *');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() =>
      expect(within(toaster()).getByText('Erro ao atualizar usuário. Tente novamente.')).toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
