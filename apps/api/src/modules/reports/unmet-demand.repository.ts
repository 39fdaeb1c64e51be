import { sql, type SQL } from 'drizzle-orm';
import { UNMET_DEMAND_NO_CATEGORY, type UnservedReason } from '@tenho/domain/reports/unmet-demand.schemas';
import type { Database } from '../../db/client.ts';
import { categories, userCategories } from '../../db/schema/categories.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { epochMs } from '../../lib/sql-epoch.ts';
import { UNMET_REQUEST, UNMET_UNSERVED } from '../../jobs/report-totals.ts';

export type UnmetDemandDbRow = {
  unit_id: number;
  unit_name: string;
  category_id: number | null;
  category_name: string;
  requests: number;
  /** Epoch milliseconds: no Date parsed per row (the network's year is ~20,000 rows). */
  last_request_at: number;
  reason: UnservedReason;
};

/**
 * Requests received since `from` (a Brasília calendar day) that were categorised, belong to a unit
 * and were offered to nobody, grouped by unit, category and reason. The router records the reason;
 * for requests stored before it did, the reason is derived from today's companies.
 *
 * Issue 33: the closed days come from report_demand_days (migration 0035, built by the
 * `reports-fold` job) when summarised and not marked changed since, whole such months from
 * report_demand_months; today, and any other day, from
 * the rows (inbound_messages_unmet_idx, one range per day). One statement: one snapshot of the
 * summary, its marks and the rows. `today` is the service's day: it and anything after it are rows.
 */
export async function unmetDemandRows(
  db: Database,
  filter: { from: string; today: string; unitId: number | null },
): Promise<UnmetDemandDbRow[]> {
  // The planner's estimate for a year of the network crosses jit_above_cost, and compiling the
  // query took 0.5–0.9 s on the bench machine, more than running it (~0.3 s): no JIT here. And
  // ~100,000 summary rows go into ~24,500 groups: hashed in memory rather than sorted on disk.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`);
    return unmetDemandQuery(tx, filter);
  });
}

async function unmetDemandQuery(
  db: Database,
  filter: { from: string; today: string; unitId: number | null },
): Promise<UnmetDemandDbRow[]> {
  const unit = (column: SQL) => (filter.unitId === null ? sql`` : sql`and ${column} = ${filter.unitId}`);
  const hasCompany = sql`exists (select 1 from ${users} u join ${userCategories} uc on uc.user_id = u.id
    where u.role = 'CLIENT' and u.is_active and u.unit_id = g.unit_id and uc.category_id = g.category_id)`;
  const groups = await queryRows<{
    unit_id: number;
    category_id: number | null;
    requests: number;
    last_request_at: number;
    reason: UnservedReason;
  }>(
    db,
    sql`
      with summarised as (
        select s.day from report_demand_summarised s
        where s.day >= ${filter.from}::date and s.day < ${filter.today}::date
          and not exists (select 1 from report_demand_marks k where k.day = s.day)
      ),
      -- Months whose every day is summarised and unchanged (so wholly inside the period): their
      -- month rows (the sum of those days' rows) instead of the days.
      full_months as (
        select date_trunc('month', s.day)::date as month from summarised s
        group by 1
        having count(*) = extract(day from date_trunc('month', min(s.day)) + interval '1 month - 1 day')
      ),
      -- The summarised days of the other months (the period's first and its current one): only
      -- those days' rows are read (reading every day of the year and dropping the full months'
      -- was most of the statement).
      part_days as (
        select s.day from summarised s
        where date_trunc('month', s.day)::date not in (select month from full_months)
      ),
      -- Materialised: the days left once the summarised ones are taken out, before the per-day
      -- scans below. Inlined, the planner (its estimate of the summarised days off) could scan
      -- every day of the period and take the summarised ones out afterwards: 4.9 s instead of
      -- 55 ms for the network's year on the national dataset.
      row_days as materialized (
        select d::date as day from generate_series(${filter.from}::date, ${filter.today}::date, interval '1 day') d
        where not exists (select 1 from summarised s where s.day = d::date)
      ),
      parts as (
        select d.unit_id, nullif(d.category_id, 0) as category_id, nullif(d.reason, '') as reason,
               d.requests, d.last_request_at
        from report_demand_months d
        where d.month = any(array(select month from full_months)) ${unit(sql`d.unit_id`)}
        union all
        select d.unit_id, nullif(d.category_id, 0) as category_id, nullif(d.reason, '') as reason,
               d.requests, d.last_request_at
        from report_demand_days d
        where d.day = any(array(select day from part_days)) ${unit(sql`d.unit_id`)}
        union all
        select m.unit_id, m.category_id, m.unserved_reason, 1, m.received_at
        from row_days r
        -- One index range per day (lateral: the planner cannot tell how few days there are).
        cross join lateral (
          select m.unit_id, m.category_id, m.unserved_reason, m.received_at
          from ${inboundMessages} m
          where m.received_at >= (r.day::timestamp at time zone 'America/Sao_Paulo')
            -- the last day is open-ended: a request stamped after today's midnight still counts
            and m.received_at < (case when r.day = ${filter.today}::date then 'infinity'::timestamptz
                                      else (r.day + 1)::timestamp at time zone 'America/Sao_Paulo' end)
            and ${UNMET_REQUEST} and ${UNMET_UNSERVED} ${unit(sql`m.unit_id`)}
          offset 0 -- keeps the subquery a per-day scan (not flattened into one scan of the period)
        ) m
      ),
      grouped as (
        select unit_id, category_id, reason, sum(requests) as requests, max(last_request_at) as last_request_at
        from parts group by unit_id, category_id, reason
      ),
      reasoned as (
        select g.unit_id, g.category_id, g.requests, g.last_request_at,
               coalesce(g.reason, case when ${hasCompany} then 'no_balance' else 'no_company' end) as reason
        from grouped g
      )
      select r.unit_id, r.category_id, r.requests::int as requests,
             ${epochMs(sql`r.last_request_at`)} as last_request_at, r.reason
      from reasoned r`,
  );
  // The rest in JavaScript (24,500 groups for a year of the network): merging a recorded reason with
  // the same reason derived, the names, the order. In SQL it was a second sort and group of every
  // group, about a third of the statement's time.
  const [unitNames, categoryNames] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`select id, name from ${franchiseUnits}`),
    queryRows<{ id: number; name: string }>(db, sql`select id, name from ${categories}`),
  ]);
  const unitName = new Map(unitNames.map((u) => [u.id, u.name]));
  const categoryName = new Map(categoryNames.map((c) => [c.id, c.name]));
  const merged = new Map<string, UnmetDemandDbRow>();
  for (const g of groups) {
    const name = unitName.get(g.unit_id);
    if (name === undefined) continue; // as the inner join with the units did
    const key = `${g.unit_id}:${g.category_id ?? ''}:${g.reason}`;
    const row = merged.get(key);
    if (row) {
      row.requests += Number(g.requests);
      if (g.last_request_at > row.last_request_at) row.last_request_at = g.last_request_at;
      continue;
    }
    merged.set(key, {
      unit_id: g.unit_id,
      unit_name: name,
      category_id: g.category_id,
      category_name:
        g.category_id === null
          ? UNMET_DEMAND_NO_CATEGORY
          : (categoryName.get(g.category_id) ?? UNMET_DEMAND_NO_CATEGORY),
      requests: Number(g.requests),
      last_request_at: g.last_request_at,
      reason: g.reason,
    });
  }
  // requests desc, last request desc, unit, category (none last).
  return [...merged.values()].sort(
    (a, b) =>
      b.requests - a.requests ||
      b.last_request_at - a.last_request_at ||
      a.unit_id - b.unit_id ||
      (a.category_id ?? Number.MAX_SAFE_INTEGER) - (b.category_id ?? Number.MAX_SAFE_INTEGER),
  );
}
