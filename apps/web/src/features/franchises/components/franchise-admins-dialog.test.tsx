import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FRANCHISE_MSG, type UnitMember } from '@tenho/domain/franchise/franchise.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { makeDetail, makeUnit } from '../test/fixtures';
import { FranchiseAdminsDialog } from './franchise-admins-dialog';

const UNIT = makeUnit({ id: 5, name: 'Tenho Leste' });
const ANA: UnitMember = {
  id: 2,
  email: 'ana@leste.com.br',
  role: 'ADMIN',
  name: 'Ana Ribeiro',
  phone: '11988887777',
  is_active: true,
  created_at: '2026-10-01T12:00:00.000Z',
};
const CARLA: UnitMember = { ...ANA, id: 3, email: 'carla@empresa.com.br', role: 'USER', name: 'Carla' };

function setup(handler: (call: FetchCall) => MockResponse) {
  signInAs({ role: 'MASTER', permissions: ['user.create', 'franchise.view'] });
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  renderWithProviders(<FranchiseAdminsDialog unit={UNIT} onClose={() => undefined} />);
  const dialog = () => screen.getByRole('dialog', { name: 'Administradores' });
  return { user, calls, dialog };
}

describe('admins manager', { timeout: 20_000 }, () => {
  it("lists only the unit's ADMINs", async () => {
    const { dialog } = setup(() => ({ body: makeDetail({ ...UNIT, users: [ANA, CARLA] }) }));
    const list = await within(dialog()).findByRole('list', { name: 'Administradores' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Ana Ribeiro');
    expect(list).toHaveTextContent('(11) 98888-7777');
  });

  it("an empty form says 'Preencha todos os campos obrigatórios' (phone optional) and asks nothing", async () => {
    const { user, calls, dialog } = setup(() => ({ body: makeDetail({ ...UNIT }) }));
    await within(dialog()).findByText('Nenhum administrador nesta franquia');
    await user.click(within(dialog()).getByRole('button', { name: 'Criar admin' }));
    expect(await within(dialog()).findByText(FRANCHISE_MSG.required)).toBeInTheDocument();
    for (const label of ['E-mail *', 'Nome *', 'Senha *'])
      expect(within(dialog()).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByLabelText('Telefone')).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("creates an ADMIN bound to the unit, toasts 'Admin criado com sucesso!' and lists it", async () => {
    let created = false;
    const { user, calls, dialog } = setup((call) => {
      if (call.method === 'POST') {
        created = true;
        return { status: 201, body: { id: 9 } };
      }
      return {
        body: makeDetail({
          ...UNIT,
          users: created ? [{ ...ANA, id: 9, name: 'Bruno Leste', email: 'bruno@leste.com.br' }] : [],
        }),
      };
    });
    await within(dialog()).findByText('Nenhum administrador nesta franquia');
    await user.type(within(dialog()).getByLabelText('E-mail *'), 'bruno@leste.com.br');
    await user.type(within(dialog()).getByLabelText('Nome *'), 'Bruno Leste');
    await user.type(within(dialog()).getByLabelText('Senha *'), 'Leste#2026');
    await user.type(within(dialog()).getByLabelText('Telefone'), '21987654321');
    expect(within(dialog()).getByLabelText('Telefone')).toHaveValue('(21) 98765-4321');
    await user.click(within(dialog()).getByRole('button', { name: 'Criar admin' }));

    expect(await screen.findByText(FRANCHISE_MSG.adminCreated)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/api/users',
        body: {
          email: 'bruno@leste.com.br',
          password: 'Leste#2026',
          role: 'ADMIN',
          unit_id: 5,
          display_name: 'Bruno Leste',
          phones: [{ phone: '21987654321', type: 'MOBILE', is_primary: true }],
          is_active: true,
        },
      }),
    ]);
    expect(await within(dialog()).findByText('Bruno Leste')).toBeInTheDocument();
    // The form is ready for the next one.
    expect(within(dialog()).getByLabelText('E-mail *')).toHaveValue('');
  });

  it("shows the server's message (a taken e-mail) under its field", async () => {
    const { user, dialog } = setup((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: {
              code: 'users.email_taken',
              message: 'E-mail já cadastrado',
              details: [{ path: 'email', message: 'E-mail já cadastrado' }],
            },
          }
        : { body: makeDetail({ ...UNIT }) },
    );
    await within(dialog()).findByText('Nenhum administrador nesta franquia');
    await user.type(within(dialog()).getByLabelText('E-mail *'), 'ana@leste.com.br');
    await user.type(within(dialog()).getByLabelText('Nome *'), 'Ana');
    await user.type(within(dialog()).getByLabelText('Senha *'), 'Leste#2026');
    await user.click(within(dialog()).getByRole('button', { name: 'Criar admin' }));
    expect(await within(dialog()).findByText('E-mail já cadastrado')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('E-mail *')).toHaveAttribute('aria-invalid', 'true');
  });
});
