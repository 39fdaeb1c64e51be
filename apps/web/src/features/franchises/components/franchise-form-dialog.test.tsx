import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FRANCHISE_MSG } from '@tenho/domain/franchise/franchise.schemas';
import { PIX_MERCHANT_NAME_MAX } from '@tenho/domain/wallet/pix';
import { mockFetch, renderWithProviders, signInAs, type FetchCall, type MockResponse } from '@/test/render';
import { makeUnit } from '../test/fixtures';
import { FranchiseFormDialog } from './franchise-form-dialog';

function setup(
  unit: ReturnType<typeof makeUnit> | null = null,
  handler: (call: FetchCall) => MockResponse = (call) => ({
    status: call.method === 'POST' ? 201 : 200,
    body: makeUnit({ id: 9, ...(call.body as object) }),
  }),
) {
  signInAs({ role: 'MASTER', permissions: ['franchise.create', 'franchise.edit'] });
  const calls = mockFetch(handler);
  const user = userEvent.setup();
  let closed = false;
  renderWithProviders(
    <FranchiseFormDialog
      open
      unit={unit}
      onOpenChange={(open) => {
        if (!open) closed = true;
      }}
    />,
  );
  const dialog = () => screen.getByRole('dialog');
  const field = (label: string) => within(dialog()).getByLabelText(label);
  return { user, calls, dialog, field, isClosed: () => closed };
}

describe('franchise create/edit modal', { timeout: 20_000 }, () => {
  it("an empty save shows 'Preencha todos os campos obrigatórios' once, marks the four required fields and asks nothing", async () => {
    const { user, calls, dialog, field } = setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Criar franquia' }));

    expect(await within(dialog()).findAllByText(FRANCHISE_MSG.required)).toHaveLength(1);
    for (const label of ['Nome *', 'Código *', 'Cidade *', 'UF *'])
      expect(field(label), label).toHaveAttribute('aria-invalid', 'true');
    // Region and the WhatsApp/Pix fields are optional.
    for (const label of ['Região', 'Chave Pix', 'Nome do recebedor'])
      expect(field(label), label).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome *')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('keeps the message while one required field is still missing', async () => {
    const { user, calls, dialog, field } = setup();
    await user.type(field('Nome *'), 'Tenho Zona Norte');
    await user.type(field('Cidade *'), 'São Paulo');
    await user.click(within(dialog()).getByRole('button', { name: 'Criar franquia' }));
    expect(await within(dialog()).findByText(FRANCHISE_MSG.required)).toBeInTheDocument();
    expect(field('UF *')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Cidade *')).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('suggests the code from the name until it is typed by hand', async () => {
    const { user, field } = setup();
    await user.type(field('Nome *'), 'Tenho São João');
    expect(field('Código *')).toHaveValue('tenho-sao-joao');
    await user.clear(field('Código *'));
    await user.type(field('Código *'), 'sj');
    await user.type(field('Nome *'), ' Clímaco');
    expect(field('Código *')).toHaveValue('sj');
  });

  it('refuses a Pix receiver name over the limit and an invalid code with the domain messages', async () => {
    const { user, calls, dialog, field } = setup();
    await user.type(field('Nome *'), 'Tenho Norte');
    await user.clear(field('Código *'));
    await user.type(field('Código *'), 'zona norte!');
    await user.type(field('Cidade *'), 'Manaus');
    await user.selectOptions(field('UF *'), 'AM');
    await user.type(field('Nome do recebedor'), 'x'.repeat(PIX_MERCHANT_NAME_MAX + 1));
    await user.click(within(dialog()).getByRole('button', { name: 'Criar franquia' }));

    expect(await within(dialog()).findByText(FRANCHISE_MSG.codeInvalid)).toBeInTheDocument();
    expect(within(dialog()).getByText(FRANCHISE_MSG.pixMerchantNameTooLong)).toBeInTheDocument();
    expect(within(dialog()).queryByText(FRANCHISE_MSG.required)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates a unit with its WhatsApp and Pix fields, toasts and closes', async () => {
    const { user, calls, dialog, field, isClosed } = setup();
    await user.type(field('Nome *'), 'Tenho Zona Norte');
    await user.type(field('Cidade *'), 'São Paulo');
    await user.selectOptions(field('UF *'), 'SP');
    await user.type(field('ID do número (phone_number_id)'), '109876543210');
    await user.type(field('Número exibido'), '(11) 91234-5678');
    await user.type(field('Chave Pix'), 'pix@zonanorte.com.br');
    await user.type(field('Nome do recebedor'), 'Tenho Zona Norte');
    await user.type(field('Cidade do recebedor'), 'Sao Paulo');
    await user.click(within(dialog()).getByRole('button', { name: 'Criar franquia' }));

    expect(await screen.findByText(FRANCHISE_MSG.created)).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/franchise-units',
        method: 'POST',
        body: {
          name: 'Tenho Zona Norte',
          code: 'tenho-zona-norte',
          city: 'São Paulo',
          state: 'SP',
          region: null,
          is_active: true,
          whatsapp_phone_number_id: '109876543210',
          whatsapp_display_number: '11912345678',
          pix_key: 'pix@zonanorte.com.br',
          pix_merchant_name: 'Tenho Zona Norte',
          pix_merchant_city: 'Sao Paulo',
        },
      }),
    ]);
    await waitFor(() => expect(isClosed()).toBe(true));
  });

  it("shows a taken code under the field and keeps the modal open ('Já existe…')", async () => {
    const { user, dialog, field, isClosed } = setup(null, () => ({
      status: 409,
      body: { code: 'franchise_units.code_taken', message: FRANCHISE_MSG.codeTaken },
    }));
    await user.type(field('Nome *'), 'Tenho Centro');
    await user.type(field('Cidade *'), 'São Paulo');
    await user.selectOptions(field('UF *'), 'SP');
    await user.click(within(dialog()).getByRole('button', { name: 'Criar franquia' }));

    expect(await within(dialog()).findByText(FRANCHISE_MSG.codeTaken)).toBeInTheDocument();
    expect(field('Código *')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Código *')).toHaveFocus();
    expect(isClosed()).toBe(false);
  });

  it('edits a unit: the form starts from its values and PATCHes them', async () => {
    const unit = makeUnit({ id: 3, region: null, pix_key: 'financeiro@centro.com.br' });
    const { user, calls, dialog, field } = setup(unit);
    expect(within(dialog()).getByRole('heading', { name: 'Editar franquia' })).toBeInTheDocument();
    expect(field('Nome *')).toHaveValue('Tenho Centro');
    expect(field('UF *')).toHaveValue('SP');
    expect(field('Região')).toHaveValue('');
    expect(field('Chave Pix')).toHaveValue('financeiro@centro.com.br');
    // The code does not follow the name of an existing unit.
    await user.type(field('Nome *'), ' Histórico');
    expect(field('Código *')).toHaveValue('tenho-centro');
    await user.type(field('Região'), 'Centro Histórico');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText(FRANCHISE_MSG.updated)).toBeInTheDocument();
    // (The API Pix section of the edit screen reads its own status: GET …/pix-api.)
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/franchise-units/3',
      method: 'PATCH',
      body: { name: 'Tenho Centro Histórico', code: 'tenho-centro', region: 'Centro Histórico' },
    });
  });
});
