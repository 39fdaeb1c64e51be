import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampNow, timestampTz } from './columns.ts';
import { userTokenColumns } from './sessions.ts';

/**
 * Password recovery (architecture §5.14): a single-use token e-mailed to the user, valid for one
 * hour. Only its SHA-256 is stored, like sessions.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...userTokenColumns(),
    usedAt: timestampTz('used_at'),
    /** Who asked (the requesting IP), for the audit of a reset. */
    ip: text('ip'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);
