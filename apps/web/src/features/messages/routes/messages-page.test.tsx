import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import { MESSAGES_MSG, type InboundMessage } from '@tenho/domain/messages/messages.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall } from '@/test/render';
import { MESSAGES_POLL_MS } from '../api/messages-keys';
import { makeDetail, makeMessage, makeResponse, makeStats, messageList } from '../test/fixtures';
import { MessagesPage } from './messages-page';

type Server = {
  messages: InboundMessage[];
  failList?: number;
  deadLetters?: unknown[];
  answer?: { status: number; body: unknown };
};

const CATEGORIES = [
  {
    id: 7,
    name: 'Eletricista',
    code: 'eletricista',
    groupName: 'Casa',
    keywords: [],
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 8,
    name: 'Encanador',
    code: 'encanador',
    groupName: 'Casa',
    keywords: [],
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
  },
];

function setup(role: 'MASTER' | 'ADMIN' | 'CLIENT', server: Server) {
  signInAs({
    id: 42,
    role,
    unit_id: role === 'MASTER' ? null : 2,
    permissions: [...ROLE_DEFAULT_PERMISSIONS[role]],
  });
  const calls = mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/webhooks/messages') {
      if (server.failList && server.failList > 0) {
        server.failList -= 1;
        return { status: 500, body: { code: 'internal', message: '' } };
      }
      return { body: messageList(server.messages) };
    }
    if (path === '/api/webhooks/messages/stats') return { body: makeStats() };
    const detail = /^\/api\/webhooks\/messages\/(\d+)$/.exec(path);
    if (detail) {
      const message = server.messages.find((m) => m.id === Number(detail[1]))!;
      return {
        body: makeDetail(message, {
          outbound: [
            {
              id: 90,
              purpose: 'REQUEST_ACK',
              recipient: 'CONSUMER',
              company_name: null,
              kind: 'text',
              body: 'Recebemos seu pedido de *Eletricista*!',
              status: 'DELIVERED',
              error: null,
              created_at: '2026-03-10T15:00:02.000Z',
            },
          ],
        }),
      };
    }
    const recategorize = /^\/api\/webhooks\/messages\/(\d+)\/recategorize$/.exec(path);
    if (recategorize) {
      const message = server.messages.find((m) => m.id === Number(recategorize[1]))!;
      const moved = { ...message, category_id: 8, category_name: 'Encanador' };
      server.messages = server.messages.map((m) => (m === message ? moved : m));
      return { body: { message: makeDetail(moved), offered: 2 } };
    }
    if (/^\/api\/offers\/\d+\/answer$/.test(path)) return server.answer ?? { status: 500, body: {} };
    if (path === '/api/categories') return { body: CATEGORIES };
    if (path === '/api/users')
      return {
        body: {
          users: [{ id: 10, name: 'Elétrica Copacabana', email: 'e@x.com' }],
          total: 1,
          page: 1,
          pageSize: 100,
        },
      };
    if (path === '/api/franchise-units') return { body: [{ id: 2, name: 'Tenho Zona Sul' }] };
    if (path === '/api/settings') return { body: { creditValue: 0.3 } };
    if (path === '/api/whatsapp/dead-letters') {
      const items = server.deadLetters ?? [];
      return { body: { items, total: items.length, page: 1, pageSize: 20 } };
    }
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado' } };
  });
  const user = userEvent.setup();
  renderWithProviders(<MessagesPage />);
  const listQueries = () =>
    calls
      .filter((c) => new URL(c.url, 'http://localhost').pathname === '/api/webhooks/messages')
      .map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));
  return { user, calls, listQueries, server };
}

const table = () => screen.getByRole('table', { name: 'Mensagens recebidas' });
const rows = () => within(table()).getAllByRole('row').slice(1);

afterEach(() => {
  vi.useRealTimers();
});

describe('Central de Mensagens (ADMIN/MASTER)', () => {
  const answered = makeMessage({
    id: 1,
    status: 'Respondido',
    responses: [
      makeResponse({ offer_id: 1, company_name: 'Elétrica Copacabana' }),
      makeResponse({
        offer_id: 2,
        company_name: 'Luz & Cia',
        response_text: 'NÃO TENHO',
        contacts_exchanged: false,
      }),
      makeResponse({
        offer_id: 3,
        company_name: 'Fios Rápidos',
        response_text: 'NÃO TENHO',
        contacts_exchanged: false,
      }),
    ],
    notified_companies: [
      {
        offer_id: 1,
        company_id: 10,
        company_name: 'Elétrica Copacabana',
        notified_at: '2026-03-10T15:00:01.000Z',
        expires_at: '2026-03-11T15:00:01.000Z',
        offer_status: 'ACCEPTED',
        delivery_status: 'READ',
        delivery_error: null,
      },
      {
        offer_id: 4,
        company_id: 11,
        company_name: 'Sem Sinal Ltda',
        notified_at: '2026-03-10T15:00:01.000Z',
        expires_at: '2026-03-11T15:00:01.000Z',
        offer_status: 'PENDING',
        delivery_status: 'FAILED',
        delivery_error: 'Número sem WhatsApp',
      },
    ],
  });
  const pending = makeMessage({
    id: 2,
    sender_name: 'Joana',
    content: 'alguém tem pneu aro 15?',
    category_id: null,
    category_name: null,
  });

  it('shows the five stats, each row with its status and at most 2 responses plus "+N mais"', async () => {
    setup('MASTER', { messages: [answered, pending] });
    expect(await screen.findByText('13 min')).toBeInTheDocument();
    expect(screen.getByText('R$ 1,50')).toBeInTheDocument();
    for (const label of [
      'Mensagens recebidas',
      'Categorizadas',
      'Respostas',
      'Tempo médio de resposta',
      'Receita de leads',
    ]) {
      expect(screen.getByText(label, { selector: 'p' })).toBeInTheDocument();
    }
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getAllByText('Respondido')[0]).toBeInTheDocument();
    expect(within(first).getAllByText('Elétrica Copacabana')[0]).toBeInTheDocument();
    expect(within(first).queryByText('Fios Rápidos')).not.toBeInTheDocument();
    expect(within(first).getAllByText('+1 mais')[0]).toBeInTheDocument();
    expect(within(second).getAllByText('Pendente')[0]).toBeInTheDocument();
    expect(within(second).getAllByText('Sem categoria')[0]).toBeInTheDocument();
    expect(within(second).getAllByText('Sem resposta')[0]).toBeInTheDocument();
  });

  it('"+N mais" opens the details: content, sender, every response, notified companies with delivery', async () => {
    const { user } = setup('MASTER', { messages: [answered] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]!).getAllByRole('button', { name: /\+1 mais/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da mensagem' });
    // Focus starts on the dialog (its title is read), not on a control inside it.
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(within(dialog).getByText('Preciso de um eletricista hoje')).toBeInTheDocument();
    expect(within(dialog).getByText('Marcos Lima')).toBeInTheDocument();
    expect(within(dialog).getByText('+55 (21) 99876-5432')).toBeInTheDocument();
    const responses = within(dialog).getByRole('heading', { name: 'Respostas (3)' })
      .nextElementSibling as HTMLElement;
    expect(within(responses).getAllByRole('listitem')).toHaveLength(3);
    expect(within(responses).getByText('Fios Rápidos')).toBeInTheDocument();
    const notified = within(dialog).getByRole('heading', { name: 'Empresas notificadas (2)' })
      .nextElementSibling as HTMLElement;
    const [ok, failed] = within(notified).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(ok).toHaveTextContent('Aprovado');
    expect(ok).toHaveTextContent('Lida');
    expect(failed).toHaveTextContent('Falhou');
    expect(failed).toHaveTextContent('Número sem WhatsApp');
    expect(
      within(dialog).getByText('Contatos trocados', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Sim');
    expect(await within(dialog).findByText('Confirmação do pedido')).toBeInTheDocument();
    expect(within(dialog).getByText(/definida pelo classificador \(confiança de 92%\)/i)).toBeInTheDocument();
  });

  it("says 'Erro ao carregar mensagens' with a retry that brings the rows", async () => {
    const { user } = setup('ADMIN', { messages: [pending], failList: 1 });
    expect(await screen.findByText(MESSAGES_MSG.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText(MESSAGES_MSG.loadFailed)).not.toBeInTheDocument();
  });

  it('filters by status, category and company on the server and starts again at page 1', async () => {
    const { user, listQueries } = setup('ADMIN', { messages: [pending] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Respondido' }));
    await user.selectOptions(await screen.findByLabelText('Categoria'), 'Eletricista');
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Elétrica Copacabana');
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({
        status: 'Respondido',
        category: '7',
        company: '10',
        page: '1',
      }),
    );
    // ADMIN has no unit filter: the server scopes it to its unit.
    expect(screen.queryByLabelText('Franquia')).not.toBeInTheDocument();
  });

  it('refuses a reversed period with the domain message and keeps the last valid query', async () => {
    const { user, listQueries } = setup('MASTER', { messages: [pending] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    await user.type(to, '01/03/2026');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ dateTo: '2026-03-01' }));
    await user.type(from, '05/03/2026');
    expect(await screen.findByText(MESSAGES_MSG.dateRangeInvalid)).toBeInTheDocument();
    expect(listQueries().some((q) => q.dateFrom === '2026-03-05')).toBe(false);
  });

  it('an ADMIN/MASTER re-categorises from the details', async () => {
    const { user, calls } = setup('MASTER', { messages: [pending] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]!).getByRole('button', { name: /Ver detalhes da mensagem de Joana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da mensagem' });
    const recategorize = within(dialog).getByRole('button', { name: 'Recategorizar' });
    expect(recategorize).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Corrigir categoria'), 'Encanador');
    await user.click(recategorize);
    expect(
      await screen.findByText(`${MESSAGES_MSG.recategorized} 2 empresas foram consultadas.`),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/recategorize'))?.body).toEqual({ categoryId: 8 });
  });

  it('new requests appear on their own while the page is open (polling)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setup('ADMIN', { messages: [pending] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    server.messages = [
      makeMessage({ id: 3, sender_name: 'Nova Cliente', content: 'tem gás de cozinha?' }),
      pending,
    ];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MESSAGES_POLL_MS + 100);
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(table()).getByText('tem gás de cozinha?')).toBeInTheDocument();
  });

  it('lists the dead letters with a retry for those who may retry', async () => {
    setup('MASTER', {
      messages: [pending],
      deadLetters: [
        {
          id: 77,
          unit_id: 2,
          purpose: 'LEAD_ALERT',
          recipient: 'COMPANY',
          to: '5521987651234',
          company_name: 'Elétrica Copacabana',
          message_id: 2,
          body: 'Novo pedido',
          attempts: 5,
          error_code: 131026,
          error: 'Mensagem não entregue',
          failed_at: '2026-03-10T16:00:00.000Z',
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Mensagens não enviadas' });
    expect(list).toHaveTextContent('Alerta de pedido');
    expect(list).toHaveTextContent('código 131026');
    expect(
      within(list).getByRole('button', {
        name: 'Tentar novamente: Alerta de pedido para Elétrica Copacabana',
      }),
    ).toBeInTheDocument();
  });
});

describe('Central de Mensagens (CLIENT)', () => {
  const offered = makeMessage({
    id: 5,
    sender_name: null,
    whatsapp: null,
    my_offer: {
      id: 55,
      status: 'PENDING',
      offered_at: '2026-03-10T15:00:01.000Z',
      expires_at: '2026-03-11T15:00:01.000Z',
      responded_at: null,
      response_text: null,
      charged: null,
      contacts_exchanged: false,
    },
  });

  it('hides the sender until TENHO and has no company or unit filter', async () => {
    setup('CLIENT', { messages: [offered] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('Cliente')).toBeInTheDocument();
    expect(screen.queryByLabelText('Empresa')).not.toBeInTheDocument();
    expect(screen.getByText('Gasto com leads', { selector: 'p' })).toBeInTheDocument();
  });

  it('TENHO asks first with the credit value, then answers through the API', async () => {
    const { user, calls } = setup('CLIENT', {
      messages: [offered],
      answer: {
        status: 200,
        body: {
          offer: { ...offered.my_offer, status: 'ACCEPTED', charged: 0.3, contacts_exchanged: true },
          message: MESSAGES_MSG.answerAccepted,
          contact: { name: 'Marcos Lima', whatsapp: '5521998765432' },
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]!).getAllByRole('button', { name: 'TENHO' })[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Responder TENHO?' });
    expect(confirm).toHaveTextContent('R$ 0,30 saem do seu saldo');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar TENHO' }));
    expect(await screen.findByText(MESSAGES_MSG.answerAccepted)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/offers/55/answer')?.body).toEqual({ answer: 'ACCEPT' });
  });

  it('too little balance: the server’s message and a way to Financeiro', async () => {
    const { user } = setup('CLIENT', {
      messages: [offered],
      answer: {
        status: 422,
        body: { code: 'offers.insufficient_balance', message: MESSAGES_MSG.insufficientBalance },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]!).getAllByRole('button', { name: 'TENHO' })[0]!);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar TENHO' }),
    );
    const notice = (await screen.findByText('Saldo insuficiente')).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent(MESSAGES_MSG.insufficientBalance);
    const link = within(notice).getByRole('link', { name: 'Ir para Financeiro' });
    expect(link).toHaveAttribute('href', '/client/financeiro');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/client/financeiro');
  });

  it('NÃO TENHO goes at once (free)', async () => {
    const { user, calls } = setup('CLIENT', {
      messages: [offered],
      answer: {
        status: 200,
        body: {
          offer: { ...offered.my_offer, status: 'REJECTED', response_text: 'NÃO TENHO' },
          message: MESSAGES_MSG.answerRejected,
          contact: null,
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]!).getAllByRole('button', { name: 'NÃO TENHO' })[0]!);
    expect(await screen.findByText(MESSAGES_MSG.answerRejected)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/offers/55/answer')?.body).toEqual({ answer: 'REJECT' });
  });
});
