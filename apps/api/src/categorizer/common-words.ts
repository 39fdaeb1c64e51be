// The ~40,000 most frequent Brazilian Portuguese words (OpenSubtitles frequencies, shipped by
// @zxcvbn-ts/language-pt-br under ODC-BY). A word on this list is real Portuguese, so the typo
// corrector leaves it alone ("piscando" is not a misspelling of "pescado").
import { dictionary } from '@zxcvbn-ts/language-pt-br';
import { foldAccents } from './normalize.ts';

let words: ReadonlySet<string> | null = null;

export function isCommonPortugueseWord(word: string): boolean {
  if (!words) {
    const list = dictionary['commonWords-pt-br'];
    words = new Set(Array.isArray(list) ? list.map((entry) => foldAccents(String(entry))) : []);
  }
  return words.has(word);
}
