import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  InboundMessage,
  MessageListResponse,
  MessageStats,
} from '@tenho/domain/messages/messages.schemas';
import { categories, categoryExamples } from '../../db/schema/categories.ts';
import { offers } from '../../db/schema/offers.ts';
import {
  categoryIdByCode,
  playAnswer,
  playRequest,
  useLoopNetwork,
  useLoopTestApp,
} from '../../../test/whatsapp-loop.ts';
import { slack } from '../../../test/timeouts.ts';

const t = useLoopTestApp();
const { net, tokens } = useLoopNetwork(t, ['master', 'admin0', 'admin1', 'alpha', 'beta', 'other', 'staff']);
/** Requests of unit 0: answered TENHO by alpha, NÃO TENHO by both, unanswered; and one of unit 1. */
const ids = { responded: 0, negative: 0, pending: 0, otherUnit: 0, notUnderstood: 0 };
let acceptedOffer = 0;

beforeAll(async () => {
  const responded = await playRequest(t, {
    text: 'Preciso de um eletricista para instalar chuveiro',
    name: 'Joana Lima',
  });
  ids.responded = responded.messageId;
  acceptedOffer = responded.offersByCompany.get(net.alpha.id)!;
  t.clock.advance(90_000);
  await playAnswer(t, net.alpha, acceptedOffer, 'yes');
  await playAnswer(t, net.beta, responded.offersByCompany.get(net.beta.id)!, 'no');

  const negative = await playRequest(t, { text: 'Alguém conhece eletricista para trocar tomada?' });
  ids.negative = negative.messageId;
  t.clock.advance(30_000);
  await playAnswer(t, net.alpha, negative.offersByCompany.get(net.alpha.id)!, 'no');
  await playAnswer(t, net.beta, negative.offersByCompany.get(net.beta.id)!, 'no');

  ids.pending = (await playRequest(t, { text: 'Preciso de eletricista amanhã cedo' })).messageId;
  ids.otherUnit = (
    await playRequest(t, { text: 'Preciso de um eletricista', phoneNumberId: '109876543219999' })
  ).messageId;
  ids.notUnderstood = (await playRequest(t, { text: 'boa noite, tudo certo?' })).messageId;
}, slack(120_000));

async function list(token: string, query = '') {
  const response = await t.call('GET', `/api/webhooks/messages${query}`, token);
  return response;
}
const listed = async (token: string, query = '') => (await list(token, query)).json<MessageListResponse>();
const row = (body: MessageListResponse, id: number) => body.messages.find((m) => m.id === id);

describe('GET /api/webhooks/messages: scope', () => {
  it('MASTER sees every request of the network, newest first', async () => {
    const body = await listed(tokens.master);
    const seen = body.messages.map((m) => m.id);
    expect(seen).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(body.total).toBe(5);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('an ADMIN sees its unit only', async () => {
    const mine = await listed(tokens.admin0);
    expect(mine.messages.map((m) => m.id).sort()).toEqual(
      [ids.responded, ids.negative, ids.pending, ids.notUnderstood].sort(),
    );
    const theirs = await listed(tokens.admin1);
    expect(theirs.messages.map((m) => m.id)).toEqual([ids.otherUnit]);
  });

  it('a CLIENT sees the requests offered to it, its own offer only, and the sender only after accepting', async () => {
    const body = await listed(tokens.alpha);
    expect(body.messages.map((m) => m.id).sort()).toEqual([ids.responded, ids.negative, ids.pending].sort());
    const accepted = row(body, ids.responded)!;
    expect(accepted).toMatchObject({ sender_name: 'Joana Lima', status: 'Respondido' });
    expect(accepted.whatsapp).toMatch(/^55\d+$/);
    expect(accepted.notified_companies.map((c) => c.company_id)).toEqual([net.alpha.id]);
    expect(accepted.responses.map((r) => r.company_name)).toEqual(['Elétrica Alfa']);
    expect(accepted.my_offer).toMatchObject({ status: 'ACCEPTED', charged: 0.3, contacts_exchanged: true });

    const pending = row(body, ids.pending)!;
    expect(pending).toMatchObject({ sender_name: null, whatsapp: null, status: 'Pendente' });
    expect(pending.my_offer).toMatchObject({ status: 'PENDING', charged: null });

    // B said NÃO TENHO to the first request: for B it is Negativo, and the sender stays hidden.
    const beta = await listed(tokens.beta);
    expect(row(beta, ids.responded)).toMatchObject({ status: 'Negativo', sender_name: null, whatsapp: null });
  });

  it("a company's USER is refused; another unit's company sees only its own unit's request", async () => {
    // A company's USER holds no message.access by default.
    expect((await list(tokens.staff)).statusCode).toBe(403);
    const other = await listed(tokens.other);
    expect(other.messages.map((m) => m.id)).toEqual([ids.otherUnit]);
  });
});

describe('GET /api/webhooks/messages: rows and filters', () => {
  it('derives the status exactly as spec §4 and lists responses and notified companies with delivery', async () => {
    const body = await listed(tokens.master);
    expect(row(body, ids.responded)!.status).toBe('Respondido');
    expect(row(body, ids.negative)!.status).toBe('Negativo');
    expect(row(body, ids.pending)!.status).toBe('Pendente');
    const responded = row(body, ids.responded)!;
    expect(responded.responses).toHaveLength(2);
    expect(responded.responses.map((r) => r.response_text).sort()).toEqual(['NÃO TENHO', 'TENHO']);
    expect(responded.responses.find((r) => r.response_text === 'TENHO')).toMatchObject({
      company_name: 'Elétrica Alfa',
      contacts_exchanged: true,
      channel: 'WHATSAPP',
    });
    expect(responded.notified_companies).toHaveLength(2);
    expect(responded.notified_companies.every((c) => c.delivery_status === 'DELIVERED')).toBe(true);
    expect(responded).toMatchObject({
      category_name: 'Eletricista',
      unit_name: net.units[0].name,
      content: expect.stringContaining('chuveiro'),
    });
    const uncategorised = row(body, ids.notUnderstood)!;
    expect(uncategorised).toMatchObject({
      category_id: null,
      category_name: null,
      notified_companies: [],
      status: 'Pendente',
    });
  });

  it.each([
    ['Respondido', () => [ids.responded]],
    ['Negativo', () => [ids.negative]],
    ['Pendente', () => [ids.pending, ids.otherUnit, ids.notUnderstood]],
  ] as const)('filters by status %s', async (status, expected) => {
    const body = await listed(tokens.master, `?status=${encodeURIComponent(status)}`);
    expect(body.messages.map((m) => m.id).sort()).toEqual(expected().sort());
  });

  it('filters by search, category, company, unit and dates, and pages on the server', async () => {
    expect((await listed(tokens.master, '?search=CHUVEIRO')).messages.map((m) => m.id)).toEqual([
      ids.responded,
    ]);
    expect((await listed(tokens.master, '?search=Joana')).messages.map((m) => m.id)).toEqual([ids.responded]);
    expect((await listed(tokens.master, '?search=100%25')).total).toBe(0);
    const eletricista = await categoryIdByCode(t.db, 'eletricista');
    expect((await listed(tokens.master, `?category=${eletricista}`)).total).toBe(4);
    expect((await listed(tokens.master, `?company=${net.other.id}`)).messages.map((m) => m.id)).toEqual([
      ids.otherUnit,
    ]);
    expect((await listed(tokens.master, `?unit_id=${net.units[1].id}`)).total).toBe(1);
    // An ADMIN's unit filter cannot widen its scope.
    expect((await listed(tokens.admin0, `?unit_id=${net.units[1].id}`)).total).toBe(4);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listed(tokens.master, `?dateFrom=2000-01-01&dateTo=2000-01-02`)).total).toBe(0);
    expect((await listed(tokens.master, `?dateFrom=2000-01-01&dateTo=2999-12-31`)).total).toBe(5);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const first = await listed(tokens.master, '?page=1&pageSize=2');
    const second = await listed(tokens.master, '?page=2&pageSize=2');
    expect(first).toMatchObject({ total: 5, totalCapped: false, page: 1, pageSize: 2 });
    expect(first.messages).toHaveLength(2);
    expect(second.messages.map((m) => m.id)).not.toEqual(
      expect.arrayContaining(first.messages.map((m) => m.id)),
    );
  });

  it.each([
    ['?status=Talvez', 'status'],
    ['?dateFrom=2024-02-30', 'dateFrom'],
    ['?dateFrom=2024-03-02&dateTo=2024-03-01', 'dateFrom'],
    ['?category=abc', 'category'],
    ['?pageSize=101', 'pageSize'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('400 with a field message for %s', async (query, field) => {
    const response = await list(tokens.master, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('403 without message.access', async () => {
    const { userPermissionOverrides, permissions } = await import('../../db/schema/permissions.ts');
    const [permission] = await t.db.select().from(permissions).where(eq(permissions.name, 'message.access'));
    await t.db
      .insert(userPermissionOverrides)
      .values({ userId: net.beta.id, permissionId: permission!.id, enabled: false });
    t.app.sessionCache.invalidateUser(net.beta.id);
    try {
      expect((await list(tokens.beta)).statusCode).toBe(403);
    } finally {
      await t.db.delete(userPermissionOverrides).where(eq(userPermissionOverrides.userId, net.beta.id));
      t.app.sessionCache.invalidateUser(net.beta.id);
    }
  });
});

describe('GET /api/webhooks/messages/{id}', () => {
  it('shows the details with what was sent, in scope', async () => {
    const response = await t.call('GET', `/api/webhooks/messages/${ids.responded}`, tokens.admin0);
    expect(response.statusCode).toBe(200);
    const detail = response.json<
      InboundMessage & { outbound: { purpose: string }[]; category_source: string }
    >();
    expect(detail.category_source).toBe('offline');
    expect(detail.outbound.map((o) => o.purpose)).toEqual(
      expect.arrayContaining(['LEAD_ALERT', 'REQUEST_ACK', 'CONTACT_FOR_COMPANY', 'CONTACT_FOR_CONSUMER']),
    );
  });

  it('answers 404 outside the scope, like a missing one', async () => {
    for (const [token, id] of [
      [tokens.admin1, ids.responded],
      [tokens.other, ids.responded],
      [tokens.master, 99_999_999],
    ] as const) {
      const response = await t.call('GET', `/api/webhooks/messages/${id}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'messages.not_found',
        message: 'Mensagem não encontrada',
      });
    }
  });

  it('shows a CLIENT nothing of what was sent to others', async () => {
    const response = await t.call('GET', `/api/webhooks/messages/${ids.responded}`, tokens.alpha);
    expect(response.json().outbound).toEqual([]);
  });
});

describe('GET /api/webhooks/messages/stats', () => {
  it('counts messages, categorised ones, answers, average answer time and lead revenue in scope', async () => {
    const get = async (token: string) =>
      (await t.call('GET', '/api/webhooks/messages/stats', token)).json<MessageStats>();
    const master = await get(tokens.master);
    expect(master).toMatchObject({
      totalMessages: 5,
      categorizedMessages: 4,
      responsesCount: 4,
      revenue: 0.3,
    });
    // Answers came 90 s and 30 s (twice each) after the offers: the mean is 60 s.
    expect(master.avgResponseTime).toBe(60);
    const admin1 = await get(tokens.admin1);
    expect(admin1).toEqual({
      totalMessages: 1,
      categorizedMessages: 1,
      responsesCount: 0,
      avgResponseTime: 0,
      revenue: 0,
      refunds: 0,
    });
    const alpha = await get(tokens.alpha);
    expect(alpha).toMatchObject({ totalMessages: 3, responsesCount: 2, revenue: 0.3 });
  });
});

describe('POST /api/webhooks/messages/{id}/recategorize', () => {
  const recategorize = (token: string, id: number, categoryId: number) =>
    t.call('POST', `/api/webhooks/messages/${id}/recategorize`, token, { categoryId });

  it('sets the category, offers the request again and teaches the categoriser (the ADMIN’s unit)', async () => {
    const eletricista = await categoryIdByCode(t.db, 'eletricista');
    const response = await recategorize(tokens.admin0, ids.notUnderstood, eletricista);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.offered).toBe(2);
    expect(body.message).toMatchObject({ category_id: eletricista, category_source: 'manual' });
    expect(body.message.notified_companies.map((c: { company_id: number }) => c.company_id).sort()).toEqual(
      [net.alpha.id, net.beta.id].sort(),
    );
    const examples = await t.db
      .select()
      .from(categoryExamples)
      .where(eq(categoryExamples.categoryId, eletricista));
    expect(examples.some((e) => e.message === 'boa noite, tudo certo?' && e.unitId === net.units[0].id)).toBe(
      true,
    );
  });

  it('moves a wrongly categorised request: pending offers of the old category expire', async () => {
    const encanador = await categoryIdByCode(t.db, 'encanador');
    const response = await recategorize(tokens.master, ids.pending, encanador);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(offers).where(eq(offers.messageId, ids.pending));
    expect(rows.every((o) => o.status === 'EXPIRED')).toBe(true);
    expect(response.json().offered).toBe(0);
  });

  it('refuses an inactive category (422), another unit (404) and a CLIENT (403)', async () => {
    const [inactive] = await t.db
      .insert(categories)
      .values({ name: 'Inativa', code: `inativa-${Date.now()}`, groupName: 'Teste', isActive: false })
      .returning();
    expect((await recategorize(tokens.master, ids.negative, inactive!.id)).statusCode).toBe(422);
    const eletricista = await categoryIdByCode(t.db, 'eletricista');
    expect((await recategorize(tokens.admin1, ids.negative, eletricista)).statusCode).toBe(404);
    expect((await recategorize(tokens.alpha, ids.negative, eletricista)).statusCode).toBe(403);
  });

  it('keeps a category that messages point at from being deleted (409), even when no company chose it', async () => {
    // No company of this network chose 'encanador'; the re-categorised request points at it.
    const encanador = await categoryIdByCode(t.db, 'encanador');
    const response = await t.call('DELETE', `/api/categories/${encanador}`, tokens.master);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'categories.in_use' });
  });
});
