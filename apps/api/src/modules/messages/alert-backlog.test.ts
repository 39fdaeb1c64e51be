import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { settings } from '../../db/schema/settings.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import {
  createCompany,
  createLoopUnit,
  playAnswer,
  playRequest,
  useLoopTestApp,
  type TestCompany,
} from '../../../test/whatsapp-loop.ts';
import { assignWithBacklog } from './alert-backlog.ts';

/**
 * Issue 33, the backlog rule: a company with `alertBacklogMax` (3) lead alerts still waiting to be
 * sent is skipped — no offer row, so never charged — and offered again once its queue drains.
 */
describe('assignWithBacklog', () => {
  const c = (id: number) => ({ id });
  const ids = (shares: { id: number }[][]) => shares.map((s) => s.map((x) => x.id));

  it('is the plain rotation when every company has room', () => {
    expect(ids(assignWithBacklog(4, [c(1), c(2), c(3)], 2, new Map(), 3))).toEqual([
      [1, 2],
      [3, 1],
      [2, 3],
      [1, 2],
    ]);
    expect(ids(assignWithBacklog(3, [c(1), c(2)], 1, new Map(), 0))).toEqual([[1], [2], [1]]);
  });

  it('skips a full company and gives no company more than its room', () => {
    const waiting = new Map([
      [1, 3],
      [2, 2],
    ]);
    // 1 is full; 2 has room for one; 3 for three: 5 requests, one company each. The 5th finds
    // every queue full and still goes out, to the shortest queue in rotation order.
    expect(ids(assignWithBacklog(5, [c(1), c(2), c(3)], 1, waiting, 3))).toEqual([[2], [3], [3], [3], [1]]);
  });

  it('never drops a request when every company is at its cap: the shortest queues take it', () => {
    const waiting = new Map([
      [1, 3],
      [2, 4],
      [3, 3],
    ]);
    expect(ids(assignWithBacklog(3, [c(1), c(2), c(3)], 2, waiting, 3))).toEqual([
      [1, 3],
      [3, 1],
      [2, 3],
    ]);
  });

  it('with the rule off (0) ignores what is waiting', () => {
    expect(ids(assignWithBacklog(2, [c(1), c(2)], 1, new Map([[1, 99]]), 0))).toEqual([[1], [2]]);
  });
});

const t = useLoopTestApp();
let alpha: TestCompany;
let beta: TestCompany;
let unitId: number;

beforeAll(async () => {
  unitId = (await createLoopUnit(t.db)).id;
  alpha = await createCompany(t.db, { unitId, categoryCodes: ['eletricista'], balanceCents: 1000 });
  beta = await createCompany(t.db, { unitId, categoryCodes: ['eletricista'], balanceCents: 1000 });
  await t.db
    .insert(settings)
    .values({ key: 'maxCompaniesPerRequest', value: 2 })
    .onConflictDoUpdate({ target: settings.key, set: { value: 2 } });
});

/** `n` lead alerts to the company that are still waiting to be sent (no send job: they stay). */
async function waitingAlerts(company: TestCompany, n: number): Promise<number[]> {
  const rows = await t.db
    .insert(outboundMessages)
    .values(
      Array.from({ length: n }, () => ({
        unitId,
        phoneNumberId: 'backlog-test',
        toWaId: company.waId,
        toNumber: company.waId,
        recipientKind: 'COMPANY' as const,
        companyId: company.id,
        purpose: 'LEAD_ALERT' as const,
        kind: 'text' as const,
        body: 'Alerta em espera',
      })),
    )
    .returning({ id: outboundMessages.id });
  return rows.map((r) => r.id);
}

const balance = async (company: TestCompany) =>
  (await t.db.select().from(wallets).where(eq(wallets.clientId, company.id)))[0]!.balanceCents;

describe('the backlog rule in routing', () => {
  it('still offers a company with fewer waiting alerts than the maximum', async () => {
    const held = await waitingAlerts(alpha, 2);
    const { offersByCompany } = await playRequest(t);
    expect([...offersByCompany.keys()].sort()).toEqual([alpha.id, beta.id].sort());
    await t.db.delete(outboundMessages).where(inArray(outboundMessages.id, held));
  });

  it('skips a company with 3 waiting alerts, never charges it, and offers it again once drained', async () => {
    const held = await waitingAlerts(alpha, 3);
    const before = await balance(alpha);
    const skipped = await playRequest(t);
    expect([...skipped.offersByCompany.keys()]).toEqual([beta.id]);
    // Alpha never saw it: no offer row, no alert, so nothing it could accept or be charged for.
    const alphaOffers = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.messageId, skipped.messageId), eq(offers.companyId, alpha.id)));
    expect(alphaOffers).toEqual([]);
    const alerts = await t.db
      .select()
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.messageId, skipped.messageId), eq(outboundMessages.companyId, alpha.id)),
      );
    expect(alerts).toEqual([]);
    // A TENHO typed by alpha finds no offer of that request; beta's TENHO charges beta only.
    await playAnswer(t, beta, skipped.offersByCompany.get(beta.id)!, 'yes');
    expect(await balance(alpha)).toBe(before);
    const alphaDebits = await t.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.type, 'DEBIT'),
          sql`${walletTransactions.walletId} = (select id from ${wallets} where client_id = ${alpha.id})`,
        ),
      );
    expect(alphaDebits).toEqual([]);

    // Its queue drains (the alerts went out): the next request reaches it again.
    await t.db
      .update(outboundMessages)
      .set({ status: 'DELIVERED' })
      .where(inArray(outboundMessages.id, held));
    const again = await playRequest(t);
    expect(again.offersByCompany.has(alpha.id)).toBe(true);
  });

  it("follows the MASTER's alertBacklogMax setting: 2 skips a company with 2 waiting, 0 turns the rule off", async () => {
    const setMax = (value: number) =>
      t.db
        .insert(settings)
        .values({ key: 'alertBacklogMax', value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    const held = await waitingAlerts(alpha, 2);
    try {
      await setMax(2);
      expect([...(await playRequest(t)).offersByCompany.keys()]).toEqual([beta.id]);
      await setMax(0);
      expect([...(await playRequest(t)).offersByCompany.keys()].sort()).toEqual([alpha.id, beta.id].sort());
    } finally {
      await setMax(3);
      await t.db.delete(outboundMessages).where(inArray(outboundMessages.id, held));
    }
  });
});
