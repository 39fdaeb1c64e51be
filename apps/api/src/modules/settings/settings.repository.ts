import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { settings } from '../../db/schema/settings.ts';

export async function readSettingRows(db: Database): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Writes one setting; null is stored as JSON null (the column itself is never NULL). */
export async function upsertSetting(db: Database, key: string, value: unknown, version = 1): Promise<void> {
  const json = value === null ? sql`'null'::jsonb` : sql`${JSON.stringify(value)}::jsonb`;
  await db
    .insert(settings)
    .values({ key, value: json, version })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, version, updatedAt: sql`now()` } });
}

/**
 * The version of the settings as one record: the highest version of its rows (0 before any).
 * `lock` serialises writers (a transaction-scoped advisory lock) so two saves cannot both read the
 * same version.
 */
export async function settingsVersion(db: Database, options: { lock?: boolean } = {}): Promise<number> {
  if (options.lock) await db.execute(sql`select pg_advisory_xact_lock(hashtext('tenho.settings.version'))`);
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${settings.version}), 0)::int` })
    .from(settings);
  return Number(row?.version ?? 0);
}

export async function unitExists(db: Database, unitId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: franchiseUnits.id })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.id, unitId));
  return Boolean(row);
}
