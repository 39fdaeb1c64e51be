import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seeded when missing; later changes by a MASTER are kept. */
export const DEFAULT_SETTINGS: Readonly<Record<string, unknown>> = {
  creditValue: 0.3,
};
