import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import type { SessionUser } from '@tenho/domain/auth/auth.schemas';
import { STORAGE_KEYS } from '@tenho/domain/shared/constants';

/** The session user kept in the browser (spec §3): no activity flag, the token beside it. */
export type StoredUser = Pick<
  SessionUser,
  'id' | 'email' | 'role' | 'avatar' | 'name' | 'permissions' | 'permission_override' | 'unit' | 'unit_id'
>;

type PersistedAuth = { user: StoredUser | null; token: string | null };

export type AuthState = PersistedAuth & {
  login: (user: SessionUser | StoredUser, token: string) => void;
  logout: () => void;
  updateUser: (user: Partial<StoredUser>) => void;
};

export function toStoredUser(user: SessionUser | StoredUser): StoredUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    avatar: user.avatar ?? null,
    name: user.name ?? null,
    permissions: [...(user.permissions ?? [])],
    permission_override: { ...(user.permission_override ?? {}) },
    unit: user.unit ?? null,
    unit_id: user.unit_id ?? null,
  };
}

// What comes back from storage is untrusted (old versions, hand edits): keep it only when it
// still looks like a session.
function isStoredSession(value: unknown): value is PersistedAuth & { user: StoredUser; token: string } {
  if (!value || typeof value !== 'object') return false;
  const { user, token } = value as Partial<PersistedAuth>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    !!user &&
    typeof user === 'object' &&
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.role === 'string' &&
    Array.isArray(user.permissions)
  );
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      login: (user, token) => set({ user: toStoredUser(user), token }),
      logout: () => set({ user: null, token: null }),
      updateUser: (patch) => set((state) => (state.user ? { user: { ...state.user, ...patch } } : state)),
    }),
    {
      name: STORAGE_KEYS.auth,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedAuth => ({ user: state.user, token: state.token }),
      merge: (persisted, current) =>
        isStoredSession(persisted)
          ? { ...current, user: toStoredUser(persisted.user), token: persisted.token }
          : current,
    },
  ),
);

/** Selectors kept in one place so components re-render only on what they read. */
export const selectUser = (state: AuthState) => state.user;
export const selectToken = (state: AuthState) => state.token;
