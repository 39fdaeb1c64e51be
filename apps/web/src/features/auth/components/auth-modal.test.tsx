import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderWithProviders } from '@/test/render';
import { fillRegisterForm } from '../test/register-form';
import { AuthModal, type AuthView } from './auth-modal';

function Harness({ initial }: { initial: AuthView }) {
  const [open, setOpen] = useState(true);
  const [view, setView] = useState<AuthView>(initial);
  return <AuthModal open={open} onOpenChange={setOpen} view={view} onViewChange={setView} />;
}

describe('auth modal', () => {
  it('switches between login and register', async () => {
    mockFetch(() => ({ body: [] }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="login" />);
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastre sua empresa' }));
    expect(screen.getByRole('dialog', { name: 'Criar conta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('switches views from the keyboard and puts focus on the first field of the new view', async () => {
    mockFetch(() => ({ body: [{ id: 1, name: 'Tenho Centro' }] }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="login" />);
    screen.getByRole('button', { name: 'Cadastre sua empresa' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Criar conta' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Franquia')).toBeEnabled());
    // While the units load the select is disabled, so the first enabled field takes focus.
    expect(document.activeElement).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement?.tagName).toMatch(/^(INPUT|SELECT)$/);

    screen.getByRole('button', { name: 'Entrar' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('after a registration shows the success dialog; Entendi closes it and goes to /', async () => {
    mockFetch((call) =>
      call.url.startsWith('/api/franchise-units')
        ? { body: [{ id: 1, name: 'Tenho Centro' }] }
        : {
            status: 201,
            body: { id: 3, email: 'nova@empresa.com', is_active: false, message: 'Cadastro recebido' },
          },
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="register" />, { route: '/qualquer' });
    await fillRegisterForm(user, {
      unit: { id: 1, name: 'Tenho Centro' },
      company: 'Nova Empresa',
      email: 'nova@empresa.com',
      whatsapp: '11912345678',
      password: 'Forte@123',
    });
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cadastro Realizado com Sucesso!' });
    expect(dialog).toHaveTextContent('aguarda a ativação');
    expect(screen.getByRole('button', { name: 'Entendi' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a successful login closes the modal and lands on the role panel', async () => {
    mockFetch(() => ({ body: { user: makeUser({ role: 'ADMIN' }), token: 't' } }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="login" />);
    await user.type(screen.getByLabelText('E-mail'), 'admin@tenho.com.br');
    await user.type(screen.getByLabelText('Senha'), 'Admin@2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Esqueceu a senha?' opens the request view with the e-mail typed; the server's neutral answer is shown", async () => {
    const NEUTRAL =
      'Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir a senha. O link vale por 1 hora.';
    const calls = mockFetch(() => ({ status: 202, body: { message: NEUTRAL } }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="login" />);
    await user.type(screen.getByLabelText('E-mail'), 'esqueci@empresa.com');
    await user.click(screen.getByRole('button', { name: 'Esqueceu a senha?' }));
    expect(screen.getByRole('dialog', { name: 'Esqueceu a senha?' })).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('esqueci@empresa.com');
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/password-reset',
      method: 'POST',
      body: { email: 'esqueci@empresa.com' },
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
  });
});
