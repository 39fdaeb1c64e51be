import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { offers } from '../../db/schema/offers.ts';
import {
  payInChatRequests,
  type PayInChatRequestRow,
  type PayInChatStatus,
} from '../../db/schema/pay-in-chat.ts';
import { walletTopUps } from '../../db/schema/wallet.ts';

/** One advisory-lock namespace for a company's pay-in-chat requests (issue 32). */
const LOCK_NAMESPACE = 32_001;

/** Serialises one company's pay-in-chat bookkeeping until the end of the transaction. */
export async function lockCompany(tx: Database, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${companyId})`);
}

export async function findRequest(
  db: Database,
  id: number,
  { lock = false } = {},
): Promise<PayInChatRequestRow | null> {
  const query = db.select().from(payInChatRequests).where(eq(payInChatRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The offer's request still waiting for its Pix (at most one). */
export async function findOpenRequestOfOffer(db: Database, offerId: number) {
  const [row] = await db
    .select()
    .from(payInChatRequests)
    .where(and(eq(payInChatRequests.offerId, offerId), eq(payInChatRequests.status, 'PENDING')))
    .for('update');
  return row ?? null;
}

export type NewRequest = Pick<
  PayInChatRequestRow,
  'offerId' | 'companyId' | 'topUpId' | 'answerMessageId' | 'replyWaId' | 'replyPhoneNumberId' | 'creditCents'
>;

export async function insertRequest(db: Database, values: NewRequest): Promise<PayInChatRequestRow> {
  const [row] = await db.insert(payInChatRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  db: Database,
  id: number,
  values: Partial<
    Pick<PayInChatRequestRow, 'topUpId' | 'replyWaId' | 'replyPhoneNumberId' | 'answerMessageId'>
  >,
): Promise<void> {
  await db.update(payInChatRequests).set(values).where(eq(payInChatRequests.id, id));
}

/** Ends a waiting request (only if it still waits); true when this call ended it. */
export async function settleRequest(db: Database, id: number, status: Exclude<PayInChatStatus, 'PENDING'>) {
  const rows = await db
    .update(payInChatRequests)
    .set({ status, settledAt: sql`now()` })
    .where(and(eq(payInChatRequests.id, id), eq(payInChatRequests.status, 'PENDING')))
    .returning({ id: payInChatRequests.id });
  return rows.length > 0;
}

/** What a request needs to know of its top-up. */
export type ChatTopUp = {
  id: number;
  status: string;
  amountCents: number;
  pixCode: string | null;
  pspCharge: boolean;
  expiresAt: Date | null;
};

const topUpColumns = {
  id: walletTopUps.id,
  status: walletTopUps.status,
  amountCents: walletTopUps.amountCents,
  pixCode: walletTopUps.pixCode,
  pspCharge: walletTopUps.pspCharge,
  expiresAt: walletTopUps.expiresAt,
};

export async function findTopUp(db: Database, id: number): Promise<ChatTopUp | null> {
  const [row] = await db.select(topUpColumns).from(walletTopUps).where(eq(walletTopUps.id, id));
  return row ?? null;
}

/** A top-up can still be paid: pending, with a code, and (a PSP charge) not expired. */
export const isPayable = (topUp: ChatTopUp | null, now: Date): topUp is ChatTopUp =>
  topUp !== null &&
  topUp.status === 'PENDING' &&
  topUp.pixCode !== null &&
  (topUp.expiresAt === null || topUp.expiresAt.getTime() > now.getTime());

/** The company's open charge sent in the chat (newest first): a repeated TENHO reuses it. */
export async function findOpenChatTopUp(
  db: Database,
  companyId: number,
  now: Date,
): Promise<ChatTopUp | null> {
  const [row] = await db
    .select(topUpColumns)
    .from(payInChatRequests)
    .innerJoin(walletTopUps, eq(walletTopUps.id, payInChatRequests.topUpId))
    .where(
      and(
        eq(payInChatRequests.companyId, companyId),
        eq(walletTopUps.status, 'PENDING'),
        sql`${walletTopUps.pixCode} is not null`,
        or(isNull(walletTopUps.expiresAt), gt(walletTopUps.expiresAt, now)),
      ),
    )
    .orderBy(desc(walletTopUps.id))
    .limit(1);
  return row ?? null;
}

/** The amount of the company's last confirmed top-up (its usual top-up), if any. */
export async function lastConfirmedTopUpCents(db: Database, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ amountCents: walletTopUps.amountCents })
    .from(walletTopUps)
    .where(and(eq(walletTopUps.clientId, companyId), eq(walletTopUps.status, 'CONFIRMED')))
    .orderBy(desc(walletTopUps.confirmedAt), desc(walletTopUps.id))
    .limit(1);
  return row?.amountCents ?? null;
}

/** The company's waiting requests without a top-up yet: the charge just made pays them too. */
export async function attachWaitingRequests(db: Database, companyId: number, topUpId: number) {
  await db
    .update(payInChatRequests)
    .set({ topUpId })
    .where(
      and(
        eq(payInChatRequests.companyId, companyId),
        eq(payInChatRequests.status, 'PENDING'),
        isNull(payInChatRequests.topUpId),
      ),
    );
}

/** The requests a top-up pays, oldest first. */
export async function listWaitingForTopUp(db: Database, topUpId: number): Promise<{ id: number }[]> {
  return db
    .select({ id: payInChatRequests.id })
    .from(payInChatRequests)
    .where(and(eq(payInChatRequests.topUpId, topUpId), eq(payInChatRequests.status, 'PENDING')))
    .orderBy(asc(payInChatRequests.id));
}

/**
 * The offer as a waiting request sees it, with its category's name; `lock` takes the offer's row
 * first, in the order every TENHO takes its locks (offer, then the rest).
 */
export async function findOfferOfRequest(db: Database, offerId: number, { lock = false } = {}) {
  const query = db
    .select({
      id: offers.id,
      status: offers.status,
      expiresAt: offers.expiresAt,
      unitId: offers.unitId,
      messageId: offers.messageId,
      category: categories.name,
    })
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .where(eq(offers.id, offerId));
  const [row] = lock ? await query.for('update', { of: offers }) : await query;
  return row ?? null;
}
