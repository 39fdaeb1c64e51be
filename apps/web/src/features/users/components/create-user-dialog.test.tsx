import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, optionTexts, renderWithProviders, signInAs, type FetchCall } from '@/test/render';
import { TEST_UNITS } from '@/test/fixtures';
import { CreateUserDialog } from './create-user-dialog';

const STRONG = 'Segura#2024';
const toaster = () => document.querySelector('[data-sonner-toaster]') as HTMLElement;

function setup(
  role: 'MASTER' | 'ADMIN' | 'CLIENT' = 'ADMIN',
  respond?: (call: FetchCall) => { status?: number; body?: unknown },
) {
  signInAs({ role, unit_id: 1, unit: { id: 1, name: 'Tenho Centro' } });
  const calls = mockFetch(
    respond ??
      ((call) =>
        call.url.startsWith('/api/franchise-units')
          ? {
              body: TEST_UNITS,
            }
          : { status: 201, body: { id: 99 } }),
  );
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<CreateUserDialog open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Novo Usuário' });
  const next = () => user.click(within(dialog).getByRole('button', { name: 'Próximo' }));
  const goTo = (tab: string) => user.click(within(dialog).getByRole('tab', { name: new RegExp(tab) }));
  /** The step `tab` is the one shown. */
  const expectStep = (tab: string) =>
    expect(within(dialog).getByRole('tab', { name: new RegExp(tab) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  /** A valid e-mail, password and name in Informações Básicas; `end` is typed after the name ('{Enter}'). */
  const fillBasics = async (end = '') => {
    await user.type(within(dialog).getByLabelText('E-mail *'), 'nova@empresa.com');
    await user.type(within(dialog).getByLabelText('Senha *'), STRONG);
    await user.type(within(dialog).getByLabelText('Nome *'), `Nova Pessoa${end}`);
  };
  return { user, dialog, calls, onOpenChange, next, goTo, expectStep, fillBasics };
}

// Each test types through a five-tab form: give them room on a busy machine.
describe('Create User modal (spec §5)', { timeout: 30_000 }, () => {
  // The dialog keeps its draft in sessionStorage (issue 29): each test starts without one.
  beforeEach(() => window.sessionStorage.clear());

  it('has five tabs with previous/next; Criar Usuário only on the last one', async () => {
    const { dialog, next, user, expectStep, fillBasics } = setup();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent?.replace(/^\d/, '')),
    ).toEqual(['Informações Básicas', 'Contatos', 'Endereço', 'Documentos', 'Configurações']);
    expect(within(dialog).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /Criar Usuário/ })).not.toBeInTheDocument();

    await fillBasics();
    await next();
    expectStep('Contatos');
    await user.type(within(dialog).getByLabelText('Telefone 1'), '11987654321');
    await next();
    await next();
    await next();
    expectStep('Configurações');
    expect(within(dialog).queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Criar Usuário/ })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Anterior' }));
    expectStep('Documentos');
  });

  it('Próximo moves one step at a time and Enter never submits: only Criar Usuário on step 5 sends POST /users', async () => {
    const { dialog, next, user, calls, fillBasics } = setup('ADMIN');
    const posts = () => calls.filter((c) => c.method === 'POST');
    const selected = () =>
      within(dialog).getByRole('tab', { selected: true }).textContent?.replace(/^\d/, '');
    await fillBasics('{Enter}');
    expect(posts()).toHaveLength(0);
    expect(['Informações Básicas', 'Contatos']).toContain(selected());
    if (selected() === 'Informações Básicas') await next();
    expect(selected()).toBe('Contatos');
    await user.type(within(dialog).getByLabelText('Telefone 1'), '11987654321{Enter}');
    expect(posts()).toHaveLength(0);
    if (selected() === 'Contatos') await next();
    expect(selected()).toBe('Endereço');
    await next();
    expect(selected()).toBe('Documentos');
    await user.type(within(dialog).getByLabelText('Número do CPF'), '52998224725{Enter}');
    expect(posts()).toHaveLength(0);
    if (selected() === 'Documentos') await next();
    expect(selected()).toBe('Configurações');
    // The click that reached step 5 created nothing; the role chosen there is the one sent.
    expect(posts()).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Perfil de acesso *'), 'CLIENT');
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /Criar Usuário/ }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ role: 'CLIENT', email: 'nova@empresa.com' });
  });

  it('MASTER reaches step 5 without a premature unit error', async () => {
    const { dialog, next, user, calls, expectStep, fillBasics } = setup('MASTER');
    await fillBasics();
    await next();
    await user.type(within(dialog).getByLabelText('Telefone 1'), '11987654321');
    await next();
    await next();
    await next();
    expectStep('Configurações');
    expect(within(dialog).queryByText('Selecione a franquia do usuário')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps Criar Usuário disabled until the password meets the rule', async () => {
    const { dialog, goTo, user } = setup();
    await goTo('Configurações');
    const submit = within(dialog).getByRole('button', { name: /Criar Usuário/ });
    expect(submit).toBeDisabled();
    await goTo('Informações Básicas');
    await user.type(within(dialog).getByLabelText('Senha *'), 'fraca');
    await goTo('Configurações');
    expect(within(dialog).getByRole('button', { name: /Criar Usuário/ })).toBeDisabled();
    await goTo('Informações Básicas');
    await user.clear(within(dialog).getByLabelText('Senha *'));
    await user.type(within(dialog).getByLabelText('Senha *'), STRONG);
    await goTo('Configurações');
    expect(within(dialog).getByRole('button', { name: /Criar Usuário/ })).toBeEnabled();
  });

  it('Próximo checks the tab: malformed e-mail and weak password get the spec messages', async () => {
    const { dialog, next, user, expectStep } = setup();
    await user.type(within(dialog).getByLabelText('E-mail *'), 'nova@');
    await user.type(within(dialog).getByLabelText('Senha *'), 'fraca');
    await next();
    expect(await within(dialog).findByText('Email inválido')).toBeInTheDocument();
    expect(within(dialog).getByText('Senha não atende aos critérios de segurança')).toBeInTheDocument();
    expect(within(dialog).getByText('Nome é obrigatório')).toBeInTheDocument();
    expectStep('Informações Básicas');
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail *')).toHaveFocus());
  });

  it('lists every error in tab order on submit and takes the user to the first one', async () => {
    const { dialog, goTo, user, calls, expectStep } = setup();
    await user.type(within(dialog).getByLabelText('Senha *'), STRONG);
    await goTo('Documentos');
    await user.type(within(dialog).getByLabelText('Número do CPF'), '12345678900');
    expect(within(dialog).getByLabelText('Número do CPF')).toHaveValue('123.456.789-00');
    await goTo('Configurações');
    await user.click(within(dialog).getByRole('button', { name: /Criar Usuário/ }));

    const summary = await within(dialog).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Informações Básicas: Email é obrigatório',
      'Informações Básicas: Nome é obrigatório',
      'Contatos: Pelo menos um telefone válido é obrigatório',
      'Documentos: CPF inválido',
    ]);
    await waitFor(() => expectStep('Informações Básicas'));
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail *')).toHaveFocus());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(
      within(summary).getByRole('button', { name: 'Contatos: Pelo menos um telefone válido é obrigatório' }),
    );
    expectStep('Contatos');
  });

  it('phone and e-mail rows: one of each always stays, rows can be added and removed', async () => {
    const { dialog, goTo, user } = setup();
    await goTo('Contatos');
    expect(within(dialog).getByRole('button', { name: 'Remover telefone 1' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remover e-mail 1' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar telefone' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Telefone 2')).toHaveFocus());
    await user.type(within(dialog).getByLabelText('Telefone 2'), '1133334444');
    expect(within(dialog).getByLabelText('Telefone 2')).toHaveValue('(11) 3333-4444');
    await user.click(within(dialog).getByRole('button', { name: 'Remover telefone 1' }));
    expect(within(dialog).queryByLabelText('Telefone 2')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Telefone 1')).toHaveValue('(11) 3333-4444');
    expect(within(dialog).getByRole('radio', { name: 'Telefone 1 principal' })).toBeChecked();
  });

  it('ADMIN may create ADMIN, CLIENT or USER in its own unit, USER preselected', async () => {
    const { dialog, goTo } = setup('ADMIN');
    await goTo('Configurações');
    const role = within(dialog).getByLabelText('Perfil de acesso *');
    expect(optionTexts(role)).toEqual(['Administrador', 'Cliente', 'Usuário']);
    expect(role).toHaveValue('USER');
    expect(within(dialog).queryByRole('combobox', { name: 'Franquia' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Tenho Centro')).toBeInTheDocument();
  });

  it('MASTER may create any role, ADMIN preselected, and picks the unit', async () => {
    const { dialog, goTo } = setup('MASTER');
    await goTo('Configurações');
    const role = within(dialog).getByLabelText('Perfil de acesso *');
    expect(optionTexts(role)).toEqual(['Master', 'Administrador', 'Cliente', 'Usuário']);
    expect(role).toHaveValue('ADMIN');
    const unit = within(dialog).getByLabelText('Franquia');
    expect(await within(unit).findByRole('option', { name: 'Tenho Zona Sul' })).toBeInTheDocument();
  });

  it('CLIENT can only create its USERs', async () => {
    const { dialog, goTo } = setup('CLIENT');
    await goTo('Configurações');
    const role = within(dialog).getByLabelText('Perfil de acesso *');
    expect(optionTexts(role)).toEqual(['Usuário']);
  });

  it('creates: empty rows dropped, digits sent, success toast, form reset and closed', async () => {
    const { dialog, goTo, next, user, calls, onOpenChange } = setup('MASTER');
    await user.type(within(dialog).getByLabelText('E-mail *'), ' Nova@Empresa.com ');
    await user.type(within(dialog).getByLabelText('Senha *'), STRONG);
    await user.type(within(dialog).getByLabelText('Nome *'), 'Nova Pessoa');
    await next();
    await user.type(within(dialog).getByLabelText('Telefone 1'), '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar telefone' }));
    await goTo('Endereço');
    await user.type(within(dialog).getByLabelText('CEP'), '01310100');
    expect(within(dialog).getByLabelText('CEP')).toHaveValue('01310-100');
    await user.selectOptions(within(dialog).getByLabelText('UF'), 'SP');
    await goTo('Documentos');
    await user.type(within(dialog).getByLabelText('Número do CPF'), '52998224725');
    await goTo('Configurações');
    const unit = within(dialog).getByLabelText('Franquia');
    await within(unit).findByRole('option', { name: 'Tenho Zona Sul' });
    await user.selectOptions(unit, '2');
    await user.click(within(dialog).getByRole('button', { name: /Criar Usuário/ }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/users');
    expect(post?.body).toMatchObject({
      email: 'nova@empresa.com',
      password: STRONG,
      display_name: 'Nova Pessoa',
      phones: [{ phone: '11987654321', type: 'MOBILE', is_primary: true }],
      emails: [],
      role: 'ADMIN',
      unit_id: 2,
      is_active: true,
      document: '52998224725',
      document_type: 'CPF',
      address: { zip_code: '01310100', state: 'SP', street: null },
    });
    await waitFor(() =>
      expect(within(toaster()).getByText('Usuário criado com sucesso!')).toBeInTheDocument(),
    );
    await goTo('Informações Básicas');
    expect(within(dialog).getByLabelText('E-mail *')).toHaveValue('');
  });

  it("shows the server's message and puts its field errors on their tab", async () => {
    const { dialog, goTo, next, user, expectStep } = setup('ADMIN', () => ({
      status: 409,
      body: {
        code: 'users.email_taken',
        message: 'Este e-mail já está cadastrado',
        details: [{ path: 'email', message: 'Este e-mail já está cadastrado' }],
      },
    }));
    await user.type(within(dialog).getByLabelText('E-mail *'), 'existe@empresa.com');
    await user.type(within(dialog).getByLabelText('Senha *'), STRONG);
    await user.type(within(dialog).getByLabelText('Nome *'), 'Alguém');
    await next();
    await user.type(within(dialog).getByLabelText('Telefone 1'), '11987654321');
    await goTo('Configurações');
    await user.click(within(dialog).getByRole('button', { name: /Criar Usuário/ }));
    await waitFor(() => expectStep('Informações Básicas'));
    expect(within(dialog).getAllByText(/Este e-mail já está cadastrado/).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('E-mail *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a business refusal about one field (no details) lands under that field, on its tab', async () => {
    const { dialog, goTo, next, user } = setup('MASTER', (call) =>
      call.url.startsWith('/api/franchise-units')
        ? { body: [{ id: 1, name: 'Tenho Centro' }] }
        : {
            status: 422,
            body: { code: 'users.unit_required', message: 'Selecione a franquia do usuário' },
          },
    );
    await user.type(within(dialog).getByLabelText('E-mail *'), 'admin@empresa.com');
    await user.type(within(dialog).getByLabelText('Senha *'), STRONG);
    await user.type(within(dialog).getByLabelText('Nome *'), 'Novo Admin');
    await next();
    await user.type(within(dialog).getByLabelText('Telefone 1'), '11987654321');
    await goTo('Configurações');
    await user.click(within(dialog).getByRole('button', { name: /Criar Usuário/ }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('Configurações: Selecione a franquia do usuário');
    expect(within(dialog).getByLabelText('Franquia')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('Franquia')).toHaveFocus());
  });
});
