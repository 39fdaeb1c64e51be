import { and, asc, eq, sql } from 'drizzle-orm';
import { companyNameSql, companyPhoneSql } from '../../db/company-sql.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { ERASED_TEXT } from '@tenho/domain/privacy/privacy.schemas';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';

/** A company that received a consumer's contact (an accepted offer of one of their requests). */
export type ContactRecipient = {
  offerId: number;
  companyId: number;
  companyName: string;
  companyPhone: string | null;
  unitId: number | null;
  unitPhoneNumberId: string | null;
  at: Date;
};

export async function findContactRecipients(db: Database, number: string): Promise<ContactRecipient[]> {
  const rows = await db
    .select({
      offerId: offers.id,
      companyId: offers.companyId,
      companyName: companyNameSql,
      companyPhone: companyPhoneSql,
      unitId: offers.unitId,
      // The unit's number, else the one the consumer wrote to (a unit still on the simulator's number),
      // as the company's alerts are sent (offers.service).
      unitPhoneNumberId: sql<
        string | null
      >`coalesce(${franchiseUnits.whatsappPhoneNumberId}, ${inboundMessages.phoneNumberId})`,
      at: sql<string | Date>`coalesce(${offers.respondedAt}, ${offers.offeredAt})`,
    })
    .from(offers)
    .innerJoin(inboundMessages, eq(inboundMessages.id, offers.messageId))
    .innerJoin(users, eq(users.id, offers.companyId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, offers.unitId))
    .where(and(eq(inboundMessages.fromNumber, number), eq(offers.status, 'ACCEPTED')))
    .orderBy(asc(offers.id));
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}

export type ConsumerFacts = {
  name: string | null;
  requests: number;
  firstAt: Date | null;
  lastAt: Date | null;
  ratings: number;
  lastUnitId: number | null;
  lastPhoneNumberId: string | null;
};

export async function findConsumerFacts(db: Database, number: string): Promise<ConsumerFacts> {
  const [row] = await queryRows<{
    name: string | null;
    requests: number;
    first_at: string | Date | null;
    last_at: string | Date | null;
    ratings: number;
    last_unit_id: number | null;
    last_phone_number_id: string | null;
  }>(
    db,
    sql`select
          (select sender_name from inbound_messages where from_number = ${number} and sender_name is not null
            order by received_at desc, id desc limit 1) as name,
          (select count(*)::int from inbound_messages where from_number = ${number} and kind = 'REQUEST') as requests,
          (select min(received_at) from inbound_messages where from_number = ${number} and kind = 'REQUEST') as first_at,
          (select max(received_at) from inbound_messages where from_number = ${number} and kind = 'REQUEST') as last_at,
          (select count(*)::int from offer_ratings where consumer_number = ${number} and score is not null) as ratings,
          (select unit_id from inbound_messages where from_number = ${number} and unit_id is not null
            order by received_at desc, id desc limit 1) as last_unit_id,
          (select phone_number_id from inbound_messages where from_number = ${number}
            order by received_at desc, id desc limit 1) as last_phone_number_id`,
  );
  return {
    name: row?.name ?? null,
    requests: Number(row?.requests ?? 0),
    firstAt: row?.first_at ? new Date(row.first_at) : null,
    lastAt: row?.last_at ? new Date(row.last_at) : null,
    ratings: Number(row?.ratings ?? 0),
    lastUnitId: row?.last_unit_id ?? null,
    lastPhoneNumberId: row?.last_phone_number_id ?? null,
  };
}

/** Whether the number wrote to this unit at least once (ADMIN scoping). */
export async function numberKnownInUnit(db: Database, number: string, unitId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from inbound_messages where from_number = ${number} and unit_id = ${unitId} limit 1`,
  );
  return rows.length > 0;
}

/**
 * Replaces the consumer everywhere they appear by `subject` (their pseudonym) and their free text
 * by ERASED_TEXT; ids, counts, categories, units, dates, offers, charges and disputes stay.
 * Returns how many of their messages were touched.
 */
/** `number` is the stored form (normalizeWaId): every table keys the consumer by it (indexed). */
export async function pseudonymiseConsumer(db: Database, number: string, subject: string) {
  const erased = ERASED_TEXT;
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`update inbound_messages set from_number = ${subject}, from_wa_id = ${subject}, sender_name = null,
            content = case when content = '' then '' else ${erased} end,
            transcript = case when transcript is null then null else ${erased} end,
            raw = null
          where from_number = ${number}
          returning id`,
    )
  ).map((r) => r.id);
  // What we wrote to them, and what companies received about their requests (alerts, contact).
  await db.execute(sql`
    update outbound_messages set to_number = ${subject}, to_wa_id = ${subject}, body = ${erased},
      payload = '{}'::jsonb, error_message = null
    where to_number = ${number}`);
  if (ids.length > 0) {
    await db.execute(sql`
      update outbound_messages set body = ${erased}, payload = '{}'::jsonb, error_message = null
      where recipient_kind = 'COMPANY' and (message_id in ${ids}
        or offer_id in (select id from offers where message_id in ${ids}))`);
  }
  await db.execute(sql`
    update offer_ratings set consumer_number = ${subject},
      comment = case when comment is null then null else ${erased} end
    where consumer_number = ${number}`);
  await db.execute(sql`delete from rating_opt_outs where number = ${number}`);
  await db.execute(sql`
    insert into consumer_notices (number, notified_at)
    select ${subject}, notified_at from consumer_notices where number = ${number}
    on conflict (number) do nothing`);
  await db.execute(sql`delete from consumer_notices where number = ${number}`);
  await db.execute(sql`delete from whatsapp_contacts where number = ${number}`);
  await db.execute(sql`update privacy_requests set phone = null where phone = ${number}`);
  return ids.length;
}

/** Records the erasure in the ledger (pseudonyms only); false when it was already there. */
export async function recordErasure(
  db: Database,
  subject: string,
  requestId: number | null,
): Promise<boolean> {
  const rows = await queryRows<{ subject: string }>(
    db,
    sql`insert into privacy_erasures (subject, request_id) values (${subject}, ${requestId})
        on conflict (subject) do nothing returning subject`,
  );
  return rows.length > 0;
}

/** Numbers still stored in inbound messages (the restore re-checks each against the ledger). */
export async function storedConsumerNumbers(db: Database, afterNumber: string, limit: number) {
  return (
    await queryRows<{ n: string }>(
      db,
      sql`select distinct from_number as n from inbound_messages
          where from_number > ${afterNumber} and from_number not like 'titular-%'
          order by n limit ${limit}`,
    )
  ).map((r) => r.n);
}

export async function allErasedSubjects(db: Database): Promise<Set<string>> {
  const rows = await queryRows<{ subject: string }>(db, sql`select subject from privacy_erasures`);
  return new Set(rows.map((r) => r.subject));
}

/** The privacy answers already sent to erased consumers: their number goes too (issue 31 point 3). */
export async function scrubSentAnswers(db: Database): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with done as (
          select o.id, o.to_number, o.to_wa_id, m.from_number as subject
          from outbound_messages o join inbound_messages m on m.id = o.message_id
          where o.purpose = 'PRIVACY_ANSWER' and o.status <> 'QUEUED'
            and m.from_number like 'titular-%' and o.to_number <> m.from_number
            -- The same pseudonyms as a range of inbound_messages_from_idx: the erased consumers'
            -- messages are read by index, not the whole table (1 s a minute on the national dataset).
            and m.from_number >= 'titular' and m.from_number < 'titulas'
        ), contacts as (
          delete from whatsapp_contacts
          where number in (select to_number from done) or wa_id in (select to_wa_id from done)
        ), notices as (
          delete from consumer_notices where number in (select to_number from done)
        )
        update outbound_messages o set to_number = done.subject, to_wa_id = done.subject
        from done where o.id = done.id
        returning o.id`,
  );
  return rows.length;
}

/**
 * Consumers whose newest message is older than `cutoff` and none of whose leads has an open
 * dispute (retention, issue 31 point 4), at most `limit`.
 */
export async function expiredConsumerNumbers(db: Database, cutoff: Date, limit: number): Promise<string[]> {
  return (
    await queryRows<{ n: string }>(
      db,
      sql`select m.from_number as n from inbound_messages m
          where m.from_number not like 'titular-%'
          group by m.from_number
          having max(m.received_at) < ${cutoff}
            and not exists (
              select 1 from disputes d
              join offers o on o.id = d.offer_id
              join inbound_messages m2 on m2.id = o.message_id
              where m2.from_number = m.from_number and d.status = 'OPEN')
          order by n limit ${limit}`,
    )
  ).map((r) => r.n);
}

/** Deletes up to `limit` audit entries older than `cutoff`; returns how many went. */
export async function deleteAuditBefore(db: Database, cutoff: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from audit_log where id in (
          select id from audit_log where created_at < ${cutoff} order by id limit ${limit})
        returning id`,
  );
  return rows.length;
}

/** When the retention job last ran (a settings row of its own, read by Configurações). */
export async function recordRetentionRun(db: Database, at: Date): Promise<void> {
  await db.execute(sql`
    insert into settings (key, value) values ('privacyRetentionLastRunAt', ${JSON.stringify(at.toISOString())}::jsonb)
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}
