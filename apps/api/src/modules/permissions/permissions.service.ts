import { isCataloguePermission, isProtectedForMaster } from '@tenho/domain/auth/permissions';
import { RECORD_VERSION_ERRORS } from '../../lib/record-version.ts';
import type { Permission, RolePermissionLink } from '@tenho/domain/permissions/permissions.schemas';
import type { Role } from '@tenho/domain/auth/roles';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { PERMISSIONS_ERRORS } from './permissions.errors.ts';
import {
  deletePermissionRow,
  findPermissionById,
  insertPermission,
  listPermissionRows,
  listRoleLinks,
  permissionUsage,
  toPermission,
  updatePermissionRow,
  upsertRoleLink,
} from './permissions.repository.ts';

export type PermissionsServiceDeps = {
  db: Database;
  sessionCache: Pick<SessionCache, 'invalidateAll'>;
};
type Actor = { id: number };
type PermissionInput = { name: string; description: string };
type RoleLinkInput = { role: Role; permission_id: number; enabled: boolean };

/**
 * The permission catalogue and the role links (spec §3/§6/§7, architecture §5.2). Every change is
 * audited in its transaction; a change that alters what sessions may do empties the session cache
 * afterwards (every process, through the event bus).
 */
export function createPermissionsService({ db, sessionCache }: PermissionsServiceDeps) {
  async function list(): Promise<Permission[]> {
    return (await listPermissionRows(db)).map(toPermission);
  }

  async function create(actor: Actor, input: PermissionInput, meta: ActionMeta): Promise<Permission> {
    try {
      return await db.transaction(async (tx) => {
        const row = await insertPermission(tx, input);
        await auditAction(tx, actor, meta, {
          action: 'permissions.create',
          entity: 'permission',
          entityId: row.id,
          data: { name: row.name, description: row.description },
        });
        return toPermission(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw PERMISSIONS_ERRORS.nameTaken();
      throw error;
    }
  }

  /** A catalogue permission keeps its name (the code checks it by name); its description may change. */
  async function update(
    actor: Actor,
    id: number,
    input: PermissionInput,
    meta: ActionMeta,
  ): Promise<Permission> {
    let renamed = false;
    try {
      const result = await db.transaction(async (tx) => {
        const before = await findPermissionById(tx, id, { lock: true });
        if (!before) throw PERMISSIONS_ERRORS.notFound();
        renamed = before.name !== input.name;
        if (renamed && isCataloguePermission(before.name)) throw PERMISSIONS_ERRORS.catalogueRename();
        const row = (await updatePermissionRow(tx, id, input))!;
        await auditAction(tx, actor, meta, {
          action: 'permissions.update',
          entity: 'permission',
          entityId: id,
          data: {
            ...(renamed ? { name: { from: before.name, to: row.name } } : { name: row.name }),
            ...(before.description !== row.description
              ? { description: { from: before.description, to: row.description } }
              : {}),
          },
        });
        return toPermission(row);
      });
      // Sessions carry permission names: a renamed one must be read again.
      if (renamed) sessionCache.invalidateAll();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw PERMISSIONS_ERRORS.nameTaken();
      throw error;
    }
  }

  /** Spec §6: a permission in use (an enabled role link or any user override) cannot be deleted. */
  async function remove(actor: Actor, id: number, meta: ActionMeta): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await findPermissionById(tx, id, { lock: true });
      if (!row) throw PERMISSIONS_ERRORS.notFound();
      if (isProtectedForMaster(row.name)) throw PERMISSIONS_ERRORS.masterProtectedDelete();
      const usage = await permissionUsage(tx, id);
      if (usage.roles > 0 || usage.users > 0) throw PERMISSIONS_ERRORS.inUse(usage.roles, usage.users);
      // The seed would bring a catalogue name back at the next start: disable it in the roles instead.
      if (isCataloguePermission(row.name)) throw PERMISSIONS_ERRORS.catalogueDelete();
      await deletePermissionRow(tx, id);
      await auditAction(tx, actor, meta, {
        action: 'permissions.delete',
        entity: 'permission',
        entityId: id,
        data: { name: row.name, description: row.description },
      });
    });
    sessionCache.invalidateAll();
  }

  async function listLinks(): Promise<RolePermissionLink[]> {
    return listRoleLinks(db);
  }

  /** POST /role-permissions: upsert of one (role, permission) pair; MASTER keeps its protected ones. */
  async function setLink(
    actor: Actor,
    input: RoleLinkInput,
    meta: ActionMeta,
    expectedVersion?: number,
  ): Promise<RolePermissionLink> {
    const link = await db.transaction(async (tx) => {
      const permission = await findPermissionById(tx, input.permission_id);
      if (!permission) throw PERMISSIONS_ERRORS.notFound();
      if (input.role === 'MASTER' && !input.enabled && isProtectedForMaster(permission.name))
        throw PERMISSIONS_ERRORS.masterProtected();
      const upserted = await upsertRoleLink(
        tx,
        { role: input.role, permissionId: permission.id, enabled: input.enabled },
        expectedVersion,
      );
      if (!upserted) throw RECORD_VERSION_ERRORS.conflict();
      const { id, version, previous } = upserted;
      await auditAction(tx, actor, meta, {
        action: 'permissions.role_update',
        entity: 'role_permission',
        entityId: id,
        data: { role: input.role, permission: permission.name, from: previous ?? false, to: input.enabled },
      });
      return {
        id,
        role: input.role,
        permission_id: permission.id,
        enabled: input.enabled,
        permission: toPermission(permission),
        version,
      };
    });
    // Every session of that role must read its permissions again (all processes, via the bus).
    sessionCache.invalidateAll();
    return link;
  }

  return { list, create, update, remove, listLinks, setLink };
}

export type PermissionsService = ReturnType<typeof createPermissionsService>;
