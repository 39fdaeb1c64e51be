import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, foldedSql } from '../../lib/sql-text.ts';

// ---------------------------------------------------------------------------------------------
// Reading the log ('Logs do sistema').
// ---------------------------------------------------------------------------------------------

export type AuditFilter = {
  /** Part of the e-mail or display name of who acted. */
  actor?: string;
  /**
   * The people `actor` names, when the service looked them up first (`findActorIds`): the log is
   * then read by person (newest first from the index) instead of through the people's table.
   */
  actorIds?: readonly number[];
  /** An action code (`users.create`), or an area (`users`, `wallet.top_up`) for all under it. */
  action?: string;
  entity?: string;
  entityId?: number;
  /** Calendar days (aaaa-mm-dd) in Brasília time, inclusive. */
  fromDate?: string;
  toDate?: string;
};

export type AuditRow = {
  id: number;
  createdAt: Date;
  action: string;
  entity: string;
  entityId: number | null;
  ip: string | null;
  data: Record<string, unknown> | null;
  actorId: number | null;
  actorEmail: string | null;
  actorName: string | null;
};

const BRASILIA = 'America/Sao_Paulo';

/**
 * Users whose e-mail or display name contains the term (as the people search matches them, each
 * side through its trigram index), at most `limit` of them. E-mails are ASCII (the schemas refuse
 * others), so ILIKE of the folded term is the folded comparison.
 */
export async function findActorIds(db: Database, actor: string, limit: number): Promise<number[]> {
  const pattern = containsPattern(actor);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} ilike ${pattern}`)
    .union(
      db
        .select({ id: profiles.userId })
        .from(profiles)
        .where(sql`${foldedSql(profiles.displayName).inlineParams()} like ${pattern}`),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actorIds) {
    const ids = filter.actorIds;
    conditions.push(
      ids.length === 0
        ? sql`false`
        : ids.length === 1
          ? eq(auditLog.actorId, ids[0]!)
          : inArray(auditLog.actorId, [...ids]),
    );
  } else if (filter.actor) {
    const pattern = containsPattern(filter.actor);
    conditions.push(
      sql`${auditLog.actorId} in (select ${users.id} from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
        where ${foldedSql(users.email)} like ${pattern} or ${foldedSql(profiles.displayName)} like ${pattern})`,
    );
  }
  if (filter.action) {
    // 'users.create' is one action; 'users' (or 'wallet.top_up') every action under it. The area
    // (the first part) is what audit_log_area_created_idx orders by (migration 0036): an area alone
    // is exactly that condition, a longer prefix narrows the area's entries.
    const [area] = filter.action.split('.');
    conditions.push(sql`split_part(${auditLog.action}, '.', 1) = ${area}`);
    if (filter.action !== area) {
      const under = `${filter.action.replace(/_/g, '\\_')}.%`;
      conditions.push(sql`(${auditLog.action} = ${filter.action} or ${auditLog.action} like ${under})`);
    }
  }
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.fromDate)
    conditions.push(
      sql`${auditLog.createdAt} >= (${filter.fromDate}::date::timestamp at time zone ${BRASILIA})`,
    );
  if (filter.toDate)
    conditions.push(
      sql`${auditLog.createdAt} < ((${filter.toDate}::date + 1)::timestamp at time zone ${BRASILIA})`,
    );
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first, with who acted (e-mail and display name). */
export async function listAuditEntries(
  db: Database,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      ip: auditLog.ip,
      data: auditLog.data,
      actorId: users.id,
      actorEmail: users.email,
      actorName: profiles.displayName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many rows match, counting no further than `cap` (a log may hold millions). */
export async function countAuditEntries(db: Database, filter: AuditFilter, cap: number): Promise<number> {
  const where = auditWhere(filter);
  // An area alone is counted along its index (migration 0036), newest first: unordered, the planner
  // reads the table from its start until `cap` entries match, which on a log whose areas sit apart
  // (a restored or seeded one) meant 150 MB of other areas first.
  const matching = (
    filter.action && !filter.action.includes('.')
      ? db
          .select({ one: sql`1` })
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      : db
          .select({ one: sql`1` })
          .from(auditLog)
          .where(where)
  )
    .limit(cap)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}
