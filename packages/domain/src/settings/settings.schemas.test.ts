import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  settingsFormSchema,
  settingsResponseSchema,
  settingsSaveFailedMessage,
  settingsSavedMessage,
  settingsSchema,
  settingsUpdateSchema,
} from './settings.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const full = {
  creditValue: 0.3,
  offerTtlHours: 24,
  maxCompaniesPerRequest: 5,
  defaultUnitId: null,
  disputeWindowDays: 7,
  ratingDelayMinutes: 1440,
  suggestedTopUp: 50,
  alertBacklogMax: 3,
  pixPspHosts: [],
  consumerDataRetentionDays: 180,
  auditLogRetentionDays: 1825,
  privacyControllerName: 'Tenho',
  privacyContactEmail: '',
  privacyContactPhone: '',
};

describe('settingsSchema', () => {
  it('has the defaults of the spec and the architecture', () => {
    expect(DEFAULT_SETTINGS).toEqual(full);
    expect(settingsSchema.parse(full)).toEqual(full);
    expect(settingsSchema.parse({ ...full, defaultUnitId: 3 }).defaultUnitId).toBe(3);
  });

  it('bounds the retention settings (issue 31): 30–3650 days of consumer data, never under 6 months of logs', () => {
    expect(settingsSchema.safeParse({ ...full, consumerDataRetentionDays: 29 }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...full, consumerDataRetentionDays: 3651 }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...full, consumerDataRetentionDays: 30 }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...full, auditLogRetentionDays: 182 }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...full, auditLogRetentionDays: 183 }).success).toBe(true);
  });

  it('answers creditValue and disputeWindowDays alone to those who may not see the rest', () => {
    expect(settingsResponseSchema.parse({ creditValue: 0.3, disputeWindowDays: 7 })).toEqual({
      creditValue: 0.3,
      disputeWindowDays: 7,
    });
    expect(settingsResponseSchema.safeParse({ creditValue: 0.3 }).success).toBe(false);
    expect(settingsResponseSchema.safeParse({}).success).toBe(false);
  });
});

describe('settingsUpdateSchema (POST /settings)', () => {
  it('accepts a value ≥ 0 with step 0.01', () => {
    expect(settingsUpdateSchema.parse({ creditValue: 0.3 })).toEqual({ creditValue: 0.3 });
    expect(settingsUpdateSchema.parse({ creditValue: 0 })).toEqual({ creditValue: 0 });
    expect(settingsUpdateSchema.parse({ creditValue: 12.99 })).toEqual({ creditValue: 12.99 });
    expect(settingsUpdateSchema.parse({ offerTtlHours: 48, defaultUnitId: null })).toEqual({
      offerTtlHours: 48,
      defaultUnitId: null,
    });
  });

  it('refuses negatives, extra decimals and non-numbers', () => {
    expect(issues(settingsUpdateSchema.safeParse({ creditValue: -0.01 }))).toEqual([
      'creditValue: O valor do crédito não pode ser negativo',
    ]);
    expect(issues(settingsUpdateSchema.safeParse({ creditValue: 0.305 }))).toEqual([
      'creditValue: Use no máximo 2 casas decimais',
    ]);
    expect(issues(settingsUpdateSchema.safeParse({ creditValue: '0.30' }))).toEqual([
      'creditValue: Informe um valor válido',
    ]);
    expect(issues(settingsUpdateSchema.safeParse({ creditValue: 'abc' }))).toEqual([
      'creditValue: Informe um valor válido',
    ]);
    expect(issues(settingsUpdateSchema.safeParse({ creditValue: 1e12 }))).toEqual([
      'creditValue: Valor do crédito acima do limite permitido',
    ]);
    expect(issues(settingsUpdateSchema.safeParse({}))).toEqual([': Nenhuma alteração informada']);
    expect(settingsUpdateSchema.safeParse({ creditValue: Number.POSITIVE_INFINITY }).success).toBe(false);
  });

  it('bounds the routing values', () => {
    for (const offerTtlHours of [0, 721, 1.5, -1, '24'])
      expect(issues(settingsUpdateSchema.safeParse({ offerTtlHours }))).toEqual([
        'offerTtlHours: Informe o prazo da oferta em horas inteiras, de 1 a 720',
      ]);
    for (const maxCompaniesPerRequest of [0, 51, 2.5, null])
      expect(issues(settingsUpdateSchema.safeParse({ maxCompaniesPerRequest }))).toEqual([
        'maxCompaniesPerRequest: Informe um número inteiro de empresas, de 1 a 50',
      ]);
    for (const defaultUnitId of [0, -3, 1.5, 'abc', 2 ** 31])
      expect(issues(settingsUpdateSchema.safeParse({ defaultUnitId }))).toEqual([
        'defaultUnitId: Selecione uma franquia válida',
      ]);
    // Issue 33: 0 turns the backlog rule off; up to 1000 alerts waiting per company.
    expect(settingsUpdateSchema.parse({ alertBacklogMax: 0 })).toEqual({ alertBacklogMax: 0 });
    for (const alertBacklogMax of [-1, 1001, 2.5, '3', null])
      expect(issues(settingsUpdateSchema.safeParse({ alertBacklogMax }))).toEqual([
        'alertBacklogMax: Informe o limite de alertas na fila em número inteiro, de 0 a 1000',
      ]);
  });
});

describe('settingsFormSchema (the Crédito tab)', () => {
  it('parses the form the way the spec says', () => {
    const form = {
      offerTtlHours: '24',
      maxCompaniesPerRequest: '5',
      disputeWindowDays: '7',
      defaultUnitId: '',
      ratingDelayMinutes: '60',
      suggestedTopUp: '50,00',
      alertBacklogMax: '3',
    };
    expect(settingsFormSchema.parse({ ...form, creditValue: '0,45' })).toEqual({
      creditValue: 0.45,
      offerTtlHours: 24,
      maxCompaniesPerRequest: 5,
      disputeWindowDays: 7,
      defaultUnitId: null,
      ratingDelayMinutes: 60,
      suggestedTopUp: 50,
      alertBacklogMax: 3,
    });
    // Issue 32: the suggested top-up is typed money, at least R$ 1,00.
    expect(
      settingsFormSchema.parse({ ...form, creditValue: '1', suggestedTopUp: 'R$ 25,50' }).suggestedTopUp,
    ).toBe(25.5);
    expect(
      issues(settingsFormSchema.safeParse({ ...form, creditValue: '1', suggestedTopUp: '0,50' })),
    ).toEqual(['suggestedTopUp: A recarga sugerida deve ser de pelo menos R$ 1,00']);
    expect(
      issues(settingsFormSchema.safeParse({ ...form, creditValue: '1', disputeWindowDays: '0' })),
    ).toEqual(['disputeWindowDays: Informe o prazo para contestar em dias inteiros, de 1 a 90']);
    expect(
      issues(settingsFormSchema.safeParse({ ...form, creditValue: '1', ratingDelayMinutes: '-5' })),
    ).toEqual([
      'ratingDelayMinutes: Informe o tempo até o pedido de avaliação em minutos inteiros, de 0 a 43200',
    ]);
    expect(settingsFormSchema.parse({ ...form, creditValue: '0.30' }).creditValue).toBe(0.3);
    expect(settingsFormSchema.parse({ ...form, creditValue: 'R$ 1,5' }).creditValue).toBe(1.5);
    // A blank field is 0 (spec §5); text that is no amount is refused instead of silently zeroed.
    expect(settingsFormSchema.parse({ ...form, creditValue: '' }).creditValue).toBe(0);
    expect(issues(settingsFormSchema.safeParse({ ...form, creditValue: 'abc' }))).toEqual([
      'creditValue: Valor inválido. Digite só números, com vírgula para os centavos (ex.: 1.234,56)',
    ]);
    expect(issues(settingsFormSchema.safeParse({ ...form, creditValue: '1,234' }))).toEqual([
      'creditValue: Valor ambíguo. Use vírgula para os centavos e ponto para os milhares (ex.: 1.234,56)',
    ]);
    expect(settingsFormSchema.parse({ ...form, creditValue: '1', defaultUnitId: '7' }).defaultUnitId).toBe(7);
    expect(issues(settingsFormSchema.safeParse({ ...form, creditValue: '-2' }))).toEqual([
      'creditValue: O valor não pode ser negativo',
    ]);
    expect(issues(settingsFormSchema.safeParse({ ...form, creditValue: '1', offerTtlHours: '' }))).toEqual([
      'offerTtlHours: Informe o prazo da oferta em horas inteiras, de 1 a 720',
    ]);
  });
});

describe('settings messages', () => {
  it('names the area', () => {
    expect(settingsSavedMessage('credit')).toBe('Configurações de Crédito salvas com sucesso!');
    expect(settingsSaveFailedMessage('users')).toBe('Erro ao salvar configurações de Usuários');
  });
});

describe('privacy contact settings (issue 31)', () => {
  it('trims the name, checks the e-mail, keeps only the digits of the WhatsApp; blank contacts are allowed', () => {
    const ok = settingsUpdateSchema.parse({
      privacyControllerName: ' Tenho Ltda ',
      privacyContactEmail: 'dpo@tenho.com.br',
      privacyContactPhone: '(21) 99876-5432',
    });
    expect(ok).toEqual({
      privacyControllerName: 'Tenho Ltda',
      privacyContactEmail: 'dpo@tenho.com.br',
      privacyContactPhone: '21998765432',
    });
    expect(settingsUpdateSchema.safeParse({ privacyContactEmail: '', privacyContactPhone: '' }).success).toBe(
      true,
    );
    for (const bad of [
      { privacyControllerName: ' ' },
      { privacyControllerName: 'x'.repeat(201) },
      { privacyContactEmail: 'sem-arroba' },
      { privacyContactPhone: '123' },
      { privacyContactPhone: '1'.repeat(14) },
    ])
      expect(settingsUpdateSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
