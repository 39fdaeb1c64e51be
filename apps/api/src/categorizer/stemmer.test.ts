import { describe, expect, it } from 'vitest';
import { lightForm, stemWord } from './stemmer.ts';

describe('stemWord (Snowball Portuguese on accent-free text)', () => {
  it('gives inflections of a word one stem', () => {
    expect(stemWord('instalacao')).toBe(stemWord('instalar'));
    expect(stemWord('consertar')).toBe(stemWord('conserto'));
    expect(stemWord('entupiu')).toBe(stemWord('entupido'));
    expect(stemWord('encanamento')).toBe(stemWord('encanador'));
    expect(stemWord('mecanico')).toBe(stemWord('mecanica'));
  });

  it('handles plurals that Snowball leaves or misreads without accents', () => {
    expect(stemWord('pneus')).toBe(stemWord('pneu'));
    expect(stemWord('botijoes')).toBe(stemWord('botijao'));
    expect(stemWord('paes')).toBe(stemWord('pao'));
    expect(stemWord('moveis')).toBe(stemWord('movel'));
    expect(stemWord('unhas')).toBe(stemWord('unha'));
  });

  it('leaves short words and numbers alone', () => {
    expect(stemWord('ar')).toBe('ar');
    expect(stemWord('p13')).toBe('p13');
  });
});

describe('lightForm', () => {
  it('is the singular surface form', () => {
    expect(lightForm('pneus')).toBe('pneu');
    expect(lightForm('flores')).toBe('flor');
    expect(lightForm('botijoes')).toBe('botijao');
    expect(lightForm('animais')).toBe('animal');
    expect(lightForm('gas')).toBe('gas');
  });

  it('keeps apart words a stem would conflate', () => {
    expect(stemWord('lente')).toBe(stemWord('lento'));
    expect(lightForm('lente')).not.toBe(lightForm('lento'));
  });
});
