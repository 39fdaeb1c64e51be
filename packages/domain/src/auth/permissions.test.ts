import { describe, expect, it } from 'vitest';
import {
  canUseModule,
  ACTION_LABELS,
  EXTRA_PERMISSIONS,
  KNOWN_PERMISSIONS,
  PERMISSION_ACTIONS,
  PERMISSION_CATALOGUE,
  PERMISSION_PREFIXES,
  PREFIX_LABELS,
  ROLE_DEFAULT_PERMISSIONS,
  can,
  effectivePermissions,
  isCataloguePermission,
  isProtectedForMaster,
  permissionLabel,
  permissionName,
} from './permissions.ts';
import { ROLES } from './roles.ts';

const names = PERMISSION_CATALOGUE.map((p) => p.name);

describe('permission catalogue', () => {
  it('has 22 prefixes × 5 actions = 110 unique names plus the extra ones', () => {
    expect(PERMISSION_PREFIXES).toHaveLength(22);
    expect(PERMISSION_ACTIONS).toEqual(['view', 'create', 'edit', 'delete', 'access']);
    const extra = Object.keys(EXTRA_PERMISSIONS);
    expect(extra).toEqual(['category.select', 'privacy.view', 'privacy.edit']);
    expect(PERMISSION_CATALOGUE).toHaveLength(110 + extra.length);
    expect(new Set(names).size).toBe(110 + extra.length);
    for (const name of names.filter((n) => !extra.includes(n)))
      expect(name).toMatch(/^[a-z]+\.(view|create|edit|delete|access)$/);
    expect(isCataloguePermission('category.select')).toBe(true);
    expect(isCataloguePermission('create_user')).toBe(false);
    expect(permissionLabel('category.select')).toBe('Categorias: Escolher categorias de atuação');
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

  it("give USER only dashboard, profile and a read of its company's wallet and documents", () => {
    const prefixes = new Set(ROLE_DEFAULT_PERMISSIONS.USER.map((n) => n.split('.')[0]));
    expect([...prefixes].sort()).toEqual(['dashboard', 'document', 'profile', 'wallet']);
    // The wallet module's access comes with its read (a module's .access closes its whole API).
    expect(ROLE_DEFAULT_PERMISSIONS.USER.filter((n) => n.startsWith('wallet.'))).toEqual([
      'wallet.access',
      'wallet.view',
    ]);
    expect(ROLE_DEFAULT_PERMISSIONS.USER.filter((n) => n.startsWith('document.'))).toEqual([
      'document.access',
      'document.view',
    ]);
  });

  it('leave the category catalogue to MASTER; ADMIN and CLIENT choose a company’s categories', () => {
    for (const role of ['ADMIN', 'CLIENT'] as const) {
      const list = ROLE_DEFAULT_PERMISSIONS[role];
      for (const p of ['category.access', 'category.view', 'category.select'] as const)
        expect(list).toContain(p);
      for (const p of ['category.create', 'category.edit', 'category.delete'] as const)
        expect(list).not.toContain(p);
    }
    expect(ROLE_DEFAULT_PERMISSIONS.USER).not.toContain('category.select');
    expect(ROLE_DEFAULT_PERMISSIONS.MASTER).toContain('category.select');
  });

  it('let CLIENT file and delete its documents', () => {
    for (const p of ['document.access', 'document.view', 'document.create', 'document.delete'] as const)
      expect(ROLE_DEFAULT_PERMISSIONS.CLIENT).toContain(p);
  });

  it('let CLIENT ask for top-ups but never insert credit or confirm payments', () => {
    const client = ROLE_DEFAULT_PERMISSIONS.CLIENT;
    for (const p of ['wallet.view', 'wallet.create', 'wallet.edit', 'financial.view'] as const)
      expect(client).toContain(p);
    for (const p of ['transaction.create', 'setting.view', 'setting.edit'] as const)
      expect(client).not.toContain(p);
    expect(ROLE_DEFAULT_PERMISSIONS.ADMIN).toContain('transaction.create');
    expect(ROLE_DEFAULT_PERMISSIONS.ADMIN).not.toContain('setting.edit');
  });

  it('give CLIENT its modules and nothing of the network', () => {
    const client = ROLE_DEFAULT_PERMISSIONS.CLIENT;
    for (const p of ['category.access', 'message.access', 'financial.access', 'report.access'] as const)
      expect(client).toContain(p);
    for (const p of ['user.view', 'user.create', 'document.access'] as const) expect(client).toContain(p);
    for (const p of ['franchise.access', 'setting.access', 'permission.view', 'category.create'] as const)
      expect(client).not.toContain(p);
  });

  it('let ADMIN run a unit but not the permission screens', () => {
    const admin = ROLE_DEFAULT_PERMISSIONS.ADMIN;
    for (const p of [
      'user.view',
      'user.create',
      'user.delete',
      'message.access',
      'franchise.access',
    ] as const)
      expect(admin).toContain(p);
    for (const p of ['permission.edit', 'role.edit', 'franchise.create', 'franchise.delete'] as const)
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

describe('canUseModule', () => {
  it("needs the module's .access on top of every finer permission, never instead", () => {
    const user = { role: 'CLIENT', permissions: ['category.view', 'category.access'] };
    expect(canUseModule(user, 'category', 'category.view')).toBe(true);
    expect(
      canUseModule(
        { ...user, permission_override: { 'category.access': false } },
        'category',
        'category.view',
      ),
    ).toBe(false);
    expect(
      canUseModule({ role: 'CLIENT', permissions: ['category.access'] }, 'category', 'category.view'),
    ).toBe(false);
    expect(canUseModule(null, 'category')).toBe(false);
  });
});
