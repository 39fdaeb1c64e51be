import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '@tenho/domain/auth/roles';
import { useAuthStore } from '@/lib/auth-store';

/** Who may enter each panel (spec §2, Guards). */
export const PANEL_ROLES = {
  master: ['MASTER'],
  admin: ['ADMIN', 'MASTER'],
  client: ['CLIENT'],
  user: ['USER'],
} as const satisfies Record<string, readonly Role[]>;

export type RequireRoleProps = { roles: readonly Role[]; children: ReactNode };

/** Renders the panel only for a signed-in user of one of `roles`; anyone else goes to / silently. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const user = useAuthStore((state) => state.user);
  const token = useAuthStore((state) => state.token);
  if (!user || !token || !(roles as readonly string[]).includes(user.role))
    return <Navigate to="/" replace />;
  return children;
}
