import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { DEFAULT_SETTINGS as CONTRACT_DEFAULTS } from '@tenho/domain/settings/settings.schemas';
import { reaisToCents } from '@tenho/domain/shared/format';
import { serialId, timestampNow } from './columns.ts';

/**
 * One row per setting (`creditValueCents`, `offerTtlHours`, ...); a missing row means the default.
 * Money is stored as integer cents like everywhere else; the API shows it in reais.
 */
export const settings = pgTable('settings', {
  id: serialId(),
  key: text('key').notNull().unique(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestampNow('updated_at'),
  /** Optimistic concurrency: bumped by every update (lib/record-version.ts). */
  version: integer('version').notNull().default(1),
});

/** The settings as stored (and as the API's services read them): money in cents. */
export type StoredSettings = Omit<typeof CONTRACT_DEFAULTS, 'creditValue' | 'suggestedTopUp'> & {
  creditValueCents: number;
  suggestedTopUpCents: number;
};

const { creditValue, suggestedTopUp, ...rest } = CONTRACT_DEFAULTS;
export const STORED_DEFAULTS: Readonly<StoredSettings> = {
  creditValueCents: reaisToCents(creditValue),
  suggestedTopUpCents: reaisToCents(suggestedTopUp),
  ...rest,
};

/**
 * Seeded when missing; later changes by a MASTER are kept. Only non-null defaults are stored (a
 * null default, like `defaultUnitId`, is what a missing row already means).
 */
export const DEFAULT_SETTINGS: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(STORED_DEFAULTS).filter(([, value]) => value !== null),
);
