import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@tenho/domain/auth/password';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import type { ActiveSession } from '../api/get-sessions';
import type { LoginThrottleFigures } from '../api/get-login-throttle';
import { ProfileSessionsSection, SecurityTab } from './security-tab';

const SESSIONS: ActiveSession[] = [
  {
    id: 11,
    current: false,
    device: 'Safari no iPhone',
    ip: '198.51.100.7',
    created_at: '2026-11-20T12:00:00.000Z',
    last_used_at: '2026-11-24T18:30:00.000Z',
  },
  {
    id: 10,
    current: true,
    device: 'Chrome no Windows',
    ip: '203.0.113.5',
    created_at: '2026-11-25T01:00:00.000Z',
    last_used_at: '2026-11-25T02:00:00.000Z',
  },
  {
    id: 12,
    current: false,
    device: 'Firefox no Linux',
    ip: null,
    created_at: '2026-11-22T09:00:00.000Z',
    last_used_at: null,
  },
];

const THROTTLE: LoginThrottleFigures = {
  window_minutes: 15,
  max_failures_per_email: 10,
  max_failures_per_ip: 30,
  delay_after_failures: 20,
  failures_in_window: 7,
  throttled_in_window: 2,
  top_addresses: [{ ip: '192.0.2.44', failures: 5, last_at: '2026-11-25T02:05:00.000Z' }],
};

function server(options: { sessions?: ActiveSession[]; sessionsStatus?: number } = {}) {
  let sessions = options.sessions ?? SESSIONS;
  return mockFetch((call) => {
    if (call.url === '/api/auth/sessions' && call.method === 'GET')
      return options.sessionsStatus
        ? { status: options.sessionsStatus, body: { code: 'x', message: 'Falhou no servidor' } }
        : { body: { items: sessions } };
    if (call.url === '/api/auth/sessions?scope=others' && call.method === 'DELETE') {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return { body: { ended } };
    }
    const one = /^\/api\/auth\/sessions\/(\d+)$/.exec(call.url);
    if (one && call.method === 'DELETE') {
      sessions = sessions.filter((s) => String(s.id) !== one[1]);
      return { status: 204 };
    }
    if (call.url === '/api/auth/login-throttle') return { body: THROTTLE };
    return { status: 404, body: { code: 'x', message: 'não encontrado' } };
  });
}

const sessionList = () => screen.findByRole('list', { name: 'Sessões ativas' });

describe('Segurança', () => {
  it('shows the password policy of the domain', async () => {
    server();
    signInAs({ role: 'MASTER', permissions: [] });
    renderWithProviders(<SecurityTab />);
    const rules = screen.getByRole('list', { name: 'Regras da senha' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(PASSWORD_RULES.map((r) => r.label));
    await sessionList();
  });

  it("lists the sessions, the current one first with 'Sessão atual' and no 'Encerrar'", async () => {
    server();
    signInAs({ role: 'CLIENT' });
    renderWithProviders(<SecurityTab />);
    const items = within(await sessionList()).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Chrome no WindowsSessão atual',
      'Safari no iPhone',
      'Firefox no Linux',
    ]);
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('198.51.100.7')).toBeInTheDocument();
    expect(within(items[1]!).getByText('24/11/2026 15:30')).toBeInTheDocument();
    expect(within(items[2]!).getByText('não informado')).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('button', { name: /^Encerrar a sessão Safari no iPhone/ }),
    ).toBeEnabled();
  });

  it("'Encerrar' asks first, then ends that session (DELETE /auth/sessions/{id})", async () => {
    const calls = server();
    const user = userEvent.setup();
    signInAs({ role: 'CLIENT' });
    renderWithProviders(<SecurityTab />);
    const list = await sessionList();
    await user.click(within(list).getByRole('button', { name: /^Encerrar a sessão Safari no iPhone/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar sessão' });
    expect(dialog).toHaveTextContent('Safari no iPhone (IP 198.51.100.7) será desconectada agora');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(list).getByRole('button', { name: /^Encerrar a sessão Safari no iPhone/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Encerrar sessão' }),
    );
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/auth/sessions/11']);
    await waitFor(() => expect(screen.queryByText('Safari no iPhone')).not.toBeInTheDocument());
  });

  it("'Encerrar todas as outras' asks first, then ends them and says how many", async () => {
    const calls = server();
    const user = userEvent.setup();
    signInAs({ role: 'CLIENT' });
    renderWithProviders(<ProfileSessionsSection />);
    await sessionList();
    await user.click(screen.getByRole('button', { name: 'Encerrar todas as outras' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar todas as outras sessões' });
    expect(dialog).toHaveTextContent(
      'As outras 2 sessões serão desconectadas agora. Esta sessão continua conectada.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar todas as outras' }));
    expect(await screen.findByText('2 sessões encerradas.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/auth/sessions?scope=others')).toBe(
      true,
    );
    expect(await screen.findByText('Só esta sessão está ativa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar todas as outras' })).not.toBeInTheDocument();
  });

  it('an error loading the sessions shows the server message and a retry', async () => {
    server({ sessionsStatus: 500 });
    signInAs({ role: 'CLIENT' });
    renderWithProviders(<ProfileSessionsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Falhou no servidor');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('the login throttle figures only for a user holding system.view', async () => {
    const calls = server();
    signInAs({ role: 'MASTER', permissions: ['system.view'] });
    renderWithProviders(<SecurityTab />);
    const section = await screen.findByRole('region', { name: 'Proteção do login' });
    expect(await within(section).findByText('7')).toBeInTheDocument();
    expect(within(section).getByText('Tentativas barradas')).toBeInTheDocument();
    expect(within(section).getByRole('cell', { name: '192.0.2.44' })).toBeInTheDocument();
    expect(within(section).getByText(/depois de 10 tentativas erradas em 15 minutos/)).toBeInTheDocument();
    expect(within(section).getByText(/até 30 tentativas erradas em 15 minutos/)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/login-throttle')).toBe(true);
  });

  it('no throttle figures (and no call) without system.view', async () => {
    const calls = server();
    signInAs({ role: 'ADMIN', permissions: ['setting.access'] });
    renderWithProviders(<SecurityTab />);
    await sessionList();
    expect(screen.queryByRole('region', { name: 'Proteção do login' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/login-throttle')).toBe(false);
  });
});
