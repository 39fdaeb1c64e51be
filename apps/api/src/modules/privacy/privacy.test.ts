import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ERASED_TEXT, PRIVACY_TEXTS, privacyButtonId } from '@tenho/domain/privacy/privacy.schemas';
import { formatWaId } from '@tenho/domain/whatsapp/phone';
import { inboundMessages } from '../../db/schema/messages.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { privacyErasures, privacyRequests } from '../../db/schema/privacy.ts';
import { queryRows } from '../../lib/query-rows.ts';
import {
  messageDelivery,
  newMobile,
  newWamid,
  playAnswer,
  playRequest,
  useLoopNetwork,
  useLoopTestApp,
} from '../../../test/whatsapp-loop.ts';

/**
 * Issue 31 on the real loop: MEUS DADOS, APAGAR MEUS DADOS + 'Apagar' (no trace left, totals
 * kept, one notice per company), a restore of an older backup, and the Privacidade routes.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'tenho-privacy-test-'));
const t = useLoopTestApp({ config: { dataDir } });
const { net, tokens } = useLoopNetwork(t, ['master', 'admin0', 'admin1', 'alpha', 'staff']);
vi.setConfig({ testTimeout: 90_000 });

const privacy = () => t.app.whatsapp.pipeline!.privacy;

async function api(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const response = await t.call(method, url, token ?? null, body);
  return { status: response.statusCode, body: response.json() };
}

async function write(consumer: string, text: string, wamid = newWamid()) {
  await t.deliver(messageDelivery({ from: consumer, id: wamid, text }));
  await t.settle();
  return wamid;
}

async function tap(consumer: string, requestId: number, action: 'erase' | 'cancel', wamid = newWamid()) {
  const payload = messageDelivery({
    from: consumer,
    id: wamid,
    buttonReply: {
      id: privacyButtonId(requestId, action),
      title: action === 'erase' ? 'Apagar' : 'Cancelar',
    },
  });
  expect((await t.deliver(payload)).statusCode).toBe(200);
  await t.settle();
}

const answersTo = (consumer: string) =>
  t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.toWaId, consumer), eq(outboundMessages.purpose, 'PRIVACY_ANSWER')))
    .orderBy(asc(outboundMessages.id));

/** Every text and JSON column of every table of the application holding `needle` (table.column). */
async function tracesOf(needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
    );
    if (Number(rows[0]!.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** What the reports and the ledger add up to. */
async function totals() {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*)::int from inbound_messages where kind = 'REQUEST') as requests,
          (select count(*)::int from offers) as offers,
          (select count(*)::int from offers where status = 'ACCEPTED') as accepted,
          (select coalesce(sum(charged_cents), 0)::int from offers) as charged,
          (select coalesce(sum(balance_cents), 0)::int from wallets) as balances,
          (select coalesce(sum(amount_cents), 0)::int from wallet_transactions) as ledger,
          (select count(*)::int from wallet_transactions) as transactions,
          (select count(*)::int from inbound_messages where category_id is not null) as categorised`,
  );
  return row;
}

describe('privacy notice', () => {
  it('ends the first message to a consumer number with the notice line, once per number', async () => {
    const consumer = `55${newMobile('41')}`;
    await write(consumer, 'oi');
    await write(consumer, 'tudo bem?');
    const sent = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.toWaId, consumer))
      .orderBy(asc(outboundMessages.id));
    expect(sent).toHaveLength(2);
    const line = PRIVACY_TEXTS.noticeLine(t.config.publicUrl);
    expect(line).toContain(`${t.config.publicUrl}/privacidade`);
    expect(sent[0]!.body.endsWith(`\n\n${line}`)).toBe(true);
    expect(sent[1]!.body).not.toContain(line);
    const [notice] = await queryRows<{ notified_at: string }>(
      t.db,
      sql`select notified_at from consumer_notices where number = ${consumer}`,
    );
    expect(notice?.notified_at).toBeTruthy();
  });
});

describe('MEUS DADOS', () => {
  it('answers that nothing is stored for an unknown number, with accents and case folded', async () => {
    const consumer = `55${newMobile('31')}`;
    await write(consumer, '  meus   DADOS! ');
    const answers = await answersTo(consumer);
    expect(answers.map((a) => a.body)).toEqual([
      `Não guardamos nenhum dado sobre este número.\n\n${PRIVACY_TEXTS.noticeLine(t.config.publicUrl)}`,
    ]);
    const [request] = await t.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.subject, privacy().pseudonym(consumer)));
    expect(request).toMatchObject({ type: 'ACCESS', channel: 'WHATSAPP', status: 'ANSWERED' });
    expect(request!.answeredAt).not.toBeNull();
  });

  it('lists exactly the companies that received the number', async () => {
    const consumer = `55${newMobile('21')}`;
    const { offersByCompany } = await playRequest(t, { consumer });
    expect(offersByCompany.size).toBe(2);
    await playAnswer(t, net.alpha, offersByCompany.get(net.alpha.id)!, 'yes');
    await playAnswer(t, net.beta, offersByCompany.get(net.beta.id)!, 'no');
    await write(consumer, 'Meus dados');
    const [answer] = await answersTo(consumer);
    expect(answer!.body).toContain('Elétrica Alfa');
    expect(answer!.body).not.toContain('Elétrica Beta');
    // The name is the newest one WhatsApp reported (the MEUS DADOS message's profile).
    expect(answer!.body).toContain(`Nome: Cliente ${consumer.slice(-4)}`);
    expect(answer!.body).toContain('Pedidos: 1');
    // A request in progress is not affected: the offers keep their answers.
    const { rows } = (await t.db.execute(
      sql`select status from offers where id in (${offersByCompany.get(net.alpha.id)!}, ${offersByCompany.get(net.beta.id)!}) order by id`,
    )) as unknown as { rows: { status: string }[] };
    expect(rows.map((r) => r.status).sort()).toEqual(['ACCEPTED', 'REJECTED']);
  });
});

describe('APAGAR MEUS DADOS', () => {
  const consumer = `55${newMobile('21')}`;
  const name = 'Quitéria Apagável';
  const text = 'Preciso de eletricista para o sobrado zebrafino';
  let before: Awaited<ReturnType<typeof totals>>;
  let requestId = 0;
  let snapshot: (typeof inboundMessages.$inferSelect)[] = [];

  it('asks for confirmation with the Apagar and Cancelar buttons', async () => {
    const { offersByCompany } = await playRequest(t, { consumer, text, name });
    await playAnswer(t, net.alpha, offersByCompany.get(net.alpha.id)!, 'yes');
    snapshot = await t.db.select().from(inboundMessages).where(eq(inboundMessages.fromNumber, consumer));
    expect(snapshot[0]!.senderName).toBe(name);
    await write(consumer, 'Apagar meus dados');
    const [confirm] = await answersTo(consumer);
    expect(confirm!.body).toBe(PRIVACY_TEXTS.erasureConfirm);
    expect(confirm!.body).not.toContain('/privacidade'); // the request's answer already had it
    const buttons = (confirm!.payload as { buttons: { id: string; title: string }[] }).buttons;
    expect(buttons.map((b) => b.title)).toEqual(['Apagar', 'Cancelar']);
    const [request] = await t.db
      .select()
      .from(privacyRequests)
      .where(
        and(eq(privacyRequests.subject, privacy().pseudonym(consumer)), eq(privacyRequests.type, 'ERASURE')),
      );
    expect(request!.status).toBe('CONFIRMING');
    requestId = request!.id;
    // Another number cannot answer this request's buttons.
    const intruder = `55${newMobile('21')}`;
    await tap(intruder, requestId, 'erase');
    expect(
      (await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId)))[0]!.status,
    ).toBe('CONFIRMING');
    before = await totals();
  });

  it("on 'Apagar' (delivered twice) erases once, notifies each company once and leaves no trace", async () => {
    const wamid = newWamid();
    await tap(consumer, requestId, 'erase', wamid);
    await tap(consumer, requestId, 'erase', wamid);
    await tap(consumer, requestId, 'erase');
    await privacy().scrubSent();

    const [request] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
    expect(request).toMatchObject({ status: 'ANSWERED', phone: null });
    const notices = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.purpose, 'PRIVACY_NOTICE'));
    expect(notices.map((n) => n.companyId)).toEqual([net.alpha.id]);
    expect(notices[0]!.toWaId).toBe(net.alpha.waId);
    expect(notices[0]!.body).toContain('lead #');
    expect(notices[0]!.status).not.toBe('QUEUED');

    const subject = privacy().pseudonym(consumer);
    // The confirmation, the done message (sent, then scrubbed) and nothing else went to them.
    const toThem = await t.db.select().from(outboundMessages).where(eq(outboundMessages.toNumber, subject));
    expect(toThem.filter((o) => o.purpose === 'PRIVACY_ANSWER')).toHaveLength(2);
    expect(toThem.every((o) => o.status !== 'QUEUED')).toBe(true);

    for (const needle of [
      consumer,
      consumer.slice(4),
      formatWaId(consumer),
      name,
      `Cliente ${consumer.slice(-4)}`,
      'zebrafino',
    ])
      expect({ needle, traces: await tracesOf(needle) }).toEqual({ needle, traces: [] });
    expect(await totals()).toEqual(before);
    const erased = await t.db.select().from(inboundMessages).where(eq(inboundMessages.fromNumber, subject));
    expect(erased.length).toBeGreaterThanOrEqual(snapshot.length);
    expect(erased.filter((m) => m.type === 'text').every((m) => m.content === ERASED_TEXT)).toBe(true);
    const audit = await queryRows<{ data: { subject: string } }>(
      t.db,
      sql`select data from audit_log where action = 'privacy.erase' and entity_id = ${requestId}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data.subject).toBe(subject);
  });

  it('a restore of an older backup does not bring the consumer back', async () => {
    // The older backup: the consumer's rows as they were, and no erasure in its tables.
    await t.db.delete(privacyErasures);
    for (const row of snapshot) {
      const { id: _id, ...values } = row;
      await t.db.insert(inboundMessages).values({ ...values, wamid: `restored-${row.wamid}` });
    }
    expect(await tracesOf(consumer)).not.toEqual([]);
    expect(await privacy().reapplyErasures()).toBe(1);
    expect(await tracesOf(consumer)).toEqual([]);
    expect(await tracesOf(name)).toEqual([]);
    // No second notice to the company.
    const notices = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.purpose, 'PRIVACY_NOTICE'));
    expect(notices).toHaveLength(1);
  });

  it("'Cancelar' keeps everything", async () => {
    const other = `55${newMobile('21')}`;
    await playRequest(t, { consumer: other, text: 'Preciso de eletricista urgente' });
    await write(other, 'APAGAR MEUS DADOS');
    const [request] = await t.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.subject, privacy().pseudonym(other)));
    await tap(other, request!.id, 'cancel');
    const [after] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, request!.id));
    expect(after!.status).toBe('CANCELLED');
    expect(await tracesOf(other)).toContain('inbound_messages.from_number');
    expect((await answersTo(other)).at(-1)!.body).toBe(PRIVACY_TEXTS.erasureCancelled);
  });
});

describe('Privacidade routes', () => {
  const consumer = `55${newMobile('21')}`;
  const phone = consumer.slice(2);
  let requestId = 0;

  it('guards every route by role and unit', async () => {
    await playRequest(t, { consumer, name: 'Cliente do Painel' });
    expect((await api('GET', '/api/privacy/requests')).status).toBe(401);
    for (const who of ['alpha', 'staff'] as const) {
      expect((await api('GET', '/api/privacy/requests', tokens[who])).status).toBe(403);
      const post = await api('POST', '/api/privacy/requests', tokens[who], {
        type: 'ACCESS',
        phone,
        channel: 'EMAIL',
        note: null,
      });
      expect(post.status).toBe(403);
      expect((await api('GET', `/api/privacy/export?phone=${phone}`, tokens[who])).status).toBe(403);
    }
    // admin1 is of the other unit: the number is not its consumer.
    const foreign = await api('POST', '/api/privacy/requests', tokens.admin1, {
      type: 'ERASURE',
      phone,
      channel: 'EMAIL',
      note: 'por e-mail',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('privacy.subject_not_found');
    expect((await api('GET', `/api/privacy/export?phone=${phone}`, tokens.admin1)).status).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      { type: 'OTHER', phone, channel: 'EMAIL' },
      { type: 'ACCESS', phone: '123', channel: 'EMAIL' },
      { type: 'ACCESS', phone, channel: 'WHATSAPP' },
      { type: 'ACCESS', phone, channel: 'EMAIL', note: 'x'.repeat(501) },
    ]) {
      const response = await api('POST', '/api/privacy/requests', tokens.master, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBeTruthy();
    }
    expect((await api('GET', '/api/privacy/export?phone=abc', tokens.master)).status).toBe(400);
    expect((await api('POST', '/api/privacy/requests/abc/execute', tokens.master)).status).toBe(400);
    expect((await api('POST', '/api/privacy/requests/999999/execute', tokens.master)).status).toBe(404);
  });

  it('exports everything about the number, audited', async () => {
    const response = await api('GET', `/api/privacy/export?phone=${phone}`, tokens.admin0);
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Cliente do Painel');
    expect(response.body.messages).toHaveLength(1);
    const audit = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'privacy.export' and actor_id = ${net.admins[0].id}`,
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('registers an erasure by e-mail, lists it to its unit only, and carries it out once', async () => {
    const created = await api('POST', '/api/privacy/requests', tokens.admin0, {
      type: 'ERASURE',
      phone,
      channel: 'EMAIL',
      note: 'Pedido por e-mail',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'ERASURE',
      channel: 'EMAIL',
      status: 'PENDING',
      answeredAt: null,
    });
    requestId = created.body.id;
    const due = new Date(created.body.dueAt).getTime() - new Date(created.body.receivedAt).getTime();
    expect(due).toBe(15 * 86_400_000);

    const mine = await api('GET', '/api/privacy/requests', tokens.admin0);
    expect(mine.body.items.map((r: { id: number }) => r.id)).toContain(requestId);
    const theirs = await api('GET', '/api/privacy/requests', tokens.admin1);
    expect(theirs.body.items.map((r: { id: number }) => r.id)).not.toContain(requestId);
    expect((await api('POST', `/api/privacy/requests/${requestId}/execute`, tokens.admin1)).status).toBe(404);

    const executed = await api('POST', `/api/privacy/requests/${requestId}/execute`, tokens.admin0);
    expect(executed.status).toBe(200);
    expect(executed.body.status).toBe('ANSWERED');
    expect(await tracesOf(consumer)).toEqual([]);
    expect(await tracesOf('Cliente do Painel')).toEqual([]);
    const again = await api('POST', `/api/privacy/requests/${requestId}/execute`, tokens.master);
    expect(again.status).toBe(409);
    const all = await api('GET', '/api/privacy/requests', tokens.master);
    expect(all.body.items.map((r: { id: number }) => r.id)).toContain(requestId);
  });
});

describe('in the Simulador', () => {
  it("APAGAR MEUS DADOS shows the Apagar button; tapping it answers the request and notifies the company's inbox", async () => {
    const unitId = net.units[0].id;
    const consumer = `55${newMobile('21')}`;
    const { offersByCompany } = await playRequest(t, { consumer, name: 'Simulada Silva' });
    await playAnswer(t, net.alpha, offersByCompany.get(net.alpha.id)!, 'yes');
    const send = async (payload: Record<string, unknown>) => {
      const response = await api('POST', '/api/simulator/messages', tokens.master, {
        unit_id: unitId,
        ...payload,
      });
      expect(response.status).toBe(200);
      await t.settle();
    };
    const bubbles = async (number: string) => {
      const response = await api(
        'GET',
        `/api/simulator/conversation?unit_id=${unitId}&number=${encodeURIComponent(number)}`,
        tokens.master,
      );
      expect(response.status).toBe(200);
      return response.body.bubbles as {
        id: number;
        purpose: string | null;
        body: string;
        buttons: { id: string; title: string }[];
      }[];
    };
    await send({ from: consumer, text: 'apagar meus dados' });
    const confirm = (await bubbles(consumer)).find((b) => b.purpose === 'PRIVACY_ANSWER')!;
    expect(confirm.buttons.map((b) => b.title)).toEqual(['Apagar', 'Cancelar']);
    await send({ from: consumer, button: confirm.buttons[0], reply_to: confirm.id });

    const listed = await api('GET', '/api/privacy/requests', tokens.master);
    const request = listed.body.items.find(
      (r: { subject: string; type: string }) =>
        r.subject === privacy().pseudonym(consumer) && r.type === 'ERASURE',
    );
    expect(request).toMatchObject({ status: 'ANSWERED', channel: 'WHATSAPP', overdue: false });
    expect(request.answeredAt).not.toBeNull();
    const inbox = await bubbles(net.alpha.waId);
    const notice = inbox.find(
      (b) => b.purpose === 'PRIVACY_NOTICE' && b.body.includes(`lead #${offersByCompany.get(net.alpha.id)}`),
    );
    expect(notice).toBeDefined();
    expect(notice!.body).not.toContain(consumer.slice(4));
  });
});

describe('retention', () => {
  it('anonymises only consumers older than the setting whose disputes are closed, and old audit entries', async () => {
    const old = `55${newMobile('51')}`;
    const recent = `55${newMobile('51')}`;
    const disputed = `55${newMobile('51')}`;
    await playRequest(t, { consumer: old, name: 'Antiga Silva' });
    await playRequest(t, { consumer: recent, name: 'Recente Silva' });
    const { offersByCompany } = await playRequest(t, { consumer: disputed, name: 'Contestada Silva' });
    const offerId = offersByCompany.get(net.alpha.id)!;
    await playAnswer(t, net.alpha, offerId, 'yes');
    await t.db.execute(sql`insert into disputes (offer_id, company_id, unit_id, reason, status, amount_cents)
      values (${offerId}, ${net.alpha.id}, ${net.units[0].id}, 'fake_request', 'OPEN', 30)`);
    for (const number of [old, disputed])
      await t.db.execute(
        sql`update inbound_messages set received_at = now() - interval '181 days' where from_number = ${number}`,
      );
    await t.db.execute(sql`insert into audit_log (actor_id, action, entity, created_at)
      values (null, 'test.ancient', 'test', now() - interval '1900 days'),
             (null, 'test.recent', 'test', now() - interval '190 days')`);
    const before = await totals();

    const result = await privacy().applyRetention();
    expect(result.consumers).toBe(1);
    expect(result.auditEntries).toBe(1);
    expect(await tracesOf(old)).toEqual([]);
    expect(await tracesOf('Antiga Silva')).toEqual([]);
    expect(await tracesOf(recent)).toContain('inbound_messages.from_number');
    expect(await tracesOf(disputed)).toContain('inbound_messages.from_number');
    const actions = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where action like 'test.%' order by action`,
    );
    expect(actions.map((a) => a.action)).toEqual(['test.recent']);
    // No notice for a retention anonymisation; totals unchanged.
    const notices = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbound_messages where purpose = 'PRIVACY_NOTICE' and company_id = ${net.alpha.id}
          and offer_id = ${offerId}`,
    );
    expect(notices[0]!.n).toBe(0);
    expect(await totals()).toEqual(before);
    const [lastRun] = await queryRows<{ value: string }>(
      t.db,
      sql`select value from settings where key = 'privacyRetentionLastRunAt'`,
    );
    expect(lastRun?.value).toBeTruthy();
  });
});

describe('the public /privacidade notice', () => {
  it('shows the defaults, then what the MASTER saved, to anyone without a session', async () => {
    const before = await api('GET', '/api/privacy/notice');
    expect(before).toEqual({
      status: 200,
      body: { controllerName: 'Tenho', contactEmail: '', contactPhone: '', consumerDataRetentionDays: 180 },
    });
    const saved = await api('POST', '/api/settings', tokens.master, {
      privacyControllerName: ' Tenho Franquias Ltda ',
      privacyContactEmail: 'dpo@tenho.com.br',
      privacyContactPhone: '(21) 99876-5432',
      consumerDataRetentionDays: 90,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.privacyContactPhone, JSON.stringify(saved.body)).toBe('21998765432');
    expect((await api('GET', '/api/privacy/notice')).body).toEqual({
      controllerName: 'Tenho Franquias Ltda',
      contactEmail: 'dpo@tenho.com.br',
      contactPhone: '21998765432',
      consumerDataRetentionDays: 90,
    });
  });

  it('refuses bad contacts with 400 and lets only who may edit settings change them', async () => {
    for (const body of [
      { privacyControllerName: '  ' },
      { privacyContactEmail: 'sem-arroba' },
      { privacyContactPhone: '123' },
      { privacyContactPhone: 5521 },
    ]) {
      const response = await api('POST', '/api/settings', tokens.master, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBeTruthy();
    }
    for (const who of ['admin0', 'alpha'] as const) {
      const response = await api('POST', '/api/settings', tokens[who], { privacyContactEmail: 'x@y.com' });
      expect(response.status).toBe(403);
    }
    expect((await api('GET', '/api/privacy/notice')).body.contactEmail).toBe('dpo@tenho.com.br');
  });
});
