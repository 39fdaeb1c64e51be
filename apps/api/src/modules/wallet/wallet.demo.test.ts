import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodePixCode } from '@tenho/domain/wallet/pix';
import { useTestApp } from '../../../test/app.ts';
import { DEMO_WALLETS } from '../../db/demo-data.ts';
import { seedDemo } from '../../db/seed.ts';
import { users } from '../../db/schema/users.ts';
import { walletTopUps } from '../../db/schema/wallet.ts';
import { seedDemoWallets } from './wallet.demo.ts';
import { ledgerSums } from './wallet.repository.ts';

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
});
