import {
  UNSERVED_REASON_LABELS,
  type UnmetDemandQuery,
  type UnmetDemandReport,
  type UnmetDemandRow,
} from '@tenho/domain/reports/unmet-demand.schemas';
import type { Database } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import type { Actor } from '../../plugins/authorization.ts';
import { exportDateTimeFormatter, reportFileName, type CsvFile } from './reports.csv.ts';
import { addDays, brasiliaToday } from './reports.service.ts';
import { unmetDemandRows } from './unmet-demand.repository.ts';
import { UNMET_DEMAND_ERRORS } from './reports.errors.ts';

/** A row of the export: the screen's row, its last request possibly as epoch milliseconds. */
type UnmetDemandCsvRow = Omit<UnmetDemandRow, 'last_request_at'> & { last_request_at: string | number };

/** Demanda não atendida as a spreadsheet: the table's columns, reasons in pt-BR. */
export function unmetDemandCsv(rows: readonly UnmetDemandCsvRow[]): string {
  const dateTime = exportDateTimeFormatter();
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
    if (query.format === 'csv') {
      return {
        fileName: reportFileName(`demanda-nao-atendida-${query.period}d`, at),
        // The rows as they came: their times stay epoch milliseconds (no ISO string per row).
        body: unmetDemandCsv(dbRows),
      };
    }
    const rows: UnmetDemandRow[] = dbRows.map((r) => ({
      unit_id: r.unit_id,
      unit_name: r.unit_name,
      category_id: r.category_id,
      category_name: r.category_name,
      requests: Number(r.requests),
      last_request_at: new Date(r.last_request_at).toISOString(),
      reason: r.reason,
    }));
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
