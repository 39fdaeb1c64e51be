import { describe, expect, it } from 'vitest';
import { countLabel, NOUNS, pluralWord } from './plural.ts';

describe('pluralWord', () => {
  it('is singular for exactly one and plural otherwise (zero included, as pt-BR says it)', () => {
    expect(pluralWord(1, NOUNS.entry)).toBe('movimentação');
    expect(pluralWord(-1, NOUNS.entry)).toBe('movimentação');
    expect(pluralWord(0, NOUNS.entry)).toBe('movimentações');
    expect(pluralWord(2, NOUNS.entry)).toBe('movimentações');
    expect(pluralWord(1.5, NOUNS.hour)).toBe('horas');
  });
});

describe('countLabel', () => {
  it('puts the number in pt-BR digits before the right form', () => {
    expect(countLabel(1, NOUNS.company)).toBe('1 empresa');
    expect(countLabel(0, NOUNS.company)).toBe('0 empresas');
    expect(countLabel(1234, NOUNS.message)).toBe('1.234 mensagens');
    expect(countLabel(1, { one: 'categoria ativa', many: 'categorias ativas' })).toBe('1 categoria ativa');
  });
});
