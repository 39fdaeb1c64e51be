import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@tenho/domain/users/users.schemas';
import { useAuthStore } from '@/lib/auth-store';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { avatarCompression } from '../compress-avatar';
import { ProfilePage } from './profile-page';

// jsdom has no canvas: the chosen photo 'compresses' to a fixed WebP data URL (the setup file
// restores every spy after each test).
beforeEach(() => {
  vi.spyOn(avatarCompression, 'compress').mockResolvedValue('data:image/webp;base64,UklGRg==');
});

const PROFILE: Profile = {
  user_id: 5,
  display_name: 'Auto Peças Paulista',
  legal_name: null,
  document: null,
  document_type: null,
  birth_date: null,
  gender: null,
  emails: [],
  phones: [{ phone: '11987654321', type: 'WHATSAPP', is_primary: true }],
  address: null,
  photos: [],
};

function signInCompany() {
  signInAs({ id: 5, role: 'CLIENT', email: 'contato@autopecas.com.br', name: 'Auto Peças Paulista' });
}

describe('Perfil', () => {
  it("says 'Usuário não autenticado' without a session", () => {
    renderWithProviders(<ProfilePage />);
    expect(screen.getByText('Usuário não autenticado')).toBeInTheDocument();
  });

  it('shows name, e-mail and phone, and updates them', async () => {
    const user = userEvent.setup();
    signInCompany();
    const calls = mockFetch((call) => ({
      body: call.method === 'PATCH' ? { ...PROFILE, display_name: 'APP' } : PROFILE,
    }));
    renderWithProviders(<ProfilePage />);
    const name = await screen.findByLabelText('Nome completo');
    expect(name).toHaveValue('Auto Peças Paulista');
    expect(screen.getByLabelText('E-mail')).toHaveValue('contato@autopecas.com.br');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();

    await user.type(name, 'Auto Peças Paulista Ltda');
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/users/5/profile',
      body: {
        display_name: 'Auto Peças Paulista Ltda',
        email: 'contato@autopecas.com.br',
        phone: '11987654321',
      },
    });
    expect(useAuthStore.getState().user?.name).toBe('Auto Peças Paulista Ltda');
  });

  it('the notice hides after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      signInCompany();
      mockFetch(() => ({ body: PROFILE }));
      renderWithProviders(<ProfilePage />);
      await screen.findByLabelText('Nome completo');
      await user.click(screen.getByRole('button', { name: 'Atualizar' }));
      expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(4_900));
      expect(screen.getByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Perfil atualizado com sucesso!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a file that is not an image before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    signInCompany();
    const calls = mockFetch(() => ({ body: PROFILE }));
    renderWithProviders(<ProfilePage />);
    await screen.findByLabelText('Nome completo');
    await user.upload(
      screen.getByTestId('avatar-file'),
      new File(['%PDF-1.4'], 'foto.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('O arquivo selecionado não é uma imagem')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('uploads the compressed avatar and the top bar photo changes at once', async () => {
    const user = userEvent.setup();
    signInCompany();
    const calls = mockFetch((call) =>
      call.method === 'POST'
        ? { status: 201, body: { id: 3, photo_url: '/uploads/avatars/abc123.webp', is_primary: true } }
        : { body: PROFILE },
    );
    renderWithProviders(<ProfilePage />);
    await screen.findByLabelText('Nome completo');
    expect(screen.getByRole('button', { name: 'Alterar foto do perfil' })).toBeInTheDocument();
    await user.upload(screen.getByTestId('avatar-file'), new File(['x'], 'eu.png', { type: 'image/png' }));
    expect(await screen.findByText('Avatar atualizado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/users/5/profile/photo',
      body: { photo_data: 'data:image/webp;base64,UklGRg==', is_primary: true },
    });
    await waitFor(() => expect(useAuthStore.getState().user?.avatar).toBe('/uploads/avatars/abc123.webp'));
  });

  it('an upload refused by the server shows its message', async () => {
    const user = userEvent.setup();
    signInCompany();
    mockFetch((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              code: 'profiles.photo_unsupported',
              message: 'Formato de imagem não suportado. Use JPEG, PNG ou WebP.',
            },
          }
        : { body: PROFILE },
    );
    renderWithProviders(<ProfilePage />);
    await screen.findByLabelText('Nome completo');
    await user.upload(screen.getByTestId('avatar-file'), new File(['x'], 'eu.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Formato de imagem não suportado. Use JPEG, PNG ou WebP.'),
    ).toBeInTheDocument();
    expect(useAuthStore.getState().user?.avatar).toBeNull();
  });
});
