import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { makeUser, mockFetch, renderWithProviders } from '@/test/render';
import { INACTIVE_CONTACT_HINT, LoginForm } from './login-form';

const INACTIVE = 'Conta ainda não foi ativada. Entre em contato com a franquia para ativar sua conta.';

function setup() {
  const onSuccess = vi.fn();
  const onForgotPassword = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <LoginForm onSuccess={onSuccess} onSwitchToRegister={() => {}} onForgotPassword={onForgotPassword} />,
  );
  const fill = async (email: string, password: string) => {
    await user.type(screen.getByLabelText('E-mail'), email);
    await user.type(screen.getByLabelText('Senha'), password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
  };
  return { user, onSuccess, onForgotPassword, fill };
}

const toaster = () => document.querySelector('[data-sonner-toaster]') as HTMLElement;

describe('login form', () => {
  it('asks for e-mail and password before calling the server', async () => {
    const calls = mockFetch(() => ({ body: {} }));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('an inactive account gets the amber notice with a contact hint and a toast, and is not signed in', async () => {
    mockFetch(() => ({ status: 403, body: { code: 'auth.inactive', message: INACTIVE } }));
    const { fill, onSuccess } = setup();
    await fill('nova@empresa.com', 'Senha@123');

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(INACTIVE);
    expect(notice).toHaveTextContent(INACTIVE_CONTACT_HINT);
    await waitFor(() => expect(within(toaster()).getByText(INACTIVE)).toBeInTheDocument());
    expect(onSuccess).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('refused credentials show the server message in red and in a toast', async () => {
    mockFetch(() => ({
      status: 401,
      body: { code: 'auth.invalid_credentials', message: 'E-mail ou senha inválidos' },
    }));
    const { fill } = setup();
    await fill('alguem@empresa.com', 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos');
    await waitFor(() => expect(within(toaster()).getByText('E-mail ou senha inválidos')).toBeInTheDocument());
  });

  it("a 401 without a message still says 'E-mail ou senha inválidos'; an unreachable server 'Erro ao fazer login'", async () => {
    mockFetch(() => ({ status: 401 }));
    const { fill, user } = setup();
    await fill('alguem@empresa.com', 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos');

    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erro ao fazer login'));
  });

  it('signs in, toasts success and remembers only the e-mail', async () => {
    const signedIn = makeUser({ role: 'MASTER', email: 'master@tenho.com.br' });
    const calls = mockFetch(() => ({ body: { user: signedIn, token: 'tok-1' } }));
    const { user, fill, onSuccess } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
    await fill('Master@Tenho.com.br', 'Master@2026');

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(signedIn));
    expect(calls[0]?.body).toEqual({ email: 'master@tenho.com.br', password: 'Master@2026', remember: true });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'tok-1',
      user: { role: 'MASTER', email: 'master@tenho.com.br' },
    });
    await waitFor(() =>
      expect(within(toaster()).getByText('Login realizado com sucesso!')).toBeInTheDocument(),
    );
    expect(JSON.parse(localStorage.getItem('login-remember') ?? 'null')).toEqual({
      email: 'master@tenho.com.br',
    });
  });

  it('pre-fills a remembered e-mail and drops any stored password', () => {
    localStorage.setItem(
      'login-remember',
      JSON.stringify({ email: 'volta@empresa.com', password: 'segredo' }),
    );
    setup();
    expect(screen.getByLabelText('E-mail')).toHaveValue('volta@empresa.com');
    expect(screen.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeChecked();
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(localStorage.getItem('login-remember')).not.toContain('segredo');
  });

  it("'Esqueceu a senha?' asks for the request view with the e-mail typed so far, without a call", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    const { user, onForgotPassword } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'esqueci@empresa.com');
    await user.click(screen.getByRole('button', { name: 'Esqueceu a senha?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('esqueci@empresa.com');
    expect(calls).toHaveLength(0);
  });
});
