import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userTokenColumns } from './sessions.ts';

/**
 * Password recovery (architecture §5.14): a single-use token e-mailed to the user, valid for one
 * hour. Only its SHA-256 is stored, like sessions.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...userTokenColumns(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who asked (the requesting IP), for the audit of a reset. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);
