import { stemmer as snowballPortuguese } from '@orama/stemmers/portuguese';
import { foldAccents } from './normalize.ts';

// The Snowball Portuguese stemmer expects accented words, while WhatsApp text usually has none.
// Before stemming we fold irregular plurals and restore the nasal endings the algorithm keys on
// ("instalacao" -> "instalação" -> "instal"); afterwards we fold accents and drop a plural "s"
// Snowball keeps on short words ("pneus", "unhas").

// [pattern, replacement, minimum word length]
const PLURAL_RULES: [RegExp, string, number][] = [
  [/oes$/, 'ao', 4], // botijoes -> botijao
  [/aes$/, 'ao', 4], // paes -> pao
  [/ais$/, 'al', 5], // animais -> animal
  [/eis$/, 'el', 5], // moveis -> movel
  [/ns$/, 'm', 5], // jardins -> jardim
];

const ACCENT_RULES: [RegExp, string][] = [
  [/cao$/, 'ção'],
  [/sao$/, 'são'],
  [/ao$/, 'ão'],
];

const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function computeStem(word: string): string {
  let base = word;
  for (const [pattern, replacement, minLength] of PLURAL_RULES) {
    if (base.length >= minLength && pattern.test(base)) {
      base = base.replace(pattern, replacement);
      break;
    }
  }
  let accented = base;
  for (const [pattern, replacement] of ACCENT_RULES) {
    if (pattern.test(accented)) {
      accented = accented.replace(pattern, replacement);
      break;
    }
  }
  let stem = foldAccents(snowballPortuguese(accented));
  if (stem.length >= 4 && stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  return stem.length > 0 ? stem : base;
}

/** Stems one folded (lower-case, accent-free) Portuguese word. Memoised. */
export function stemWord(word: string): string {
  // Digits and joined tokens ("nao_peg", already a stem) are kept as they are.
  if (word.length <= 2 || /[\d_]/.test(word)) return word;
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const stem = computeStem(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, stem);
  return stem;
}

const lightCache = new Map<string, string>();

/** Plurals that name something else than their singular ("luzes" in a hair salon). */
const DISTINCT_PLURALS: ReadonlySet<string> = new Set(['luzes', 'oculos', 'costas', 'ferias', 'parabens']);

/**
 * The singular surface form of a folded word ("pneus" -> "pneu", "botijoes" -> "botijao",
 * "flores" -> "flor"): matching on it is stricter than on the stem, which conflates words such
 * as "lente" and "lento" or "bateria" and "batido".
 */
export function lightForm(word: string): string {
  if (word.length <= 3 || /[\d_]/.test(word) || DISTINCT_PLURALS.has(word)) return word;
  const cached = lightCache.get(word);
  if (cached !== undefined) return cached;
  let form = word;
  let changed = false;
  for (const [pattern, replacement, minLength] of PLURAL_RULES) {
    if (form.length >= minLength && pattern.test(form)) {
      form = form.replace(pattern, replacement);
      changed = true;
      break;
    }
  }
  if (!changed) {
    if (/[rzl]es$/.test(form) && form.length >= 5) form = form.slice(0, -2);
    else if (form.endsWith('s') && !form.endsWith('ss')) form = form.slice(0, -1);
  }
  if (lightCache.size >= CACHE_LIMIT) lightCache.clear();
  lightCache.set(word, form);
  return form;
}
