import { UsersPage } from '@/features/users/routes/users-page';
import { UserCategoriesField } from './user-categories-field';

/** /…/usuarios: the users area with the categories area's picker in its edit dialog. */
export function UsersRoute() {
  return <UsersPage categoriesField={UserCategoriesField} />;
}
