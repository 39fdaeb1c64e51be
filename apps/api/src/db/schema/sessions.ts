import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredReference, serialId, timestampNow, timestampTz } from './columns.ts';
import { users } from './users.ts';

/**
 * A secret handed to one user (a session's bearer token, a password-reset link): only its SHA-256
 * is stored; it dies with the user and at `expires_at`.
 */
export const userTokenColumns = () => ({
  id: serialId(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: requiredReference('user_id', () => users.id, 'cascade'),
  expiresAt: timestampTz('expires_at').notNull(),
});

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...userTokenColumns(),
    revokedAt: timestampTz('revoked_at'),
    createdAt: timestampNow('created_at'),
    /** Last authenticated request on this session, updated at most about once a minute. */
    lastUsedAt: timestampTz('last_used_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);
