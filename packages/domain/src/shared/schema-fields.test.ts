import { describe, expect, it } from 'vitest';
import { stripInvisibleFormatting } from './format.ts';
import { idParamSchema, MAX_ID, nullableText, requiredText } from './schema-fields.ts';

describe('idParamSchema (ids from paths and query strings)', () => {
  it('accepts plain positive integers up to the database limit', () => {
    expect(idParamSchema.parse('1')).toBe(1);
    expect(idParamSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each(['0', '-1', '1.5', '1e3', '0x10', ' 1', '01', '', 'abc', String(MAX_ID + 1), '99999999999'])(
    'refuses %j with a pt-BR message',
    (value) => {
      const result = idParamSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Identificador inválido');
    },
  );
});

describe('names keep no invisible format characters (issue 28)', () => {
  it('bidi overrides, isolates, zero-width spaces and the BOM are removed; emoji joiners stay', () => {
    expect(stripInvisibleFormatting('rel\u202Efdp.txt')).toBe('relfdp.txt');
    expect(stripInvisibleFormatting('\uFEFFMercado\u200B Central\u2066\u2069\u061C\u200E')).toBe(
      'Mercado Central',
    );
    expect(stripInvisibleFormatting('Padaria \u{1F468}\u200D\u{1F373}')).toBe(
      'Padaria \u{1F468}\u200D\u{1F373}',
    );
  });

  it('requiredText and nullableText (every name of the panel) strip them before trimming and counting', () => {
    expect(requiredText('Informe o nome').parse(' \u202EEmpresa\u202C ')).toBe('Empresa');
    expect(requiredText('Informe o nome').safeParse('\u202E\u200B').success).toBe(false);
    expect(nullableText(10).parse('\u2067Loja\u2069')).toBe('Loja');
  });
});
