import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  parseCreditValue,
  settingsFormSchema,
  settingsSaveFailedMessage,
  settingsSavedMessage,
  settingsSchema,
} from './settings.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('parseCreditValue', () => {
  it('reads the typed value', () => {
    expect(parseCreditValue('0.30')).toBe(0.3);
    expect(parseCreditValue('0,30')).toBe(0.3);
    expect(parseCreditValue(' 1,5 ')).toBe(1.5);
    expect(parseCreditValue(0.45)).toBe(0.45);
    expect(parseCreditValue('-1')).toBe(-1);
  });

  it('turns unparseable input into 0 (spec §5)', () => {
    for (const bad of ['', 'abc', '0,3,0', null, undefined, Number.NaN, {}, true]) {
      expect(parseCreditValue(bad)).toBe(0);
    }
  });
});

describe('settingsSchema', () => {
  it('accepts a value ≥ 0 with step 0.01', () => {
    expect(settingsSchema.parse({ creditValue: 0.3 })).toEqual({ creditValue: 0.3 });
    expect(settingsSchema.parse({ creditValue: 0 })).toEqual({ creditValue: 0 });
    expect(settingsSchema.parse({ creditValue: 12.99 })).toEqual({ creditValue: 12.99 });
    expect(DEFAULT_SETTINGS).toEqual({ creditValue: 0.3 });
  });

  it('refuses negatives, extra decimals and non-numbers', () => {
    expect(issues(settingsSchema.safeParse({ creditValue: -0.01 }))).toEqual([
      'creditValue: O valor do crédito não pode ser negativo',
    ]);
    expect(issues(settingsSchema.safeParse({ creditValue: 0.305 }))).toEqual([
      'creditValue: Use no máximo 2 casas decimais',
    ]);
    expect(issues(settingsSchema.safeParse({ creditValue: '0.30' }))).toEqual([
      'creditValue: Informe um valor válido',
    ]);
    expect(issues(settingsSchema.safeParse({}))).toEqual(['creditValue: Informe um valor válido']);
    expect(settingsSchema.safeParse({ creditValue: Number.POSITIVE_INFINITY }).success).toBe(false);
  });

  it('parses the form the way the spec says', () => {
    expect(settingsFormSchema.parse({ creditValue: '0,45' })).toEqual({ creditValue: 0.45 });
    expect(settingsFormSchema.parse({ creditValue: 'abc' })).toEqual({ creditValue: 0 });
    expect(issues(settingsFormSchema.safeParse({ creditValue: '-2' }))).toEqual([
      'creditValue: O valor do crédito não pode ser negativo',
    ]);
  });
});

describe('settings messages', () => {
  it('names the area', () => {
    expect(settingsSavedMessage('credit')).toBe('Configurações de Crédito salvas com sucesso!');
    expect(settingsSaveFailedMessage('users')).toBe('Erro ao salvar configurações de Usuários');
  });
});
