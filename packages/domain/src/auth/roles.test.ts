import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, homeForRole, isRole, panelTitle } from './roles.ts';

describe('roles', () => {
  it('has the four roles with pt-BR labels and the spec descriptions', () => {
    expect(ROLES).toEqual(['MASTER', 'ADMIN', 'CLIENT', 'USER']);
    for (const role of ROLES) expect(ROLE_LABELS[role].trim()).not.toBe('');
    expect(ROLE_DESCRIPTIONS).toEqual({
      MASTER: 'Acesso total ao sistema',
      ADMIN: 'Administra uma unidade de franquia',
      CLIENT: 'Empresa cadastrada',
      USER: 'Usuário comum do CLIENT',
    });
  });

  it('sends each role to its panel and anyone else to /', () => {
    expect(ROLES.map(homeForRole)).toEqual(['/master', '/admin', '/client', '/user']);
    expect(homeForRole('GUEST')).toBe('/');
    expect(homeForRole('master')).toBe('/');
    expect(homeForRole(null)).toBe('/');
    expect(homeForRole('toString')).toBe('/');
  });

  it('titles the panel by role', () => {
    expect(panelTitle('MASTER')).toBe('Painel Master');
    expect(panelTitle('CLIENT')).toBe('Painel do Cliente');
    expect(panelTitle('ADMIN')).toBe('Painel Administrativo');
    expect(panelTitle('USER')).toBe('Painel Administrativo');
    expect(panelTitle(undefined)).toBe('Painel Administrativo');
  });

  it('recognises roles', () => {
    expect(isRole('ADMIN')).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole(1)).toBe(false);
  });
});
