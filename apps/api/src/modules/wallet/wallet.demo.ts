import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DEMO_WALLETS } from '../../db/demo-data.ts';
import { users } from '../../db/schema/users.ts';
import { walletTopUps } from '../../db/schema/wallet.ts';
import { createTopUpsService } from './top-ups.service.ts';
import { createWalletService } from './wallet.service.ts';

const DAY = 86_400_000;

/**
 * The demo companies' wallets, written through the ledger (so every balance is the sum of its
 * rows) with `demo:` idempotency keys: running it again adds nothing. Each movement is dated
 * `daysAgo` before `now`, so the demo requests' charges come after the credits that pay them.
 * Returns the movements added.
 */
export async function seedDemoWallets(db: Database, now: Date = new Date()): Promise<number> {
  const wallet = createWalletService({ db });
  const topUps = createTopUpsService({ db, wallet });
  let added = 0;
  for (const demo of DEMO_WALLETS) {
    const [company] = await db
      .select({ id: users.id, role: users.role, unitId: users.unitId, parentId: users.parentId })
      .from(users)
      .where(eq(sql`lower(${users.email})`, demo.email));
    if (!company || company.role !== 'CLIENT') continue;
    for (const [index, movement] of demo.movements.entries()) {
      const move = movement.type === 'CREDIT' ? wallet.credit : wallet.debit;
      const { replayed } = await move(company.id, movement.cents, {
        idempotencyKey: `demo:${index}`,
        reference: { kind: movement.kind, id: null },
        description: movement.description,
        at: new Date(now.getTime() - movement.daysAgo * DAY),
      });
      if (!replayed) added += 1;
    }
    if (demo.pendingTopUp) {
      const [existing] = await db
        .select({ id: walletTopUps.id })
        .from(walletTopUps)
        .where(eq(walletTopUps.clientId, company.id))
        .limit(1);
      if (!existing) {
        await topUps.create(
          { id: company.id, role: 'CLIENT', unit_id: company.unitId, parent_id: company.parentId },
          demo.pendingTopUp / 100,
          { ip: null },
        );
      }
    }
  }
  return added;
}
