import { CATEGORIZER_LIMITS, CATEGORY_MSG } from '@tenho/domain/categories/categories.schemas';

export type KeywordAddition = {
  /** The list with what could be added. */
  next: string[];
  added: string[];
  /** Why a part was left out (the last reason), if one was. */
  problem: string | null;
  /** What stays in the box: the part that stopped the addition. */
  rest: string;
};

const sameKeyword = (a: string, b: string) => a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

/**
 * Adds each comma-separated part of `text` to `current`, the domain's limits applied: a repeated
 * keyword (case aside) is skipped; one too long, or one past the maximum, stops there.
 */
export function addKeywords(current: readonly string[], text: string): KeywordAddition {
  const next = [...current];
  const added: string[] = [];
  let problem: string | null = null;
  for (const part of text.split(',').map((piece) => piece.trim())) {
    if (!part) continue;
    if (part.length > CATEGORIZER_LIMITS.keywordMaxLength)
      return { next, added, problem: CATEGORY_MSG.keywordTooLong, rest: part };
    if (next.some((existing) => sameKeyword(existing, part))) {
      problem = `“${part}” já está na lista`;
      continue;
    }
    if (next.length >= CATEGORIZER_LIMITS.keywordsMax)
      return { next, added, problem: CATEGORY_MSG.tooManyKeywords, rest: part };
    next.push(part);
    added.push(part);
  }
  return { next, added, problem, rest: '' };
}

/** What a screen reader hears after an addition. */
export function addedAnnouncement(added: readonly string[], total: number): string {
  return added.length === 1
    ? `Palavra-chave “${added[0]}” adicionada. ${total} no total.`
    : `${added.length} palavras-chave adicionadas. ${total} no total.`;
}
