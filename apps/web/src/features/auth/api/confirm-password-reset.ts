import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmInput } from '@tenho/domain/auth/password-reset.schemas';
import { api } from '@/lib/api-client';
import type { PasswordResetResponse } from './request-password-reset';

/** POST /auth/password-reset/confirm {token, password}: sets the password; every session ends. */
export function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<PasswordResetResponse> {
  return api.post<PasswordResetResponse>('/auth/password-reset/confirm', input, { public: true });
}

export function confirmPasswordResetMutationOptions() {
  return mutationOptions({
    mutationKey: ['auth', 'password-reset', 'confirm'],
    mutationFn: confirmPasswordReset,
  });
}

export function useConfirmPasswordReset() {
  return useMutation(confirmPasswordResetMutationOptions());
}
