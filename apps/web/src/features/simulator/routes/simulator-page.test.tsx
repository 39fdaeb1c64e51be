import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import {
  SIMULATOR_MSG,
  simulatorConversationSchema,
  simulatorUnitSchema,
} from '@tenho/domain/whatsapp/simulator.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall } from '@/test/render';
import { TEST_UNITS } from '@/test/fixtures';
import { SimulatorPage } from './simulator-page';

const COMPANY_WA = '5521987651234';
const CONSUMER_WA = '5511988881234';

const unit = (id: number, name: string) =>
  simulatorUnitSchema.parse({
    unit: { id, name, phone_number_id: `sim-unit-${id}`, simulated_number: true },
    companies: [
      {
        id: 7,
        name: 'Materiais de Construção Copacabana',
        whatsapp: COMPANY_WA,
        is_active: true,
        balance: 10,
        categories: ['Eletricista', 'Encanador'],
      },
      { id: 9, name: 'Sem Telefone Ltda', whatsapp: null, is_active: false, balance: 0, categories: [] },
    ],
  });

const ALERT = {
  direction: 'out',
  id: 301,
  at: '2026-03-10T15:00:02.000Z',
  body: 'Novo pedido de cliente em *Eletricista*:\n"Preciso de um eletricista hoje"',
  kind: 'interactive',
  purpose: 'LEAD_ALERT',
  buttons: [
    { id: 'offer:55:yes', title: 'TENHO' },
    { id: 'offer:55:no', title: 'NÃO TENHO' },
  ],
  status: 'DELIVERED',
};

const PIX_CODE =
  '00020101021226830014br.gov.bcb.pix2561pix.sandbox.tenho/qr/v2/cobv/abc5204000053039865802BR6304ABCD';
/** Issue 32: a TENHO without balance got the Pix copia e cola in a message of its own. */
const pixBubbles = (status: 'PENDING' | 'CONFIRMED') => [
  {
    direction: 'out',
    id: 303,
    at: '2026-03-10T15:01:00.000Z',
    body: 'Não perca este cliente: pague agora pelo Pix e receba o contato aqui mesmo.',
    kind: 'text',
    purpose: 'PAY_IN_CHAT',
    buttons: [],
    status: 'DELIVERED',
  },
  {
    direction: 'out',
    id: 304,
    at: '2026-03-10T15:01:00.000Z',
    body: PIX_CODE,
    kind: 'text',
    purpose: 'PAY_IN_CHAT',
    buttons: [],
    status: 'DELIVERED',
    pix_charge: { top_up_id: 88, automatic: true, status },
  },
];
const CONTACT = {
  direction: 'out',
  id: 305,
  at: '2026-03-10T15:02:00.000Z',
  body: 'Contato do cliente: *Maria Souza*\nWhatsApp: (11) 98888-1234',
  kind: 'text',
  purpose: 'CONTACT_FOR_COMPANY',
  buttons: [],
  status: 'DELIVERED',
};

function setup(role: 'MASTER' | 'ADMIN' = 'ADMIN', options: { failSend?: boolean; pix?: boolean } = {}) {
  signInAs({
    id: 1,
    role,
    unit_id: role === 'ADMIN' ? 2 : null,
    permissions: [...ROLE_DEFAULT_PERMISSIONS[role]],
  });
  const conversations: Record<string, unknown[]> = {
    [COMPANY_WA]: options.pix === undefined ? [ALERT] : [ALERT, ...pixBubbles('PENDING')],
    [CONSUMER_WA]: [],
  };
  const calls = mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/wallet/pix-sandbox') return { body: { enabled: options.pix === true } };
    if (url.pathname === '/api/wallet/top-ups' && options.pix)
      return { body: { topUps: [], total: 0, page: 1, pageSize: 20 } };
    if (url.pathname === '/api/wallet/top-ups/88/sandbox-pay') {
      conversations[COMPANY_WA] = [ALERT, ...pixBubbles('CONFIRMED'), CONTACT];
      return { body: { paid: true, end_to_end_id: 'E123', webhook_status: 200 } };
    }
    if (url.pathname === '/api/franchise-units')
      return {
        body: TEST_UNITS,
      };
    const overview = /^\/api\/simulator\/units\/(\d+)$/.exec(url.pathname);
    if (overview)
      return {
        body: unit(Number(overview[1]), Number(overview[1]) === 1 ? 'Tenho Centro' : 'Tenho Zona Sul'),
      };
    if (url.pathname === '/api/simulator/conversation') {
      const number = url.searchParams.get('number')!;
      return { body: simulatorConversationSchema.parse({ number, bubbles: conversations[number] ?? [] }) };
    }
    if (url.pathname === '/api/simulator/messages') {
      if (options.failSend)
        return { status: 409, body: { code: 'simulator.unavailable', message: SIMULATOR_MSG.unavailable } };
      const body = call.body as { from: string; text?: string };
      if (body.text && body.from === '(11) 98888-1234') {
        conversations[CONSUMER_WA] = [
          {
            direction: 'in',
            id: 1,
            at: '2026-03-10T15:00:00.000Z',
            body: body.text,
            kind: 'text',
            purpose: null,
            buttons: [],
            status: null,
          },
          {
            direction: 'out',
            id: 302,
            at: '2026-03-10T15:00:02.000Z',
            body: 'Recebemos seu pedido de *Eletricista*! Já consultamos 1 empresa da região.',
            kind: 'text',
            purpose: 'REQUEST_ACK',
            buttons: [],
            status: 'SENT',
          },
        ];
      }
      return { body: { wamid: 'wamid.SIM1', message: SIMULATOR_MSG.sent } };
    }
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado' } };
  });
  renderWithProviders(<SimulatorPage />);
  const posts = () => calls.filter((c) => c.method === 'POST').map((c) => c.body);
  return { user: userEvent.setup(), calls, posts };
}

const phone = (name: string) => screen.getByRole('region', { name });

describe('pay in the chat (issue 32)', () => {
  it("a Pix sent in the company's chat is paid with 'Pagar com Pix', and the consumer's contact arrives there", async () => {
    const { user, calls } = setup('ADMIN', { pix: true });
    const company = await screen.findByRole('region', { name: 'Materiais de Construção Copacabana' });
    const log = await within(company).findByRole('log');
    expect(await within(log).findByText(PIX_CODE)).toBeInTheDocument();
    const actions = within(log).getByRole('group', { name: 'Pix copia e cola' });
    expect(within(actions).getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Pagar com Pix' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/wallet/top-ups/88/sandbox-pay'))).toBe(
        true,
      ),
    );
    expect(await within(log).findByText('Pix pago')).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: 'Pagar com Pix' })).not.toBeInTheDocument();
    expect(await within(log).findByText(/Contato do cliente/)).toBeInTheDocument();
  });

  it("offers no 'Pagar com Pix' while the PSP sandbox is off (the code can still be copied)", async () => {
    setup('ADMIN', { pix: false });
    const company = await screen.findByRole('region', { name: 'Materiais de Construção Copacabana' });
    const log = await within(company).findByRole('log');
    expect(await within(log).findByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: 'Pagar com Pix' })).not.toBeInTheDocument();
  });
});

describe('WhatsApp simulator', () => {
  it("shows one phone per company of the ADMIN's unit, with its alerts and their TENHO / NÃO TENHO buttons", async () => {
    setup('ADMIN');
    expect(await screen.findByText('sim-unit-2')).toBeInTheDocument();
    const company = await screen.findByRole('region', { name: 'Materiais de Construção Copacabana' });
    const log = await within(company).findByRole('log');
    expect(log).toHaveTextContent('Novo pedido de cliente em Eletricista');
    // *bold* is WhatsApp markup, shown bold and without the asterisks.
    expect(within(log).getByText('Eletricista', { selector: 'strong' })).toBeInTheDocument();
    const buttons = within(log).getByRole('group', { name: 'Botões de resposta' });
    expect(
      within(buttons)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['TENHO', 'NÃO TENHO']);
    expect(company).toHaveTextContent('Saldo R$ 10,00');
    const offline = phone('Sem Telefone Ltda');
    expect(offline).toHaveTextContent('Esta empresa não tem WhatsApp no cadastro');
    expect(within(offline).getByText('Inativa')).toBeInTheDocument();
  });

  it('tapping TENHO sends the button reply from the company’s number, naming the alert it answers', async () => {
    const { user, posts } = setup('ADMIN');
    const company = await screen.findByRole('region', { name: 'Materiais de Construção Copacabana' });
    await user.click(await within(company).findByRole('button', { name: 'TENHO' }));
    await waitFor(() =>
      expect(posts()).toContainEqual({
        unit_id: 2,
        from: COMPANY_WA,
        button: { id: 'offer:55:yes', title: 'TENHO' },
        reply_to: 301,
      }),
    );
  });

  it('the company may also answer in plain text', async () => {
    const { user, posts } = setup('ADMIN');
    const company = await screen.findByRole('region', { name: 'Materiais de Construção Copacabana' });
    await user.type(
      within(company).getByLabelText('Responder como Materiais de Construção Copacabana'),
      'tenho sim',
    );
    await user.click(
      within(company).getByRole('button', { name: 'Enviar como Materiais de Construção Copacabana' }),
    );
    await waitFor(() => expect(posts()).toContainEqual({ unit_id: 2, from: COMPANY_WA, text: 'tenho sim' }));
  });

  it('the consumer writes to the unit and its phone shows the acknowledgement', async () => {
    const { user, posts } = setup('ADMIN');
    const consumer = await screen.findByRole('region', { name: 'Maria Souza' });
    await user.type(
      within(consumer).getByLabelText('Mensagem do cliente'),
      'Preciso de um eletricista hoje{Enter}',
    );
    await waitFor(() =>
      expect(posts()).toContainEqual({
        unit_id: 2,
        from: '(11) 98888-1234',
        name: 'Maria Souza',
        text: 'Preciso de um eletricista hoje',
      }),
    );
    const log = await within(consumer).findByRole('log');
    await waitFor(() => expect(log).toHaveTextContent('Recebemos seu pedido de Eletricista!'));
    expect(within(consumer).getByLabelText('Mensagem do cliente')).toHaveValue('');
  });

  it('checks the consumer form with the domain messages before sending', async () => {
    const { user, posts } = setup('ADMIN');
    await screen.findByRole('region', { name: 'Maria Souza' });
    const number = screen.getByLabelText('WhatsApp do cliente');
    await user.clear(number);
    await user.type(number, '123');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem do cliente' }));
    expect(await screen.findByText(SIMULATOR_MSG.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(SIMULATOR_MSG.textRequired)).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('says what the server answered when the loop is not running', async () => {
    const { user } = setup('ADMIN', { failSend: true });
    const consumer = await screen.findByRole('region', { name: 'Maria Souza' });
    await user.type(within(consumer).getByLabelText('Mensagem do cliente'), 'oi{Enter}');
    expect(await screen.findByText(SIMULATOR_MSG.unavailable)).toBeInTheDocument();
  });

  it('a MASTER picks the unit', async () => {
    const { user, calls } = setup('MASTER');
    expect(await screen.findByText('sim-unit-1')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Franquia'), 'Tenho Zona Sul');
    expect(await screen.findByText('sim-unit-2')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/simulator/units/2')).toBe(true);
  });
});
