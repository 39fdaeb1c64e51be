import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A secret handed to one user (a session's bearer token, a password-reset link): only its SHA-256
 * is stored; it dies with the user and at `expires_at`.
 */
export const userTokenColumns = () => ({
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...userTokenColumns(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last authenticated request on this session, updated at most about once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);
