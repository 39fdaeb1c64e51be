import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageStatus } from '@tenho/domain/messages/message-status';
import type { DatabaseHandle } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { compactMessageStats } from '../../jobs/cleanup.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createUnit, createUser } from '../../../test/factories.ts';
import { createCompany } from '../../../test/whatsapp-loop.ts';
import type { MessageListQuery } from '@tenho/domain/messages/messages.schemas';
import { countMessages, listMessages, messageStats, type MessageViewer } from './messages.repository.ts';
import { createMessagesService, type MessageActor } from './messages.service.ts';
import { slack } from '../../../test/timeouts.ts';

// Migration 0034: what the triggers keep (each request's status, the cards' rows of changes) must
// equal what the offers, requests and disputes say, through every kind of write, in bulk or not.

let handle: DatabaseHandle;
const db = () => handle.db;
let unitA = 0;
let unitB = 0;
let companies: number[] = [];
let categoryId = 0;
let creditId = 0;
let sequence = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  unitA = (await createUnit(db(), { name: 'Unidade Escala A' })).id;
  unitB = (await createUnit(db(), { name: 'Unidade Escala B' })).id;
  companies = [];
  // With credit: its movement stands for a refund's below.
  companies.push(
    (await createCompany(db(), { unitId: unitA, categoryCodes: ['eletricista'], balanceCents: 100 })).id,
  );
  for (let i = 1; i < 3; i++)
    companies.push((await createUser(db(), { role: 'CLIENT', unitId: unitA, name: `Empresa ${i}` })).id);
  const [category] = await db().select({ id: categories.id }).from(categories).limit(1);
  categoryId = category!.id;
  const [credit] = await queryRows<{ id: number }>(
    db(),
    sql`select id from ${walletTransactions} order by id limit 1`,
  );
  creditId = credit?.id ?? 0;
}, slack(60_000));

afterAll(async () => {
  await handle?.close();
});

async function request(unitId: number | null, options: { categorized?: boolean; kind?: string } = {}) {
  sequence += 1;
  const [row] = await db()
    .insert(inboundMessages)
    .values({
      wamid: `wamid.scale.${sequence}`,
      phoneNumberId: '1',
      fromWaId: `55119${String(sequence).padStart(8, '0')}`,
      fromNumber: `55119${String(sequence).padStart(8, '0')}`,
      senderName: `Cliente ${sequence}`,
      type: 'text',
      content: `Pedido de teste ${sequence}`,
      sentAt: new Date(),
      state: 'PROCESSED',
      kind: (options.kind ?? 'REQUEST') as 'REQUEST',
      unitId,
      categoryId: options.categorized === false ? null : categoryId,
    })
    .returning({ id: inboundMessages.id });
  return row!.id;
}

async function offer(messageId: number, companyId: number, unitId: number | null) {
  const now = Date.now();
  const [row] = await db()
    .insert(offers)
    .values({
      messageId,
      companyId,
      unitId,
      categoryId,
      offeredAt: new Date(now - 120_000),
      expiresAt: new Date(now + 3_600_000),
    })
    .returning({ id: offers.id });
  return row!.id;
}

const answer = (offerId: number, status: 'ACCEPTED' | 'REJECTED', chargedCents: number | null = null) =>
  db().update(offers).set({ status, respondedAt: new Date(), chargedCents }).where(eq(offers.id, offerId));

/** Spec §4 from the offers themselves, for every request. */
async function expectStatusesFollowOffers() {
  const rows = await queryRows<{ id: number; kept: MessageStatus; derived: MessageStatus }>(
    db(),
    sql`select m.id, m.answer_status as kept,
               case when bool_or(o.status = 'ACCEPTED') then 'Respondido'
                    when bool_or(o.status = 'REJECTED') then 'Negativo' else 'Pendente' end as derived
        from inbound_messages m left join offers o on o.message_id = m.id group by m.id`,
  );
  expect(rows.filter((r) => r.kept !== r.derived)).toEqual([]);
}

/** The cards as they were computed before 0034: from every request, offer and dispute. */
async function liveStats(unitId: number | null) {
  const requests = unitId === null ? sql`true` : sql`m.unit_id = ${unitId}`;
  const offered = unitId === null ? sql`true` : sql`o.unit_id = ${unitId}`;
  const [m] = await queryRows<{ total: string; categorized: string }>(
    db(),
    sql`select count(*) as total, count(m.category_id) as categorized from inbound_messages m
        where m.kind = 'REQUEST' and ${requests}`,
  );
  const [o] = await queryRows<{ responses: string; avg: string | null; revenue: string; refunds: string }>(
    db(),
    sql`select count(*) filter (where o.status in ('ACCEPTED', 'REJECTED')) as responses,
               avg(extract(epoch from (o.responded_at - o.offered_at))) filter (where o.status in ('ACCEPTED', 'REJECTED')) as avg,
               coalesce(sum(o.charged_cents) filter (where o.status = 'ACCEPTED'), 0) as revenue,
               coalesce(sum(d.amount_cents), 0) as refunds
        from offers o left join disputes d on d.offer_id = o.id and d.status = 'REFUNDED' where ${offered}`,
  );
  return {
    total: Number(m!.total),
    categorized: Number(m!.categorized),
    responses: Number(o!.responses),
    avgSeconds: o!.avg === null ? null : Number(o!.avg),
    revenueCents: Number(o!.revenue),
    refundCents: Number(o!.refunds),
  };
}

async function expectCardsFollowRows() {
  for (const [viewer, unitId] of [
    [{ kind: 'network' }, null],
    [{ kind: 'unit', unitId: unitA }, unitA],
    [{ kind: 'unit', unitId: unitB }, unitB],
  ] as [MessageViewer, number | null][]) {
    const kept = await messageStats(db(), viewer);
    const live = await liveStats(unitId);
    expect({
      ...kept,
      avgSeconds: kept.avgSeconds === null ? null : Math.round(kept.avgSeconds * 1000),
    }).toEqual({ ...live, avgSeconds: live.avgSeconds === null ? null : Math.round(live.avgSeconds * 1000) });
  }
}

describe('migration 0034: what the triggers keep', () => {
  it("keeps each request's status and the cards equal to the rows through answers, bulk writes and deletions", async () => {
    const [a, b, c, d] = [
      await request(unitA),
      await request(unitA),
      await request(unitB),
      await request(null),
    ];
    await request(unitA, { categorized: false });
    await request(unitA, { kind: 'ANSWER' });
    const oa = [await offer(a, companies[0]!, unitA), await offer(a, companies[1]!, unitA)];
    const ob = [await offer(b, companies[0]!, unitA), await offer(b, companies[1]!, unitA)];
    const oc = await offer(c, companies[2]!, unitB);
    await expectStatusesFollowOffers();
    await expectCardsFollowRows();

    // One TENHO and one NÃO TENHO; only NÃO TENHO; a TENHO in another unit.
    await answer(oa[0]!, 'ACCEPTED', 15);
    await answer(oa[1]!, 'REJECTED');
    await answer(ob[0]!, 'REJECTED');
    await answer(oc, 'ACCEPTED', 20);
    const statuses = async () =>
      Object.fromEntries(
        (
          await db()
            .select({ id: inboundMessages.id, status: inboundMessages.answerStatus })
            .from(inboundMessages)
            .where(inArray(inboundMessages.id, [a, b, c, d]))
        ).map((r) => [r.id, r.status]),
      );
    expect(await statuses()).toEqual({
      [a]: 'Respondido',
      [b]: 'Negativo',
      [c]: 'Respondido',
      [d]: 'Pendente',
    });
    await expectStatusesFollowOffers();
    await expectCardsFollowRows();

    // A refunded dispute, then it is moved back to open.
    const [dispute] = await db()
      .insert(disputes)
      .values({
        offerId: oa[0]!,
        companyId: companies[0]!,
        unitId: unitA,
        reason: 'invalid_contact',
        status: 'REFUNDED',
        amountCents: 15,
        refundTransactionId: creditId || null,
      })
      .returning({ id: disputes.id });
    await expectCardsFollowRows();
    await compactMessageStats(db());
    await expectCardsFollowRows();

    // One statement changing many offers (as the expiry job does) and one inserting answered ones.
    await db()
      .update(offers)
      .set({ status: 'EXPIRED' })
      .where(inArray(offers.id, [oa[1]!, ob[1]!]));
    await db()
      .insert(offers)
      .values(
        [d].map((messageId) => ({
          messageId,
          companyId: companies[2]!,
          unitId: null,
          categoryId,
          status: 'REJECTED' as const,
          offeredAt: new Date(Date.now() - 60_000),
          respondedAt: new Date(),
          expiresAt: new Date(Date.now() + 60_000),
        })),
      );
    await expectStatusesFollowOffers();
    await expectCardsFollowRows();

    // Re-categorising moves a request and its category; a deleted unit leaves its rows to no unit.
    await db()
      .update(inboundMessages)
      .set({ categoryId: null, unitId: unitB })
      .where(eq(inboundMessages.id, b));
    await expectCardsFollowRows();
    await db().delete(disputes).where(eq(disputes.id, dispute!.id));
    await expectCardsFollowRows();

    // Deleting a request deletes its offers (cascade); deleting its TENHO leaves a request Pendente
    // (its other offer expired above).
    await db().delete(offers).where(eq(offers.id, oa[0]!));
    expect((await statuses())[a]).toBe('Pendente');
    await db().delete(inboundMessages).where(eq(inboundMessages.id, c));
    await expectStatusesFollowOffers();
    await expectCardsFollowRows();
    await compactMessageStats(db());
    await expectCardsFollowRows();

    const moved = await request(unitB);
    await offer(moved, companies[2]!, unitB);
    await db().delete(franchiseUnits).where(eq(franchiseUnits.id, unitB));
    await expectCardsFollowRows();
    await compactMessageStats(db());
    await expectCardsFollowRows();
  });

  it('counts no further than the cap, and pages from the ids', async () => {
    const viewer: MessageViewer = { kind: 'network' };
    const all = await countMessages(db(), viewer, {}, slack(1_000));
    expect(all).toBeGreaterThan(3);
    expect(await countMessages(db(), viewer, {}, 3)).toBe(3);
    const firstTwo = await listMessages(db(), viewer, {}, { limit: 2, offset: 0 });
    const nextTwo = await listMessages(db(), viewer, {}, { limit: 2, offset: 2 });
    const everything = await listMessages(db(), viewer, {}, { limit: 100, offset: 0 });
    expect([...firstTwo, ...nextTwo].map((r) => r.id)).toEqual(everything.slice(0, 4).map((r) => r.id));
    expect(everything).toHaveLength(all);

    // The service: counted up to the cap, or to the end of the page asked for when that is further.
    const service = createMessagesService({
      db: db(),
      routing: null,
      categories: { addExample: async () => undefined as never },
      now: () => new Date(),
      totalCap: 3,
    });
    const master = { id: 1, role: 'MASTER', unit_id: null, parent_id: null } as unknown as MessageActor;
    const page = (n: number, pageSize: number) =>
      service.list(master, { page: n, pageSize } as MessageListQuery);
    expect(await page(1, 2)).toMatchObject({ total: 3, totalCapped: true });
    expect(await page(2, 2)).toMatchObject({ total: 4, totalCapped: all > 4 });
    expect(await page(1, 100)).toMatchObject({ total: all, totalCapped: false });
    const last = await page(Math.ceil(all / 2), 2);
    expect(last).toMatchObject({ total: all, totalCapped: false });
  });
});
