import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * One row per `Idempotency-Key` a caller sent with a mutation (issue 29, plugins/idempotency.ts).
 * `id` is the SHA-256 of caller + method + route + key: inserting it claims the key (the primary
 * key makes the claim atomic across API processes); the first answer is stored once it is sent and
 * replayed to every repeat within 24 h. `completed_at` null: the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the request's params, query and body: the same key with other data is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    /** The answer's headers worth replaying (content-type, location, etag). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: text('body'),
    createdAt: timestampTz('created_at').notNull(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
