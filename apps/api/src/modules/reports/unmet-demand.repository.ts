import { sql } from 'drizzle-orm';
import { UNMET_DEMAND_NO_CATEGORY, type UnservedReason } from '@tenho/domain/reports/unmet-demand.schemas';
import type { Database } from '../../db/client.ts';
import { categories, userCategories } from '../../db/schema/categories.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { users } from '../../db/schema/users.ts';
import { queryRows } from '../../lib/query-rows.ts';

export type UnmetDemandDbRow = {
  unit_id: number;
  unit_name: string;
  category_id: number | null;
  category_name: string;
  requests: number;
  last_request_at: Date | string;
  reason: UnservedReason;
};

/**
 * Requests received since `from` (a Brasília calendar day) that were categorised, belong to a unit
 * and were offered to nobody, grouped by unit, category and reason. The router records the reason;
 * for requests stored before it did, the reason is derived from today's companies.
 */
export async function unmetDemandRows(
  db: Database,
  filter: { from: string; unitId: number | null },
): Promise<UnmetDemandDbRow[]> {
  const m = inboundMessages;
  const hasCompany = sql`exists (select 1 from ${users} u join ${userCategories} uc on uc.user_id = u.id
    where u.role = 'CLIENT' and u.is_active and u.unit_id = ${m.unitId} and uc.category_id = ${m.categoryId})`;
  const rows = await queryRows<UnmetDemandDbRow>(
    db,
    sql`
      select r.unit_id, fu.name as unit_name, r.category_id,
             coalesce(c.name, ${UNMET_DEMAND_NO_CATEGORY}) as category_name,
             count(*)::int as requests, max(r.received_at) as last_request_at, r.reason
      from (
        select ${m.unitId} as unit_id, ${m.categoryId} as category_id, ${m.receivedAt} as received_at,
               coalesce(${m.unservedReason},
                 case when ${hasCompany} then 'no_balance' else 'no_company' end) as reason
        from ${m}
        where ${m.kind} = 'REQUEST'
          and ${m.receivedAt} >= (${filter.from}::date::timestamp at time zone 'America/Sao_Paulo')
          and ${m.unitId} is not null
          ${filter.unitId === null ? sql`` : sql`and ${m.unitId} = ${filter.unitId}`}
          and (
            (${m.outcome} = 'NO_COMPANY' and ${m.categoryId} is not null
              and not exists (select 1 from ${offers} o where o.message_id = ${m.id}))
            -- Issue 30: demand we could not hear (a text not understood, media without text).
            or ${m.unservedReason} in ('not_understood', 'media_without_text'))
      ) r
      join ${franchiseUnits} fu on fu.id = r.unit_id
      left join ${categories} c on c.id = r.category_id
      group by r.unit_id, fu.name, r.category_id, c.name, r.reason
      order by requests desc, last_request_at desc, r.unit_id, r.category_id nulls last`,
  );
  return rows;
}
