import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { inboundMessages, whatsappContacts, type InboundMessageRow } from '../../db/schema/messages.ts';

/** The messages without their raw delivery (the routing never needs it). */
export type InboundForRouting = Omit<InboundMessageRow, 'raw'>;

const { raw: _raw, ...routingColumns } = getTableColumns(inboundMessages);

/** The messages of a batch, oldest first (a batch is routed in the order the requests came in). */
export async function findManyInbound(db: Database, ids: readonly number[]): Promise<InboundForRouting[]> {
  if (ids.length === 0) return [];
  return db
    .select(routingColumns)
    .from(inboundMessages)
    .where(inArray(inboundMessages.id, [...ids]))
    .orderBy(inboundMessages.id);
}

/**
 * Remembers, for each sender, the id WhatsApp uses for it, its profile name and when it last wrote
 * (the 24-hour window). One row per number, in a fixed order (concurrent batches never deadlock).
 */
export async function touchContacts(db: Database, messages: readonly InboundForRouting[]): Promise<void> {
  const latest = new Map<string, InboundForRouting>();
  for (const message of messages) {
    const seen = latest.get(message.fromNumber);
    if (!seen || seen.sentAt < message.sentAt) latest.set(message.fromNumber, message);
  }
  if (latest.size === 0) return;
  await db
    .insert(whatsappContacts)
    .values(
      [...latest.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([number, m]) => ({
          number,
          waId: m.fromWaId,
          profileName: m.senderName,
          lastInboundAt: m.sentAt,
        })),
    )
    .onConflictDoUpdate({
      target: whatsappContacts.number,
      set: {
        waId: sql`excluded.wa_id`,
        profileName: sql`coalesce(excluded.profile_name, ${whatsappContacts.profileName})`,
        lastInboundAt: sql`greatest(${whatsappContacts.lastInboundAt}, excluded.last_inbound_at)`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The messages, locked, that still wait to be processed. A message another worker is processing is
 * waited for, then left out once it is processed (a duplicate job finds nothing to do).
 */
export async function lockManyUnprocessed(db: Database, ids: readonly number[]): Promise<{ id: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: inboundMessages.id })
    .from(inboundMessages)
    .where(and(inArray(inboundMessages.id, [...ids]), eq(inboundMessages.state, 'RECEIVED')))
    .orderBy(inboundMessages.id)
    .for('update');
}

export type ProcessedValues = {
  id: number;
  kind: 'REQUEST' | 'ANSWER';
  outcome: NonNullable<InboundMessageRow['outcome']>;
  unitId: number | null;
  companyId: number | null;
  categoryId: number | null;
  categoryConfidence: number | null;
  categorySource: InboundMessageRow['categorySource'];
  /** Why a request reached nobody (outcome NO_COMPANY); null otherwise. */
  unservedReason?: InboundMessageRow['unservedReason'];
};

/** Marks several messages processed with their outcomes, in one statement. */
export async function markManyProcessed(db: Database, rows: ProcessedValues[], at: Date): Promise<void> {
  if (rows.length === 0) return;
  const values = JSON.stringify(rows);
  await db.execute(sql`
    update ${inboundMessages} set
      state = 'PROCESSED',
      kind = v.kind,
      outcome = v.outcome,
      unit_id = v."unitId",
      company_id = v."companyId",
      category_id = v."categoryId",
      category_confidence = v."categoryConfidence",
      category_source = v."categorySource",
      unserved_reason = v."unservedReason",
      processed_at = ${at}
    from jsonb_to_recordset(${values}::jsonb) as v(
      id int, kind text, outcome text, "unitId" int, "companyId" int, "categoryId" int,
      "categoryConfidence" real, "categorySource" text, "unservedReason" text)
    where ${inboundMessages.id} = v.id`);
}

/** The message, locked, if it still waits to be processed (a second job for it finds nothing). */
export async function lockUnprocessed(db: Database, id: number): Promise<InboundForRouting | null> {
  const [row] = await db
    .select(routingColumns)
    .from(inboundMessages)
    .where(and(eq(inboundMessages.id, id), eq(inboundMessages.state, 'RECEIVED')))
    .for('update');
  return row ?? null;
}

/** The message, locked until the end of the transaction, whatever its state. */
export async function lockMessage(db: Database, id: number): Promise<InboundForRouting | null> {
  const [row] = await db
    .select(routingColumns)
    .from(inboundMessages)
    .where(eq(inboundMessages.id, id))
    .for('update');
  return row ?? null;
}

export async function markProcessed(
  db: Database,
  id: number,
  values: Pick<
    typeof inboundMessages.$inferInsert,
    'kind' | 'outcome' | 'unitId' | 'companyId' | 'categoryId' | 'categoryConfidence' | 'categorySource'
  > & { processedAt: Date },
): Promise<void> {
  await db
    .update(inboundMessages)
    .set({ ...values, state: 'PROCESSED' })
    .where(eq(inboundMessages.id, id));
}

export type RoutingUnit = { id: number; whatsappPhoneNumberId: string | null };

export async function findActiveUnitByPhoneNumberId(
  db: Database,
  phoneNumberId: string,
): Promise<RoutingUnit | null> {
  const [row] = await db
    .select({ id: franchiseUnits.id, whatsappPhoneNumberId: franchiseUnits.whatsappPhoneNumberId })
    .from(franchiseUnits)
    .where(and(eq(franchiseUnits.whatsappPhoneNumberId, phoneNumberId), eq(franchiseUnits.isActive, true)));
  return row ?? null;
}

export async function findActiveUnitById(db: Database, id: number): Promise<RoutingUnit | null> {
  const [row] = await db
    .select({ id: franchiseUnits.id, whatsappPhoneNumberId: franchiseUnits.whatsappPhoneNumberId })
    .from(franchiseUnits)
    .where(and(eq(franchiseUnits.id, id), eq(franchiseUnits.isActive, true)));
  return row ?? null;
}
