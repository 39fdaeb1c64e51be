import { describe, expect, it } from 'vitest';
import {
  ACTION_LABELS,
  KNOWN_PERMISSIONS,
  PERMISSION_ACTIONS,
  PERMISSION_CATALOGUE,
  PERMISSION_PREFIXES,
  PREFIX_LABELS,
  ROLE_DEFAULT_PERMISSIONS,
  can,
  effectivePermissions,
  isProtectedForMaster,
  permissionLabel,
  permissionName,
} from './permissions.ts';
import { ROLES } from './roles.ts';

const names = PERMISSION_CATALOGUE.map((p) => p.name);

describe('permission catalogue', () => {
  it('has 22 prefixes × 5 actions = 110 unique names', () => {
    expect(PERMISSION_PREFIXES).toHaveLength(22);
    expect(PERMISSION_ACTIONS).toEqual(['view', 'create', 'edit', 'delete', 'access']);
    expect(PERMISSION_CATALOGUE).toHaveLength(110);
    expect(new Set(names).size).toBe(110);
    for (const name of names) expect(name).toMatch(/^[a-z]+\.(view|create|edit|delete|access)$/);
  });

  it('contains every known permission of spec §6', () => {
    expect(KNOWN_PERMISSIONS).toHaveLength(11);
    for (const known of KNOWN_PERMISSIONS) expect(names).toContain(known);
  });

  it('labels every permission in pt-BR', () => {
    for (const p of PERMISSION_CATALOGUE) {
      expect(p.description.trim()).not.toBe('');
      expect(p.description).not.toBe(p.name);
      expect(p.description).toMatch(/^[^:]+: [^:]+$/);
    }
    for (const prefix of PERMISSION_PREFIXES) expect(PREFIX_LABELS[prefix].trim()).not.toBe('');
    for (const action of PERMISSION_ACTIONS) expect(ACTION_LABELS[action].trim()).not.toBe('');
    expect(permissionLabel('user.create')).toBe('Usuários: Criar');
    expect(permissionLabel(permissionName('setting', 'access'))).toBe('Configurações: Acessar módulo');
  });

  it('falls back to the name for anything outside the catalogue', () => {
    expect(permissionLabel('create_user')).toBe('create_user');
    expect(permissionLabel('user.fly')).toBe('user.fly');
    expect(permissionLabel('spaceship.view')).toBe('spaceship.view');
    expect(permissionLabel('user.view.extra')).toBe('user.view.extra');
    expect(permissionLabel('toString.constructor')).toBe('toString.constructor');
    expect(permissionLabel('')).toBe('');
  });
});

describe('role defaults', () => {
  it('are subsets of the catalogue without duplicates', () => {
    for (const role of ROLES) {
      const list = ROLE_DEFAULT_PERMISSIONS[role];
      expect(new Set(list).size).toBe(list.length);
      for (const name of list) expect(names).toContain(name);
    }
  });

  it('give MASTER everything', () => {
    expect([...ROLE_DEFAULT_PERMISSIONS.MASTER].sort()).toEqual([...names].sort());
  });

  it("give USER only dashboard, profile and a read of its company's wallet", () => {
    const prefixes = new Set(ROLE_DEFAULT_PERMISSIONS.USER.map((n) => n.split('.')[0]));
    expect([...prefixes].sort()).toEqual(['dashboard', 'profile', 'wallet']);
    expect(ROLE_DEFAULT_PERMISSIONS.USER.filter((n) => n.startsWith('wallet.'))).toEqual(['wallet.view']);
  });

  it('let CLIENT ask for top-ups but never insert credit or confirm payments', () => {
    const client = ROLE_DEFAULT_PERMISSIONS.CLIENT;
    for (const p of ['wallet.view', 'wallet.create', 'wallet.edit', 'financial.view'])
      expect(client).toContain(p);
    for (const p of ['transaction.create', 'setting.view', 'setting.edit']) expect(client).not.toContain(p);
    expect(ROLE_DEFAULT_PERMISSIONS.ADMIN).toContain('transaction.create');
    expect(ROLE_DEFAULT_PERMISSIONS.ADMIN).not.toContain('setting.edit');
  });

  it('give CLIENT its modules and nothing of the network', () => {
    const client = ROLE_DEFAULT_PERMISSIONS.CLIENT;
    for (const p of ['category.access', 'message.access', 'financial.access', 'report.access'])
      expect(client).toContain(p);
    for (const p of ['user.view', 'user.create', 'document.access']) expect(client).toContain(p);
    for (const p of ['franchise.access', 'setting.access', 'permission.view', 'category.create'])
      expect(client).not.toContain(p);
  });

  it('let ADMIN run a unit but not the permission screens', () => {
    const admin = ROLE_DEFAULT_PERMISSIONS.ADMIN;
    for (const p of ['user.view', 'user.create', 'user.delete', 'message.access', 'franchise.access'])
      expect(admin).toContain(p);
    for (const p of ['permission.edit', 'role.edit', 'franchise.create', 'franchise.delete'])
      expect(admin).not.toContain(p);
  });
});

describe('can (spec §6)', () => {
  const user = { role: 'ADMIN', permissions: ['user.view', 'report.access'], permission_override: {} };

  it('falls back to the list without an override', () => {
    expect(can(user, 'user.view')).toBe(true);
    expect(can(user, 'user.delete')).toBe(false);
  });

  it('lets an override win either way', () => {
    expect(can({ ...user, permission_override: { 'user.view': false } }, 'user.view')).toBe(false);
    expect(can({ ...user, permission_override: { 'user.delete': true } }, 'user.delete')).toBe(true);
  });

  it('denies a missing or empty user', () => {
    expect(can(null, 'user.view')).toBe(false);
    expect(can(undefined, 'user.view')).toBe(false);
    expect(can({}, 'user.view')).toBe(false);
    expect(can({ permissions: null, permission_override: null }, 'user.view')).toBe(false);
  });

  it('ignores non-boolean override values', () => {
    const odd = {
      permissions: ['user.view'],
      permission_override: { 'user.view': 'no' as unknown as boolean },
    };
    expect(can(odd, 'user.view')).toBe(true);
  });

  it('never locks MASTER out of settings and permissions', () => {
    const master = {
      role: 'MASTER',
      permissions: [],
      permission_override: { 'setting.access': false, 'permission.edit': false, 'user.view': false },
    };
    expect(can(master, 'setting.access')).toBe(true);
    expect(can(master, 'permission.edit')).toBe(true);
    expect(can(master, 'user.view')).toBe(false);
    expect(can({ ...master, role: 'ADMIN' }, 'setting.access')).toBe(false);
    expect(isProtectedForMaster('permission.view')).toBe(true);
    expect(isProtectedForMaster('setting.view')).toBe(false);
  });
});

describe('effectivePermissions', () => {
  it('merges role links with overrides, sorted and unique', () => {
    expect(
      effectivePermissions('ADMIN', ['user.view', 'report.access', 'user.view'], {
        'user.view': false,
        'user.delete': true,
      }),
    ).toEqual(['report.access', 'user.delete']);
    expect(effectivePermissions('USER', [])).toEqual([]);
  });

  it('gives MASTER the protected permissions back', () => {
    const list = effectivePermissions('MASTER', [], { 'setting.access': false });
    expect(list).toContain('setting.access');
    for (const action of PERMISSION_ACTIONS) expect(list).toContain(`permission.${action}`);
  });

  it('answers like can() on the parts', () => {
    const overrides = { 'user.view': false, 'lead.view': true, 'setting.access': false };
    const enabled = ROLE_DEFAULT_PERMISSIONS.ADMIN;
    for (const role of ROLES) {
      const list = effectivePermissions(role, enabled, overrides);
      for (const name of names) {
        expect(can({ role, permissions: list }, name)).toBe(
          can({ role, permissions: enabled, permission_override: overrides }, name),
        );
      }
    }
  });
});
