import { UsersPage } from '@/features/users/routes/users-page';
import { useCompanyReceivingPath } from './company-receiving-path';
import { UserCategoriesField } from './user-categories-field';

/**
 * /…/usuarios: the users area with the categories area's picker in its edit dialog and, for the
 * network, the link to each company's 'Recebimento de pedidos' (features/lead-preferences).
 */
export function UsersRoute() {
  return <UsersPage categoriesField={UserCategoriesField} receivingPath={useCompanyReceivingPath()} />;
}
