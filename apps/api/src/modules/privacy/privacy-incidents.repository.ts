import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import {
  privacyErasureNotices,
  privacyIncidents,
  type PrivacyErasureNoticeRow,
  type PrivacyIncidentRow,
} from '../../db/schema/privacy-incidents.ts';

export type IncidentWithUnit = PrivacyIncidentRow & { unitName: string | null };

const incidentColumns = { incident: privacyIncidents, unitName: franchiseUnits.name };

/** The register, newest known first (a few hundred rows in five years; no paging needed). */
export async function listIncidents(db: Database, where: SQL | undefined): Promise<IncidentWithUnit[]> {
  const rows = await db
    .select(incidentColumns)
    .from(privacyIncidents)
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, privacyIncidents.unitId))
    .where(where)
    .orderBy(desc(privacyIncidents.knownAt), desc(privacyIncidents.id))
    .limit(1000);
  return rows.map((r) => ({ ...r.incident, unitName: r.unitName }));
}

export async function findIncident(
  db: Database,
  id: number,
  where: SQL | undefined,
): Promise<IncidentWithUnit | null> {
  const [row] = await db
    .select(incidentColumns)
    .from(privacyIncidents)
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, privacyIncidents.unitId))
    .where(where ? and(eq(privacyIncidents.id, id), where) : eq(privacyIncidents.id, id));
  return row ? { ...row.incident, unitName: row.unitName } : null;
}

export async function insertIncident(
  db: Database,
  values: typeof privacyIncidents.$inferInsert,
): Promise<PrivacyIncidentRow> {
  const [row] = await db.insert(privacyIncidents).values(values).returning();
  return row!;
}

export async function updateIncident(
  db: Database,
  id: number,
  values: Partial<typeof privacyIncidents.$inferInsert>,
): Promise<void> {
  await db
    .update(privacyIncidents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(privacyIncidents.id, id));
}

export async function unitExists(db: Database, unitId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: franchiseUnits.id })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.id, unitId));
  return Boolean(row);
}

// ---- Erasure notices to companies ----------------------------------------------------------

export async function insertErasureNotices(
  db: Database,
  values: (typeof privacyErasureNotices.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(privacyErasureNotices).values(values);
}

export async function listErasureNotices(
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<{ items: PrivacyErasureNoticeRow[]; unread: number }> {
  const items = await db
    .select()
    .from(privacyErasureNotices)
    .where(where)
    .orderBy(desc(privacyErasureNotices.createdAt), desc(privacyErasureNotices.id))
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(privacyErasureNotices)
    .where(where ? and(where, isNull(privacyErasureNotices.readAt)) : isNull(privacyErasureNotices.readAt));
  return { items, unread: Number(count?.n ?? 0) };
}

/** Marks one notice read (once: a second call keeps the first time); null when out of scope. */
export async function markErasureNoticeRead(
  db: Database,
  id: number,
  where: SQL,
  readBy: number,
): Promise<PrivacyErasureNoticeRow | null> {
  const [row] = await db
    .update(privacyErasureNotices)
    .set({
      readAt: sql`coalesce(${privacyErasureNotices.readAt}, now())`,
      readBy: sql`coalesce(${privacyErasureNotices.readBy}, ${readBy})`,
    })
    .where(and(eq(privacyErasureNotices.id, id), where))
    .returning();
  return row ?? null;
}
