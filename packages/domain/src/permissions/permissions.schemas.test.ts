import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  PERMISSIONS_MSG,
  groupPermissions,
  isRolePermissionEnabled,
  permissionFormSchema,
  permissionGroup,
  permissionInUseMessage,
  rolePermissionLinkSchema,
  rolePermissionSchema,
} from './permissions.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('permissionFormSchema', () => {
  it('requires name and description', () => {
    expect(issues(permissionFormSchema.safeParse({ name: ' ', description: '' }))).toEqual([
      'name: Nome é obrigatório',
      'description: Descrição é obrigatória',
    ]);
    expect(issues(permissionFormSchema.safeParse({}))).toEqual([
      'name: Nome é obrigatório',
      'description: Descrição é obrigatória',
    ]);
  });

  it('accepts snake_case and dotted lower-case names', () => {
    for (const name of ['create_user', 'user.view', 'report.export_pdf', 'audit', 'v2.api']) {
      expect(permissionFormSchema.safeParse({ name, description: 'x' }).success).toBe(true);
    }
    expect(permissionFormSchema.parse({ name: ' user.view ', description: ' Ver ' })).toEqual({
      name: 'user.view',
      description: 'Ver',
    });
  });

  it('refuses other shapes', () => {
    for (const name of [
      'CreateUser',
      'create-user',
      'create user',
      '_user',
      'user.',
      'user..view',
      '1user',
      'usuário.ver',
    ]) {
      expect(issues(permissionFormSchema.safeParse({ name, description: 'x' }))).toEqual([
        `name: ${PERMISSIONS_MSG.nameInvalid}`,
      ]);
    }
  });
});

describe('role permissions', () => {
  it('validates a role-permission change', () => {
    expect(rolePermissionSchema.parse({ role: 'CLIENT', permission_id: '12', enabled: false })).toEqual({
      role: 'CLIENT',
      permission_id: 12,
      enabled: false,
    });
    expect(issues(rolePermissionSchema.safeParse({ role: 'ROOT', permission_id: 0, enabled: true }))).toEqual(
      ['role: Selecione um perfil válido', 'permission_id: Permissão inválida'],
    );
    expect(rolePermissionSchema.safeParse({ role: 'USER', permission_id: 1 }).success).toBe(false);
  });

  it('counts a missing link as disabled', () => {
    const links = [
      { role: 'ADMIN', permission_id: 1, enabled: true },
      { role: 'ADMIN', permission_id: 2, enabled: false },
    ];
    expect(isRolePermissionEnabled(links, 'ADMIN', 1)).toBe(true);
    expect(isRolePermissionEnabled(links, 'ADMIN', 2)).toBe(false);
    expect(isRolePermissionEnabled(links, 'ADMIN', 3)).toBe(false);
    expect(isRolePermissionEnabled(links, 'CLIENT', 1)).toBe(false);
  });

  it('describes a stored link', () => {
    const link = { id: 1, role: 'USER', permission_id: 3, enabled: true };
    expect(rolePermissionLinkSchema.parse(link)).toEqual(link);
  });
});

describe('grouping', () => {
  it('groups by the prefix before the dot, undotted names last', () => {
    expect(permissionGroup('user.view')).toBe('user');
    expect(permissionGroup('create_user')).toBe('outros');
    expect(permissionGroup('.x')).toBe('outros');
    const groups = groupPermissions([
      { name: 'user.view' },
      { name: 'create_user' },
      { name: 'report.access' },
      { name: 'user.create' },
      { name: 'custom.thing' },
    ]);
    expect(groups.map((g) => [g.group, g.label, g.items.map((i) => i.name)])).toEqual([
      ['user', 'Usuários', ['user.create', 'user.view']],
      ['report', 'Relatórios', ['report.access']],
      ['custom', 'custom', ['custom.thing']],
      ['outros', 'Outras', ['create_user']],
    ]);
    expect(groupPermissions([])).toEqual([]);
  });
});

describe('permission form: unsafe descriptions and the in-use message', () => {
  it('refuses control characters and lone surrogates in the description', () => {
    for (const description of ['a\u0000b', 'linha\nnova', '\ud800x']) {
      expect(issues(permissionFormSchema.safeParse({ name: 'x_y', description }))).toEqual([
        `description: ${PERMISSIONS_MSG.descriptionInvalid}`,
      ]);
    }
    expect(permissionFormSchema.safeParse({ name: 'x_y', description: 'Relatórios 📊' }).success).toBe(true);
  });

  it('says how many roles and users use a permission', () => {
    expect(permissionInUseMessage(1, 0)).toMatch(/^Esta permissão está em uso \(1 perfil\)/);
    expect(permissionInUseMessage(2, 3)).toMatch(/\(2 perfis, 3 usuários\)/);
    expect(permissionInUseMessage(0, 0)).toBe(PERMISSIONS_MSG.inUse);
  });
});
