import { STORAGE_KEYS } from '@tenho/domain/shared/constants';

/**
 * 'Lembrar de mim' keeps only the e-mail (architecture §5.4), never the password, even if an
 * older version of the app stored one there.
 */
export function readRememberedEmail(): string {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.remember);
    if (!raw) return '';
    const parsed = JSON.parse(raw) as unknown;
    const email = parsed && typeof parsed === 'object' ? (parsed as { email?: unknown }).email : undefined;
    if (typeof email !== 'string') return '';
    // Rewrite without anything but the e-mail.
    localStorage.setItem(STORAGE_KEYS.remember, JSON.stringify({ email }));
    return email;
  } catch {
    return '';
  }
}

export function saveRememberedEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(STORAGE_KEYS.remember, JSON.stringify({ email }));
    else localStorage.removeItem(STORAGE_KEYS.remember);
  } catch {
    // Private mode or a full quota: remembering is a convenience, never a failure.
  }
}
