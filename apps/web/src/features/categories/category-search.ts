import { foldText } from '@tenho/domain/shared/format';
/** Folds case and accents (the domain's foldText), so 'eletrica' finds 'Elétrica' and 'AÇOUGUE' finds 'açougue'. */
export function foldSearch(text: string): string {
  return foldText(text).trim();
}

export type SearchableCategory = {
  name: string;
  code: string;
  groupName: string;
  keywords?: readonly string[];
};

/** True when every word of the query appears in the name, code, group or a keyword. */
export function matchesCategorySearch(category: SearchableCategory, query: string): boolean {
  const words = foldSearch(query).split(/\s+/).filter(Boolean);
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
