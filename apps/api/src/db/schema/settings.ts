import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_SETTINGS as DOMAIN_DEFAULT_SETTINGS } from '@tenho/domain/settings/settings.schemas';

/** One row per setting (`creditValue`, `offerTtlHours`, ...); a missing row means the default. */
export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Seeded when missing; later changes by a MASTER are kept. Only non-null defaults are stored (a
 * null default, like `defaultUnitId`, is what a missing row already means).
 */
export const DEFAULT_SETTINGS: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(DOMAIN_DEFAULT_SETTINGS).filter(([, value]) => value !== null),
);
