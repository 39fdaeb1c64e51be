import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/audit-log.ts';

// The audit trail is written by every module inside its own transaction, so the writing half
// lives in the kernel; reading the log ('Logs do sistema') stays in modules/audit.

export type AuditEntry = {
  actorId: number | null;
  /** `area.verb`, e.g. `auth.register`, `users.update`. */
  action: string;
  entity: string;
  entityId?: number | null;
  data?: Record<string, unknown> | null;
  ip?: string | null;
};

/** Appends one row; call it inside the transaction of the change it records. */
export async function insertAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    data: entry.data ?? null,
    ip: entry.ip ?? null,
  });
}

/** What the request tells about an action, for its audit row. */
export type ActionMeta = { ip: string | null };

/** The ActionMeta of a request. */
export const actionMeta = (request: { ip: string }): ActionMeta => ({ ip: request.ip });

/** What a signed-in person did, recorded with their id and the IP of their request. */
export function auditAction(
  db: Database,
  actor: { id: number },
  meta: ActionMeta,
  entry: Omit<AuditEntry, 'actorId' | 'ip'>,
): Promise<void> {
  return insertAuditEntry(db, { ...entry, actorId: actor.id, ip: meta.ip });
}
