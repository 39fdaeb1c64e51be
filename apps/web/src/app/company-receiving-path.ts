import { useMemo } from 'react';
import { canUseModule } from '@tenho/domain/auth/permissions';
import { useAuthStore } from '@/lib/auth-store';
import { companyReceivingPath, panelBase } from './panel-pages';

/**
 * Where the network opens a company's 'Recebimento de pedidos' from its lists, or undefined when
 * the signed-in user may not (not MASTER/ADMIN, or without the wallet module its API belongs to).
 */
export function useCompanyReceivingPath(): ((companyId: number) => string) | undefined {
  const user = useAuthStore((state) => state.user);
  const allowed = (user?.role === 'MASTER' || user?.role === 'ADMIN') && canUseModule(user, 'wallet');
  const base = panelBase(user?.role);
  return useMemo(
    () => (allowed ? (companyId: number) => companyReceivingPath(base, companyId) : undefined),
    [allowed, base],
  );
}
