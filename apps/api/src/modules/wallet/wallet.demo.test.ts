import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodePixCode } from '@tenho/domain/wallet/pix';
import { useTestApp } from '../../../test/app.ts';
import { DEMO_WALLETS } from '../../db/demo-data.ts';
import { seedBase, seedDemo } from '../../db/seed.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { users } from '../../db/schema/users.ts';
import { walletTopUps, walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { seedDemoWallets } from './wallet.demo.ts';
import { ledgerSums } from './wallet.repository.ts';
import { createWalletService } from './wallet.service.ts';

const t = useTestApp();

describe('demo wallets', () => {
  it('seeds balances that add up, a pending Pix top-up, and nothing twice', async () => {
    await seedDemo(t.db);
    const added = await seedDemoWallets(t.db);
    expect(added).toBe(DEMO_WALLETS.reduce((n, w) => n + w.movements.length, 0));
    expect(await seedDemoWallets(t.db)).toBe(0);

    for (const demo of DEMO_WALLETS) {
      const [company] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, demo.email));
      const sums = await ledgerSums(t.db, company!.id);
      const expected = demo.movements.reduce((n, m) => n + (m.type === 'CREDIT' ? m.cents : -m.cents), 0);
      expect(sums).toEqual({ balanceCents: expected, sumCents: expected, rows: demo.movements.length });
    }
    const pending = await t.db.select().from(walletTopUps);
    expect(pending).toHaveLength(DEMO_WALLETS.filter((w) => w.pendingTopUp).length);
    expect(decodePixCode(pending[0]!.pixCode!)).toMatchObject({
      key: 'financeiro.centro@tenho.com.br',
      merchantName: 'Tenho Centro',
      amount: 50,
      crcValid: true,
    });
  });

  it('dates each movement daysAgo before now; a back-dated movement may not precede the newest one', async () => {
    // A database of its own: the ledger is append-only and the first test already seeded this one.
    const fresh = await createTestDatabase();
    try {
      await seedBase(fresh.db);
      await seedDemo(fresh.db);
      const now = new Date('2026-11-20T12:00:00Z');
      await seedDemoWallets(fresh.db, now);
      const [demo] = DEMO_WALLETS;
      const [company] = await fresh.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, demo!.email));
      const rows = await fresh.db
        .select({ createdAt: walletTransactions.createdAt })
        .from(walletTransactions)
        .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
        .where(eq(wallets.clientId, company!.id))
        .orderBy(walletTransactions.id);
      expect(rows.map((r) => r.createdAt.getTime())).toEqual(
        demo!.movements.map((m) => now.getTime() - m.daysAgo * 86_400_000),
      );

      const wallet = createWalletService({ db: fresh.db });
      const early = {
        idempotencyKey: 'early',
        reference: { kind: 'ADMIN_CREDIT' as const, id: null },
        description: 'Crédito anterior',
        at: new Date('2026-01-01T00:00:00Z'),
      };
      await expect(wallet.credit(company!.id, 100, early)).rejects.toThrow(/would precede/);
      expect((await ledgerSums(fresh.db, company!.id)).rows).toBe(demo!.movements.length);
    } finally {
      await fresh.close();
    }
  });
});
