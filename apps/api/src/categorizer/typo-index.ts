// Typo tolerance: a symmetric-delete index over phonetic keys. Words are compared after a
// Brazilian-Portuguese phonetic folding (ch/x, ss/ç/z/s, qu/k/c...), then by Damerau-Levenshtein
// distance: at most 1 for words of 5-7 letters, 2 from 8 letters, none below 5.
//
// A word's deletion variants grow with the square of its length, so words longer than any real
// word (MAX_WORD_LENGTH) are neither indexed nor looked up, and one lookup compares at most
// MAX_TYPO_CANDIDATES candidates.
import { MAX_TYPO_CANDIDATES, MAX_WORD_LENGTH } from './limits.ts';

/** Optimal-string-alignment distance, giving up (returning max + 1) once it exceeds `max`. */
export function damerauLevenshtein(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let previousPrevious: number[] = new Array<number>(cols).fill(0);
  let previous: number[] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i += 1) {
    const current: number[] = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[cols - 1] ?? 0;
}

/** How many edits a word of this length may carry and still be recognised. */
export function maxTypoDistance(length: number): number {
  if (length >= 8) return 2;
  if (length >= 5) return 1;
  return 0;
}

const PHONETIC_RULES: [RegExp, string][] = [
  [/ch|sh/g, 'x'],
  [/lh/g, 'L'],
  [/nh/g, 'N'],
  [/h/g, ''],
  [/qu(?=[ei])/g, 'k'],
  [/gu(?=[ei])/g, 'g'],
  [/q/g, 'k'],
  [/sc(?=[ei])/g, 's'],
  [/xc(?=[ei])/g, 's'],
  [/c(?=[ei])/g, 's'],
  [/c/g, 'k'],
  [/g(?=[ei])/g, 'j'],
  [/z/g, 's'],
  [/y/g, 'i'],
  [/w/g, 'u'],
  [/l(?=[^aeiouL]|$)/g, 'u'],
  [/m(?=[^aeiou]|$)/g, 'n'],
  [/aun$/g, 'ao'],
  [/an$/g, 'ao'],
  [/([a-zA-Z])\1+/g, '$1'],
];

/** A folded word's sound-alike key: "borraxaria" and "borracharia" share one. */
export function phoneticKey(word: string): string {
  let key = word;
  for (const [pattern, replacement] of PHONETIC_RULES) key = key.replace(pattern, replacement);
  return key;
}

function isVowel(letter: string | undefined): boolean {
  return letter !== undefined && 'aeiou'.includes(letter);
}

function deletes(word: string, depth: number, into: Set<string>): void {
  if (depth === 0 || word.length <= 1) return;
  for (let i = 0; i < word.length; i += 1) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!into.has(shorter)) {
      into.add(shorter);
      deletes(shorter, depth - 1, into);
    }
  }
}

/**
 * The deletion variants a look-up searches for, remembered for the last key: one unknown word is
 * looked up in several indexes in a row (the lexicon's, the catalogue's, a unit's).
 */
let lastLookup: { key: string; depth: number; variants: Set<string> } | null = null;

function lookupVariants(key: string, depth: number): Set<string> {
  if (lastLookup?.key === key && lastLookup.depth === depth) return lastLookup.variants;
  const variants = new Set<string>();
  deletes(key, depth, variants);
  variants.add(key);
  lastLookup = { key, depth, variants };
  return variants;
}

export type TypoMatch = { target: string; distance: number };

export type TypoIndex = {
  /** Adds `word` (a folded surface word or stem) as a correction that resolves to `target`. */
  add(word: string, target: string): void;
  remove(word: string, target: string): void;
  /** Best correction for an unknown folded word, or null. */
  lookup(word: string): TypoMatch | null;
  readonly size: number;
};

type Entry = { targets: Map<string, number> };

export function createTypoIndex(): TypoIndex {
  // phonetic key -> targets it resolves to (with reference counts)
  const entries = new Map<string, Entry>();
  // How many keys of each length: no key can be within reach of a much longer word.
  const keyLengths = new Map<number, number>();
  let longestKey = 0;
  function countKey(key: string, delta: number): void {
    const count = (keyLengths.get(key.length) ?? 0) + delta;
    if (count > 0) keyLengths.set(key.length, count);
    else keyLengths.delete(key.length);
    longestKey = Math.max(0, ...keyLengths.keys());
  }
  // deletion variant -> phonetic keys that produce it
  const variants = new Map<string, Set<string>>();

  function indexKey(key: string): void {
    const generated = new Set<string>();
    deletes(key, maxTypoDistance(key.length), generated);
    generated.add(key);
    for (const variant of generated) {
      let keys = variants.get(variant);
      if (!keys) {
        keys = new Set();
        variants.set(variant, keys);
      }
      keys.add(key);
    }
  }

  function unindexKey(key: string): void {
    const generated = new Set<string>();
    deletes(key, maxTypoDistance(key.length), generated);
    generated.add(key);
    for (const variant of generated) {
      const keys = variants.get(variant);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) variants.delete(variant);
    }
  }

  function bestTarget(entry: Entry): string {
    let best = '';
    let bestCount = -1;
    for (const [target, count] of entry.targets) {
      if (count > bestCount || (count === bestCount && target < best)) {
        best = target;
        bestCount = count;
      }
    }
    return best;
  }

  return {
    get size() {
      return entries.size;
    },
    add(word, target) {
      if (word.length < 3 || word.length > MAX_WORD_LENGTH) return;
      const key = phoneticKey(word);
      let entry = entries.get(key);
      if (!entry) {
        entry = { targets: new Map() };
        entries.set(key, entry);
        countKey(key, 1);
        indexKey(key);
      }
      entry.targets.set(target, (entry.targets.get(target) ?? 0) + 1);
    },
    remove(word, target) {
      if (word.length < 3 || word.length > MAX_WORD_LENGTH) return;
      const key = phoneticKey(word);
      const entry = entries.get(key);
      if (!entry) return;
      const count = (entry.targets.get(target) ?? 0) - 1;
      if (count > 0) entry.targets.set(target, count);
      else entry.targets.delete(target);
      if (entry.targets.size === 0) {
        entries.delete(key);
        countKey(key, -1);
        unindexKey(key);
      }
    },
    lookup(word) {
      if (word.length < 3 || word.length > MAX_WORD_LENGTH) return null;
      const key = phoneticKey(word);
      const exact = entries.get(key);
      if (exact) return { target: bestTarget(exact), distance: 0 };
      const allowed = Math.min(maxTypoDistance(word.length), maxTypoDistance(key.length + 1));
      if (allowed === 0 || key.length - allowed > longestKey) return null;
      const generated = lookupVariants(key, allowed);
      let best: { key: string; distance: number } | null = null;
      const compared = new Set<string>();
      for (const variant of generated) {
        const keys = variants.get(variant);
        if (!keys) continue;
        for (const candidate of keys) {
          // People rarely get the first sound of a word wrong; requiring it keeps valid words
          // ("sozinho") from being "corrected" into trade words ("docinho").
          if (candidate[0] !== key[0] && !(isVowel(candidate[0]) && isVowel(key[0]))) continue;
          if (compared.has(candidate)) continue;
          if (compared.size >= MAX_TYPO_CANDIDATES) break;
          compared.add(candidate);
          const limit = Math.min(allowed, Math.max(1, maxTypoDistance(candidate.length + 1)));
          const distance = damerauLevenshtein(key, candidate, limit);
          if (distance > limit) continue;
          if (!best || distance < best.distance || (distance === best.distance && candidate < best.key)) {
            best = { key: candidate, distance };
          }
        }
      }
      if (!best) return null;
      const entry = entries.get(best.key);
      return entry ? { target: bestTarget(entry), distance: best.distance } : null;
    },
  };
}
