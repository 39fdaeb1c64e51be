import { z } from 'zod';
import '../shared/zod-locale.ts';
import { idSchema, isoDateTimeSchema, requiredText, visibleString } from '../shared/schema-fields.ts';
import { recordVersionField } from '../shared/record-version.ts';

export const CATEGORY_MSG = {
  // Toasts (spec §8, Categories).
  loadAvailableFailed: 'Erro ao carregar categorias disponíveis',
  saved: 'Categorias salvas com sucesso!',
  saveFailed: 'Erro ao salvar categorias',
  categorizeFailed: 'Erro ao categorizar mensagem',
  notCategorized: 'Não foi possível identificar a categoria',
  // Catalogue management (MASTER).
  nameRequired: 'Nome da categoria é obrigatório',
  groupRequired: 'Grupo é obrigatório',
  codeInvalid: 'O código deve ter apenas letras minúsculas, números e hífens (ex.: eletricista)',
  keywordTooLong: 'Cada palavra-chave deve ter no máximo 60 caracteres',
  keywordWordTooLong: 'Cada palavra de uma palavra-chave deve ter no máximo 24 letras',
  tooManyKeywords: 'Use no máximo 50 palavras-chave',
  messageRequired: 'Digite uma mensagem para testar',
  messageTooLong: 'A mensagem deve ter no máximo 4096 caracteres',
  created: 'Categoria criada com sucesso!',
  updated: 'Categoria atualizada com sucesso!',
  deleted: 'Categoria excluída com sucesso!',
  activated: 'Categoria ativada!',
  deactivated: 'Categoria desativada!',
  inUse: 'Esta categoria está em uso por empresas ou mensagens e não pode ser excluída. Desative-a.',
  codeTaken: 'Já existe uma categoria com este código',
  notFound: 'Categoria não encontrada',
  invalidIds: 'Uma ou mais categorias são inválidas ou estão inativas',
  invalidTarget: 'Categorias de atuação só podem ser definidas para empresas (clientes) ou seus usuários',
  unitNotFound: 'Franquia não encontrada ou inativa',
  exampleSaved: 'Exemplo registrado: o categorizador já usa esta correção',
  // Failures the spec does not name.
  loadFailed: 'Erro ao carregar categorias',
  coverageLoadFailed: 'Erro ao carregar a cobertura das categorias',
  createFailed: 'Erro ao criar categoria',
  updateFailed: 'Erro ao atualizar categoria',
  deleteFailed: 'Erro ao excluir categoria',
  activateFailed: 'Erro ao ativar categoria',
  deactivateFailed: 'Erro ao desativar categoria',
} as const;

/**
 * The categoriser's input bounds, shared by the API, the categoriser and the screens. A message is
 * at most what WhatsApp delivers in one text (4096 characters); no Portuguese word is longer than
 * 24 letters, so a longer run of letters is not looked up as a word.
 */
export const CATEGORIZER_LIMITS = {
  messageMaxLength: 4096,
  keywordMaxLength: 60,
  keywordsMax: 50,
  wordMaxLength: 24,
} as const;

/** The longest run of letters and digits in a text ("eletricista 24h" -> 11). */
export function longestWordLength(text: string): number {
  let longest = 0;
  let current = 0;
  for (const character of text.normalize('NFD')) {
    if (/[\p{L}\p{N}]/u.test(character)) {
      current += 1;
      if (current > longest) longest = current;
    } else if (!/\p{M}/u.test(character)) {
      current = 0;
    }
  }
  return longest;
}

const CODE_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One keyword of a category: trimmed, at most 60 characters, no word over 24 letters. */
export const keywordField = visibleString()
  .min(1)
  .max(CATEGORIZER_LIMITS.keywordMaxLength, CATEGORY_MSG.keywordTooLong)
  .refine((keyword) => longestWordLength(keyword) <= CATEGORIZER_LIMITS.wordMaxLength, {
    message: CATEGORY_MSG.keywordWordTooLong,
  });

const keywordsField = z
  .array(keywordField)
  .max(CATEGORIZER_LIMITS.keywordsMax, CATEGORY_MSG.tooManyKeywords)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((k) => {
      const key = k.toLocaleLowerCase('pt-BR');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** A category of the catalogue as the API returns it. */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  groupName: z.string(),
  keywords: z.array(z.string()),
  is_active: z.boolean(),
  created_at: isoDateTimeSchema,
  /** The record's version (the API always sends it), for the edit dialogs' If-Match. */
  version: recordVersionField.optional(),
});
export type Category = z.infer<typeof categorySchema>;

/** A category's name, group and code are each at most this long (the form's fields, the derived code). */
export const CATEGORY_TEXT_MAX = 80;

const categoryFields = {
  name: requiredText(CATEGORY_MSG.nameRequired, CATEGORY_TEXT_MAX),
  groupName: requiredText(CATEGORY_MSG.groupRequired, CATEGORY_TEXT_MAX),
  code: z.string().trim().max(CATEGORY_TEXT_MAX).regex(CODE_RE, CATEGORY_MSG.codeInvalid).optional(),
};

/** POST /categories (MASTER). The code is derived from the name when absent. */
export const categoryInputSchema = z.object({
  ...categoryFields,
  keywords: keywordsField.default([]),
  is_active: z.boolean().default(true),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/**
 * The category form (web): every field present, and the code as typed, where blank means "derive
 * it from the name" on the server. Its output is a valid POST /categories body.
 */
export const categoryFormSchema = categoryInputSchema.extend({
  code: z
    .string()
    .trim()
    .transform((code) => (code === '' ? undefined : code))
    .pipe(categoryInputSchema.shape.code),
  keywords: keywordsField,
  is_active: z.boolean(),
});
export type CategoryFormInput = z.input<typeof categoryFormSchema>;

/** PATCH /categories/{id}: any subset, e.g. only is_active. */
export const categoryPatchSchema = z.object({
  name: categoryFields.name.optional(),
  groupName: categoryFields.groupName.optional(),
  code: categoryFields.code,
  keywords: keywordsField.optional(),
  is_active: z.boolean().optional(),
});
export type CategoryPatch = z.input<typeof categoryPatchSchema>;

/** GET /categories/sync (spec §7). */
export const categoryGroupSchema = z.object({
  groupName: z.string(),
  categories: z.array(z.object({ id: idSchema, name: z.string() })),
});
export const categoryGroupsSchema = z.array(categoryGroupSchema);
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;

/** A company's chosen category (GET /users/{id}/categories). */
export const userCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  groupName: z.string(),
});
export type UserCategory = z.infer<typeof userCategorySchema>;

/** POST /users/{id}/categories (spec §7: categoryIds as numbers). */
export const userCategoriesInputSchema = z.object({
  categoryIds: z
    .array(
      z
        .number({ error: CATEGORY_MSG.invalidIds })
        .int(CATEGORY_MSG.invalidIds)
        .positive(CATEGORY_MSG.invalidIds),
    )
    .max(200)
    .transform((ids) => [...new Set(ids)]),
});

/** GET /categories/coverage: how many active companies of a unit cover each category. */
export const categoryCoverageSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  groupName: z.string(),
  is_active: z.boolean(),
  activeCompanies: z.number().int().nonnegative(),
});
export type CategoryCoverage = z.infer<typeof categoryCoverageSchema>;

/** POST /webhooks/test-categorize (spec §7). */
export const testCategorizeInputSchema = z.object({
  message: z
    .string({ error: CATEGORY_MSG.messageRequired })
    .trim()
    .min(1, CATEGORY_MSG.messageRequired)
    .max(CATEGORIZER_LIMITS.messageMaxLength, CATEGORY_MSG.messageTooLong),
});

export const categorizeAlternativeSchema = z.object({
  categoryId: idSchema,
  category: z.string(),
  confidence: z.number(),
});

/** The spec's six fields, plus what the screens show about how sure the categoriser is. */
export const testCategorizeResultSchema = z.object({
  success: z.boolean(),
  originalMessage: z.string(),
  category: z.string().nullable(),
  categoryId: idSchema.nullable(),
  document: z.string().nullable(),
  error: z.string().nullable(),
  confidence: z.number(),
  alternatives: z.array(categorizeAlternativeSchema),
  source: z.enum(['offline', 'llm']),
});
export type TestCategorizeResult = z.infer<typeof testCategorizeResultSchema>;

/** POST /categories/examples: a confirmed (message, category) pair the categoriser learns from. */
export const categoryExampleInputSchema = z.object({
  message: z
    .string({ error: CATEGORY_MSG.messageRequired })
    .trim()
    .min(1, CATEGORY_MSG.messageRequired)
    .max(CATEGORIZER_LIMITS.messageMaxLength, CATEGORY_MSG.messageTooLong),
  categoryId: idSchema,
});

/** Groups categories by groupName (pt-BR order), categories sorted by name inside each group. */
export function groupCategories<T extends { groupName: string; name: string }>(
  categories: readonly T[],
): { groupName: string; categories: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const c of categories) {
    const list = groups.get(c.groupName) ?? [];
    list.push(c);
    groups.set(c.groupName, list);
  }
  const collator = new Intl.Collator('pt-BR');
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([groupName, list]) => ({
      groupName,
      categories: list.sort((a, b) => collator.compare(a.name, b.name)),
    }));
}
