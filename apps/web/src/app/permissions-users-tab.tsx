import { CreateUserDialog } from '@/features/users/components/create-user-dialog';
import { PermissionsSettings } from '@/features/permissions/routes/permissions-settings';

/** Configurações › Usuários: the permissions screens, with the users area's Create User modal. */
export function PermissionsUsersTab() {
  return <PermissionsSettings CreateUserDialog={CreateUserDialog} />;
}
