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
