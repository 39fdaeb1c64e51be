import { describe, expect, it } from 'vitest';
import { foldSearch, matchesCategorySearch, matchesStatus } from './category-search';

const eletricista = {
  name: 'Eletricista',
  code: 'eletricista',
  groupName: 'Serviços residenciais',
  keywords: ['disjuntor', 'tomada', 'fiação elétrica'],
};

describe('category search', () => {
  it('folds accents and case', () => {
    expect(foldSearch('  Fiação ELÉTRICA ')).toBe('fiacao eletrica');
  });

  it('finds a category by name, code, group or keyword, without accents', () => {
    expect(matchesCategorySearch(eletricista, 'ELETRI')).toBe(true);
    expect(matchesCategorySearch(eletricista, 'servicos')).toBe(true);
    expect(matchesCategorySearch(eletricista, 'fiacao')).toBe(true);
    expect(matchesCategorySearch(eletricista, 'disjuntor tomada')).toBe(true);
    expect(matchesCategorySearch(eletricista, 'encanador')).toBe(false);
    expect(matchesCategorySearch(eletricista, '   ')).toBe(true);
  });

  it('filters by status', () => {
    expect(matchesStatus(true, 'all')).toBe(true);
    expect(matchesStatus(false, 'active')).toBe(false);
    expect(matchesStatus(false, 'inactive')).toBe(true);
  });
});
