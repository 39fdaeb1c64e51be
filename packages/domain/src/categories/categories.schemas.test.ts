import { describe, expect, it } from 'vitest';
import {
  CATEGORIZER_LIMITS,
  CATEGORY_MSG,
  categoryExampleInputSchema,
  categoryInputSchema,
  categoryPatchSchema,
  groupCategories,
  longestWordLength,
  testCategorizeInputSchema,
  userCategoriesInputSchema,
} from './categories.schemas.ts';

describe('category schemas', () => {
  it('requires a name and a group with pt-BR messages', () => {
    const r = categoryInputSchema.safeParse({ name: '  ', groupName: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      CATEGORY_MSG.nameRequired,
      CATEGORY_MSG.groupRequired,
    ]);
  });

  it('trims keywords and drops case-insensitive duplicates', () => {
    const r = categoryInputSchema.parse({
      name: 'Eletricista',
      groupName: 'Casa',
      keywords: [' tomada ', 'Tomada', 'disjuntor'],
    });
    expect(r.keywords).toEqual(['tomada', 'disjuntor']);
    expect(r.is_active).toBe(true);
  });

  it('rejects a code that is not a slug', () => {
    const r = categoryInputSchema.safeParse({ name: 'A', groupName: 'B', code: 'Não Slug' });
    expect(r.error?.issues[0]?.message).toBe(CATEGORY_MSG.codeInvalid);
  });

  it('accepts a patch with only is_active', () => {
    expect(categoryPatchSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });

  it('dedupes category ids and refuses non-numbers', () => {
    expect(userCategoriesInputSchema.parse({ categoryIds: [3, 3, 1] }).categoryIds).toEqual([3, 1]);
    expect(userCategoriesInputSchema.safeParse({ categoryIds: ['x'] }).success).toBe(false);
  });

  it('refuses a blank test message', () => {
    expect(testCategorizeInputSchema.safeParse({ message: '   ' }).error?.issues[0]?.message).toBe(
      CATEGORY_MSG.messageRequired,
    );
  });

  it('says a too-long test message is too long, not missing', () => {
    expect(testCategorizeInputSchema.safeParse({ message: 'a'.repeat(4097) }).error?.issues[0]?.message).toBe(
      CATEGORY_MSG.messageTooLong,
    );
  });

  it("accepts WhatsApp's 4096 characters in a test message and in a correction, not one more", () => {
    expect(CATEGORIZER_LIMITS.messageMaxLength).toBe(4096);
    const full = 'a'.repeat(4096);
    expect(testCategorizeInputSchema.safeParse({ message: full }).success).toBe(true);
    expect(categoryExampleInputSchema.safeParse({ message: full, categoryId: 1 }).success).toBe(true);
    const over = categoryExampleInputSchema.safeParse({ message: `${full}a`, categoryId: 1 });
    expect(over.error?.issues[0]?.message).toBe(CATEGORY_MSG.messageTooLong);
    expect(CATEGORY_MSG.messageTooLong).toBe('A mensagem deve ter no máximo 4096 caracteres');
    expect(categoryExampleInputSchema.safeParse({ categoryId: 1 }).error?.issues[0]?.message).toBe(
      CATEGORY_MSG.messageRequired,
    );
  });

  it('refuses a keyword with a word longer than 24 letters (accents and digits count as letters)', () => {
    const parse = (keyword: string) =>
      categoryInputSchema.safeParse({ name: 'A', groupName: 'B', keywords: [keyword] });
    expect(parse('instalação de ar-condicionado').success).toBe(true);
    expect(parse('a'.repeat(24)).success).toBe(true);
    expect(parse(`${'a'.repeat(24)}ç`).error?.issues[0]?.message).toBe(CATEGORY_MSG.keywordWordTooLong);
    expect(longestWordLength('manutenção 24h de ar-condicionado')).toBe(12);
    expect(longestWordLength('São')).toBe(3);
    expect(longestWordLength('')).toBe(0);
  });

  it('groups by group name in pt-BR order, names sorted', () => {
    const groups = groupCategories([
      { groupName: 'Saúde', name: 'Farmácia' },
      { groupName: 'Alimentação', name: 'Pizzaria' },
      { groupName: 'Alimentação', name: 'Açougue' },
    ]);
    expect(groups.map((g) => g.groupName)).toEqual(['Alimentação', 'Saúde']);
    expect(groups[0]?.categories.map((c) => c.name)).toEqual(['Açougue', 'Pizzaria']);
  });
});
