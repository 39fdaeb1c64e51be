import {
  AUDIT_CSV_HEADER,
  AUDIT_CSV_MAX_ROWS,
  AUDIT_MSG,
  AUDIT_WINDOW_MAX,
  auditActionLabel,
  auditTargetLabel,
  formatAuditTime,
  type AuditEntry,
  type AuditLogQuery,
  type AuditLogResponse,
} from '@tenho/domain/audit/audit.schemas';
import type { Database } from '../../db/client.ts';
import { AUDIT_ERRORS } from './audit.errors.ts';
import { toCsv } from '../../lib/csv.ts';
import {
  countAuditEntries,
  findActorIds,
  listAuditEntries,
  type AuditFilter,
  type AuditRow,
} from './audit.repository.ts';

/** A spreadsheet the route sends as a download. */
export type CsvDownload = { kind: 'csv'; fileName: string; body: string };

const toFilter = (query: AuditLogQuery): AuditFilter => ({
  actor: query.actor,
  action: query.action,
  entity: query.target,
  entityId: query.target_id,
  fromDate: query.from,
  toDate: query.to,
});

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    action: row.action,
    actor:
      row.actorId !== null && row.actorEmail !== null
        ? { id: row.actorId, email: row.actorEmail, name: row.actorName }
        : null,
    entity: row.entity,
    entity_id: row.entityId,
    ip: row.ip,
    data: row.data ?? null,
  };
}

/** 'logs-do-sistema-2024-01-15.csv' (the day in Brasília time). */
function csvFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `logs-do-sistema-${day}.csv`;
}

function auditCsv(rows: readonly AuditRow[]): string {
  return toCsv(
    AUDIT_CSV_HEADER,
    rows.map((row) => [
      formatAuditTime(row.createdAt),
      row.actorEmail ?? AUDIT_MSG.systemActor,
      auditActionLabel(row.action),
      row.action,
      auditTargetLabel(row.entity, row.entityId),
      row.ip,
      row.data ? JSON.stringify(row.data) : '',
    ]),
  );
}

/** Up to this many people named by the actor filter are looked up first (see `list`). */
const ACTOR_IDS_MAX = 100;

export type AuditServiceDeps = { db: Database; now?: () => Date };

export function createAuditService({ db, now = () => new Date() }: AuditServiceDeps) {
  /** One page of the log, newest first; `format=csv` exports every matching row instead. */
  async function list(query: AuditLogQuery): Promise<AuditLogResponse | CsvDownload> {
    const filter = toFilter(query);
    if (filter.actor) {
      // The people first (a few index lookups), then their entries by person: one person's newest
      // entries come straight from the index. A term naming very many people keeps the subquery.
      const ids = await findActorIds(db, filter.actor, ACTOR_IDS_MAX + 1);
      if (ids.length <= ACTOR_IDS_MAX) filter.actorIds = ids;
    }
    if (query.format === 'csv') {
      const rows = await listAuditEntries(db, filter, { limit: AUDIT_CSV_MAX_ROWS + 1, offset: 0 });
      if (rows.length > AUDIT_CSV_MAX_ROWS) throw AUDIT_ERRORS.exportTooLarge();
      return { kind: 'csv', fileName: csvFileName(now()), body: auditCsv(rows) };
    }
    const rows = await listAuditEntries(db, filter, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const counted = await countAuditEntries(db, filter, AUDIT_WINDOW_MAX + 1);
    return {
      entries: rows.map(toAuditEntry),
      total: Math.min(counted, AUDIT_WINDOW_MAX),
      totalCapped: counted > AUDIT_WINDOW_MAX,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  return { list };
}
