import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@tenho/domain/auth/auth.schemas';
import { api } from '@/lib/api-client';

export type LoginPayload = { email: string; password: string; remember: boolean };

export function login(payload: LoginPayload): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', payload, { public: true });
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
