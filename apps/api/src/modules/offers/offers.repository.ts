import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { LOW_RATING_BELOW, LOW_RATING_MIN_COUNT } from '@tenho/domain/ratings/ratings.schemas';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { categories, userCategories } from '../../db/schema/categories.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { inboundMessages, whatsappContacts } from '../../db/schema/messages.ts';
import { offers, type OfferRow } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { profilePhones, profiles } from '../../db/schema/profiles.ts';
import { offerRatings } from '../../db/schema/ratings.ts';
import { users } from '../../db/schema/users.ts';
import { wallets } from '../../db/schema/wallet.ts';
import { companyNameSql, companyPhoneSql } from '../../db/company-sql.ts';

const addressSql = sql<string | null>`nullif(concat_ws(', ',
  nullif(concat_ws(', ', ${profiles.street}, ${profiles.number}), ''),
  ${profiles.complement}, ${profiles.district},
  nullif(concat_ws(' - ', ${profiles.city}, ${profiles.state}), '')), '')`;

export type Candidate = { id: number; name: string; phone: string | null };

/**
 * Who may be offered a request (architecture §5.10): active CLIENTs of the unit that chose the
 * category and whose balance covers the credit value, least recently offered first (fair rotation).
 *
 * A turn is one routing moment: companies whose latest offer was made at the same instant were
 * offered together. Inside a turn, a company with at least LOW_RATING_MIN_COUNT ratings averaging
 * below 'Regular' comes after the others (issue 24); across turns the rotation alone decides.
 */
export async function selectCandidates(
  db: Database,
  filter: {
    unitId: number;
    categoryId: number;
    minBalanceCents: number;
    limit: number;
    messageIds: number[];
    /** Issue 32: companies kept out by their own choices now (paused, closed, at their cap). */
    excludeCompanyIds?: readonly number[];
  },
): Promise<Candidate[]> {
  const many = await selectCandidatesForGroups(db, {
    groups: [
      {
        key: 'one',
        unitId: filter.unitId,
        categoryId: filter.categoryId,
        limit: filter.limit,
        messageIds: filter.messageIds,
      },
    ],
    minBalanceCents: filter.minBalanceCents,
    excludeCompanyIds: filter.excludeCompanyIds ?? [],
  });
  return many.get('one') ?? [];
}

/**
 * `selectCandidates` for several units and categories in one statement (a routing batch): for each
 * group, its candidates in rotation order, at most `limit`, none already offered one of the group's
 * `messageIds`. The excluded companies are those of every group (a company's own choices do not
 * depend on the request).
 */
export async function selectCandidatesForGroups(
  db: Database,
  input: {
    groups: readonly {
      key: string;
      unitId: number;
      categoryId: number;
      limit: number;
      messageIds: readonly number[];
    }[];
    minBalanceCents: number;
    excludeCompanyIds: readonly number[];
  },
): Promise<Map<string, Candidate[]>> {
  const out = new Map<string, Candidate[]>();
  if (input.groups.length === 0) return out;
  const groups = JSON.stringify(
    input.groups.map((g) => ({
      key: g.key,
      unit_id: g.unitId,
      category_id: g.categoryId,
      lim: g.limit,
      message_ids: `{${g.messageIds.join(',')}}`,
    })),
  );
  const excluded = `{${[...new Set(input.excludeCompanyIds)].join(',')}}`;
  // The company's latest offer: when it was made (the turn) and its id (ids grow with time, and
  // keep the order of a turn's offers); the (company_id, offered_at) index finds it in one step.
  const lastOfferedAt = sql`(select o.offered_at from ${offers} o where o.company_id = ${users.id} order by o.offered_at desc, o.id desc limit 1)`;
  const lastOffered = sql`(select o.id from ${offers} o where o.company_id = ${users.id} order by o.offered_at desc, o.id desc limit 1)`;
  const lowRated = sql`(select count(*) >= ${LOW_RATING_MIN_COUNT} and avg(r.score) < ${LOW_RATING_BELOW}
    from ${offerRatings} r where r.company_id = ${users.id} and r.score is not null)`;
  const rows = await queryRows<{ key: string; id: number; name: string; phone: string | null }>(
    db,
    sql`select g.key, c.id, c.name, c.phone
        from jsonb_to_recordset(${groups}::jsonb)
               as g(key text, unit_id int, category_id int, lim int, message_ids text)
        cross join lateral (
          select ${users.id} as id, ${companyNameSql} as name, ${companyPhoneSql} as phone
          from ${users}
          join ${userCategories}
            on ${userCategories.userId} = ${users.id} and ${userCategories.categoryId} = g.category_id
          left join ${wallets} on ${wallets.clientId} = ${users.id}
          left join ${profiles} on ${profiles.userId} = ${users.id}
          where ${users.role} = 'CLIENT' and ${users.isActive} and ${users.unitId} = g.unit_id
            and coalesce(${wallets.balanceCents}, 0) >= ${input.minBalanceCents}
            and ${users.id} <> all(${excluded}::int[])
            -- Re-routing a request never offers it twice to the same company.
            and not exists (select 1 from ${offers} f
                            where f.message_id = any(g.message_ids::int[]) and f.company_id = ${users.id})
          order by ${lastOfferedAt} asc nulls first, ${lowRated} asc, ${lastOffered} asc nulls first,
                   ${users.id} asc
          limit g.lim
        ) c`,
  );
  for (const row of rows) {
    const list = out.get(row.key) ?? [];
    list.push({ id: Number(row.id), name: row.name, phone: row.phone });
    out.set(row.key, list);
  }
  return out;
}

/** Whether an active company of the unit chose the category, whatever its balance. */
export async function anyCompanyWithCategory(db: Database, unitId: number, categoryId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      userCategories,
      and(eq(userCategories.userId, users.id), eq(userCategories.categoryId, categoryId)),
    )
    .where(and(eq(users.role, 'CLIENT'), eq(users.isActive, true), eq(users.unitId, unitId)))
    .limit(1);
  return Boolean(row);
}

/** What WhatsApp told us about numbers: the id it uses, and when the person last wrote. */
export async function findContacts(
  db: Database,
  numbers: readonly string[],
): Promise<Map<string, { waId: string; lastInboundAt: Date | null }>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({
      number: whatsappContacts.number,
      waId: whatsappContacts.waId,
      lastInboundAt: whatsappContacts.lastInboundAt,
    })
    .from(whatsappContacts)
    .where(inArray(whatsappContacts.number, [...numbers]));
  return new Map(rows.map((r) => [r.number, { waId: r.waId, lastInboundAt: r.lastInboundAt }]));
}

export type NewOffer = {
  messageId: number;
  companyId: number;
  unitId: number | null;
  categoryId: number;
  offeredAt: Date;
  expiresAt: Date;
};

/** Many offers in one statement (one JSON parameter: cheap to build for a routing batch). */
export async function insertOffers(
  db: Database,
  values: NewOffer[],
): Promise<{ id: number; messageId: number; companyId: number }[]> {
  if (values.length === 0) return [];
  const rows = values.map((v) => ({
    message_id: v.messageId,
    company_id: v.companyId,
    unit_id: v.unitId,
    category_id: v.categoryId,
    offered_at: v.offeredAt.toISOString(),
    expires_at: v.expiresAt.toISOString(),
  }));
  const result = (await db.execute(sql`
    insert into ${offers} (message_id, company_id, unit_id, category_id, offered_at, expires_at)
    select message_id, company_id, unit_id, category_id, offered_at, expires_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(message_id int, company_id int, unit_id int,
      category_id int, offered_at timestamptz, expires_at timestamptz)
    returning id, message_id as "messageId", company_id as "companyId"`)) as unknown as {
    rows: { id: number; messageId: number; companyId: number }[];
  };
  return result.rows;
}

/** CLIENT companies whose profile holds one of these national numbers (a company writing to us). */
export async function findCompaniesByPhones(db: Database, phones: readonly string[]) {
  if (phones.length === 0) return [];
  return db
    .selectDistinct({ id: users.id, unitId: users.unitId, isActive: users.isActive })
    .from(profilePhones)
    .innerJoin(profiles, eq(profiles.id, profilePhones.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(inArray(profilePhones.phone, [...phones]), eq(users.role, 'CLIENT')));
}

/** Everything an answer needs, with the offer row locked until the end of the transaction. */
export async function lockOfferContext(db: Database, offerId: number) {
  const [row] = await db
    .select({
      offer: offers,
      category: categories.name,
      consumerWaId: inboundMessages.fromWaId,
      consumerName: inboundMessages.senderName,
      content: inboundMessages.content,
      receivedOn: inboundMessages.phoneNumberId,
      companyName: companyNameSql,
      companyPhone: companyPhoneSql,
      companyAddress: addressSql,
      unitPhoneNumberId: franchiseUnits.whatsappPhoneNumberId,
    })
    .from(offers)
    .innerJoin(inboundMessages, eq(inboundMessages.id, offers.messageId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(users, eq(users.id, offers.companyId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, offers.unitId))
    .where(eq(offers.id, offerId))
    .for('update', { of: offers });
  return row ?? null;
}

export type OfferContext = NonNullable<Awaited<ReturnType<typeof lockOfferContext>>>;

export async function updateOffer(db: Database, id: number, values: Partial<typeof offers.$inferInsert>) {
  const [row] = await db.update(offers).set(values).where(eq(offers.id, id)).returning();
  return row!;
}

/** The offer a reply button or quote belongs to, if it is one of these companies'. */
export async function findOfferOfCompanies(db: Database, offerId: number, companyIds: readonly number[]) {
  if (companyIds.length === 0) return null;
  const [row] = await db
    .select({ id: offers.id, companyId: offers.companyId })
    .from(offers)
    .where(and(eq(offers.id, offerId), inArray(offers.companyId, [...companyIds])));
  return row ?? null;
}

/** The offer whose alert a message quotes (`context.id`). */
export async function findOfferByAlertWamid(db: Database, wamid: string, companyIds: readonly number[]) {
  if (companyIds.length === 0) return null;
  const [row] = await db
    .select({ id: offers.id, companyId: offers.companyId })
    .from(outboundMessages)
    .innerJoin(offers, eq(offers.id, outboundMessages.offerId))
    .where(
      and(
        eq(outboundMessages.wamid, wamid),
        eq(outboundMessages.purpose, 'LEAD_ALERT'),
        inArray(offers.companyId, [...companyIds]),
      ),
    );
  return row ?? null;
}

/** A typed answer without a quote applies to the company's oldest pending offer. */
export async function findOldestPendingOffer(db: Database, companyIds: readonly number[]) {
  if (companyIds.length === 0) return null;
  const [row] = await db
    .select({ id: offers.id, companyId: offers.companyId })
    .from(offers)
    .where(and(inArray(offers.companyId, [...companyIds]), eq(offers.status, 'PENDING')))
    .orderBy(asc(offers.offeredAt), asc(offers.id))
    .limit(1);
  return row ?? null;
}

/** Pending offers past their deadline become EXPIRED (at most `limit` per call); answers them. */
export async function expireDueOffers(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ id: number; companyId: number }[]> {
  const due = db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, 'PENDING'), lte(offers.expiresAt, now)))
    .limit(limit);
  const rows = await db
    .update(offers)
    .set({ status: 'EXPIRED' })
    .where(and(inArray(offers.id, due), eq(offers.status, 'PENDING')))
    .returning({ id: offers.id, companyId: offers.companyId });
  return rows;
}

export async function findOffer(db: Database, id: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row ?? null;
}
