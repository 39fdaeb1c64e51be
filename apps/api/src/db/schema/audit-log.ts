import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { reference, serialId, timestampNow } from './columns.ts';
import { users } from './users.ts';

/** Who did what, when and from where (architecture §5.16). Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorId: reference('actor_id', () => users.id, 'set null'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    // One record's entries (Logs do sistema filtered by a target) newest first, straight from the
    // index (issue 33; migration 0042): a company with 1,400 entries read them all to sort.
    index('audit_log_entity_created_idx').on(t.entity, t.entityId, t.createdAt, t.id),
    // One person's entries newest first (migration 0034; its prefix serves the foreign key).
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_log_created_at_idx').on(t.createdAt),
    // Issue 33: Logs do sistema filtered by an area ('wallet': every wallet.* action) newest first,
    // straight from the index (the filter names the area; migration 0036).
    index('audit_log_area_created_idx').on(sql`split_part(${t.action}, '.', 1)`, t.createdAt, t.id),
    // Relatórios > Atividades dos Usuários: each person's logins (count and latest).
    index('audit_log_login_actor_idx')
      .on(t.actorId, t.createdAt)
      .where(sql`${t.action} = 'auth.login'`),
  ],
);
