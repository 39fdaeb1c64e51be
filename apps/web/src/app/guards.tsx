import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '@tenho/domain/auth/roles';
import { useAuthStore } from '@/lib/auth-store';
import { canOpenPage } from './page-access';
import { panelBase, type PanelPage } from './panel-pages';

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

export type RequirePageProps = { page: PanelPage; children: ReactNode };

/**
 * Renders a panel page only while the signed-in user may open it (page-access.ts, the same rule
 * as the sidebar). It reads the live session user, so a permission removed while the page is open
 * (live session update) sends the user back to the panel's dashboard at once.
 */
export function RequirePage({ page, children }: RequirePageProps) {
  const user = useAuthStore((state) => state.user);
  if (!user) return <Navigate to="/" replace />;
  if (!canOpenPage(user, page)) return <Navigate to={panelBase(user.role)} replace />;
  return children;
}
