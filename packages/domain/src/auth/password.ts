import { z } from 'zod';

/** Spec §5/§9: at least 8 characters with upper, lower, digit and special character. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  label: string;
  test: (v: string) => boolean;
};

/** The live checklist under the password field, in display order. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: 'Pelo menos 8 caracteres', test: (v) => v.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'Uma letra maiúscula', test: (v) => /\p{Lu}/u.test(v) },
  { id: 'lower', label: 'Uma letra minúscula', test: (v) => /\p{Ll}/u.test(v) },
  { id: 'digit', label: 'Um número', test: (v) => /\d/.test(v) },
  { id: 'special', label: 'Um caractere especial', test: (v) => /[^\p{L}\p{N}\s]/u.test(v) },
];

export function checkPassword(value: string): Record<PasswordRule['id'], boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.test(value)])) as Record<
    PasswordRule['id'],
    boolean
  >;
}

export function isStrongPassword(value: string): boolean {
  return PASSWORD_RULES.every((r) => r.test(value));
}

/** Longer input is refused before hashing (argon2 of megabytes is a denial of service). */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A new password (registration, reset, a user or franchise admin created by someone else): spec
 * §5's strength rule. `required` answers a missing or empty one, `weak` one that breaks the rule.
 */
export const newPasswordField = (messages: { required: string; weak: string }) =>
  z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(PASSWORD_MAX_LENGTH, messages.weak)
    .refine((v) => v === '' || isStrongPassword(v), messages.weak);
