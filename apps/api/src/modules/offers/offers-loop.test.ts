import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { settings } from '../../db/schema/settings.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { QUEUES } from '../../jobs/job-queue.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import {
  createCompany,
  createLoopUnit,
  delivery,
  inboundMessage,
  messageDelivery,
  newMobile,
  newWamid,
  useLoopTestApp,
  type TestCompany,
} from '../../../test/whatsapp-loop.ts';

/**
 * The whole loop on the real app and pg-boss: request → categorised → offers → TENHO / NÃO TENHO
 * / no answer, with the wallet charged exactly once per accepted offer.
 */
const t = useLoopTestApp();

let a: TestCompany; // eligible
let b: TestCompany; // eligible; WhatsApp reports its id without the ninth digit
let poor: TestCompany; // balance below the credit value
let inactive: TestCompany;
let otherUnit: TestCompany;
let otherCategory: TestCompany;

beforeAll(async () => {
  const unit = await createLoopUnit(t.db);
  const other = await createLoopUnit(t.db, '109876543210999');
  a = await createCompany(t.db, {
    unitId: unit.id,
    categoryCodes: ['eletricista'],
    balanceCents: 1000,
    name: 'Elétrica Alfa',
  });
  b = await createCompany(t.db, {
    unitId: unit.id,
    categoryCodes: ['eletricista'],
    balanceCents: 1000,
    name: 'Elétrica Beta',
  });
  poor = await createCompany(t.db, { unitId: unit.id, categoryCodes: ['eletricista'], balanceCents: 29 });
  inactive = await createCompany(t.db, {
    unitId: unit.id,
    categoryCodes: ['eletricista'],
    balanceCents: 1000,
    isActive: false,
  });
  otherUnit = await createCompany(t.db, {
    unitId: other.id,
    categoryCodes: ['eletricista'],
    balanceCents: 1000,
  });
  otherCategory = await createCompany(t.db, {
    unitId: unit.id,
    categoryCodes: ['farmacia'],
    balanceCents: 1000,
  });
});

/** The id WhatsApp uses for B: its registration number without the ninth digit. */
const bLegacyWaId = () => `55${b.phone.slice(0, 2)}${b.phone.slice(3)}`;

async function request(text = 'Preciso de um eletricista para hoje', consumer = `55${newMobile('21')}`) {
  const wamid = newWamid();
  await t.deliver(
    messageDelivery({ id: wamid, from: consumer, text }, { names: { [consumer]: 'Maria Souza' } }),
  );
  await t.settle();
  const [message] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, wamid));
  const rows = await t.db
    .select()
    .from(offers)
    .where(eq(offers.messageId, message!.id))
    .orderBy(asc(offers.id));
  return { message: message!, consumer, offers: rows };
}

const offerOf = (rows: (typeof offers.$inferSelect)[], company: TestCompany) =>
  rows.find((o) => o.companyId === company.id)!;

async function alertOf(offerId: number) {
  const [alert] = await t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.offerId, offerId), eq(outboundMessages.purpose, 'LEAD_ALERT')));
  return alert!;
}

type ButtonReply = { buttonReply: { id: string; title: string }; contextId?: string };

async function answer(from: string, reply: ButtonReply, id = newWamid()) {
  await t.deliver(messageDelivery({ from, id, ...reply }));
  return id;
}

async function text(from: string, body: string, id = newWamid()) {
  await t.deliver(messageDelivery({ from, id, text: body }));
  return id;
}

const debitsOf = (offerId: number) =>
  t.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.referenceKind, 'OFFER'), eq(walletTransactions.referenceId, offerId)));

async function balanceOf(company: TestCompany) {
  const [row] = await t.db.select().from(wallets).where(eq(wallets.clientId, company.id));
  return row?.balanceCents ?? 0;
}

const sentTo = (waId: string, purpose: string) =>
  t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.toWaId, waId), eq(outboundMessages.purpose, purpose as 'LEAD_ALERT')));

/** Runs `test` with the setting maxCompaniesPerRequest at 1, then back to the default. */
async function withOneCompanyPerRequest(test: () => Promise<void>) {
  await t.db
    .insert(settings)
    .values({ key: 'maxCompaniesPerRequest', value: 1 })
    .onConflictDoUpdate({ target: settings.key, set: { value: 1 } });
  try {
    await test();
  } finally {
    await t.db.delete(settings).where(eq(settings.key, 'maxCompaniesPerRequest'));
  }
}

describe('routing', () => {
  it('offers only active companies of the unit, with the category, whose balance covers the credit', async () => {
    const { offers: rows, message } = await request();
    expect(message.outcome).toBe('OFFERED');
    expect(rows.map((o) => o.companyId).sort()).toEqual([a.id, b.id].sort());
    for (const never of [poor, inactive, otherUnit, otherCategory]) {
      expect(rows.some((o) => o.companyId === never.id)).toBe(false);
    }
    expect(rows.every((o) => o.status === 'PENDING')).toBe(true);
    // Offer TTL from the settings (default 24 h).
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.offeredAt.getTime();
    expect(ttl).toBe(24 * 3_600_000);
  });

  it("sends a request's first alert with a higher priority than its others (issue 33: under load each request reaches one company first)", async () => {
    const { offers: rows } = await request();
    expect(rows).toHaveLength(2);
    const priorities: number[] = [];
    for (const offer of rows) {
      const alert = await alertOf(offer.id);
      const { rows: jobs } = (await t.db.execute(
        sql`select priority from pgboss.job where name = ${QUEUES.send} and (data->>'outboundId')::int = ${alert.id}`,
      )) as unknown as { rows: { priority: number }[] };
      expect(jobs).toHaveLength(1);
      priorities.push(Number(jobs[0]!.priority));
    }
    // The first company offered (the rotation's first) gets priority 1, the other 0.
    expect(priorities).toEqual([1, 0]);
  });

  // With one company per request, A and B take turns.
  it('rotates fairly: the least recently offered company comes first', async () => {
    await withOneCompanyPerRequest(async () => {
      const first = (await request()).offers.map((o) => o.companyId);
      const second = (await request()).offers.map((o) => o.companyId);
      expect(first).toHaveLength(1);
      expect(second).toHaveLength(1);
      expect(first[0]).not.toBe(second[0]);
    });
  });

  it('rotates fairly inside one delivery too: requests routed together take the companies in turn', async () => {
    await withOneCompanyPerRequest(async () => {
      const ids = Array.from({ length: 4 }, () => newWamid());
      await t.deliver(
        delivery({
          messages: ids.map((id) =>
            inboundMessage({ id, from: `55${newMobile('21')}`, text: 'preciso de um eletricista' }),
          ),
        }),
      );
      await t.settle();
      const companies: number[] = [];
      for (const id of ids) {
        const [message] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, id));
        const rows = await t.db.select().from(offers).where(eq(offers.messageId, message!.id));
        expect(rows).toHaveLength(1);
        companies.push(rows[0]!.companyId);
      }
      expect(companies.filter((c) => c === a.id)).toHaveLength(2);
      expect(companies.filter((c) => c === b.id)).toHaveLength(2);
    });
  });

  it('tells the consumer when no company can take the request', async () => {
    const { message, consumer } = await request('Preciso de um veterinário para meu cachorro');
    expect(message.outcome).toBe('NO_COMPANY');
    const [reply] = await sentTo(consumer, 'NO_COMPANY');
    expect(reply!.body).toContain('nenhuma empresa da região está disponível');
  });

  it('gives a hint to a message it does not understand, and offers nothing', async () => {
    const { message, consumer, offers: rows } = await request('kkkkk valeu');
    expect(message.outcome).toBe('NOT_UNDERSTOOD');
    expect(rows).toHaveLength(0);
    const [reply] = await sentTo(consumer, 'NOT_UNDERSTOOD');
    expect(reply!.body).toContain('por exemplo');
  });
});

describe('TENHO', () => {
  it('debits the credit value once, accepts the offer and sends the contacts both ways', async () => {
    const { offers: rows, consumer } = await request();
    const offer = offerOf(rows, a);
    const alert = await alertOf(offer.id);
    expect(alert.payload.buttons?.map((button) => button.title)).toEqual(['TENHO', 'NÃO TENHO']);
    const before = await balanceOf(a);

    await answer(a.waId, {
      buttonReply: { id: `offer:${offer.id}:yes`, title: 'TENHO' },
      contextId: alert.wamid!,
    });
    await t.settle();

    const [accepted] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(accepted).toMatchObject({
      status: 'ACCEPTED',
      responseText: 'TENHO',
      contactsExchanged: true,
      chargedCents: 30,
    });
    const debits = await debitsOf(offer.id);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ type: 'DEBIT', amountCents: 30, idempotencyKey: `offer:${offer.id}` });
    expect(await balanceOf(a)).toBe(before - 30);

    const [forCompany] = await t.db
      .select()
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.offerId, offer.id), eq(outboundMessages.purpose, 'CONTACT_FOR_COMPANY')),
      );
    expect(forCompany).toMatchObject({ toWaId: a.waId, status: 'DELIVERED' });
    expect(forCompany!.body).toContain('Maria Souza');
    expect(forCompany!.body).toContain(consumer.slice(-4));
    const [forConsumer] = await t.db
      .select()
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.offerId, offer.id), eq(outboundMessages.purpose, 'CONTACT_FOR_CONSUMER')),
      );
    expect(forConsumer).toMatchObject({ toWaId: consumer, status: 'DELIVERED' });
    expect(forConsumer!.body).toContain('Elétrica Alfa');
    expect(forConsumer!.body).toContain(a.waId.slice(-4));
  });

  it('charges once for a TENHO delivered twice and for two TENHO to one offer', async () => {
    const { offers: rows } = await request();
    const offer = offerOf(rows, a);
    const before = await balanceOf(a);
    const payload = messageDelivery({
      from: a.waId,
      id: newWamid(),
      buttonReply: { id: `offer:${offer.id}:yes`, title: 'TENHO' },
    });
    const second = messageDelivery({
      from: a.waId,
      id: newWamid(),
      buttonReply: { id: `offer:${offer.id}:yes`, title: 'TENHO' },
    });
    // The same delivery twice, and another TENHO at the same time.
    await Promise.all([t.deliver(payload), t.deliver(payload), t.deliver(second)]);
    await t.settle();
    expect(await debitsOf(offer.id)).toHaveLength(1);
    expect(await balanceOf(a)).toBe(before - 30);
    const told = await t.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.offerId, offer.id), eq(outboundMessages.purpose, 'ANSWER_FEEDBACK')));
    expect(told.map((m) => m.body)).toEqual([expect.stringContaining('já respondeu TENHO')]);
  });

  it('tells a company without enough balance to top up, keeps the offer pending and charges nothing', async () => {
    const { offers: rows } = await request();
    const offer = offerOf(rows, b);
    const wallet = createWalletService({ db: t.db });
    const balance = await balanceOf(b);
    await wallet.debit(b.id, balance - 10, {
      idempotencyKey: `drain-${offer.id}`,
      reference: { kind: 'ADMIN_CREDIT', id: null },
      description: 'ajuste de teste',
    });
    await answer(bLegacyWaId(), { buttonReply: { id: `offer:${offer.id}:yes`, title: 'TENHO' } });
    await t.settle();
    const [pending] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(pending!.status).toBe('PENDING');
    expect(await debitsOf(offer.id)).toHaveLength(0);
    const [told] = await t.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.offerId, offer.id), eq(outboundMessages.purpose, 'ANSWER_FEEDBACK')));
    expect(told!.body).toContain('saldo não é suficiente');
    // Replies go to the id WhatsApp reported, not to a guessed form.
    expect(told!.toWaId).toBe(bLegacyWaId());
    // After a top-up the same offer can still be accepted.
    await wallet.credit(b.id, 1000, {
      idempotencyKey: `refill-${offer.id}`,
      reference: { kind: 'ADMIN_CREDIT', id: null },
      description: 'recarga de teste',
    });
    await answer(bLegacyWaId(), { buttonReply: { id: `offer:${offer.id}:yes`, title: 'TENHO' } });
    await t.settle();
    const [accepted] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(accepted!.status).toBe('ACCEPTED');
    expect(await debitsOf(offer.id)).toHaveLength(1);
  });
});

describe('NÃO TENHO', () => {
  it('matches a typed answer from a number without the ninth digit to its company and its oldest pending offer', async () => {
    await request();
    const [offer] = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.companyId, b.id), eq(offers.status, 'PENDING')))
      .orderBy(asc(offers.offeredAt), asc(offers.id))
      .limit(1);
    const before = await balanceOf(b);
    const wamid = await text(bLegacyWaId(), 'Não tenho');
    await t.settle();
    const [rejected] = await t.db.select().from(offers).where(eq(offers.id, offer!.id));
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      responseText: 'NÃO TENHO',
      contactsExchanged: false,
    });
    expect(await debitsOf(offer!.id)).toHaveLength(0);
    expect(await balanceOf(b)).toBe(before);
    const [message] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, wamid));
    expect(message).toMatchObject({ kind: 'ANSWER', outcome: 'ANSWERED', companyId: b.id });
  });

  it('accepts a template quick reply (type button) naming the offer', async () => {
    const { offers: rows } = await request();
    const offer = offerOf(rows, a);
    await t.deliver(
      messageDelivery({
        from: a.waId,
        templateButton: { payload: `offer:${offer.id}:no`, text: 'NÃO TENHO' },
      }),
    );
    await t.settle();
    const [rejected] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(rejected!.status).toBe('REJECTED');
  });
});

describe('no answer', () => {
  it('expires after offerTtlHours through the scheduled sweeper; a late TENHO is told so and never charged', async () => {
    const { offers: rows } = await request();
    const offer = offerOf(rows, a);
    const schedules = await t.jobs.boss.getSchedules();
    expect(schedules.map((s) => s.name)).toContain(QUEUES.expireOffers);

    t.clock.advance(24 * 3_600_000 + 60_000);
    expect(await t.app.whatsapp.offers.expireDue()).toBeGreaterThan(0);
    const [expired] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(expired!.status).toBe('EXPIRED');

    await answer(a.waId, { buttonReply: { id: `offer:${offer.id}:yes`, title: 'TENHO' } });
    await t.settle();
    expect(await debitsOf(offer.id)).toHaveLength(0);
    const [told] = await t.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.offerId, offer.id), eq(outboundMessages.purpose, 'ANSWER_FEEDBACK')));
    expect(told!.body).toContain('expirou');
  });

  it('tells a company with no open offer that it has none', async () => {
    await text(otherCategory.waId, 'tenho');
    await t.settle();
    const [told] = await sentTo(otherCategory.waId, 'ANSWER_FEEDBACK');
    expect(told!.body).toContain('não tem pedidos em aberto');
  });
});
