import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { reference, requiredReference, serialId, timestampNow } from './columns.ts';
import { franchiseUnits } from './franchise-units.ts';
import { users } from './users.ts';

/** The catalogue every request is routed by (spec §3 Category). */
export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** URL-friendly slug, unique; the LLM answers with it. */
    code: text('code').notNull().unique(),
    groupName: text('group_name').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
    /** Optimistic concurrency: bumped by every update (lib/record-version.ts). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('categories_is_active_idx').on(t.isActive)],
);

export type CategoryRow = typeof categories.$inferSelect;

/**
 * The categories a company (CLIENT, or a USER) works with. A category in use cannot be deleted
 * (restrict): it has to be deactivated instead.
 */
export const userCategories = pgTable(
  'user_categories',
  {
    userId: requiredReference('user_id', () => users.id, 'cascade'),
    categoryId: requiredReference('category_id', () => categories.id, 'restrict'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    primaryKey({ name: 'user_categories_pkey', columns: [t.userId, t.categoryId] }),
    index('user_categories_category_id_idx').on(t.categoryId),
  ],
);

/**
 * Confirmed (message, category) pairs the categoriser learns from; they go with their category.
 * An ADMIN's correction steers its own unit's routing only (`unit_id`); a MASTER's (`unit_id`
 * null) the whole network's.
 */
export const categoryExamples = pgTable(
  'category_examples',
  {
    id: serialId(),
    message: text('message').notNull(),
    /** The categoriser's normalised key of the message: one live example per key. */
    normalizedText: text('normalized_text').notNull(),
    categoryId: requiredReference('category_id', () => categories.id, 'cascade'),
    /** The unit whose routing it steers; null = the whole network. */
    unitId: reference('unit_id', () => franchiseUnits.id, 'cascade'),
    createdBy: reference('created_by', () => users.id, 'set null'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('category_examples_category_id_idx').on(t.categoryId),
    // A hash index: a normalised text may be as long as a message (4096 characters of one word),
    // past what a btree index entry holds.
    index('category_examples_normalized_text_idx').using('hash', t.normalizedText),
    index('category_examples_unit_id_idx').on(t.unitId),
  ],
);

/**
 * Codes of the default catalogue already seeded once. The base seed adds a default only when its
 * code was never seeded, so a category the MASTER deleted or re-coded does not come back at restart.
 */
export const categoryDefaultSeeds = pgTable('category_default_seeds', {
  code: text('code').primaryKey(),
  seededAt: timestampNow('seeded_at'),
});
