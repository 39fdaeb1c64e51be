import { useCallback } from 'react';
import { UsersPage } from '@/features/users/routes/users-page';
import { useAuthStore } from '@/lib/auth-store';
import { companyReceivingPath, panelBase } from './panel-pages';
import { UserCategoriesField } from './user-categories-field';

/**
 * /…/usuarios: the users area with the categories area's picker in its edit dialog and, for the
 * network, the link to each company's 'Recebimento de pedidos' (features/lead-preferences).
 */
export function UsersRoute() {
  const role = useAuthStore((state) => state.user?.role);
  const base = panelBase(role);
  const receivingPath = useCallback((id: number) => companyReceivingPath(base, id), [base]);
  return <UsersPage categoriesField={UserCategoriesField} receivingPath={receivingPath} />;
}
