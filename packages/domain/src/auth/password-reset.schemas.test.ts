import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  PASSWORD_RESET_MSG,
  passwordResetConfirmSchema,
  passwordResetFormSchema,
  passwordResetRequestSchema,
} from './password-reset.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('password reset schemas', () => {
  it('normalises the e-mail of a request and refuses a malformed one', () => {
    expect(passwordResetRequestSchema.parse({ email: ' Ana@Ex.COM ' })).toEqual({ email: 'ana@ex.com' });
    expect(issues(passwordResetRequestSchema.safeParse({ email: '' }))).toEqual([
      'email: E-mail é obrigatório',
    ]);
    expect(issues(passwordResetRequestSchema.safeParse({ email: 'ana@' }))).toEqual([
      'email: E-mail inválido',
    ]);
  });

  it('checks the token shape and the password rule', () => {
    expect(passwordResetConfirmSchema.parse({ token, password: 'Nova#Senha1' })).toEqual({
      token,
      password: 'Nova#Senha1',
    });
    for (const bad of ['', 'curto', `${token}!`, 'a'.repeat(200)]) {
      expect(issues(passwordResetConfirmSchema.safeParse({ token: bad, password: 'Nova#Senha1' }))).toEqual([
        `token: ${PASSWORD_RESET_MSG.invalidToken}`,
      ]);
    }
    expect(issues(passwordResetConfirmSchema.safeParse({ token, password: 'fraca' }))).toEqual([
      'password: Senha deve ter pelo menos 8 caracteres com: letra maiúscula, minúscula, número e caractere especial',
    ]);
  });

  it('compares the confirmation on the form, even while the password is weak', () => {
    expect(
      issues(passwordResetFormSchema.safeParse({ token, password: 'fraca', confirmPassword: 'outra' })),
    ).toEqual([
      'password: Senha deve ter pelo menos 8 caracteres com: letra maiúscula, minúscula, número e caractere especial',
      'confirmPassword: Senhas não coincidem',
    ]);
    expect(
      passwordResetFormSchema.safeParse({ token, password: 'Nova#Senha1', confirmPassword: 'Nova#Senha1' })
        .success,
    ).toBe(true);
  });
});
