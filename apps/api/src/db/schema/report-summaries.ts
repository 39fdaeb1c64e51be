import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { requiredReference, timestampNow, timestampTz } from './columns.ts';
import { outboundMessages } from './outbound.ts';
import { users } from './users.ts';

/**
 * Relatórios › Mensagens on a national network (issue 33): the report's cards count every message
 * the platform sent (8.7 million), so they read these running totals instead of the rows. The totals
 * are kept exact without a hot row: triggers on outbound_messages, offers and inbound_messages
 * (migration 0035) append one signed delta per change to `report_outbound_deltas` in the writing
 * transaction (an insert never waits on another writer), and the `reports-fold` job adds the deltas
 * into `report_outbound_totals` (one writer). A report reads totals plus the deltas not yet folded in
 * one statement, so it sees every committed change. 0 stands for "no unit" / "no category".
 */
export const reportOutboundTotals = pgTable(
  'report_outbound_totals',
  {
    unitId: integer('unit_id').notNull(),
    categoryId: integer('category_id').notNull(),
    status: text('status').notNull(),
    messages: bigint('messages', { mode: 'number' }).notNull().default(0),
    /** Lead alerts whose offer holds the company's answer. */
    answered: bigint('answered', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.categoryId, t.status] })],
);

/** Changes not yet folded into the totals (append-only; emptied by the fold job). */
export const reportOutboundDeltas = pgTable('report_outbound_deltas', {
  unitId: integer('unit_id').notNull(),
  categoryId: integer('category_id').notNull(),
  status: text('status').notNull(),
  messages: integer('messages').notNull(),
  answered: integer('answered').notNull(),
});

/**
 * Relatórios › Financeiro for the MASTER (issue 33): the ledger's movements per Brasília day and
 * unit of the company (0: no unit), kept like the message totals: the insert trigger on
 * wallet_transactions and the update trigger on users (a company changing unit, or role, takes its
 * history along) append deltas, the `reports-fold` job adds them in. Only CLIENTs' wallets count, as
 * in the report. The ledger is append-only (migration 0003), so nothing else changes a movement.
 */
const ledgerFigures = {
  credit: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
  revenue: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  refund: bigint('refund_cents', { mode: 'number' }).notNull().default(0),
  leads: bigint('leads', { mode: 'number' }).notNull().default(0),
};

export const reportLedgerDays = pgTable(
  'report_ledger_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    unitId: integer('unit_id').notNull(),
    ...ledgerFigures,
  },
  (t) => [primaryKey({ columns: [t.day, t.unitId] })],
);

/** Ledger changes not yet folded into report_ledger_days (append-only; emptied by the fold job). */
export const reportLedgerDeltas = pgTable('report_ledger_deltas', {
  day: date('day', { mode: 'string' }).notNull(),
  unitId: integer('unit_id').notNull(),
  credit: bigint('credit_cents', { mode: 'number' }).notNull(),
  revenue: bigint('revenue_cents', { mode: 'number' }).notNull(),
  refund: bigint('refund_cents', { mode: 'number' }).notNull(),
  leads: integer('leads').notNull(),
});

/**
 * Relatórios › Demanda não atendida (issue 33): the requests nobody was offered, per Brasília day,
 * unit, category (0: none) and recorded reason ('': none recorded; the report derives it from today's
 * companies, as for the rows), with the last one's time. Built for closed days only by the
 * `reports-fold` job from the rows; a day is used only while listed in report_demand_summarised and
 * not marked changed since (report_demand_marks, appended by triggers on inbound_messages and offers
 * when a row of a closed day changes); any other day, and today, is read from the rows.
 */
export const reportDemandDays = pgTable(
  'report_demand_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    unitId: integer('unit_id').notNull(),
    categoryId: integer('category_id').notNull(),
    reason: text('reason').notNull(),
    requests: integer('requests').notNull(),
    lastRequestAt: timestampTz('last_request_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.unitId, t.categoryId, t.reason] })],
);

/**
 * report_demand_days added up per calendar month (its first day), for the months whose every day is
 * summarised: a year of the network reads ~95,000 rows instead of ~185,000. Rebuilt by the job with
 * the days; a month with a day marked changed is read day by day until then.
 */
export const reportDemandMonths = pgTable(
  'report_demand_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    unitId: integer('unit_id').notNull(),
    categoryId: integer('category_id').notNull(),
    reason: text('reason').notNull(),
    requests: integer('requests').notNull(),
    lastRequestAt: timestampTz('last_request_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.unitId, t.categoryId, t.reason] })],
);

/** The closed days report_demand_days holds, and when they were built. */
export const reportDemandSummarised = pgTable('report_demand_summarised', {
  day: date('day', { mode: 'string' }).primaryKey(),
  summarisedAt: timestampNow('summarised_at'),
});

/** Closed days whose requests changed after being summarised (append-only; the job clears them). */
export const reportDemandMarks = pgTable('report_demand_marks', {
  day: date('day', { mode: 'string' }).notNull(),
});

/**
 * Relatórios › Mensagens filtered by "falhas" and a category (issue 33): the failed messages (FAILED,
 * DEAD) whose request has a category, with that category and what the report shows of the message,
 * its request and its offer's answer. The category is the request's (it can change); without this
 * the network's filter checked every failed message against the category's requests (435,000 ×
 * 418,000 rows on a national network), and its CSV then read each message, request and offer at
 * random from three tables of 2–4 GB (migration 0038: one narrow table read in the export's order).
 * Kept in the writing transaction by statement-level triggers (migrations 0036, 0038) that rebuild
 * a message's row from its sources whenever one of them changes: outbound_messages (a status in or
 * out of failed, a failed message rewritten, e.g. by an erasure), inbound_messages (a request
 * recategorised, its type or text changed) and offers (the answer); a message deleted takes its row
 * along. The units', categories' and companies' names are read at report time.
 */
export const reportFailedMessages = pgTable(
  'report_failed_messages',
  {
    outboundId: requiredReference('outbound_id', () => outboundMessages.id, 'cascade').primaryKey(),
    categoryId: integer('category_id').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    unitId: integer('unit_id'),
    phoneNumberId: text('phone_number_id').notNull(),
    recipientKind: text('recipient_kind').notNull(),
    toNumber: text('to_number').notNull(),
    companyId: integer('company_id'),
    body: text('body').notNull(),
    status: text('status').notNull(),
    /** The offer's answer (a lead alert's only). */
    response: text('response'),
    requestType: text('request_type').notNull(),
    /** An audio's transcript, a photo's, video's or document's caption. */
    requestText: text('request_text'),
  },
  (t) => [
    index('report_failed_messages_category_created_idx').on(
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.outboundId.desc().nullsFirst(),
    ),
    index('report_failed_messages_unit_category_created_idx').on(
      t.unitId,
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.outboundId.desc().nullsFirst(),
    ),
  ],
);

/**
 * Relatórios › Atividade (issue 33): per person, the sign-ins the audit log records (entries
 * 'auth.login': how many, the latest) and, for a company, the offers it answered (responded_at set),
 * so the report does not count 2.3 million log entries and 2 million answers person by person on a
 * national network (33,000 people). Kept in the writing transaction by statement-level triggers on
 * audit_log and offers (migration 0036), whatever writes them. No row: no sign-in, no answer.
 */
export const reportUserActivity = pgTable('report_user_activity', {
  userId: requiredReference('user_id', () => users.id, 'cascade').primaryKey(),
  logins: integer('logins').notNull().default(0),
  lastLoginAt: timestampTz('last_login_at'),
  answered: integer('answered').notNull().default(0),
});
