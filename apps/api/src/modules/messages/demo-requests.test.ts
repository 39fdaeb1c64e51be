import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageListResponse, MessageStats } from '@tenho/domain/messages/messages.schemas';
import { DEMO_REQUESTS } from '../../db/demo-data.ts';
import { offers } from '../../db/schema/offers.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { seedDemo } from '../../db/seed.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, createUser, loginAs } from '../../../test/factories.ts';
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
      await t.app.inject({ method: 'GET', url: '/api/webhooks/messages?pageSize=50', headers: bearer(token) })
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
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/webhooks/messages/stats', headers: bearer(token) })
    ).json<MessageStats>();
    expect(stats).toMatchObject({
      totalMessages: 8,
      categorizedMessages: 7,
      responsesCount: 3,
      revenue: 0.6,
    });
    expect(stats.avgResponseTime).toBeGreaterThan(0);
  });
});
