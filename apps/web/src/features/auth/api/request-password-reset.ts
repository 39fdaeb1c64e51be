import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PasswordResetRequestInput,
  passwordResetResponseSchema,
} from '@tenho/domain/auth/password-reset.schemas';
import { api } from '@/lib/api-client';

export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** POST /auth/password-reset {email}: 202 with the same text whether the e-mail exists or not. */
export function requestPasswordReset(input: PasswordResetRequestInput): Promise<PasswordResetResponse> {
  return api.post<PasswordResetResponse>('/auth/password-reset', input, { public: true });
}

export function requestPasswordResetMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'password-reset'], mutationFn: requestPasswordReset });
}

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
