import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import type { Incident } from '@tenho/domain/privacy/incidents.schemas';
import type { PrivacyRequest } from '@tenho/domain/privacy/privacy.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall } from '@/test/render';
import { PrivacyAdminPage } from './privacy-admin-page';
import { slack } from '@/test/timeouts';

const request = (overrides: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: 1,
  type: 'ERASURE',
  channel: 'WHATSAPP',
  status: 'ANSWERED',
  unitId: 1,
  subject: 'titular-abc',
  note: null,
  receivedAt: '2026-03-02T13:00:00.000Z',
  dueAt: '2026-03-17T13:00:00.000Z',
  answeredAt: '2026-03-02T13:05:00.000Z',
  overdue: false,
  ...overrides,
});

const incident = (overrides: Partial<Incident>): Incident => ({
  id: 7,
  unitId: 1,
  unitName: 'Tenho Centro',
  occurredAt: null,
  knownAt: '2026-03-13T13:00:00.000Z',
  nature: 'Notebook furtado',
  affectedData: 'Nome e WhatsApp',
  affectedPeople: '120 consumidores',
  relevantRisk: true,
  measures: null,
  anpdNotifiedAt: null,
  subjectsNotifiedAt: null,
  deadlineAt: '2026-03-19T02:59:59.999Z',
  deadlineStatus: 'OVERDUE',
  createdAt: '2026-03-13T13:00:00.000Z',
  updatedAt: '2026-03-13T13:00:00.000Z',
  version: 3,
  ...overrides,
});

function setup(
  server: { requests: PrivacyRequest[]; incidents: Incident[] },
  permissions = ROLE_DEFAULT_PERMISSIONS.ADMIN,
) {
  signInAs({ role: 'ADMIN', unit_id: 1, permissions: [...permissions] });
  const calls = mockFetch((call: FetchCall) => {
    if (call.url === '/api/privacy/requests' && call.method === 'GET')
      return { body: { items: server.requests } };
    if (call.url === '/api/privacy/incidents' && call.method === 'GET')
      return { body: { items: server.incidents } };
    const execute = /^\/api\/privacy\/requests\/(\d+)\/execute$/.exec(call.url);
    if (execute && call.method === 'POST') {
      server.requests = server.requests.map((r) =>
        r.id === Number(execute[1])
          ? { ...r, status: 'ANSWERED', answeredAt: '2026-03-03T10:00:00.000Z' }
          : r,
      );
      return { body: server.requests.find((r) => r.id === Number(execute[1])) };
    }
    const patch = /^\/api\/privacy\/incidents\/(\d+)$/.exec(call.url);
    if (patch && call.method === 'PATCH')
      return { body: { ...server.incidents[0], ...(call.body as object) } };
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado' } };
  });
  renderWithProviders(<PrivacyAdminPage />);
  return { user: userEvent.setup(), calls };
}

describe('Privacidade', () => {
  it(
    'lists requests with the type label, the due date and overdue ones in red; erasure asks before running',
    async () => {
      const { user, calls } = setup({
        requests: [
          request({ id: 2, status: 'PENDING', channel: 'EMAIL', answeredAt: null, overdue: true }),
          request({ id: 1, type: 'ACCESS' }),
          // A type added later (e.g. account closure) still shows, by its code, until it gets a label.
          request({ id: 3, type: 'SOMETHING_NEW' as PrivacyRequest['type'] }),
        ],
        incidents: [],
      });
      const table = await screen.findByRole('table', { name: 'Pedidos de titulares' });
      await within(table).findByText('Acesso aos dados');
      const rows = within(table).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('Eliminação');
      expect(within(rows[1]!).getByText('Atrasado')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('17/03/2026')).toHaveClass('tabular-nums');
      expect(rows[2]).toHaveTextContent('Acesso aos dados');
      expect(rows[3]).toHaveTextContent('SOMETHING_NEW');
      expect(screen.getByText('1 pedido com prazo vencido')).toBeInTheDocument();

      // The button under the type (phones) and the one in its own column (wider screens) do the same.
      await user.click(within(rows[1]!).getAllByRole('button', { name: /^Executar/ })[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Apagar os dados deste titular?' });
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: 'Apagar dados' }));
      await waitFor(() =>
        expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
          '/api/privacy/requests/2/execute',
        ]),
      );
    },
    slack(20_000),
  );

  it('hides the actions from who may only view', async () => {
    setup({ requests: [request({ id: 2, status: 'PENDING', answeredAt: null })], incidents: [] }, [
      'message.access',
      'privacy.view',
    ]);
    await screen.findByText('Pendente');
    expect(screen.queryByRole('button', { name: /^Executar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar pedido' })).not.toBeInTheDocument();
  });

  it(
    'shows the incident deadline with its tone and edits with the version read',
    async () => {
      const { user, calls } = setup({ requests: [], incidents: [incident({})] });
      await user.click(screen.getByRole('tab', { name: 'Incidentes' }));
      const table = await screen.findByRole('table', { name: 'Registro de incidentes' });
      expect(await within(table).findByText('Prazo vencido')).toBeInTheDocument();
      expect(within(table).getByText('18/03/2026 23:59')).toHaveClass('text-red-700');

      await user.click(within(table).getByRole('button', { name: /^Editar/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar incidente' });
      expect(
        within(dialog).getByText(/Prazo para comunicar à ANPD e aos titulares: 18\/03\/2026 23:59/),
      ).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Medidas tomadas'), 'Ok');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
      const sent = calls.find((c) => c.method === 'PATCH')!;
      expect(sent.url).toBe('/api/privacy/incidents/7');
      expect(sent.headers['If-Match']).toBe('W/"3"');
      expect(sent.body).toMatchObject({ measures: 'Ok', knownAt: '2026-03-13T10:00:00-03:00' });
      expect(sent.body).not.toHaveProperty('unitId');
    },
    slack(20_000),
  );
});
