import { describe, expect, it } from 'vitest';
import { collapseRepeats, foldAccents, normalizeText, normalizedKey } from './normalize.ts';

describe('normalizeText', () => {
  it('folds accents and case', () => {
    expect(foldAccents('Açougue ÓTICA Pão')).toBe('acougue otica pao');
  });

  it('drops emojis and punctuation and counts them', () => {
    const result = normalizeText('Alguém tem pneu??? 🙏🙏 👍🏽');
    expect(result.tokens).toEqual(['alguem', 'tem', 'pneu']);
    expect(result.emojiCount).toBeGreaterThanOrEqual(3);
  });

  it('removes links and counts them', () => {
    const result = normalizeText('ganhe já https://bit.ly/abc e www.loja.com.br ou loja.com');
    expect(result.linkCount).toBe(3);
    expect(result.tokens).toEqual(['ganhe', 'ja', 'e', 'ou']);
  });

  it('does not take an e-mail address for a link', () => {
    const result = normalizeText('meu email e joao.silva@gmail.com, preciso de eletricista');
    expect(result.linkCount).toBe(0);
    expect(result.tokens).toContain('eletricista');
  });

  it('expands the slash shorthands p/, c/ and s/', () => {
    expect(normalizeText('pneu p/ corsa c/ roda s/ furo').text).toBe('pneu para corsa com roda sem furo');
  });

  it('keeps measures with slashes as numbers', () => {
    expect(normalizeText('pneu 175/70 aro 13').tokens).toEqual(['pneu', '175', '70', 'aro', '13']);
  });

  it('collapses letters repeated three times or more', () => {
    expect(collapseRepeats('bommmm')).toBe('bom');
    expect(collapseRepeats('carro')).toBe('carro');
    expect(normalizedKey('Socorrooooo!!! kkkkk')).toBe('socorro k');
  });
});
