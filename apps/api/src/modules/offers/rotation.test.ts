import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { offerRatings } from '../../db/schema/ratings.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { categoryIdByCode, createCompany, newWamid, type TestCompany } from '../../../test/whatsapp-loop.ts';
import { createUnit } from '../../../test/factories.ts';
import { selectCandidates, selectCandidatesForGroups } from './offers.repository.ts';
import { slack } from '../../../test/timeouts.ts';

/**
 * The fair rotation and its rating tie-breaker (issue 24): least recently offered first; among the
 * companies offered in the same turn (the same routing instant), a company with at least 3 ratings
 * averaging below 'Regular' (2) comes after the others.
 */
let handle: DatabaseHandle;
let unitId: number;
let categoryId: number;
let counter = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  unitId = (await createUnit(handle.db)).id;
  categoryId = await categoryIdByCode(handle.db, 'eletricista');
}, slack(60_000));

afterAll(async () => {
  await handle?.close();
});

const company = (name: string) =>
  createCompany(handle.db, { unitId, categoryCodes: ['eletricista'], balanceCents: 1000, name });

/** An offer to the company made at `at` (with the request it belongs to); returns its id. */
async function offerAt(companyId: number, at: Date, status: 'PENDING' | 'ACCEPTED' = 'PENDING') {
  counter += 1;
  const [message] = await handle.db
    .insert(inboundMessages)
    .values({
      wamid: newWamid(),
      phoneNumberId: 'rotation-test',
      fromWaId: `5521990000${String(counter).padStart(3, '0')}`,
      fromNumber: `5521990000${String(counter).padStart(3, '0')}`,
      type: 'text',
      content: 'Preciso de um eletricista',
      sentAt: at,
      state: 'PROCESSED',
      kind: 'REQUEST',
      outcome: 'OFFERED',
      unitId,
      categoryId,
    })
    .returning({ id: inboundMessages.id });
  const [offer] = await handle.db
    .insert(offers)
    .values({
      messageId: message!.id,
      companyId,
      unitId,
      categoryId,
      status,
      offeredAt: at,
      expiresAt: new Date(at.getTime() + 86_400_000),
      respondedAt: status === 'ACCEPTED' ? at : null,
    })
    .returning({ id: offers.id });
  return offer!.id;
}

/** `scores` ratings of the company, each on an accepted offer made long ago. */
async function rate(target: TestCompany, scores: number[]) {
  const longAgo = new Date(Date.now() - 90 * 86_400_000);
  for (const score of scores) {
    const offerId = await offerAt(target.id, longAgo, 'ACCEPTED');
    await handle.db.insert(offerRatings).values({
      offerId,
      companyId: target.id,
      unitId,
      consumerNumber: '5521990000000',
      requestedAt: longAgo,
      score,
      ratedAt: longAgo,
    });
  }
}

const order = async (among: TestCompany[]) => {
  const rows = await selectCandidates(handle.db, {
    unitId,
    categoryId,
    minBalanceCents: 30,
    limit: 100,
    messageIds: [],
  });
  const ids = new Set(among.map((c) => c.id));
  return rows.filter((r) => ids.has(r.id)).map((r) => r.name);
};

describe('the fair rotation with the rating tie-breaker', () => {
  it('puts a company with ≥ 3 ratings below Regular after the others of its turn, and only then', async () => {
    const poor = await company('Ruim Ltda');
    const a = await company('Alfa');
    const b = await company('Beta');
    await rate(poor, [1, 1, 2]); // average 1.33

    // One turn: the three were offered at the same instant, the poorly rated one first.
    const turn = new Date(Date.now() - 3_600_000);
    await offerAt(poor.id, turn);
    await offerAt(a.id, turn);
    await offerAt(b.id, turn);
    expect(await order([poor, a, b])).toEqual(['Alfa', 'Beta', 'Ruim Ltda']);

    // A later turn for A and B: the rotation comes first, whatever the rating.
    const later = new Date(turn.getTime() + 60_000);
    await offerAt(a.id, later);
    await offerAt(b.id, later);
    expect(await order([poor, a, b])).toEqual(['Ruim Ltda', 'Alfa', 'Beta']);
  });

  it('leaves the order alone with fewer than 3 ratings, or an average of Regular or more', async () => {
    const few = await company('Poucas Avaliações');
    const fair = await company('Na Média');
    const good = await company('Gama');
    await rate(few, [1, 1]);
    await rate(fair, [1, 2, 3]); // exactly Regular

    const turn = new Date(Date.now() - 1_800_000);
    await offerAt(few.id, turn);
    await offerAt(fair.id, turn);
    await offerAt(good.id, turn);
    expect(await order([few, fair, good])).toEqual(['Poucas Avaliações', 'Na Média', 'Gama']);
  });
});

describe('the candidates of a whole routing batch in one statement (issue 33)', () => {
  it('gives each unit and category what selectCandidates gives it alone', async () => {
    const otherUnit = (await createUnit(handle.db)).id;
    const plumbing = await categoryIdByCode(handle.db, 'encanador');
    const made: TestCompany[] = [];
    for (const [i, unit] of [unitId, unitId, otherUnit, otherUnit, otherUnit, otherUnit].entries()) {
      made.push(
        await createCompany(handle.db, {
          unitId: unit,
          categoryCodes: i === 2 || i === 4 ? ['eletricista', 'encanador'] : ['eletricista'],
          balanceCents: i === 4 ? 10 : 1000, // the last one cannot pay
          name: `Lote ${i}`,
        }),
      );
    }
    // A request of the first unit already offered to one of them (a request routed again).
    const turn = new Date(Date.now() - 600_000);
    const offered = await offerAt(made[0]!.id, turn);
    const [row] = await handle.db
      .select({ messageId: offers.messageId })
      .from(offers)
      .where(eq(offers.id, offered));
    const messageId = row!.messageId;
    const groups = [
      { key: 'a', unitId, categoryId, limit: 100, messageIds: [messageId] },
      { key: 'b', unitId: otherUnit, categoryId, limit: 1, messageIds: [] },
      { key: 'c', unitId: otherUnit, categoryId: plumbing, limit: 100, messageIds: [] },
    ];
    const excluded = [made[3]!.id];
    const together = await selectCandidatesForGroups(handle.db, {
      groups,
      minBalanceCents: 30,
      excludeCompanyIds: excluded,
    });
    for (const g of groups) {
      const alone = await selectCandidates(handle.db, {
        unitId: g.unitId,
        categoryId: g.categoryId,
        minBalanceCents: 30,
        limit: g.limit,
        messageIds: g.messageIds,
        excludeCompanyIds: excluded,
      });
      expect(together.get(g.key) ?? [], g.key).toEqual(alone);
    }
    const ids = (key: string) => (together.get(key) ?? []).map((c) => c.id);
    expect(ids('a')).not.toContain(made[0]!.id); // offered that request before
    expect(ids('a')).toContain(made[1]!.id);
    expect(ids('b')).toHaveLength(1); // its limit, of two who could take it
    expect(
      (
        await selectCandidates(handle.db, {
          unitId: otherUnit,
          categoryId,
          minBalanceCents: 30,
          limit: 9,
          messageIds: [],
          excludeCompanyIds: excluded,
        })
      )
        .map((c) => c.id)
        .sort(),
    ).toEqual([made[2]!.id, made[5]!.id].sort()); // not the one kept out by its own choices
    expect(ids('c')).toEqual([made[2]!.id]); // the other plumber cannot pay
  });
});
