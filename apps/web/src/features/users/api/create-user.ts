import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUser, User } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

/** POST /users: the user and its profile in one call (201 with the new user). */
export function createUser(input: CreateUser): Promise<User> {
  return api.post<User>('/users', input);
}

export function createUserMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'create'], mutationFn: createUser });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createUserMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
