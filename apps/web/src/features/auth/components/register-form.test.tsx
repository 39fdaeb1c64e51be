import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, type FetchCall, type MockResponse } from '@/test/render';
import { TEST_UNITS } from '@/test/fixtures';
import { TERMS_MSG, TERMS_VERSION } from '@tenho/domain/auth/terms';
import { fillRegisterForm } from '../test/register-form';
import { RegisterForm } from './register-form';

const SPEC_ORDER = [
  'Selecione a franquia desejada',
  'Nome da empresa é obrigatório',
  'E-mail é obrigatório',
  'WhatsApp é obrigatório',
  'Senha deve ter pelo menos 8 caracteres com: letra maiúscula, minúscula, número e caractere especial',
  'Senhas não coincidem',
];

function setup(
  onRegister: (call: FetchCall) => MockResponse = () => ({
    status: 201,
    body: { id: 5, email: 'x', is_active: false, message: 'ok' },
  }),
) {
  const calls = mockFetch((call) =>
    call.url.startsWith('/api/franchise-units') ? { body: TEST_UNITS } : onRegister(call),
  );
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<RegisterForm onSuccess={onSuccess} onSwitchToLogin={() => {}} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Criar conta' }));
  return { calls, onSuccess, user, submit };
}

const errorTexts = () =>
  SPEC_ORDER.filter((text) => screen.queryByText(text)).sort((a, b) => {
    const pa = screen.getByText(a);
    const pb = screen.getByText(b);
    return pa.compareDocumentPosition(pb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });

describe('register form validation (spec §5 order)', () => {
  it('shows every message in spec order and focuses the first invalid field', async () => {
    const { user, submit, calls } = setup();
    await screen.findByRole('option', { name: 'Tenho Zona Sul' });
    await user.type(screen.getByLabelText('Senha'), 'fraca');
    await user.type(screen.getByLabelText('Confirmar senha'), 'outra');
    await submit();

    await waitFor(() => expect(errorTexts()).toEqual(SPEC_ORDER));
    expect(screen.getByLabelText('Franquia')).toHaveFocus();
    expect(screen.getByLabelText('Franquia')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === '/api/auth/register')).toHaveLength(0);
  });

  it('moves the focus to the first field still wrong, in spec order', async () => {
    const { user, submit } = setup();
    await screen.findByRole('option', { name: 'Tenho Zona Sul' });
    await user.selectOptions(screen.getByLabelText('Franquia'), '2');
    await user.type(screen.getByLabelText('Nome da empresa'), 'Auto Peças Silva');
    await user.type(screen.getByLabelText('WhatsApp'), '11987654321');
    await submit();

    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.queryByText('Selecione a franquia desejada')).not.toBeInTheDocument();
    expect(screen.queryByText('Nome da empresa é obrigatório')).not.toBeInTheDocument();
    expect(screen.getByText('E-mail é obrigatório')).toBeInTheDocument();
  });

  it('a company name of spaces is still missing', async () => {
    const { user, submit } = setup();
    await user.type(screen.getByLabelText('Nome da empresa'), '   ');
    await submit();
    expect(await screen.findByText('Nome da empresa é obrigatório')).toBeInTheDocument();
  });

  it('masks the WhatsApp as (xx) xxxxx-xxxx', async () => {
    const { user } = setup();
    const phone = screen.getByLabelText('WhatsApp');
    await user.type(phone, '11987654321999');
    expect(phone).toHaveValue('(11) 98765-4321');
    await user.clear(phone);
    await user.type(phone, '1133334444');
    expect(phone).toHaveValue('(11) 3333-4444');
  });
});

describe('register form submission', () => {
  const fillValid = (user: ReturnType<typeof userEvent.setup>) =>
    fillRegisterForm(user, {
      unit: { id: 2, name: 'Tenho Zona Sul' },
      company: '  Auto Peças Silva ',
      email: 'Contato@AutoPecas.com.br',
      whatsapp: '11987654321',
      password: 'Forte@123',
    });

  it('sends {name, email, phone digits, password, unit_id} and reports success', async () => {
    const { user, submit, calls, onSuccess } = setup();
    await fillValid(user);
    await submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const call = calls.find((c) => c.url === '/api/auth/register');
    expect(call?.method).toBe('POST');
    expect(call?.headers.Authorization).toBeUndefined();
    expect(call?.body).toEqual({
      name: 'Auto Peças Silva',
      email: 'contato@autopecas.com.br',
      phone: '11987654321',
      password: 'Forte@123',
      unit_id: 2,
      terms_accepted: true,
      terms_version: TERMS_VERSION,
    });
  });

  it('shows the terms in a scrollable box and sends nothing until they are accepted', async () => {
    const { user, submit, calls, onSuccess } = setup();
    const box = screen.getByRole('region', { name: /Termos de uso/ });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveTextContent('só podem ser usados para responder àquele pedido');
    expect(box).toHaveTextContent('deve apagar de seus próprios registros');
    await fillRegisterForm(user, {
      unit: { id: 2, name: 'Tenho Zona Sul' },
      company: 'Auto Peças Silva',
      email: 'contato@autopecas.com.br',
      whatsapp: '11987654321',
      password: 'Forte@123',
      acceptTerms: false,
    });
    await submit();
    expect(await screen.findByText(TERMS_MSG.required)).toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: TERMS_MSG.checkbox });
    expect(checkbox).toHaveFocus();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === '/api/auth/register')).toHaveLength(0);

    await user.click(checkbox);
    await waitFor(() => expect(screen.queryByText(TERMS_MSG.required)).not.toBeInTheDocument());
    await submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  });

  it("shows the server's message, or 'Erro ao criar conta' without one", async () => {
    let answer: MockResponse = {
      status: 409,
      body: { code: 'auth.email_taken', message: 'Este e-mail já está cadastrado' },
    };
    const { user, submit } = setup(() => answer);
    await fillValid(user);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Este e-mail já está cadastrado');

    answer = { status: 500 };
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erro ao criar conta'));
  });

  it('puts the field details of a 400 answer under their fields', async () => {
    const { user, submit } = setup(() => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'E-mail inválido',
        details: [{ path: 'email', message: 'E-mail inválido' }],
      },
    }));
    await fillValid(user);
    await submit();
    const email = screen.getByLabelText('E-mail', { exact: true });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('E-mail inválido'));
  });

  it("says 'Erro ao carregar lista de franquias' when the units cannot be loaded", async () => {
    mockFetch(() => ({ status: 500, body: { code: 'x', message: 'falhou' } }));
    renderWithProviders(<RegisterForm onSuccess={() => {}} onSwitchToLogin={() => {}} />);
    await waitFor(() =>
      expect(
        within(document.querySelector('[data-sonner-toaster]') as HTMLElement).getByText(
          'Erro ao carregar lista de franquias',
        ),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
