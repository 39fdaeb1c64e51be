import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { Role } from '@tenho/domain/auth/roles';
import { requiredReference, serialId, timestampNow } from './columns.ts';
import { users } from './users.ts';

export const permissions = pgTable('permissions', {
  id: serialId(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: timestampNow('created_at'),
});

/** A missing link counts as disabled (spec §3). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: serialId(),
    role: text('role').$type<Role>().notNull(),
    permissionId: requiredReference('permission_id', () => permissions.id, 'cascade'),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic concurrency: bumped by every update (lib/record-version.ts). */
    version: integer('version').notNull().default(1),
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
    id: serialId(),
    userId: requiredReference('user_id', () => users.id, 'cascade'),
    permissionId: requiredReference('permission_id', () => permissions.id, 'cascade'),
    enabled: boolean('enabled').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    unique('user_permission_overrides_user_permission_key').on(t.userId, t.permissionId),
    index('user_permission_overrides_permission_id_idx').on(t.permissionId),
  ],
);
