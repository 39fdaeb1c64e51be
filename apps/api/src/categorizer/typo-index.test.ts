import { describe, expect, it } from 'vitest';
import { createTypoIndex, damerauLevenshtein, maxTypoDistance, phoneticKey } from './typo-index.ts';

describe('damerauLevenshtein', () => {
  it('counts a transposition as one edit', () => {
    expect(damerauLevenshtein('pnue', 'pneu')).toBe(1);
    expect(damerauLevenshtein('eletrecista', 'eletricista')).toBe(1);
    expect(damerauLevenshtein('abc', 'abc')).toBe(0);
  });

  it('stops early past the limit', () => {
    expect(damerauLevenshtein('geladeira', 'borracharia', 2)).toBe(3);
  });
});

describe('typo rules', () => {
  it('allows 1 edit from 5 letters and 2 from 8, none below', () => {
    expect(maxTypoDistance(4)).toBe(0);
    expect(maxTypoDistance(5)).toBe(1);
    expect(maxTypoDistance(8)).toBe(2);
  });

  it('gives sound-alike spellings one phonetic key', () => {
    expect(phoneticKey('borraxaria')).toBe(phoneticKey('borracharia'));
    expect(phoneticKey('pissaria')).toBe(phoneticKey('pizzaria'));
    expect(phoneticKey('gaz')).toBe(phoneticKey('gas'));
    expect(phoneticKey('farmasia')).toBe(phoneticKey('farmacia'));
  });
});

describe('createTypoIndex', () => {
  const index = createTypoIndex();
  for (const word of ['eletricista', 'encanador', 'geladeira', 'pizzaria', 'docinho', 'gas']) {
    index.add(word, word);
  }

  it('corrects misspellings within the allowed distance', () => {
    expect(index.lookup('eletrecista')).toEqual({ target: 'eletricista', distance: 1 });
    expect(index.lookup('incanador')?.target).toBe('encanador');
    expect(index.lookup('geladera')?.target).toBe('geladeira');
    expect(index.lookup('pisaria')).toEqual({ target: 'pizzaria', distance: 0 });
    expect(index.lookup('gaz')).toEqual({ target: 'gas', distance: 0 });
  });

  it('does not stretch short words or change the first sound', () => {
    expect(index.lookup('gato')).toBeNull();
    expect(index.lookup('sozinho')).toBeNull();
  });

  it('forgets removed words', () => {
    const local = createTypoIndex();
    local.add('chaveiro', 'chaveiro');
    expect(local.lookup('chavero')?.target).toBe('chaveiro');
    local.remove('chaveiro', 'chaveiro');
    expect(local.lookup('chavero')).toBeNull();
    expect(local.size).toBe(0);
  });
});
