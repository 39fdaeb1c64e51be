/** Folds case and accents, so 'eletrica' finds 'Elétrica' and 'AÇOUGUE' finds 'açougue'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

export type SearchableCategory = {
  name: string;
  code: string;
  groupName: string;
  keywords?: readonly string[];
};

/** True when every word of the query appears in the name, code, group or a keyword. */
export function matchesCategorySearch(category: SearchableCategory, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(
    [category.name, category.code, category.groupName, ...(category.keywords ?? [])].join('\n'),
  );
  return words.every((word) => haystack.includes(word));
}

export type StatusFilter = 'all' | 'active' | 'inactive';

export function matchesStatus(isActive: boolean, filter: StatusFilter): boolean {
  return filter === 'all' || (filter === 'active') === isActive;
}
