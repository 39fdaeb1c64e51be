import type { User } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';

/** GET /users/{id}: the user's current overrides and version ('Recarregar' after a conflict). */
export function getPermissionUser(id: number): Promise<User> {
  return api.get<User>(`/users/${id}`);
}
