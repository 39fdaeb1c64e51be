import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserDashboard } from '@tenho/domain/user-dashboard/user-dashboard.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { UserDashboardPage } from './user-dashboard-page';

const DASHBOARD: UserDashboard = {
  user: {
    id: 9,
    name: null,
    email: 'carla@empresa.com.br',
    role: 'USER',
    is_active: true,
    created_at: '2026-03-02T13:00:00.000Z',
  },
  company: { id: 4, name: 'Auto Peças Paulista', email: 'contato@autopecas.com.br' },
  activity: [
    {
      id: 31,
      action: 'auth.login',
      label: 'Login realizado',
      created_at: '2026-03-10T15:30:00.000Z',
      ip: '10.0.0.1',
    },
  ],
  notifications: [
    {
      id: 'document:7',
      kind: 'document_shared',
      title: 'Novo documento compartilhado',
      body: 'O documento "Tabela" foi compartilhado com você.',
      created_at: '2026-03-09T12:00:00.000Z',
      link: '/user/documentos',
    },
    {
      id: 'audit:3',
      kind: 'account_activated',
      title: 'Conta ativada',
      body: 'Sua conta foi ativada.',
      created_at: '2026-03-02T13:00:00.000Z',
      link: null,
    },
  ],
};

describe('UserDashboardPage', () => {
  it("shows the account ('Não informado' without a name), the company, activity and notifications with links", async () => {
    signInAs({ role: 'USER', permissions: ['document.access'] });
    const calls = mockFetch(() => ({ body: DASHBOARD }));
    renderWithProviders(<UserDashboardPage />, { route: '/user' });

    expect(await screen.findByText('Não informado')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/users/dashboard/user');
    expect(screen.getByText('Auto Peças Paulista')).toBeInTheDocument();
    expect(screen.getByText('Usuário')).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'Atividade recente' });
    expect(within(activity).getByText('Login realizado')).toBeInTheDocument();
    // Brasília time.
    expect(within(activity).getByText('10/03/2026 12:30')).toBeInTheDocument();
    const notifications = screen.getByRole('list', { name: 'Notificações' });
    expect(within(notifications).getByRole('link', { name: /Novo documento compartilhado/ })).toHaveAttribute(
      'href',
      '/user/documentos',
    );
    expect(within(notifications).queryByRole('link', { name: /Conta ativada/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Editar perfil/ })).toHaveAttribute('href', '/user/perfil');
    expect(screen.getByRole('link', { name: /Ver documentos/ })).toHaveAttribute('href', '/user/documentos');
  });

  it('no Documentos button without document.access; an error offers a retry', async () => {
    signInAs({ role: 'USER', permissions: [] });
    let fail = true;
    mockFetch(() => (fail ? { status: 500 } : { body: { ...DASHBOARD, activity: [], notifications: [] } }));
    renderWithProviders(<UserDashboardPage />, { route: '/user' });
    expect(await screen.findByText('Erro ao carregar seu painel')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('Nenhuma atividade recente')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma notificação')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver documentos/ })).toBeNull();
  });
});
