import type { Role } from '@tenho/domain/auth/roles';
import { foldText } from '@tenho/domain/shared/format';

type Link = { role: string; permission_id: number; enabled: boolean };

/** permission id → enabled for one role (spec §3: a missing link counts as disabled). */
export function roleEnabledMap(links: readonly Link[], role: Role): Map<number, boolean> {
  const map = new Map<number, boolean>();
  for (const link of links) if (link.role === role) map.set(link.permission_id, link.enabled);
  return map;
}

/** Pending changes of the role screen: id → wanted value, only where it differs from the saved one. */
export type PendingChanges = ReadonlyMap<number, boolean>;

/**
 * Toggles one permission: a value back to the saved one drops the pending change (so 'Modificado'
 * and the save button reflect only real changes).
 */
export function togglePending(
  pending: PendingChanges,
  saved: ReadonlyMap<number, boolean>,
  permissionId: number,
  value: boolean,
): Map<number, boolean> {
  const next = new Map(pending);
  if ((saved.get(permissionId) ?? false) === value) next.delete(permissionId);
  else next.set(permissionId, value);
  return next;
}

/** The value shown: the pending one, else the saved one, else disabled. */
export function shownValue(
  pending: PendingChanges,
  saved: ReadonlyMap<number, boolean>,
  permissionId: number,
): boolean {
  return pending.get(permissionId) ?? saved.get(permissionId) ?? false;
}

/** One POST /role-permissions per changed pair (spec §7), in a stable order. */
export function pendingRequests(
  role: Role,
  pending: PendingChanges,
): { role: Role; permission_id: number; enabled: boolean }[] {
  return [...pending]
    .sort(([a], [b]) => a - b)
    .map(([permission_id, enabled]) => ({ role, permission_id, enabled }));
}

/** How many permissions the role has enabled, counting the pending changes. */
export function enabledCount(
  permissionIds: readonly number[],
  pending: PendingChanges,
  saved: ReadonlyMap<number, boolean>,
): number {
  return permissionIds.filter((id) => shownValue(pending, saved, id)).length;
}

// ---------------------------------------------------------------------------------------------
// Per-user overrides (permission name → boolean; an override wins over the role default).
// ---------------------------------------------------------------------------------------------

export type Overrides = Readonly<Record<string, boolean>>;

/** The effective value of a permission for a user: its override, else the role default. */
export function effectiveValue(overrides: Overrides, roleDefault: boolean, name: string): boolean {
  const value = overrides[name];
  return typeof value === 'boolean' ? value : roleDefault;
}

export function isOverridden(overrides: Overrides, name: string): boolean {
  return typeof overrides[name] === 'boolean';
}

/**
 * Sets a permission for a user: a value equal to the role default needs no override, so it is
 * removed (the same as 'Resetar'); any other value becomes an override.
 */
export function setOverride(
  overrides: Overrides,
  name: string,
  value: boolean,
  roleDefault: boolean,
): Record<string, boolean> {
  const next = { ...overrides };
  if (value === roleDefault) delete next[name];
  else next[name] = value;
  return next;
}

/** 'Resetar': drop the override; the role default applies again. */
export function resetOverride(overrides: Overrides, name: string): Record<string, boolean> {
  const next = { ...overrides };
  delete next[name];
  return next;
}

export function sameOverrides(a: Overrides, b: Overrides): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Case- and accent-insensitive text match. */
export function matchesSearch(search: string, ...fields: (string | null | undefined)[]): boolean {
  const needle = foldText(search.trim());
  if (!needle) return true;
  return fields.some((f) => f != null && foldText(f).includes(needle));
}
