import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Role } from '@tenho/domain/auth/roles';
import { users } from './users.ts';

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A missing link counts as disabled (spec §3). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: serial('id').primaryKey(),
    role: text('role').$type<Role>().notNull(),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('role_permissions_role_permission_key').on(t.role, t.permissionId),
    check('role_permissions_role_check', sql`${t.role} in ('MASTER', 'ADMIN', 'CLIENT', 'USER')`),
  ],
);

/** A user's override wins over the role link, true or false (spec §6). */
export const userPermissionOverrides = pgTable(
  'user_permission_overrides',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_permission_overrides_user_permission_key').on(t.userId, t.permissionId),
    index('user_permission_overrides_permission_id_idx').on(t.permissionId),
  ],
);
