import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../lib/query-rows.ts';

/**
 * Folds the deltas the triggers of migration 0035 appended (report_outbound_deltas) into the running
 * totals of Relatórios › Mensagens (report_outbound_totals). One statement: the delete takes the
 * deltas its snapshot sees (committed ones; a writer still in flight keeps its rows for the next
 * fold) and the same snapshot adds exactly those, so a report reading totals + deltas never counts a
 * change twice or misses one. Scheduled every minute (once across processes); safe to run anywhere,
 * any number of times. Returns how many delta rows it folded.
 */
export async function foldReportDeltas(db: Database): Promise<number> {
  const [row] = await queryRows<{ folded: string }>(
    db,
    sql`with taken as (
          delete from report_outbound_deltas
          returning unit_id, category_id, status, messages, answered
        ),
        summed as (
          select unit_id, category_id, status, sum(messages) as messages, sum(answered) as answered,
                 count(*) as rows
          from taken group by unit_id, category_id, status
        ),
        added as (
          -- Runs although nothing reads it (PostgreSQL runs every data-modifying WITH once).
          insert into report_outbound_totals as t (unit_id, category_id, status, messages, answered)
          select unit_id, category_id, status, messages, answered from summed
          where messages <> 0 or answered <> 0
          on conflict (unit_id, category_id, status) do update
            set messages = t.messages + excluded.messages, answered = t.answered + excluded.answered
        )
        select coalesce(sum(rows), 0)::text as folded from summed`,
  );
  return Number(row?.folded ?? 0);
}
