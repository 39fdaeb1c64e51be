import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('/redefinir-senha', () => {
  it('takes the token from the link, cleans the address, and sets the new password with the live checklist', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(() => ({
      body: { message: 'Senha redefinida com sucesso! Entre com a nova senha.' },
    }));
    renderWithProviders(<ResetPasswordPage />, { route: `/redefinir-senha?token=${TOKEN}` });
    expect(screen.getByRole('heading', { name: 'Redefinir senha' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/redefinir-senha'));

    const password = screen.getByLabelText('Nova senha');
    await user.type(password, 'Nova#Senha1');
    const checklist = screen.getByRole('list', { name: 'Requisitos da senha' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .every((item) => item.dataset.met === 'true'),
    ).toBe(true);
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova#Senha2');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senhas não coincidem')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirmar nova senha'));
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(
      await screen.findByText('Senha redefinida com sucesso! Entre com a nova senha.'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/password-reset/confirm',
      body: { token: TOKEN, password: 'Nova#Senha1' },
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('an expired or used link says so and offers a new one from the auth modal', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      status: 400,
      body: {
        code: 'auth.reset_invalid',
        message: 'Link de redefinição inválido ou expirado. Solicite um novo.',
      },
    }));
    renderWithProviders(<ResetPasswordPage />, { route: `/redefinir-senha?token=${TOKEN}` });
    await user.type(screen.getByLabelText('Nova senha'), 'Nova#Senha1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(
      await screen.findByText('Link de redefinição inválido ou expirado. Solicite um novo.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solicitar novo link' }));
    expect(await screen.findByRole('dialog', { name: 'Esqueceu a senha?' })).toBeInTheDocument();
  });

  it('without a token there is nothing to submit', () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(<ResetPasswordPage />, { route: '/redefinir-senha' });
    expect(
      screen.getByText('Link de redefinição inválido ou expirado. Solicite um novo.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });
});
