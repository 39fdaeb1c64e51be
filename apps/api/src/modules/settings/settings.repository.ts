import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { settings } from '../../db/schema/settings.ts';

export async function readSettingRows(db: Database): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Writes one setting; null is stored as JSON null (the column itself is never NULL). */
export async function upsertSetting(db: Database, key: string, value: unknown): Promise<void> {
  const json = value === null ? sql`'null'::jsonb` : sql`${JSON.stringify(value)}::jsonb`;
  await db
    .insert(settings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: sql`now()` } });
}

export async function unitExists(db: Database, unitId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: franchiseUnits.id })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.id, unitId));
  return Boolean(row);
}
