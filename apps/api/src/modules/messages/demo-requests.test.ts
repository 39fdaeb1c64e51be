import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageListResponse, MessageStats } from '@tenho/domain/messages/messages.schemas';
import { DEMO_REQUESTS } from '../../db/demo-data.ts';
import { offers } from '../../db/schema/offers.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { seedDemo } from '../../db/seed.ts';
import { useTestApp } from '../../../test/app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { createSettingsService } from '../settings/settings.service.ts';
import { seedDemoRequests } from './demo-requests.ts';

const t = useTestApp();

describe('demo requests', () => {
  it('seed a Central de Mensagens with requests in every state, charged through the ledger, once', async () => {
    await seedDemo(t.db);
    expect(await seedDemoRequests(t.db)).toBe(DEMO_REQUESTS.length);
    expect(await seedDemoRequests(t.db)).toBe(0);

    const master = await createUser(t.db, { role: 'MASTER' });
    const token = await loginAs(t.app, master);
    const list = (
      await t.call('GET', '/api/webhooks/messages?pageSize=50', token)
    ).json<MessageListResponse>();
    expect(list.total).toBe(DEMO_REQUESTS.length);
    expect(new Set(list.messages.map((m) => m.status))).toEqual(
      new Set(['Pendente', 'Respondido', 'Negativo']),
    );

    const states = new Set((await t.db.select({ status: offers.status }).from(offers)).map((o) => o.status));
    expect(states).toEqual(new Set(['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED']));

    const accepted = await t.db.select().from(offers).where(eq(offers.status, 'ACCEPTED'));
    for (const offer of accepted) {
      const charges = await t.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.referenceId, offer.id));
      expect(charges.filter((c) => c.referenceKind === 'OFFER')).toHaveLength(1);
    }
    const stats = (await t.call('GET', '/api/webhooks/messages/stats', token)).json<MessageStats>();
    expect(stats).toMatchObject({
      totalMessages: 8,
      categorizedMessages: 7,
      responsesCount: 3,
      revenue: 0.6,
    });
    expect(stats.avgResponseTime).toBeGreaterThan(0);
  });

  it('is consistent in time: each lead debit at its TENHO, after the credits that paid it, every alert payable', async () => {
    await seedDemo(t.db);
    await seedDemoRequests(t.db);
    const { creditValueCents } = await createSettingsService({ db: t.db }).get();
    const ledger = await t.db
      .select({
        clientId: wallets.clientId,
        type: walletTransactions.type,
        amountCents: walletTransactions.amountCents,
        balanceAfterCents: walletTransactions.balanceAfterCents,
        referenceKind: walletTransactions.referenceKind,
        referenceId: walletTransactions.referenceId,
        createdAt: walletTransactions.createdAt,
      })
      .from(walletTransactions)
      .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
      .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.id));
    const allOffers = await t.db.select().from(offers);
    // Every demo offer was made: none was left out to pass the checks below.
    expect(allOffers).toHaveLength(DEMO_REQUESTS.reduce((n, r) => n + r.offers.length, 0));

    // (a) A lead's DEBIT carries the instant of the TENHO that caused it.
    const debits = ledger.filter((row) => row.type === 'DEBIT');
    expect(debits.length).toBe(allOffers.filter((o) => o.status === 'ACCEPTED').length);
    expect(debits.length).toBeGreaterThan(0);
    for (const debit of debits) {
      expect(debit.referenceKind).toBe('OFFER');
      const offer = allOffers.find((o) => o.id === debit.referenceId);
      expect(offer?.respondedAt, `offer ${debit.referenceId}`).toBeInstanceOf(Date);
      const gap = Math.abs(debit.createdAt.getTime() - offer!.respondedAt!.getTime());
      expect(gap, `offer ${offer!.id}`).toBeLessThanOrEqual(1000);
    }

    // (b) Per company, in time order, each balance_after is the previous one ± the amount, never < 0.
    const byCompany = new Map<number, typeof ledger>();
    for (const row of ledger) byCompany.set(row.clientId, [...(byCompany.get(row.clientId) ?? []), row]);
    for (const [clientId, rows] of byCompany) {
      let balance = 0;
      for (const row of rows) {
        balance += row.type === 'DEBIT' ? -row.amountCents : row.amountCents;
        expect(row.balanceAfterCents, `company ${clientId} at ${row.createdAt.toISOString()}`).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
      }
      const [wallet] = await t.db.select().from(wallets).where(eq(wallets.clientId, clientId));
      expect(wallet!.balanceCents).toBe(balance);
    }

    // (c) Every alert went to a company whose balance, when it was sent, covered the credit value.
    const balanceAt = (clientId: number, at: Date) =>
      (byCompany.get(clientId) ?? []).filter((row) => row.createdAt <= at).at(-1)?.balanceAfterCents ?? 0;
    for (const offer of allOffers) {
      expect(balanceAt(offer.companyId, offer.offeredAt), `offer ${offer.id}`).toBeGreaterThanOrEqual(
        creditValueCents,
      );
    }
  });
});
