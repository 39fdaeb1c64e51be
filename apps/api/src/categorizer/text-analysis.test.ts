import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.ts';
import { expandTokens } from './text-analysis.ts';

const expand = (text: string) => expandTokens(normalizeText(text).tokens).join(' ');

describe('expandTokens', () => {
  it('turns a negated symptom into one token, whatever the verb form', () => {
    expect(expand('carro nao pega')).toBe('carro nao_peg');
    expect(expand('minha gata não come')).toBe(expand('minha gata nao quer comer'));
    // a negated stop word stays as it was
    expect(expand('nao quero pizza')).toBe('nao quero pizza');
  });

  it('joins words written in two parts', () => {
    expect(expand('pra-choque amassado')).toBe('parachoque amassado');
    expect(expand('senha do wi fi')).toBe('senha do wifi');
  });

  it('reads "pf" as a set meal or as please, by its neighbours', () => {
    expect(expand('tem pf barato?')).toBe('tem prato feito barato');
    expect(expand('me ajuda pf')).toBe('me ajuda por favor');
  });

  it('reads "baratas" after a plural noun as cheap, not as cockroaches', () => {
    expect(expand('frutas baratas')).toBe('frutas barata');
    expect(expand('muitas baratas na cozinha')).toBe('muitas baratas na cozinha');
  });
});
