import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Role } from '@tenho/domain/auth/roles';
import type { Permission, RolePermissionLink } from '@tenho/domain/permissions/permissions.schemas';
import type { Database } from '../../db/client.ts';
import { permissions, rolePermissions, userPermissionOverrides } from '../../db/schema/permissions.ts';

type PermissionRow = typeof permissions.$inferSelect;

export const toPermission = (row: PermissionRow): Permission => ({
  id: row.id,
  name: row.name,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

export async function listPermissionRows(db: Database): Promise<PermissionRow[]> {
  return db.select().from(permissions).orderBy(asc(permissions.name), asc(permissions.id));
}

export async function findPermissionById(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PermissionRow | undefined> {
  const query = db.select().from(permissions).where(eq(permissions.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertPermission(
  db: Database,
  values: { name: string; description: string },
): Promise<PermissionRow> {
  const [row] = await db.insert(permissions).values(values).returning();
  return row!;
}

export async function updatePermissionRow(
  db: Database,
  id: number,
  values: { name: string; description: string },
): Promise<PermissionRow | undefined> {
  const [row] = await db.update(permissions).set(values).where(eq(permissions.id, id)).returning();
  return row;
}

export async function deletePermissionRow(db: Database, id: number): Promise<void> {
  await db.delete(permissions).where(eq(permissions.id, id));
}

/** How many roles have it enabled and how many users override it (either way). */
export async function permissionUsage(db: Database, id: number): Promise<{ roles: number; users: number }> {
  const [[roles], [users]] = await Promise.all([
    db
      .select({ n: count() })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.permissionId, id), eq(rolePermissions.enabled, true))),
    db
      .select({ n: count() })
      .from(userPermissionOverrides)
      .where(eq(userPermissionOverrides.permissionId, id)),
  ]);
  return { roles: Number(roles?.n ?? 0), users: Number(users?.n ?? 0) };
}

export async function listRoleLinks(db: Database): Promise<RolePermissionLink[]> {
  const rows = await db
    .select({ link: rolePermissions, permission: permissions })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .orderBy(asc(rolePermissions.role), asc(permissions.name));
  return rows.map(({ link, permission }) => ({
    id: link.id,
    role: link.role,
    permission_id: link.permissionId,
    enabled: link.enabled,
    permission: toPermission(permission),
    version: link.version,
  }));
}

/**
 * Insert or update the (role, permission) link; returns the row, its new version and the value it
 * had (null = none). With `expectedVersion` (If-Match; a missing link is version 0) a link that
 * moved on since it was read answers null and nothing is written.
 */
export async function upsertRoleLink(
  db: Database,
  values: { role: Role; permissionId: number; enabled: boolean },
  expectedVersion?: number,
): Promise<{ id: number; version: number; previous: boolean | null } | null> {
  const pair = and(
    eq(rolePermissions.role, values.role),
    eq(rolePermissions.permissionId, values.permissionId),
  );
  const [before] = await db
    .select({ enabled: rolePermissions.enabled, version: rolePermissions.version })
    .from(rolePermissions)
    .where(pair)
    .limit(1)
    .for('update');
  if (expectedVersion !== undefined && (before?.version ?? 0) !== expectedVersion) return null;
  if (expectedVersion === 0) {
    // A link created meanwhile by someone else is a conflict too, not an overwrite.
    const [created] = await db
      .insert(rolePermissions)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: rolePermissions.id, version: rolePermissions.version });
    return created ? { ...created, previous: null } : null;
  }
  const [row] = await db
    .insert(rolePermissions)
    .values(values)
    .onConflictDoUpdate({
      target: [rolePermissions.role, rolePermissions.permissionId],
      set: { enabled: sql`excluded.enabled`, version: sql`${rolePermissions.version} + 1` },
    })
    .returning({ id: rolePermissions.id, version: rolePermissions.version });
  return { id: row!.id, version: row!.version, previous: before?.enabled ?? null };
}
