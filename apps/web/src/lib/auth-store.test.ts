import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/render';
import { useAuthStore } from './auth-store';

describe('auth store', () => {
  it('persists the spec §3 session fields and the token under auth-storage', () => {
    useAuthStore
      .getState()
      .login(makeUser({ id: 9, role: 'ADMIN', unit_id: 2, unit: { id: 2, name: 'Centro' } }), 'tok');
    const saved = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state.token).toBe('tok');
    expect(Object.keys(saved.state.user as object).sort()).toEqual(
      [
        'avatar',
        'email',
        'id',
        'name',
        'permission_override',
        'permissions',
        'role',
        'unit',
        'unit_id',
      ].sort(),
    );
  });

  it('updateUser merges, logout forgets everything', () => {
    useAuthStore.getState().login(makeUser({ name: 'Antigo' }), 'tok');
    useAuthStore.getState().updateUser({ name: 'Novo' });
    expect(useAuthStore.getState().user?.name).toBe('Novo');
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
  });
});
