import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { franchiseAdminSchema } from '@tenho/domain/franchise/franchise.schemas';
import type { CreateUserInput, User } from '@tenho/domain/users/users.schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';
import { FRANCHISES_QUERY_KEY } from './franchises-keys';

export type CreateFranchiseAdminPayload = {
  unitId: number;
  admin: z.output<typeof franchiseAdminSchema>;
};

/**
 * A new franchise admin (spec §5): POST /users with the role fixed to ADMIN, bound to the unit,
 * active at once, its name as the profile's display name and the phone only when given.
 */
export function createFranchiseAdmin({ unitId, admin }: CreateFranchiseAdminPayload): Promise<User> {
  const body: CreateUserInput = {
    email: admin.email,
    password: admin.password,
    role: 'ADMIN',
    unit_id: unitId,
    display_name: admin.name,
    phones: admin.phone ? [{ phone: admin.phone, type: 'MOBILE', is_primary: true }] : [],
    is_active: true,
  };
  return api.post<User>('/users', body);
}

export function createFranchiseAdminMutationOptions() {
  return mutationOptions({
    mutationKey: ['franchise-units', 'admins', 'create'],
    mutationFn: createFranchiseAdmin,
  });
}

export function useCreateFranchiseAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createFranchiseAdminMutationOptions(),
    onSuccess: (_, { unitId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...FRANCHISES_QUERY_KEY, 'detail', unitId] }),
        queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
      ]),
  });
}
