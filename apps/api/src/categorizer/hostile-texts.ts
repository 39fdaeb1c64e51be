// Messages written to make the categoriser slow: each is as long as WhatsApp allows and aims at one
// costly step (typo look-ups, link and e-mail scanning, request signals, example similarity,
// document search). The unit tests bound the time of each one and the bench budgets the worst.
import { MAX_TEXT_LENGTH } from './limits.ts';

export type HostileText = { name: string; text: string };

/** A small deterministic generator (mulberry32): the same texts on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Repeats `unit` up to `length` characters (cut at a code point boundary). */
function fill(unit: string, length: number): string {
  const text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return /[\uD800-\uDBFF]$/.test(text) ? text.slice(0, -1) : text;
}

/** Words joined by spaces until `length` characters. */
function words(next: (index: number) => string, length: number): string {
  let text = '';
  for (let index = 0; ; index += 1) {
    const word = next(index);
    if (text.length + word.length + 1 > length) return text;
    text += text ? ` ${word}` : word;
  }
}

const CONSONANTS = 'bcdfgjklmnprstvxz';
const VOWELS = 'aeiou';

/** A pronounceable made-up word, unique per index ("bacedo", "bacedu"...), that no lexicon knows. */
function pseudoWord(index: number, syllables: number): string {
  let word = '';
  let rest = index;
  for (let i = 0; i < syllables; i += 1) {
    word += (CONSONANTS[rest % CONSONANTS.length] ?? 'b') + (VOWELS[(rest >> 4) % VOWELS.length] ?? 'a');
    rest = Math.floor(rest / 7) + i * 13 + 5;
  }
  return word;
}

/** Letters that never repeat three times in a row (so the repetition collapse keeps the word whole). */
function longWord(length: number, random: () => number): string {
  let word = '';
  while (word.length < length) {
    const letter = String.fromCharCode(97 + Math.floor(random() * 26));
    if (!word.endsWith(letter + letter)) word += letter;
  }
  return word;
}

/** Trade words with one letter swapped: every one is a typo-index look-up with real candidates. */
const TRADE_WORDS = [
  'eletricista',
  'encanador',
  'geladeira',
  'borracharia',
  'pizzaria',
  'dedetizacao',
  'marceneiro',
  'desentupidora',
  'manicure',
  'chaveiro',
  'jardinagem',
  'mecanico',
  'fotografo',
  'confeitaria',
  'veterinario',
  'dentista',
];

function typo(word: string, position: number): string {
  const at = 1 + (position % (word.length - 2));
  return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
}

function randomUnicode(length: number, random: () => number): string {
  let text = '';
  while (text.length < length) {
    const plane = random();
    let code: number;
    if (plane < 0.5) code = 0x20 + Math.floor(random() * 0x2000);
    else if (plane < 0.8) code = 0x2000 + Math.floor(random() * 0xb800);
    else code = 0x10000 + Math.floor(random() * 0x20000);
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const character = String.fromCodePoint(code);
    if (text.length + character.length > length) break;
    text += character;
  }
  return text;
}

/**
 * The adversarial set, each text at most `length` (default WhatsApp's 4096) characters. Another
 * `seed` gives other made-up words, so no cache of an earlier run helps.
 */
export function hostileTexts(length: number = MAX_TEXT_LENGTH, seed = 4096): HostileText[] {
  const random = seededRandom(seed);
  const offset = Math.floor(random() * 1_000_000);
  return [
    { name: 'one long word', text: longWord(length, random) },
    { name: 'one long word of one letter', text: fill('ab', length) },
    {
      name: 'a long word with a real stem',
      text: `eletricista${longWord(length - 'eletricista'.length, random)}`,
    },
    { name: 'long words of 30 letters', text: words(() => longWord(30, random), length) },
    { name: 'words of 24 letters', text: words(() => longWord(24, random), length) },
    { name: 'thousands of short unknown words', text: words((i) => pseudoWord(i + offset, 2), length) },
    { name: 'unknown words of 8 letters', text: words((i) => pseudoWord(i + offset, 4), length) },
    {
      name: 'trade words misspelt',
      text: words(
        (i) => typo(TRADE_WORDS[(i + offset) % TRADE_WORDS.length] ?? 'pizzaria', i + offset),
        length,
      ),
    },
    { name: 'trade words', text: words((i) => TRADE_WORDS[i % TRADE_WORDS.length] ?? 'pizzaria', length) },
    { name: 'runs of a@', text: fill('a@', length) },
    { name: 'one local part and many @', text: `${fill('a', length / 2)}${fill('@b', length / 2)}` },
    { name: 'runs of http://a.', text: fill('http://a.', length) },
    { name: 'dotted labels without a domain', text: fill('a.', length) },
    { name: 'hyphenated labels', text: fill('a-', length) },
    { name: 'a host name with many labels', text: `${fill('ab.', length - 4)}.com` },
    { name: 'digits', text: fill('1234567890', length) },
    { name: 'spaced digits', text: fill('529 982 247 25 ', length) },
    { name: 'valid CPFs', text: fill('52998224725 ', length) },
    { name: 'valid CNPJs', text: fill('11.222.333/0001-81 ', length) },
    { name: 'emoji', text: fill('🎂👍🏽🇧🇷❤️‍🔥', length) },
    { name: 'accents', text: fill('ação é pão ', length) },
    { name: 'combining marks', text: fill('a\u0301\u0302\u0303', length) },
    { name: 'fillers', text: fill('me ', length) },
    { name: 'negations', text: fill('nao liga ', length) },
    { name: 'slash shorthands', text: fill('p/ c/ ', length) },
    { name: 'shouting spam', text: fill('GANHE DINHEIRO JÁ ', length) },
    { name: 'punctuation', text: fill('?!.,;:-_/\\()[]{}', length) },
    { name: 'new lines', text: fill('\n', length) },
    { name: 'random unicode', text: randomUnicode(length, random) },
  ];
}
