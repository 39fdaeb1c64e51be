import type { ReactNode } from 'react';
import { can, type PermissionName } from '@tenho/domain/auth/permissions';
import { useAuthStore } from './auth-store';

/**
 * True when the signed-in user holds `permission` (override first, then the list; spec §6). Names are
 * the domain catalogue's (`PermissionName`), so a typo does not compile.
 */
export function useCan(permission: PermissionName): boolean {
  const user = useAuthStore((state) => state.user);
  return can(user, permission);
}

export type CanProps = { permission: PermissionName; children: ReactNode; fallback?: ReactNode };

/** Renders its children only for users holding the permission. Hiding is not protection: the API checks too. */
export function Can({ permission, children, fallback = null }: CanProps): ReactNode {
  return useCan(permission) ? children : fallback;
}
