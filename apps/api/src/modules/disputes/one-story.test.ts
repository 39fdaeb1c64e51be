import { beforeAll, describe, expect, it } from 'vitest';
import type { FinancialReport } from '@tenho/domain/reports/reports.schemas';
import type { MessageStats } from '@tenho/domain/messages/messages.schemas';
import { eq } from 'drizzle-orm';
import { formatDate } from '@tenho/domain/shared/format';
import { useTestApp } from '../../../test/app.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';
import { createLead } from '../../../test/leads.ts';

/**
 * Issue 29 §4: the money of leads tells one story. From one data set — three charged leads of a
 * company, one of them refunded after a dispute, and a lead of another unit — Mensagens' 'Gasto
 * com leads' / 'Receita de leads' is net of the refund, with the refund apart, and equals what
 * Relatórios › Financeiro shows (charged − refunded) for the company, its unit and the network.
 */

const t = useTestApp();
let unitId: number;
let company: TestUser;
let disputeId: number;
let refundedOfferedAt: Date;
const tokens = {} as Record<'master' | 'admin' | 'company' | 'farAdmin', string>;

beforeAll(async () => {
  unitId = (await createUnit(t.db)).id;
  const far = (await createUnit(t.db)).id;
  company = await createUser(t.db, { role: 'CLIENT', unitId });
  const farCompany = await createUser(t.db, { role: 'CLIENT', unitId: far });
  tokens.master = await loginAs(t.app, await createUser(t.db, { role: 'MASTER' }));
  tokens.admin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN', unitId }));
  tokens.farAdmin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN', unitId: far }));
  tokens.company = await loginAs(t.app, company);

  const leads = [
    await createLead(t.db, { companyId: company.id, unitId, amountCents: 30 }),
    await createLead(t.db, { companyId: company.id, unitId, amountCents: 45 }),
    await createLead(t.db, { companyId: company.id, unitId, amountCents: 30 }),
  ];
  await createLead(t.db, { companyId: farCompany.id, unitId: far, amountCents: 99 });
  const opened = await t.call('POST', `/api/offers/${leads[1]!.id}/dispute`, tokens.company, {
    reason: 'invalid_contact',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  disputeId = opened.json().id;
  refundedOfferedAt = leads[1]!.offeredAt;
  const refunded = await t.call('POST', `/api/disputes/${opened.json().id}/resolve`, tokens.admin, {
    decision: 'REFUND',
    note: 'Pedido falso',
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
});

async function both(token: string) {
  const stats = (await t.call('GET', '/api/webhooks/messages/stats', token)).json<MessageStats>();
  const report = (await t.call('GET', '/api/reports/financial?period=7', token)).json<FinancialReport>();
  return { stats, cards: report.cards };
}

describe("'Gasto com leads' / 'Receita de leads' on Mensagens and Relatórios", () => {
  it('the company: net of its refund, the refund apart, equal on both screens', async () => {
    const { stats, cards } = await both(tokens.company);
    expect(stats.revenue).toBe(0.6);
    expect(stats.refunds).toBe(0.45);
    expect(cards.refunds).toBe(stats.refunds);
    expect(Math.round((cards.leadRevenue - cards.refunds) * 100)).toBe(Math.round(stats.revenue * 100));
  });

  it("the unit's ADMIN and the MASTER: the same rule over their scope", async () => {
    const unit = await both(tokens.admin);
    expect(unit.stats).toMatchObject({ revenue: 0.6, refunds: 0.45 });
    expect(Math.round((unit.cards.leadRevenue - unit.cards.refunds) * 100)).toBe(60);

    const far = await both(tokens.farAdmin);
    expect(far.stats).toMatchObject({ revenue: 0.99, refunds: 0 });
    expect(far.cards.leadRevenue - far.cards.refunds).toBe(far.stats.revenue);

    const network = await both(tokens.master);
    expect(network.stats).toMatchObject({ revenue: 1.59, refunds: 0.45 });
    expect(Math.round((network.cards.leadRevenue - network.cards.refunds) * 100)).toBe(159);
  });
});

describe('the statement names a refund as people know the lead', () => {
  it('the dispute number, the category and the date of the request — not an internal lead id', async () => {
    const refunds = await t.db.select().from(walletTransactions).where(eq(walletTransactions.type, 'REFUND'));
    expect(refunds.map((r) => r.description)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Reembolso da contestação #${disputeId}: .+, pedido de ${formatDate(refundedOfferedAt)}$`,
        ),
      ),
    ]);
  });
});
