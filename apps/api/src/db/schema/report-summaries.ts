import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
