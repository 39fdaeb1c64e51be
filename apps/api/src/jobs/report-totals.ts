import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../lib/query-rows.ts';

/**
 * Folds the deltas the triggers of migration 0035 appended into the summaries the reports read:
 * report_outbound_deltas into report_outbound_totals (Mensagens), report_ledger_deltas into
 * report_ledger_days (Financeiro). One statement each: the delete takes the
 * deltas its snapshot sees (committed ones; a writer still in flight keeps its rows for the next
 * fold) and the same snapshot adds exactly those, so a report reading totals + deltas never counts a
 * change twice or misses one. Scheduled every minute (once across processes); safe to run anywhere,
 * any number of times. Returns how many delta rows it folded.
 */
export async function foldReportDeltas(db: Database): Promise<number> {
  return (await foldOutbound(db)) + (await foldLedger(db));
}

/**
 * The closed days one scheduled run summarises at most, newest first. A database restored, migrated
 * or loaded in bulk has every day to summarise: in one statement that was 16 s of reading on the
 * national dataset (730 days), and the worker's lead alerts stalled behind it (issue 33's loop, first
 * alert p95 0.9 → 17.5 s). A week per minute catches two years up in under two hours; meanwhile the
 * report reads the days not summarised yet from the rows, as it reads today.
 */
export const DEMAND_DAYS_PER_RUN = 7;

/** What the reports' summaries need every minute: the deltas folded, the closed days summarised. */
export async function refreshReportSummaries(
  db: Database,
  maxDays: number = DEMAND_DAYS_PER_RUN,
): Promise<{ folded: number; days: number }> {
  const folded = await foldReportDeltas(db);
  const days = await summariseDemandDays(db, maxDays);
  return { folded, days };
}

/** The requests Demanda não atendida can count (the predicate of inbound_messages_unmet_idx). */
export const UNMET_REQUEST = sql.raw(
  `m.kind = 'REQUEST' and m.unit_id is not null and ((m.outcome = 'NO_COMPANY' and m.category_id is not null) or m.unserved_reason in ('not_understood', 'media_without_text'))`,
);
/** …and of those, the ones offered to nobody (a NO_COMPANY request with an offer was served). */
export const UNMET_UNSERVED = sql.raw(
  `(m.unserved_reason in ('not_understood', 'media_without_text') or not exists (select 1 from offers o where o.message_id = m.id))`,
);

/**
 * Summarises Demanda não atendida's closed days (report_demand_days): every day from the first
 * request up to yesterday that is not summarised yet or was marked changed since. A day counts as
 * closed only once no transaction that began on it is still running (a request of that day could
 * still be changing without a mark: the triggers mark only days before the writer's own day).
 * The marks of a day are deleted by the statement that reads its rows, so a change committed after
 * that statement's snapshot keeps its mark and the day goes back to the rows. At most `maxDays`,
 * newest first (the scheduled run: DEMAND_DAYS_PER_RUN). Returns the days built.
 */
export async function summariseDemandDays(
  db: Database,
  maxDays: number = Number.POSITIVE_INFINITY,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ day: string }>(
      tx,
      sql`with open_day as (
            select ((least(now(), coalesce((select min(a.xact_start) from pg_stat_activity a
                                            where a.xact_start is not null and a.pid <> pg_backend_pid()
                                              and a.backend_type = 'client backend'), now()))
                     at time zone 'America/Sao_Paulo')::date) as day
          ),
          first_day as (
            -- A marked day before the first request left (moved or erased since) is summarised
            -- too, so its mark goes.
            select least((select (min(m.received_at) at time zone 'America/Sao_Paulo')::date
                          from inbound_messages m where ${UNMET_REQUEST}),
                         (select min(k.day) from report_demand_marks k)) as day
          )
          select to_char(d, 'YYYY-MM-DD') as day
          from open_day, first_day, generate_series(first_day.day, open_day.day - 1, interval '1 day') d
          where not exists (select 1 from report_demand_summarised s where s.day = d::date)
             or exists (select 1 from report_demand_marks k where k.day = d::date)
          order by d desc
          ${Number.isFinite(maxDays) ? sql`limit ${Math.max(1, Math.floor(maxDays))}` : sql``}`,
    );
    if (rows.length === 0) return 0;
    const days = sql`${`{${rows.map((r) => r.day).join(',')}}`}::date[]`;
    await tx.execute(sql`delete from report_demand_days where day = any(${days})`);
    await tx.execute(
      sql`with cleared as (delete from report_demand_marks where day = any(${days}))
          insert into report_demand_days (day, unit_id, category_id, reason, requests, last_request_at)
          select d.day, m.unit_id, coalesce(m.category_id, 0), coalesce(m.unserved_reason, ''), count(*),
                 max(m.received_at)
          from unnest(${days}) as d(day)
          join inbound_messages m
            on m.received_at >= (d.day::timestamp at time zone 'America/Sao_Paulo')
           and m.received_at < ((d.day + 1)::timestamp at time zone 'America/Sao_Paulo')
          where ${UNMET_REQUEST} and ${UNMET_UNSERVED}
          group by 1, 2, 3, 4`,
    );
    await tx.execute(
      sql`insert into report_demand_summarised (day) select unnest(${days})
          on conflict (day) do update set summarised_at = now()`,
    );
    // The months of those days, added up again from their day rows (always their sum).
    const months = sql`(select distinct date_trunc('month', d)::date from unnest(${days}) as d)`;
    await tx.execute(sql`delete from report_demand_months where month in ${months}`);
    await tx.execute(
      sql`insert into report_demand_months (month, unit_id, category_id, reason, requests, last_request_at)
          select date_trunc('month', d.day)::date, d.unit_id, d.category_id, d.reason, sum(d.requests),
                 max(d.last_request_at)
          from report_demand_days d
          where date_trunc('month', d.day)::date in ${months}
          group by 1, 2, 3, 4`,
    );
    return rows.length;
  });
}

async function foldLedger(db: Database): Promise<number> {
  const [row] = await queryRows<{ folded: string }>(
    db,
    sql`with taken as (
          delete from report_ledger_deltas
          returning day, unit_id, credit_cents, revenue_cents, refund_cents, leads
        ),
        summed as (
          select day, unit_id, sum(credit_cents) as credit_cents, sum(revenue_cents) as revenue_cents,
                 sum(refund_cents) as refund_cents, sum(leads) as leads, count(*) as rows
          from taken group by day, unit_id
        ),
        added as (
          insert into report_ledger_days as d (day, unit_id, credit_cents, revenue_cents, refund_cents, leads)
          select day, unit_id, credit_cents, revenue_cents, refund_cents, leads from summed
          where credit_cents <> 0 or revenue_cents <> 0 or refund_cents <> 0 or leads <> 0
          on conflict (day, unit_id) do update
            set credit_cents = d.credit_cents + excluded.credit_cents,
                revenue_cents = d.revenue_cents + excluded.revenue_cents,
                refund_cents = d.refund_cents + excluded.refund_cents,
                leads = d.leads + excluded.leads
        )
        select coalesce(sum(rows), 0)::text as folded from summed`,
  );
  return Number(row?.folded ?? 0);
}

async function foldOutbound(db: Database): Promise<number> {
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
