import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';
import { createLead } from '../../../test/leads.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { permissions, userPermissionOverrides } from '../../db/schema/permissions.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { ledgerSums } from '../wallet/wallet.repository.ts';

/**
 * Disputes of charged leads (issue 24, points 1–2): who may contest, who may decide, and that a
 * refund puts back exactly the charge, once, whatever is sent at the same time.
 */
const t = useTestApp();

const DAY = 24 * 3_600_000;
type Who =
  'master' | 'admin' | 'otherAdmin' | 'client' | 'otherClient' | 'farClient' | 'user' | 'editor' | 'reader';
const tokens = {} as Record<Who, string>;
const people = {} as Record<Who, TestUser>;
let unitId: number;
let otherUnitId: number;

async function grant(userId: number, names: string[]) {
  const rows = await t.db.select().from(permissions).where(inArray(permissions.name, names));
  await t.db
    .insert(userPermissionOverrides)
    .values(rows.map((p) => ({ userId, permissionId: p.id, enabled: true })));
}

beforeAll(async () => {
  const unit = await createUnit(t.db);
  const other = await createUnit(t.db);
  unitId = unit.id;
  otherUnitId = other.id;
  const client = await createUser(t.db, { role: 'CLIENT', unitId });
  Object.assign(people, {
    master: await createUser(t.db, { role: 'MASTER' }),
    admin: await createUser(t.db, { role: 'ADMIN', unitId }),
    otherAdmin: await createUser(t.db, { role: 'ADMIN', unitId: otherUnitId }),
    client,
    otherClient: await createUser(t.db, { role: 'CLIENT', unitId }),
    farClient: await createUser(t.db, { role: 'CLIENT', unitId: otherUnitId }),
    // A USER of the company: by default it has no access to Mensagens.
    user: await createUser(t.db, { role: 'USER', unitId, parentId: client.id }),
    editor: await createUser(t.db, { role: 'USER', unitId, parentId: client.id }),
    reader: await createUser(t.db, { role: 'USER', unitId, parentId: client.id }),
  });
  await grant(people.editor.id, ['message.access', 'message.edit']);
  await grant(people.reader.id, ['message.access']);
  for (const [name, user] of Object.entries(people)) tokens[name as Who] = await loginAs(t.app, user);
});

const lead = (overrides: Partial<Parameters<typeof createLead>[1]> = {}) =>
  createLead(t.db, { companyId: people.client.id, unitId, ...overrides });

const dispute = (token: string | null, offerId: number | string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/offers/${offerId}/dispute`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

const resolve = (token: string | null, id: number | string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/disputes/${id}/resolve`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

const list = (token: string | null, query = '') => t.call('GET', `/api/disputes${query}`, token);

async function balanceOf(companyId: number) {
  const [row] = await t.db.select().from(wallets).where(eq(wallets.clientId, companyId));
  return row?.balanceCents ?? 0;
}

describe('POST /api/offers/{id}/dispute', () => {
  it('lets the company contest its charged lead: 201 with the dispute, audited', async () => {
    const offer = await lead({ amountCents: 37 });
    const response = await dispute(tokens.client, offer.id, { reason: 'invalid_contact' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      offer_id: offer.id,
      status: 'OPEN',
      reason: 'invalid_contact',
      amount: 0.37,
      note: null,
      automatic: false,
    });
    expect(typeof body.id).toBe('number');
    expect(new Date(body.created_at).getTime()).not.toBeNaN();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispute.create'), eq(auditLog.entityId, body.id)));
    expect(audit).toMatchObject({ actorId: people.client.id });

    const again = await dispute(tokens.client, offer.id, { reason: 'duplicate' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'disputes.already_disputed',
      message: 'Este lead já foi contestado',
    });
  });

  it('lets a USER of the company with message.edit contest; without it, refuses', async () => {
    const offer = await lead();
    for (const who of ['user', 'reader'] as const) {
      const refused = await dispute(tokens[who], offer.id, { reason: 'no_answer' });
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().code).toBe('auth.forbidden');
    }
    const response = await dispute(tokens.editor, offer.id, { reason: 'other', note: '  Era um trote  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ reason: 'other', note: 'Era um trote' });
  });

  it("answers another company's lead as missing, and refuses ADMIN and MASTER (not the company)", async () => {
    const offer = await lead();
    for (const who of ['otherClient', 'farClient', 'otherAdmin'] as const) {
      const response = await dispute(tokens[who], offer.id, { reason: 'fake_request' });
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toEqual({ code: 'disputes.offer_not_found', message: 'Lead não encontrado' });
    }
    for (const who of ['admin', 'master'] as const) {
      const response = await dispute(tokens[who], offer.id, { reason: 'fake_request' });
      expect(response.statusCode, who).toBe(403);
      expect(response.json().code).toBe('disputes.company_only');
    }
    expect((await dispute(null, offer.id, { reason: 'fake_request' })).statusCode).toBe(401);
    expect((await dispute(tokens.client, 2_000_000_000, { reason: 'fake_request' })).statusCode).toBe(404);
  });

  it('refuses a lead outside the dispute window, and one that was not charged (422)', async () => {
    const old = await lead({ acceptedAt: new Date(Date.now() - 8 * DAY) });
    const late = await dispute(tokens.client, old.id, { reason: 'no_answer' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      code: 'disputes.window_closed',
      message: 'O prazo para contestar este lead terminou (7 dias após o TENHO)',
    });
    const justInside = await lead({ acceptedAt: new Date(Date.now() - 7 * DAY + 60_000) });
    expect((await dispute(tokens.client, justInside.id, { reason: 'no_answer' })).statusCode).toBe(201);

    for (const offer of [
      await lead({ status: 'REJECTED' }),
      await lead({ status: 'PENDING' }),
      await lead({ amountCents: 0 }),
    ]) {
      const response = await dispute(tokens.client, offer.id, { reason: 'no_answer' });
      expect(response.statusCode, offer.status).toBe(422);
      expect(response.json()).toEqual({
        code: 'disputes.not_charged',
        message: 'Só é possível contestar um lead cobrado',
      });
    }
  });

  it('refuses bad input with pt-BR messages and stores nothing', async () => {
    const offer = await lead();
    const cases: [unknown, string][] = [
      [{}, 'Escolha um motivo válido'],
      [{ reason: 'cheap' }, 'Escolha um motivo válido'],
      [{ reason: 'other' }, 'Descreva o motivo da contestação'],
      [{ reason: 'other', note: '   ' }, 'Descreva o motivo da contestação'],
      [{ reason: 'duplicate', note: 'x'.repeat(501) }, 'Use no máximo 500 caracteres'],
      [{ reason: 'duplicate', note: 12 }, 'Use no máximo 500 caracteres'],
    ];
    for (const [payload, message] of cases) {
      const response = await dispute(tokens.client, offer.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', message });
    }
    expect((await dispute(tokens.client, 'abc', { reason: 'duplicate' })).statusCode).toBe(400);
    expect(await t.db.select().from(disputes).where(eq(disputes.offerId, offer.id))).toEqual([]);
  });
});

describe('POST /api/disputes/{id}/resolve', () => {
  async function openDispute(companyToken = tokens.client, overrides = {}) {
    const offer = await lead({ amountCents: 37, ...overrides });
    const response = await dispute(companyToken, offer.id, { reason: 'invalid_contact' });
    expect(response.statusCode, response.body).toBe(201);
    return { offer, id: response.json().id as number };
  }

  it('REFUND by the unit ADMIN puts back exactly the charge as a REFUND linked to the lead, once', async () => {
    // The lead cost 0,37 while the credit value is 0,30 today: the refund is what was charged.
    const { offer, id } = await openDispute();
    const before = await balanceOf(people.client.id);
    const response = await resolve(tokens.admin, id, { decision: 'REFUND', note: 'Número inexistente' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'REFUNDED',
      decision_note: 'Número inexistente',
      amount: 0.37,
    });
    expect(await balanceOf(people.client.id)).toBe(before + 37);

    const refunds = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.type, 'REFUND'), eq(walletTransactions.referenceId, offer.id)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountCents: 37,
      balanceAfterCents: before + 37,
      referenceKind: 'OFFER',
      idempotencyKey: `dispute:${id}:refund`,
      actorId: people.admin.id,
    });
    expect(response.json().refund_transaction_id).toBe(refunds[0]!.id);
    const [row] = await t.db.select().from(disputes).where(eq(disputes.id, id));
    expect(row).toMatchObject({
      chargeTransactionId: offer.transactionId,
      refundTransactionId: refunds[0]!.id,
    });
    const sums = await ledgerSums(t.db, people.client.id);
    expect(sums.sumCents).toBe(sums.balanceCents);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispute.resolve'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ actorId: people.admin.id, data: { decision: 'REFUND', amountCents: 37 } });

    // The franchisee's Pedidos marks the lead as refunded beside the company's answer (issue 29).
    const page = (await t.call('GET', '/api/webhooks/messages?pageSize=100', tokens.admin)).json<{
      messages: { responses: { offer_id: number; dispute_status?: string | null }[] }[];
    }>();
    const marked = page.messages.flatMap((m) => m.responses).find((r) => r.offer_id === offer.id);
    expect(marked?.dispute_status).toBe('REFUNDED');

    const twice = await resolve(tokens.master, id, { decision: 'REFUND', note: 'De novo' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'disputes.already_resolved',
      message: 'Esta contestação já foi decidida',
    });
    expect(await balanceOf(people.client.id)).toBe(before + 37);
  });

  it('REJECT keeps the charge; MASTER decides in any unit', async () => {
    const { id } = await openDispute();
    const before = await balanceOf(people.client.id);
    const response = await resolve(tokens.master, id, { decision: 'REJECT', note: 'O cliente respondeu' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'REJECTED', refund_transaction_id: null });
    expect(await balanceOf(people.client.id)).toBe(before);

    const far = await lead({ companyId: people.farClient.id, unitId: otherUnitId });
    const farDispute = await dispute(tokens.farClient, far.id, { reason: 'duplicate' });
    const byMaster = await resolve(tokens.master, farDispute.json().id, { decision: 'REFUND', note: 'ok' });
    expect(byMaster.statusCode).toBe(200);
  });

  it('is for the unit ADMIN or MASTER: companies are forbidden, other units see nothing', async () => {
    const { id } = await openDispute();
    for (const who of ['client', 'user', 'editor', 'reader', 'otherClient', 'farClient'] as const) {
      const response = await resolve(tokens[who], id, { decision: 'REFUND', note: 'eu mesmo' });
      expect(response.statusCode, who).toBe(403);
    }
    const other = await resolve(tokens.otherAdmin, id, { decision: 'REFUND', note: 'não é meu' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'disputes.not_found', message: 'Contestação não encontrada' });
    expect((await resolve(null, id, { decision: 'REFUND', note: 'x' })).statusCode).toBe(401);
    expect((await resolve(tokens.admin, 2_000_000_000, { decision: 'REFUND', note: 'x' })).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(disputes).where(eq(disputes.id, id));
    expect(row!.status).toBe('OPEN');
  });

  it('refuses bad input (400) with pt-BR messages', async () => {
    const { id } = await openDispute();
    const cases: [unknown, string][] = [
      [{ note: 'x' }, 'Escolha Reembolsar ou Recusar'],
      [{ decision: 'MAYBE', note: 'x' }, 'Escolha Reembolsar ou Recusar'],
      [{ decision: 'REFUND' }, 'Escreva uma observação para a empresa'],
      [{ decision: 'REFUND', note: '  ' }, 'Escreva uma observação para a empresa'],
      [{ decision: 'REJECT', note: 'x'.repeat(501) }, 'Use no máximo 500 caracteres'],
    ];
    for (const [payload, message] of cases) {
      const response = await resolve(tokens.admin, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', message });
    }
  });

  it('applies one refund under 20 concurrent resolves (the others get 409)', async () => {
    const { offer, id } = await openDispute();
    const before = await balanceOf(people.client.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        resolve(i % 2 ? tokens.master : tokens.admin, id, { decision: 'REFUND', note: `tentativa ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await balanceOf(people.client.id)).toBe(before + 37);
    const refunds = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.type, 'REFUND'), eq(walletTransactions.referenceId, offer.id)));
    expect(refunds.map((r) => r.amountCents)).toEqual([37]);
    const sums = await ledgerSums(t.db, people.client.id);
    expect(sums.sumCents).toBe(sums.balanceCents);
  });
});

describe('GET /api/disputes', () => {
  it('scopes the list: the company its own, ADMIN its unit, MASTER all', async () => {
    const mine = await lead();
    const theirs = await lead({ companyId: people.farClient.id, unitId: otherUnitId });
    const a = (await dispute(tokens.client, mine.id, { reason: 'duplicate' })).json().id as number;
    const b = (await dispute(tokens.farClient, theirs.id, { reason: 'duplicate' })).json().id as number;

    const idsOf = async (token: string, query = '') => {
      const response = await list(token, query);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().disputes as { id: number }[]).map((d) => d.id);
    };
    for (const who of ['client', 'editor', 'reader', 'admin'] as const) {
      const ids = await idsOf(tokens[who]);
      expect(ids, who).toContain(a);
      expect(ids, who).not.toContain(b);
    }
    for (const who of ['farClient', 'otherAdmin'] as const) {
      const ids = await idsOf(tokens[who]);
      expect(ids, who).toContain(b);
      expect(ids, who).not.toContain(a);
    }
    expect(await idsOf(tokens.otherClient)).toEqual([]);
    const all = await idsOf(tokens.master);
    expect(all).toEqual(expect.arrayContaining([a, b]));

    const detail = (await list(tokens.admin)).json().disputes.find((d: { id: number }) => d.id === a);
    expect(detail).toMatchObject({
      company_id: people.client.id,
      message: 'Preciso de um eletricista para hoje',
      consumer_name: 'Maria Souza',
      status: 'OPEN',
    });
    expect(detail.company_history.total).toBeGreaterThanOrEqual(1);

    const open = await idsOf(tokens.master, '?status=OPEN');
    expect(open).toContain(a);
    const refunded = (await list(tokens.master, '?status=REFUNDED')).json().disputes as { status: string }[];
    expect(refunded.every((d) => d.status === 'REFUNDED')).toBe(true);
  });

  it('needs Mensagens (message.access) and refuses a bad status', async () => {
    expect((await list(tokens.user)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    const bad = await list(tokens.admin, '?status=CLOSED');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Situação inválida: use OPEN, REFUNDED ou REJECTED' });
  });
});

describe('the statement', () => {
  it('shows refunds as REFUND and counts them apart in the totals', async () => {
    const offer = await lead({ amountCents: 41 });
    const id = (await dispute(tokens.client, offer.id, { reason: 'fake_request' })).json().id;
    await resolve(tokens.admin, id, { decision: 'REFUND', note: 'Trote confirmado' });
    const own = await t.call('GET', `/api/wallet/${people.client.id}`, tokens.client);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().transactions[0]).toMatchObject({
      type: 'REFUND',
      amount: 0.41,
      reference_kind: 'OFFER',
      reference_id: offer.id,
    });
    const filtered = await t.call('GET', `/api/wallet/${people.client.id}?type=REFUND`, tokens.client);
    expect(filtered.json().transactions.every((tr: { type: string }) => tr.type === 'REFUND')).toBe(true);
    const statement = await t.call(
      'GET',
      `/api/wallet/statement?client_id=${people.client.id}`,
      tokens.admin,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().totals.refunds).toBeGreaterThanOrEqual(0.41);
  });
});
