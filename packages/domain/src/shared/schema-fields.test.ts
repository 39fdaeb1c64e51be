import { describe, expect, it } from 'vitest';
import { idParamSchema, MAX_ID } from './schema-fields.ts';

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
