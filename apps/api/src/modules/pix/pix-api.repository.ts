import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { users } from '../../db/schema/users.ts';
import { pixApiConnections, type PixApiConnectionRow } from '../../db/schema/pix.ts';

export type NewPixApiConnection = Omit<typeof pixApiConnections.$inferInsert, 'createdAt' | 'updatedAt'>;

/** The unit's id, name and Pix key (what connecting needs). */
export async function findUnitForPix(db: Database, unitId: number) {
  const [row] = await db
    .select({ id: franchiseUnits.id, name: franchiseUnits.name, pixKey: franchiseUnits.pixKey })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.id, unitId));
  return row;
}

export async function findConnection(db: Database, unitId: number): Promise<PixApiConnectionRow | undefined> {
  const [row] = await db.select().from(pixApiConnections).where(eq(pixApiConnections.unitId, unitId));
  return row;
}

export async function findConnectionByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<PixApiConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(pixApiConnections)
    .where(eq(pixApiConnections.webhookTokenHash, tokenHash));
  return row;
}

/** Creates or replaces the unit's connection (a new token each time). */
export async function upsertConnection(
  db: Database,
  values: NewPixApiConnection,
): Promise<PixApiConnectionRow> {
  const [row] = await db
    .insert(pixApiConnections)
    .values(values)
    .onConflictDoUpdate({
      target: pixApiConnections.unitId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function setWebhookRegistered(db: Database, unitId: number, registered: boolean): Promise<void> {
  await db
    .update(pixApiConnections)
    .set({ webhookRegistered: registered, updatedAt: sql`now()` })
    .where(eq(pixApiConnections.unitId, unitId));
}

export async function deleteConnection(db: Database, unitId: number): Promise<boolean> {
  const rows = await db
    .delete(pixApiConnections)
    .where(eq(pixApiConnections.unitId, unitId))
    .returning({ unitId: pixApiConnections.unitId });
  return rows.length > 0;
}

/** The connection's address and who saved it when (the audit entry of a PSP credit names them). */
export async function findVoucher(db: Database, unitId: number) {
  const [row] = await db
    .select({
      baseUrl: pixApiConnections.baseUrl,
      savedById: pixApiConnections.savedBy,
      savedByEmail: users.email,
      savedAt: pixApiConnections.savedAt,
    })
    .from(pixApiConnections)
    .leftJoin(users, eq(users.id, pixApiConnections.savedBy))
    .where(eq(pixApiConnections.unitId, unitId));
  return row;
}

/** A base URL on this machine's loopback (any port), as PostgreSQL's `~` reads it. */
const LOOPBACK_BASE = String.raw`^http://(127\.[0-9.]+|\[::1\]|localhost):[0-9]+/`;

/** The sandbox's connections (loopback base URL under its prefix): removed when it does not run. */
export async function deleteSandboxConnections(db: Database, prefix: string): Promise<number[]> {
  const rows = await db
    .delete(pixApiConnections)
    .where(
      sql`${pixApiConnections.baseUrl} ~ ${LOOPBACK_BASE} and ${pixApiConnections.baseUrl} like ${`%${prefix}`}`,
    )
    .returning({ unitId: pixApiConnections.unitId });
  return rows.map((r) => r.unitId);
}
