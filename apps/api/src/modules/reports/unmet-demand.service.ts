import {
  UNSERVED_REASON_LABELS,
  type UnmetDemandQuery,
  type UnmetDemandReport,
  type UnmetDemandRow,
} from '@tenho/domain/reports/unmet-demand.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import type { Database } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import type { Actor } from '../../plugins/authorization.ts';
import { reportFileName, type CsvFile } from './reports.csv.ts';
import { addDays, brasiliaToday } from './reports.service.ts';
import { unmetDemandRows } from './unmet-demand.repository.ts';
import { UNMET_DEMAND_ERRORS } from './reports.errors.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * formatDateTime for a whole export (24,500 rows for a year of the network, where one Intl call per
 * row took ~100 ms): one call per hour. Within an hour whose first and last minute format as
 * 'dd/mm/aaaa HH:00' and 'dd/mm/aaaa HH:59' the offset did not change (Brasília's offsets are whole
 * hours), so a minute of that hour is its UTC minute; any other hour is formatted row by row.
 */
export function hourlyDateTimeFormatter(): (iso: string) => string {
  const prefixes = new Map<number, string | null>();
  return (iso) => {
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) return formatDateTime(iso);
    const intoHour = ((ms % HOUR_MS) + HOUR_MS) % HOUR_MS;
    const hourStart = ms - intoHour;
    let prefix = prefixes.get(hourStart);
    if (prefix === undefined) {
      const first = formatDateTime(new Date(hourStart));
      const candidate = first.endsWith(':00') ? first.slice(0, -2) : null;
      prefix =
        candidate !== null && formatDateTime(new Date(hourStart + 59 * MINUTE_MS)) === `${candidate}59`
          ? candidate
          : null;
      prefixes.set(hourStart, prefix);
    }
    if (prefix === null) return formatDateTime(iso);
    return `${prefix}${String(Math.floor(intoHour / MINUTE_MS)).padStart(2, '0')}`;
  };
}

/** Demanda não atendida as a spreadsheet: the table's columns, reasons in pt-BR. */
export function unmetDemandCsv(rows: readonly UnmetDemandRow[]): string {
  const dateTime = hourlyDateTimeFormatter();
  return toCsv(
    ['Franquia', 'Categoria', 'Pedidos', 'Último pedido', 'Motivo'],
    rows.map((r) => [
      r.unit_name,
      r.category_name,
      r.requests,
      dateTime(r.last_request_at),
      UNSERVED_REASON_LABELS[r.reason],
    ]),
  );
}

export type UnmetDemandServiceDeps = { db: Database; now?: () => Date };

/**
 * GET /reports/unmet-demand (issue 24 point 5): the network's demand nobody served, so a
 * franchisee knows which companies to recruit. MASTER: every unit; ADMIN: its own; others: 403.
 */
export function createUnmetDemandService({ db, now = () => new Date() }: UnmetDemandServiceDeps) {
  async function report(actor: Actor, query: UnmetDemandQuery): Promise<UnmetDemandReport | CsvFile> {
    if (actor.role !== 'MASTER' && actor.role !== 'ADMIN') throw UNMET_DEMAND_ERRORS.forbidden();
    const at = now();
    const to = brasiliaToday(at);
    const from = addDays(to, -(query.period - 1));
    const dbRows =
      actor.role === 'ADMIN' && actor.unit_id === null
        ? []
        : await unmetDemandRows(db, {
            from,
            today: to,
            unitId: actor.role === 'MASTER' ? null : actor.unit_id,
          });
    const rows: UnmetDemandRow[] = dbRows.map((r) => ({
      unit_id: r.unit_id,
      unit_name: r.unit_name,
      category_id: r.category_id,
      category_name: r.category_name,
      requests: Number(r.requests),
      last_request_at: new Date(r.last_request_at).toISOString(),
      reason: r.reason,
    }));
    if (query.format === 'csv') {
      return {
        fileName: reportFileName(`demanda-nao-atendida-${query.period}d`, at),
        body: unmetDemandCsv(rows),
      };
    }
    return {
      period: query.period,
      from,
      to,
      total: rows.reduce((sum, r) => sum + r.requests, 0),
      rows,
    };
  }

  return { report };
}
