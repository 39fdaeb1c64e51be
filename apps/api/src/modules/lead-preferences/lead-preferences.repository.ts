import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotOfferedReason, ResponseTime } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { RESPONSE_FAST_SECONDS } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import type { Database } from '../../db/client.ts';
import { companyNameSql, companyPhoneSql } from '../../db/company-sql.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import {
  companyLeadPreferences,
  requestNotOffered,
  type CompanyLeadPreferencesRow,
} from '../../db/schema/lead-preferences.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { settings, STORED_DEFAULTS } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { queryRows } from '../../lib/query-rows.ts';

export type PreferencesRow = CompanyLeadPreferencesRow;

export async function findPreferences(db: Database, companyId: number): Promise<PreferencesRow | null> {
  const [row] = await db
    .select()
    .from(companyLeadPreferences)
    .where(eq(companyLeadPreferences.companyId, companyId));
  return row ?? null;
}

export async function findManyPreferences(
  db: Database,
  companyIds: readonly number[],
): Promise<Map<number, PreferencesRow>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(companyLeadPreferences)
    .where(inArray(companyLeadPreferences.companyId, [...companyIds]));
  return new Map(rows.map((r) => [r.companyId, r]));
}

/** The company's row, locked until the end of the transaction (the spend-cap check of a TENHO). */
export async function lockPreferences(tx: Database, companyId: number): Promise<PreferencesRow | null> {
  const [row] = await tx
    .select()
    .from(companyLeadPreferences)
    .where(eq(companyLeadPreferences.companyId, companyId))
    .for('update');
  return row ?? null;
}

/** Creates the company's row with the defaults when it has none. */
export async function ensurePreferences(tx: Database, companyId: number): Promise<void> {
  await tx.insert(companyLeadPreferences).values({ companyId }).onConflictDoNothing();
}

/**
 * Bumps the version, checking the one the client read (If-Match) in the same statement, and locks
 * the row. Null when the row moved on since it was read.
 */
export async function claimPreferencesVersion(
  tx: Database,
  companyId: number,
  expected: number | undefined,
): Promise<number | null> {
  const [row] = await tx
    .update(companyLeadPreferences)
    .set({ version: sql`${companyLeadPreferences.version} + 1` })
    .where(
      and(
        eq(companyLeadPreferences.companyId, companyId),
        expected === undefined ? undefined : eq(companyLeadPreferences.version, expected),
      ),
    )
    .returning({ version: companyLeadPreferences.version });
  return row?.version ?? null;
}

export async function updatePreferences(
  tx: Database,
  companyId: number,
  values: Partial<Omit<typeof companyLeadPreferences.$inferInsert, 'companyId' | 'version'>>,
  at: Date,
): Promise<PreferencesRow> {
  const [row] = await tx
    .update(companyLeadPreferences)
    .set({ ...values, updatedAt: at })
    .where(eq(companyLeadPreferences.companyId, companyId))
    .returning();
  return row!;
}

/**
 * Lead charges minus refunds of each company in its own window [from, to): the DEBITs and REFUNDs
 * of offers in its wallet's ledger.
 */
export async function spentInWindows(
  db: Database,
  windows: readonly { companyId: number; from: Date; to: Date }[],
): Promise<Map<number, number>> {
  if (windows.length === 0) return new Map();
  const input = JSON.stringify(
    windows.map((w) => ({
      company_id: w.companyId,
      from_at: w.from.toISOString(),
      to_at: w.to.toISOString(),
    })),
  );
  const rows = await queryRows<{ company_id: number; spent: string | number }>(
    db,
    sql`select w.company_id,
          coalesce(sum(case t.type when 'DEBIT' then t.amount_cents when 'REFUND' then -t.amount_cents else 0 end), 0) as spent
        from jsonb_to_recordset(${input}::jsonb) as w(company_id int, from_at timestamptz, to_at timestamptz)
        join wallets wa on wa.client_id = w.company_id
        join wallet_transactions t on t.wallet_id = wa.id
          and t.reference_kind = 'OFFER' and t.type in ('DEBIT', 'REFUND')
          and t.created_at >= w.from_at and t.created_at < w.to_at
        group by w.company_id`,
  );
  return new Map(rows.map((r) => [Number(r.company_id), Number(r.spent)]));
}

/**
 * Response time of each company over the offers made since `since`: the median seconds from the
 * alert (the offer) to the answer, and the share answered within 15 minutes. An offer still open
 * and younger than 15 minutes is left out of the share: it may still be answered in time.
 */
export async function responseTimes(
  db: Database,
  companyIds: readonly number[],
  since: Date,
  now: Date,
): Promise<Map<number, ResponseTime>> {
  if (companyIds.length === 0) return new Map();
  const fastBefore = new Date(now.getTime() - RESPONSE_FAST_SECONDS * 1000);
  const rows = await queryRows<{
    company_id: number;
    median: number | string | null;
    fast: number | string | null;
  }>(
    db,
    sql`select o.company_id,
          percentile_cont(0.5) within group (order by extract(epoch from o.responded_at - o.offered_at))
            filter (where o.responded_at is not null) as median,
          (count(*) filter (where o.responded_at is not null
              and o.responded_at - o.offered_at <= make_interval(secs => ${RESPONSE_FAST_SECONDS})))::float8
            / nullif(count(*) filter (where o.status <> 'PENDING' or o.offered_at <= ${fastBefore.toISOString()}::timestamptz), 0) as fast
        from ${offers} o
        where ${inArray(sql`o.company_id`, [...companyIds])} and o.offered_at >= ${since.toISOString()}::timestamptz
        group by o.company_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.company_id),
      {
        median_seconds: r.median === null ? null : Math.round(Number(r.median)),
        answered_in_15_min: r.fast === null ? null : Math.round(Number(r.fast) * 1000) / 1000,
      },
    ]),
  );
}

/** The statuses of the company's latest closed offers (not PENDING), newest first. */
export async function latestClosedOfferStatuses(
  db: Database,
  companyId: number,
  since: Date | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ status: offers.status })
    .from(offers)
    .where(
      and(
        eq(offers.companyId, companyId),
        sql`${offers.status} <> 'PENDING'`,
        since ? sql`${offers.offeredAt} > ${since.toISOString()}::timestamptz` : undefined,
      ),
    )
    .orderBy(sql`${offers.offeredAt} desc`, sql`${offers.id} desc`)
    .limit(limit);
  return rows.map((r) => r.status);
}

/**
 * Records why companies were left out of requests; a later routing of a request updates the reason.
 * One JSON parameter whatever the batch (a routing batch × a large category stays one statement).
 */
export async function insertNotOffered(
  tx: Database,
  rows: readonly { messageId: number; companyId: number; reason: NotOfferedReason }[],
): Promise<void> {
  if (rows.length === 0) return;
  const input = JSON.stringify(
    rows.map((r) => ({ message_id: r.messageId, company_id: r.companyId, reason: r.reason })),
  );
  await tx.execute(sql`
    insert into ${requestNotOffered} (message_id, company_id, reason)
    select message_id, company_id, reason
    from jsonb_to_recordset(${input}::jsonb) as v(message_id int, company_id int, reason text)
    on conflict (message_id, company_id) do update set reason = excluded.reason`);
}

/** The companies already offered these requests ('messageId:companyId'), before a new routing. */
export async function offeredPairs(tx: Database, messageIds: readonly number[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await tx
    .select({ messageId: offers.messageId, companyId: offers.companyId })
    .from(offers)
    .where(inArray(offers.messageId, [...messageIds]));
  return new Set(rows.map((r) => `${r.messageId}:${r.companyId}`));
}

export async function findNotOffered(db: Database, messageId: number) {
  return db
    .select({
      companyId: requestNotOffered.companyId,
      name: companyNameSql,
      reason: requestNotOffered.reason,
    })
    .from(requestNotOffered)
    .innerJoin(users, eq(users.id, requestNotOffered.companyId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(requestNotOffered.messageId, messageId),
        // A company offered the request later (a new category chosen by hand) was offered after all.
        sql`not exists (select 1 from ${offers} o where o.message_id = ${requestNotOffered.messageId}
          and o.company_id = ${requestNotOffered.companyId})`,
      ),
    )
    .orderBy(requestNotOffered.companyId);
}

/** The user the preferences belong to, with what scoping needs (null when missing or deleted). */
export async function findCompanyTarget(db: Database, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, unit_id: users.unitId, parent_id: users.parentId })
    .from(users)
    .where(and(eq(users.id, id), sql`${users.deletedAt} is null`));
  return row ?? null;
}

/** The credit value a TENHO costs now (settings; the default when never changed). */
export async function readCreditValueCents(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'creditValueCents'));
  const value = Number(row?.value);
  return Number.isFinite(value) && value > 0 ? value : STORED_DEFAULTS.creditValueCents;
}

/**
 * Where a notice to a company goes: its WhatsApp number (from its profile) and the business
 * number it is written from (its unit's, else the one its latest offer's request came in on).
 */
export async function findCompanyContact(db: Database, companyId: number) {
  const [row] = await db
    .select({
      unitId: users.unitId,
      phone: companyPhoneSql,
      unitPhoneNumberId: franchiseUnits.whatsappPhoneNumberId,
      lastReceivedOn: sql<string | null>`(select m.phone_number_id from ${offers} o
        join ${inboundMessages} m on m.id = o.message_id
        where o.company_id = ${users.id} order by o.offered_at desc, o.id desc limit 1)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, users.unitId))
    .where(eq(users.id, companyId));
  return row ?? null;
}
