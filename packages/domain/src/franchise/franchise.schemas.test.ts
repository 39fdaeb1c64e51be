import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  FRANCHISE_MSG,
  franchiseAdminSchema,
  franchiseDeleteConfirmSchema,
  franchiseHasLinksMessage,
  franchiseDeleteBlockedMessage,
  franchiseInputSchema,
  franchiseListAnswerSchema,
  franchiseListQuerySchema,
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

describe('franchiseListQuerySchema', () => {
  it('defaults to the first page of 20, every status', () => {
    expect(franchiseListQuerySchema.parse({})).toEqual({ status: 'all', page: 1, pageSize: 20 });
    expect(
      franchiseListQuerySchema.parse({ search: '  ', status: 'inactive', page: '2', pageSize: '100' }),
    ).toEqual({
      status: 'inactive',
      page: 2,
      pageSize: 100,
    });
  });

  it('refuses what would make the list unbounded or ambiguous, in Portuguese', () => {
    expect(issues(franchiseListQuerySchema.safeParse({ pageSize: '101' }))).toEqual([
      `pageSize: ${FRANCHISE_MSG.pageSizeInvalid}`,
    ]);
    expect(issues(franchiseListQuerySchema.safeParse({ page: '0' }))).toEqual([
      `page: ${FRANCHISE_MSG.pageInvalid}`,
    ]);
    expect(issues(franchiseListQuerySchema.safeParse({ status: 'todas' }))).toEqual([
      `status: ${FRANCHISE_MSG.statusInvalid}`,
    ]);
    expect(issues(franchiseListQuerySchema.safeParse({ search: 'x'.repeat(101) }))).toEqual([
      `search: ${FRANCHISE_MSG.searchTooLong}`,
    ]);
  });
});

describe('WhatsApp routing id', () => {
  it('is digits only; empty clears it', () => {
    expect(franchisePatchSchema.parse({ whatsapp_phone_number_id: ' 106540352242922 ' })).toEqual({
      whatsapp_phone_number_id: '106540352242922',
    });
    expect(franchisePatchSchema.parse({ whatsapp_phone_number_id: '' })).toEqual({
      whatsapp_phone_number_id: null,
    });
    expect(issues(franchisePatchSchema.safeParse({ whatsapp_phone_number_id: '+55 11 9999' }))).toEqual([
      `whatsapp_phone_number_id: ${FRANCHISE_MSG.whatsappIdInvalid}`,
    ]);
  });
});

describe('delete refused while linked', () => {
  it("contains 'não é possível excluir', which the web turns into the spec's text", () => {
    const message = franchiseDeleteBlockedMessage(2, 5);
    expect(message).toContain('não é possível excluir');
    expect(message).toContain('usuários (2)');
    expect(message).toContain('clientes (5)');
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
    whatsapp_phone_number_id: null,
    whatsapp_display_number: null,
    pix_key: null,
    pix_merchant_name: null,
    pix_merchant_city: null,
    created_at: '2024-01-15T03:00:00.000Z',
    updated_at: '2024-01-15T03:00:00.000Z',
  };

  it('describes units, their detail, the full and the public list', () => {
    expect(franchiseUnitSchema.parse(stored)).toEqual(stored);
    const detail = { ...stored, users: [], client_units: [], users_count: 0, clients_count: 0 };
    expect(franchiseUnitDetailSchema.parse(detail)).toEqual(detail);
    expect(publicUnitListSchema.parse([{ id: 1, name: 'Zona Sul' }])).toEqual([{ id: 1, name: 'Zona Sul' }]);
    expect(franchiseUnitSchema.safeParse({ ...stored, is_active: 'sim' }).success).toBe(false);
    const full = {
      units: [stored],
      total: 1,
      page: 1,
      pageSize: 20,
      counts: { total: 1, active: 1, inactive: 0 },
    };
    expect(franchiseListAnswerSchema.parse(full)).toEqual(full);
    expect(franchiseListAnswerSchema.parse([{ id: 1, name: 'Zona Sul' }])).toEqual([
      { id: 1, name: 'Zona Sul' },
    ]);
  });
});
