// Turns text into weighted features shared by categories, examples and messages:
//   w:<word>       a content word in its singular surface form ("pneu")
//   s:<stem>       its Snowball stem ("eletric"): a weaker, looser match
//   p:<stem stem>  two or three adjacent content words ("camar ar", "troc ole")
//   c:<concept>    a concept of the lexicon evoked by a word or a phrase
import { ownEntry } from '@tenho/domain/shared/own-entry';
import {
  ABBREVIATIONS,
  COMMON_WORDS,
  COMPLAINT_WORDS,
  CONCEPTS,
  NEIGHBOUR_CONCEPTS,
  REQUEST_WORDS,
  SPAM_WORDS,
  STOPWORDS,
  WEAK_WORDS,
} from './lexicon.ts';
import { isCommonPortugueseWord } from './common-words.ts';
import { MAX_CONTENT_TOKENS, MAX_TEXT_LENGTH, MAX_TYPO_LOOKUPS, MAX_WORD_LENGTH } from './limits.ts';
import { readRequestSignals, type RequestSignals } from './message-signals.ts';
import { normalizeText } from './normalize.ts';
import { lightForm, stemWord } from './stemmer.ts';
import { createTypoIndex, type TypoIndex } from './typo-index.ts';

export type Features = Map<string, number>;

export type ConceptLink = { conceptId: string; core: boolean };

export type AnalyzedToken = { token: string; word: string; stem: string; weight: number };

const WEAK_WEIGHT = 0.3;
/** A match on the stem alone counts less than one on the word itself. */
const STEM_FACTOR = 0.6;
/** In a category's multi-word name or keyword, words that are not a trade's defining word. */
const NON_HEAD_FACTOR = { name: 0.6, keyword: 0.4 } as const;
const TYPO_WEIGHTS = [0.9, 0.75, 0.45] as const;
/** A word that appears in this many concepts or more qualifies things rather than naming one. */
const HEAD_MAX_SPREAD = 4;
const EXPRESSION_WORD_FACTOR = 0.35;
const AMBIGUITY_PENALTY = 0.06;

/** Words written in two parts that name one thing ("para choque", "pra brisa"). */
const SPLIT_COMPOUNDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  para: {
    choque: 'parachoque',
    choques: 'parachoque',
    brisa: 'parabrisa',
    lama: 'paralama',
    lamas: 'paralama',
  },
  pra: {
    choque: 'parachoque',
    choques: 'parachoque',
    brisa: 'parabrisa',
    lama: 'paralama',
    lamas: 'paralama',
  },
  wi: { fi: 'wifi' },
  guarda: { roupa: 'guardaroupa', roupas: 'guardaroupa' },
};

/** Words around "pf" that make it a "prato feito" (a set meal), not "por favor". */
const PF_MEAL_BEFORE: ReadonlySet<string> = new Set(
  'um uns o os tem temos vende vendem vendo quero queria de do no um pra esse bom barato'.split(' '),
);
const PF_MEAL_AFTER: ReadonlySet<string> = new Set(
  'barato baratos bom caseiro completo de do com pra hoje por a e'.split(' '),
);

/** "tem pf barato?" is a meal; "me ajuda pf" and a closing "pf" are a "please". */
function expandPf(tokens: readonly string[], index: number): string {
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  const meal =
    (before !== undefined && PF_MEAL_BEFORE.has(before)) ||
    (after !== undefined && PF_MEAL_AFTER.has(after) && index > 0);
  return meal ? 'prato feito' : 'por favor';
}

/** Auxiliaries a negation may skip: "nao quer comer", "nao ta gelando", "nao consegue ligar". */
const NEGATION_SKIPS: ReadonlySet<string> = new Set(
  'quer queria ta esta estava to tava consegue consigo conseguiu vai pode quis fica ficou'.split(' '),
);

/** The single token a negated symptom becomes: "nao pega" and "nao pegou" -> "nao_peg". */
export function negationToken(word: string): string {
  return `nao_${stemWord(word)}`;
}

/**
 * Expands abbreviations, joins "x tudo" -> "xtudo", "wi fi" -> "wifi" and "para choque" ->
 * "parachoque", and turns a negated verb into one token ("nao liga" -> "nao_lig"), since a
 * symptom ("nao gela", "nao desce", "nao carrega") says more than its verb alone.
 */
export function expandTokens(tokens: readonly string[]): string[] {
  const expanded: string[] = [];
  tokens.forEach((token, index) => {
    const replacement = token === 'pf' ? expandPf(tokens, index) : ownEntry(ABBREVIATIONS, token);
    if (replacement === undefined) expanded.push(token);
    else for (const part of replacement.split(' ')) expanded.push(part);
  });
  const joined: string[] = [];
  for (let i = 0; i < expanded.length; i += 1) {
    const token = expanded[i] ?? '';
    const next = expanded[i + 1];
    const after = next === undefined ? undefined : ownEntry(SPLIT_COMPOUNDS, token);
    const compound = after === undefined || next === undefined ? undefined : ownEntry(after, next);
    if (token === 'x' && next !== undefined && /^[a-z]{3,}$/.test(next)) {
      joined.push(`x${next}`);
      i += 1;
    } else if (compound !== undefined) {
      joined.push(compound);
      i += 1;
    } else if (token === 'baratas' && /s$/.test(joined.at(-1) ?? '') && !STOPWORDS.has(joined.at(-1) ?? '')) {
      // "frutas baratas", "roupas baratas": cheap, not cockroaches ("tem baratas", "muitas baratas").
      joined.push('barata');
    } else if (token === 'nao' && next !== undefined) {
      const skip = NEGATION_SKIPS.has(next) ? 1 : 0;
      const verb = expanded[i + 1 + skip];
      if (
        verb !== undefined &&
        verb.length <= MAX_WORD_LENGTH &&
        /^[a-z]{3,}$/.test(verb) &&
        !STOPWORDS.has(verb)
      ) {
        joined.push(negationToken(verb));
        i += 1 + skip;
      } else {
        joined.push(token);
      }
    } else {
      joined.push(token);
    }
  }
  return joined;
}

/** Whether a token is a joined negation ("nao_peg"): never stemmed again nor "corrected". */
export function isNegationToken(token: string): boolean {
  return token.startsWith('nao_');
}

const LAUGH = /^(?:k+|(?:ha|he|hi|hua|hue|rs)+h?|a?ha(?:ha)+h?)$/;

/**
 * A token that can carry meaning: not a stop word, a laugh, a bare number, a lone letter, nor a
 * run of letters longer than any word.
 */
export function isContentToken(token: string): boolean {
  if (token.length < 2) return false;
  if (token.length > MAX_WORD_LENGTH && !isNegationToken(token)) return false;
  if (STOPWORDS.has(token) || LAUGH.test(token)) return false;
  return !/^\d+$/.test(token);
}

/** Candidate base words of a diminutive: "roupinha" -> roupa, "paozinho" -> pao, "pouquinho" -> pouco. */
export function diminutiveBases(word: string): string[] {
  const z = /^(.{2,}?)zinh[oa]s?$/.exec(word);
  if (z?.[1]) return [z[1]];
  const m = /^(.{2,}?)inh([oa])s?$/.exec(word);
  if (!m?.[1] || !m[2]) return [];
  const stem = m[1].replace(/qu$/, 'c').replace(/gu$/, 'g');
  return [stem + m[2], `${stem}o`, `${stem}a`, `${stem}e`];
}

/** Content tokens of a text, folded, expanded and in order. */
export function contentTokens(text: string): string[] {
  return expandTokens(normalizeText(text).tokens).filter(isContentToken);
}

// ---------------------------------------------------------------------------------------------
// The compiled lexicon.

export type CompiledLexicon = {
  wordConcepts: Map<string, ConceptLink[]>;
  stemConcepts: Map<string, ConceptLink[]>;
  phraseConcepts: Map<string, ConceptLink[]>;
  knownWords: Set<string>;
  knownStems: Set<string>;
  /** In how many concepts each word appears, alone or inside a phrase. */
  wordSpread: Map<string, number>;
  /** The concepts next to each concept (NEIGHBOUR_CONCEPTS, both ways). */
  neighbours: Map<string, string[]>;
  typoIndex: TypoIndex;
};

let compiled: CompiledLexicon | null = null;

/** Words an entry may lose and still mean its remaining word ("caixa de gordura", "sem luz"). */
const DROPPABLE_WORDS: ReadonlySet<string> = new Set(
  'a o as os um uma de do da dos das d no na nos nas num numa em e ao aos com sem sob'.split(' '),
);

/**
 * The content tokens of a lexicon entry, or none when dropping its short, numeric or function
 * words would change its meaning: "moto g" is a phone, not a motorbike; "numero 40" a size,
 * "para choque" a car part and "massa corrida" a wall filler.
 */
function entryTokens(entry: string): string[] {
  const expanded = expandTokens(normalizeText(entry).tokens);
  const tokens = expanded.filter(isContentToken);
  if (tokens.length !== 1 || expanded.length === 1) return tokens;
  const dropped = expanded.filter((token) => !isContentToken(token));
  return dropped.every((token) => DROPPABLE_WORDS.has(token)) ? tokens : [];
}

function addLink(map: Map<string, ConceptLink[]>, key: string, link: ConceptLink): void {
  const links = map.get(key);
  if (!links) {
    map.set(key, [{ ...link }]);
    return;
  }
  const existing = links.find((candidate) => candidate.conceptId === link.conceptId);
  if (!existing) links.push({ ...link });
  else if (link.core) existing.core = true;
}

export function getLexicon(): CompiledLexicon {
  if (compiled) return compiled;
  const lexicon: CompiledLexicon = {
    wordConcepts: new Map(),
    stemConcepts: new Map(),
    phraseConcepts: new Map(),
    knownWords: new Set(),
    knownStems: new Set(),
    wordSpread: new Map(),
    neighbours: new Map(),
    typoIndex: createTypoIndex(),
  };
  const conceptIds = new Set(CONCEPTS.map((entry) => entry.id));
  for (const [a, b] of NEIGHBOUR_CONCEPTS) {
    if (!conceptIds.has(a) || !conceptIds.has(b)) throw new Error(`Unknown neighbour concept ${a}/${b}`);
    lexicon.neighbours.set(a, [...(lexicon.neighbours.get(a) ?? []), b]);
    lexicon.neighbours.set(b, [...(lexicon.neighbours.get(b) ?? []), a]);
  }
  const spread = new Map<string, Set<string>>();
  for (const entryConcept of CONCEPTS) {
    const lists: [readonly string[], boolean][] = [
      [entryConcept.core, true],
      [entryConcept.related, false],
    ];
    for (const [entries, core] of lists) {
      for (const entry of entries) {
        const tokens = entryTokens(entry);
        if (tokens.length === 0) continue;
        const link = { conceptId: entryConcept.id, core };
        for (const token of tokens) {
          const word = lightForm(token);
          let concepts = spread.get(word);
          if (!concepts) {
            concepts = new Set();
            spread.set(word, concepts);
          }
          concepts.add(entryConcept.id);
          lexicon.knownWords.add(word);
          lexicon.knownStems.add(stemWord(token));
          if (!isNegationToken(token)) lexicon.typoIndex.add(word, word);
        }
        if (tokens.length === 1) {
          const token = tokens[0] ?? '';
          addLink(lexicon.wordConcepts, lightForm(token), link);
          addLink(lexicon.stemConcepts, stemWord(token), link);
        } else {
          addLink(lexicon.phraseConcepts, tokens.slice(0, 3).map(stemWord).join(' '), link);
        }
      }
    }
  }
  for (const [short, long] of Object.entries(ABBREVIATIONS)) {
    lexicon.knownWords.add(short);
    for (const part of long.split(' ')) lexicon.knownWords.add(lightForm(part));
  }
  for (const word of COMMON_WORDS) lexicon.knownWords.add(lightForm(word));
  for (const [word, concepts] of spread) lexicon.wordSpread.set(word, concepts.size);
  compiled = lexicon;
  return lexicon;
}

/** Concepts a single word evokes: by its surface form, else (more weakly) by its stem. */
function conceptsOf(word: string, stem: string): { links: ConceptLink[]; factor: number } {
  const lexicon = getLexicon();
  const byWord = lexicon.wordConcepts.get(word);
  if (byWord) return { links: byWord, factor: 1 };
  const byStem = lexicon.stemConcepts.get(stem);
  if (byStem) return { links: byStem, factor: STEM_FACTOR };
  return { links: [], factor: 0 };
}

/**
 * Whether a word of a multi-word keyword names the trade itself ("piscina" in "limpeza de
 * piscina") rather than qualifying it ("carro" in "pintura de carro", a word many trades use).
 */
function isHeadWord(word: string, stem: string): boolean {
  if ((getLexicon().wordSpread.get(word) ?? 0) >= HEAD_MAX_SPREAD) return false;
  return conceptsOf(word, stem).links.some((link) => link.core);
}

function setMax(features: Features, key: string, weight: number): void {
  if (weight <= 0) return;
  const current = features.get(key);
  if (current === undefined || weight > current) features.set(key, weight);
}

type ConceptWeights = { core: number; related: number };

function addTokenFeatures(
  features: Features,
  token: Pick<AnalyzedToken, 'word' | 'stem' | 'weight'>,
  conceptWeights: ConceptWeights,
): void {
  setMax(features, `w:${token.word}`, token.weight);
  setMax(features, `s:${token.stem}`, token.weight * STEM_FACTOR);
  const { links, factor } = conceptsOf(token.word, token.stem);
  for (const link of links) {
    const weight = link.core ? conceptWeights.core : conceptWeights.related;
    setMax(features, `c:${link.conceptId}`, token.weight * weight * factor);
  }
}

type PhraseMatch = { key: string; weight: number; links: readonly ConceptLink[] };

/** Every run of two or three adjacent content words, with the concepts the lexicon gives it. */
function phrasesOf(tokens: readonly AnalyzedToken[]): PhraseMatch[] {
  const lexicon = getLexicon();
  const phrases: PhraseMatch[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    for (let length = 2; length <= 3 && i + length <= tokens.length; length += 1) {
      const slice = tokens.slice(i, i + length);
      const key = slice.map((token) => token.stem).join(' ');
      // A phrase is specific even when made of generic words ("troca de oleo").
      const weight = Math.min(1, Math.max(...slice.map((token) => token.weight)));
      phrases.push({ key, weight, links: lexicon.phraseConcepts.get(key) ?? [] });
    }
  }
  return phrases;
}

function addPhraseFeatures(
  features: Features,
  phrase: PhraseMatch,
  phraseWeight: number,
  conceptWeights: ConceptWeights,
): void {
  setMax(features, `p:${phrase.key}`, phrase.weight * phraseWeight);
  for (const link of phrase.links) {
    const conceptWeight = link.core ? conceptWeights.core : conceptWeights.related;
    setMax(features, `c:${link.conceptId}`, phrase.weight * conceptWeight);
  }
}

/**
 * Lowers the weight of a word inside a known multi-word expression that means something else:
 * a "cachorro quente" is not a dog, a "guarda roupa" not clothing, a "caixa d'agua" not drinking
 * water. A word sharing a concept with its expression ("pneu" in "pneu de moto") keeps its
 * weight. Returns the original weights so the caller can restore them.
 */
function dampenExpressionWords(tokens: AnalyzedToken[]): number[] {
  const lexicon = getLexicon();
  const original = tokens.map((token) => token.weight);
  const dampened = new Set<number>();
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    for (let length = 2; length <= 3 && i + length <= tokens.length; length += 1) {
      const key = tokens
        .slice(i, i + length)
        .map((token) => token.stem)
        .join(' ');
      const phraseLinks = lexicon.phraseConcepts.get(key);
      if (!phraseLinks) continue;
      for (let j = i; j < i + length; j += 1) {
        const token = tokens[j];
        if (!token) continue;
        const own = conceptsOf(token.word, token.stem).links;
        const shares = own.some((link) => phraseLinks.some((other) => other.conceptId === link.conceptId));
        if (!shares) dampened.add(j);
      }
    }
  }
  for (const index of dampened) {
    const token = tokens[index];
    if (token) token.weight *= EXPRESSION_WORD_FACTOR;
  }
  return original;
}

function restoreWeights(tokens: AnalyzedToken[], weights: readonly number[]): void {
  tokens.forEach((token, index) => {
    token.weight = weights[index] ?? token.weight;
  });
}

function analyzeToken(token: string): AnalyzedToken {
  return {
    token,
    word: lightForm(token),
    stem: stemWord(token),
    weight: WEAK_WORDS.has(token) ? WEAK_WEIGHT : 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Categories.

export type FieldKind = 'name' | 'keyword' | 'group';

/** Features of one category field (its name, one keyword or its group), before field weighting. */
export function fieldFeatures(
  text: string,
  kind: FieldKind,
): { features: Features; tokens: AnalyzedToken[] } {
  const tokens = contentTokens(text).map(analyzeToken);
  // A run of the field's own words is as specific as the field itself ("pula pula", "banho e
  // tosa"), even when no single word of it names the trade.
  const phraseTokens = tokens.map((token) => ({ ...token }));
  if (tokens.length > 1 && kind !== 'group') {
    for (const token of tokens) {
      if (!isHeadWord(token.word, token.stem)) token.weight *= NON_HEAD_FACTOR[kind];
    }
  }
  const features: Features = new Map();
  // A category text activates a concept through its defining words; a related word (a part,
  // a symptom) activates it only weakly.
  const weights = dampenExpressionWords(tokens);
  for (const token of tokens) addTokenFeatures(features, token, { core: 0.8, related: 0.35 });
  restoreWeights(tokens, weights);
  for (const phrase of phrasesOf(phraseTokens)) {
    addPhraseFeatures(features, phrase, 1.2, { core: 0.9, related: 0.5 });
  }
  return { features, tokens };
}

const NEIGHBOUR_FACTOR = 0.25;

/** Adds, weakly, the concepts next to each concept a category has (in place). */
export function addNeighbourConcepts(features: Features): void {
  const { neighbours } = getLexicon();
  const additions: [string, number][] = [];
  for (const [feature, weight] of features) {
    if (!feature.startsWith('c:')) continue;
    for (const neighbour of neighbours.get(feature.slice(2)) ?? []) {
      additions.push([`c:${neighbour}`, weight * NEIGHBOUR_FACTOR]);
    }
  }
  for (const [feature, weight] of additions) setMax(features, feature, weight);
}

// ---------------------------------------------------------------------------------------------
// Messages.

/** Whether most of the letters of a longer message are capitals. */
function isShouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 12) return false;
  const capitals = letters.filter((letter) => letter !== letter.toLowerCase()).length;
  return capitals / letters.length >= 0.7;
}

/** Longest literal field, in words: the message is matched against its runs of up to this many words. */
export const MAX_LITERAL_WORDS = 6;

/**
 * A category text made only of function words ("faz tudo", "leva e traz") has no content token
 * to index; it is matched literally instead, as its expanded tokens joined by spaces.
 */
export function literalField(text: string): string | null {
  const expanded = expandTokens(normalizeText(text).tokens);
  if (expanded.length < 2 || expanded.length > MAX_LITERAL_WORDS || expanded.some(isContentToken)) {
    return null;
  }
  return expanded.join(' ');
}

/** Prepositions that join a head noun to its modifier: "bolo de aniversário", "faxina pós obra". */
const CONNECTORS: ReadonlySet<string> = new Set('de do da dos das pra pro para pos com sem'.split(' '));
const ARTICLES: ReadonlySet<string> = new Set('o a os as um uma meu minha seu sua'.split(' '));
const HEAD_FACTOR = 1.1;
const MODIFIER_FACTOR = 0.9;

/**
 * Portuguese noun phrases put the head first: in "bolo de aniversário" the request is a cake, in
 * "pastel de carne" a snack, in "dedetização de restaurante" pest control. The head of such a
 * construction weighs a little more than its modifier, which settles ties between them.
 */
function headRole(expanded: readonly string[], index: number): number {
  const skipArticle = (at: number) => (ARTICLES.has(expanded[at] ?? '') ? at + 1 : at);
  let before = index - 1;
  if (ARTICLES.has(expanded[before] ?? '')) before -= 1;
  const connector = expanded[before];
  const head = expanded[before - 1];
  if (connector !== undefined && CONNECTORS.has(connector) && head !== undefined && isContentToken(head)) {
    return MODIFIER_FACTOR;
  }
  const after = expanded[index + 1];
  if (after !== undefined && CONNECTORS.has(after)) {
    const modifier = expanded[skipArticle(index + 2)];
    if (modifier !== undefined && isContentToken(modifier)) return HEAD_FACTOR;
  }
  return 1;
}

export type MessageSignals = RequestSignals & {
  /** Written mostly in capitals ("GANHE DINHEIRO JÁ"). */
  shouting: boolean;
  linkCount: number;
  spamHits: number;
  complaintHits: number;
  requestHits: number;
  contentCount: number;
};

export type MessageAnalysis = {
  key: string;
  /** The folded, expanded tokens of the whole message, function words included. */
  expanded: string[];
  /** All features of the message (for example similarity). */
  features: Features;
  /** The features of each word, joined word and phrase (for category scoring). */
  groups: Features[];
  signals: MessageSignals;
  tokens: AnalyzedToken[];
};

/** What the categoriser knows beyond the lexicon: the words its categories and examples use. */
export type VocabularyView = {
  isKnownWord(word: string): boolean;
  isKnownStem(stem: string): boolean;
  /** A word some category, example or lexicon concept uses. */
  isTradeWord(word: string): boolean;
  correct(word: string): { word: string; distance: number } | null;
};

/** The part of a message the categoriser reads: at most MAX_TEXT_LENGTH characters. */
export function boundedText(text: string): string {
  return text.length > MAX_TEXT_LENGTH ? text.slice(0, MAX_TEXT_LENGTH) : text;
}

/**
 * Analyses a message. The work is linear in its length and bounded: nothing past MAX_TEXT_LENGTH is
 * read, at most MAX_CONTENT_TOKENS content words are analysed and at most MAX_TYPO_LOOKUPS distinct
 * unknown words are looked up in the typo indexes.
 */
export function analyzeMessage(fullText: string, vocabulary: VocabularyView): MessageAnalysis {
  const text = boundedText(fullText);
  const normalized = normalizeText(text);
  const expanded = expandTokens(normalized.tokens);
  const signals: MessageSignals = {
    ...readRequestSignals(expanded, text),
    shouting: isShouting(text),
    linkCount: normalized.linkCount,
    spamHits: 0,
    complaintHits: 0,
    requestHits: 0,
    contentCount: 0,
  };
  expanded.forEach((token, index) => {
    if (SPAM_WORDS.has(token)) signals.spamHits += 1;
    if (COMPLAINT_WORDS.has(token)) signals.complaintHits += 1;
    if (REQUEST_WORDS.has(token)) signals.requestHits += 1;
    // "caiu a luz de novo", "o lixo não passou outra vez": a recurring nuisance, not a request.
    const next = expanded[index + 1];
    if ((token === 'de' && next === 'novo') || (token === 'outra' && next === 'vez'))
      signals.complaintHits += 1;
  });

  const tokens: AnalyzedToken[] = [];
  /** Per content token: 1, or the head/modifier factor of an "X de Y" construction. */
  const roles: number[] = [];
  // One look-up per distinct unknown word, and no more than MAX_TYPO_LOOKUPS of them.
  const corrections = new Map<string, { word: string; distance: number } | null>();
  const correct = (word: string) => {
    const known = corrections.get(word);
    if (known !== undefined) return known;
    if (corrections.size >= MAX_TYPO_LOOKUPS) return null;
    const found = vocabulary.correct(word);
    corrections.set(word, found);
    return found;
  };
  for (let index = 0; index < expanded.length && tokens.length < MAX_CONTENT_TOKENS; index += 1) {
    const raw = expanded[index] ?? '';
    if (!isContentToken(raw)) continue;
    roles.push(headRole(expanded, index));
    let token = analyzeToken(raw);
    const literal = /\d/.test(raw) || isNegationToken(raw);
    if (!literal && !vocabulary.isKnownWord(token.word)) {
      const base = diminutiveBases(raw).find((candidate) => vocabulary.isKnownWord(lightForm(candidate)));
      if (base) token = { ...analyzeToken(base), token: raw };
    }
    if (!literal && !vocabulary.isKnownWord(token.word) && !isCommonPortugueseWord(raw)) {
      // An unknown word whose stem is known ("vazou") is only replaced by a sound-alike
      // ("pisaria" -> "pizzaria"), never by a merely close spelling.
      const stemKnown = vocabulary.isKnownStem(token.stem);
      const correction = correct(token.word);
      if (correction && (!stemKnown || correction.distance === 0)) {
        token.word = correction.word;
        token.stem = stemWord(correction.word);
        token.weight *= TYPO_WEIGHTS[correction.distance] ?? 0.5;
      }
    }
    tokens.push(token);
  }
  signals.contentCount = tokens.length;

  // Each word, joined word and phrase is one group: it votes once per category, with its
  // best-matching feature, so a word is not counted again through its stem and its concepts.
  const groups: Features[] = [];
  const conceptWeights = { core: 1, related: 0.8 };
  const weights = dampenExpressionWords(tokens);
  tokens.forEach((token, index) => {
    const group: Features = new Map();
    addTokenFeatures(group, token, conceptWeights);
    const role = roles[index] ?? 1;
    if (role !== 1) for (const [key, weight] of group) group.set(key, weight * role);
    // A word of several trades ("forro": ceiling, dance) is a little weaker evidence than a word
    // of one ("rato"), which settles ties between them.
    const senses = getLexicon().wordConcepts.get(token.word)?.length ?? 1;
    if (senses > 1) {
      const factor = 1 / (1 + AMBIGUITY_PENALTY * (senses - 1));
      for (const [key, weight] of group) group.set(key, weight * factor);
    }
    groups.push(group);
  });
  restoreWeights(tokens, weights);
  // Words split in two ("auto pecas", "micro ondas") also count joined.
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const first = tokens[i];
    const second = tokens[i + 1];
    if (!first || !second) continue;
    const joined = lightForm(first.token + second.token);
    if (!vocabulary.isTradeWord(joined)) continue;
    const group: Features = new Map();
    const weight = Math.min(1, Math.max(first.weight, second.weight));
    addTokenFeatures(group, { word: joined, stem: stemWord(joined), weight }, conceptWeights);
    groups.push(group);
  }
  for (const phrase of phrasesOf(tokens)) {
    const group: Features = new Map();
    addPhraseFeatures(group, phrase, 1, { core: 1.1, related: 0.95 });
    groups.push(group);
  }
  const features: Features = new Map();
  for (const group of groups) for (const [key, weight] of group) setMax(features, key, weight);
  return { key: normalized.text, expanded, features, groups, signals, tokens };
}
