import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerResponseSchema, registerSchema } from '@tenho/domain/auth/auth.schemas';
import { api } from '@/lib/api-client';

/** The payload of spec §3: name (company), email, phone (digits), password, unit_id. */
export type RegisterPayload = z.output<typeof registerSchema>;
export type RegisterResponse = z.output<typeof registerResponseSchema>;

export function register(payload: RegisterPayload): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/auth/register', payload, { public: true });
}

export function registerMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register });
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}
