import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  FRANCHISE_MSG,
  franchiseAdminSchema,
  franchiseDeleteConfirmSchema,
  franchiseHasLinksMessage,
  franchiseInputSchema,
  franchisePatchSchema,
  franchiseUnitDetailSchema,
  franchiseUnitSchema,
  isDeleteConfirmation,
  publicUnitListSchema,
} from './franchise.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const unit = { name: ' Zona Sul ', code: ' Zona-Sul ', city: 'São Paulo', state: 'sp', region: '' };

describe('franchiseInputSchema', () => {
  it('normalises a valid unit', () => {
    expect(franchiseInputSchema.parse(unit)).toEqual({
      name: 'Zona Sul',
      code: 'zona-sul',
      city: 'São Paulo',
      state: 'SP',
      region: null,
    });
    expect(franchiseInputSchema.parse({ ...unit, region: 'Sudeste', is_active: false })).toMatchObject({
      region: 'Sudeste',
      is_active: false,
    });
  });

  it('asks to fill every required field', () => {
    const r = franchiseInputSchema.safeParse({ name: '', code: '', city: ' ', state: '' });
    expect(issues(r)).toEqual([
      'name: Preencha todos os campos obrigatórios',
      'code: Preencha todos os campos obrigatórios',
      'city: Preencha todos os campos obrigatórios',
      'state: Preencha todos os campos obrigatórios',
    ]);
    expect(issues(franchiseInputSchema.safeParse({}))[0]).toBe('name: Preencha todos os campos obrigatórios');
  });

  it('accepts only slug codes', () => {
    for (const code of ['centro', 'zona-sul-2', 'a1']) {
      expect(franchiseInputSchema.safeParse({ ...unit, code }).success).toBe(true);
    }
    for (const code of ['zona sul', 'zona_sul', '-zona', 'zona-', 'zona--sul', 'são-paulo', 'zona.sul']) {
      expect(issues(franchiseInputSchema.safeParse({ ...unit, code }))).toEqual([
        `code: ${FRANCHISE_MSG.codeInvalid}`,
      ]);
    }
  });

  it('accepts only Brazilian states', () => {
    expect(issues(franchiseInputSchema.safeParse({ ...unit, state: 'XX' }))).toEqual(['state: UF inválida']);
    expect(issues(franchiseInputSchema.safeParse({ ...unit, state: 'São Paulo' }))).toEqual([
      'state: UF inválida',
    ]);
    expect(franchiseInputSchema.parse({ ...unit, state: 'df' }).state).toBe('DF');
  });
});

describe('franchisePatchSchema', () => {
  it('accepts only is_active or any subset of fields', () => {
    expect(franchisePatchSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(franchisePatchSchema.parse({ city: ' Campinas ' })).toEqual({ city: 'Campinas' });
  });

  it('still validates what is sent and refuses an empty patch', () => {
    expect(issues(franchisePatchSchema.safeParse({ name: '' }))).toEqual([
      'name: Preencha todos os campos obrigatórios',
    ]);
    expect(issues(franchisePatchSchema.safeParse({}))).toEqual([': Nenhuma alteração informada']);
  });
});

describe('franchiseAdminSchema', () => {
  it('requires e-mail, password and name; phone optional', () => {
    expect(issues(franchiseAdminSchema.safeParse({ email: '', password: '', name: '' }))).toEqual([
      'email: Preencha todos os campos obrigatórios',
      'password: Preencha todos os campos obrigatórios',
      'name: Preencha todos os campos obrigatórios',
    ]);
    expect(
      franchiseAdminSchema.parse({ email: 'Admin@Sul.com', password: 'Admin#2024', name: 'Ana' }),
    ).toEqual({
      email: 'admin@sul.com',
      password: 'Admin#2024',
      name: 'Ana',
      phone: null,
    });
  });

  it('checks e-mail shape, password strength and phone when given', () => {
    const r = franchiseAdminSchema.safeParse({ email: 'x@', password: 'fraca', name: 'Ana', phone: '123' });
    expect(issues(r)).toEqual([
      'email: E-mail inválido',
      'password: Senha deve ter pelo menos 8 caracteres com: letra maiúscula, minúscula, número e caractere especial',
      'phone: Telefone inválido',
    ]);
    expect(
      franchiseAdminSchema.parse({
        email: 'a@b.com',
        password: 'Admin#2024',
        name: 'Ana',
        phone: '(11) 98765-4321',
      }).phone,
    ).toBe('11987654321');
  });
});

describe('delete confirmation', () => {
  it('matches "excluir" in any case', () => {
    expect(isDeleteConfirmation('excluir')).toBe(true);
    expect(isDeleteConfirmation('EXCLUIR')).toBe(true);
    expect(isDeleteConfirmation('Excluir ')).toBe(true);
    expect(isDeleteConfirmation('excluír')).toBe(false);
    expect(isDeleteConfirmation('excluir!')).toBe(false);
    expect(isDeleteConfirmation('')).toBe(false);
    expect(isDeleteConfirmation(null)).toBe(false);
  });

  it('gives the spec message otherwise', () => {
    expect(issues(franchiseDeleteConfirmSchema.safeParse({ confirmation: 'sim' }))).toEqual([
      'confirmation: Digite "excluir" para confirmar a exclusão',
    ]);
  });

  it('explains linked records', () => {
    expect(franchiseHasLinksMessage(2, 5)).toBe(
      'Esta franquia possui usuários (2) e/ou clientes (5) vinculados. Você precisa desvincular todos antes de excluir.',
    );
  });
});

describe('response schemas', () => {
  const stored = {
    id: 1,
    name: 'Zona Sul',
    code: 'zona-sul',
    city: 'São Paulo',
    state: 'SP',
    region: null,
    is_active: true,
  };

  it('describes units, their detail and the public list', () => {
    expect(franchiseUnitSchema.parse(stored)).toEqual(stored);
    expect(franchiseUnitDetailSchema.parse({ ...stored, users: [], client_units: [] })).toMatchObject({
      users: [],
    });
    expect(publicUnitListSchema.parse([{ id: 1, name: 'Zona Sul' }])).toEqual([{ id: 1, name: 'Zona Sul' }]);
    expect(franchiseUnitSchema.safeParse({ ...stored, is_active: 'sim' }).success).toBe(false);
  });
});
