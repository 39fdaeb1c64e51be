// The offline categoriser: a weighted inverted index over category features (stems, phrases and
// lexicon concepts) scored with IDF, plus a nearest-example signal from confirmed corrections.
// Pure and deterministic; every change to the catalogue updates the index in place.
//
// Corrections are scoped: one made for the whole network (unit null) counts everywhere, one made
// for a unit counts only when categorising for that unit, where it also overrides a network
// correction of the same text. A unit's corrections bring their words into that unit's vocabulary
// only, so they cannot change how another unit's messages are read.
import type { CategoryInput } from './default-categories.ts';
import { MAX_EXAMPLE_VISITS, MAX_EXAMPLES_PER_SCOPE } from './limits.ts';
import { normalizedKey } from './normalize.ts';
import {
  addNeighbourConcepts,
  analyzeMessage,
  boundedText,
  fieldFeatures,
  getLexicon,
  isNegationToken,
  literalField,
  type Features,
  type MessageAnalysis,
  type AnalyzedToken,
  type FieldKind,
  type VocabularyView,
} from './text-analysis.ts';
import { createTypoIndex, type TypoIndex, type TypoMatch } from './typo-index.ts';

export type CategoryAlternative = { categoryId: number; name: string; confidence: number };

export type CategorizeSuccess = {
  categoryId: number;
  code: string;
  name: string;
  confidence: number;
  alternatives: CategoryAlternative[];
};

export type CategorizeMiss = {
  categoryId: null;
  confidence: number;
  alternatives: CategoryAlternative[];
  reason: 'not_categorized';
};

export type CategorizeResult = CategorizeSuccess | CategorizeMiss;

/** A confirmed correction; `unitId` null (or absent) applies to the whole network. */
export type CategoryExample = { text: string; categoryId: number; unitId?: number | null };

/** Whose corrections count: the network's, plus those of `unitId` when given. */
export type CategorizeScope = { unitId?: number | null };

export type CategorizerOptions = {
  categories: readonly CategoryInput[];
  examples?: readonly CategoryExample[];
  /** Minimum confidence (0..1) to name a category. */
  threshold?: number;
};

export type Categorizer = {
  categorize(text: string, scope?: CategorizeScope): CategorizeResult;
  upsertCategory(category: CategoryInput): void;
  removeCategory(id: number): void;
  /**
   * Adds a correction for the network (unitId null or absent) or for one unit. Each scope keeps its
   * MAX_EXAMPLES_PER_SCOPE most recent corrections.
   */
  addExample(text: string, categoryId: number, unitId?: number | null): void;
  /** Drops the corrections of this text (same normalised form) in one scope. */
  removeExamples(text: string, unitId?: number | null): void;
  hasCategory(id: number): boolean;
  categories(): CategoryInput[];
  findByCode(code: string): CategoryInput | undefined;
};

export const DEFAULT_THRESHOLD = 0.25;

const FIELD_WEIGHTS = { name: 3, keyword: 2, group: 0.5 } as const;
// Score at which confidence reaches ~63 %: one clear keyword match is about 8-12.
const CONFIDENCE_SCALE = 6;
const EXAMPLE_WEIGHT = 14;
const EXAMPLE_MIN_SIMILARITY = 0.35;
const COMPLAINT_FACTOR = 0.3;
const COMPLAINT_WITH_REQUEST_FACTOR = 0.7;
/** Thanks and congratulations that ask nothing ("valeu pela indicação do encanador"). */
const SOCIAL_FACTOR = 0.15;
/** Lost and found posts ("achei um cachorro perdido") that state no need. */
const LOST_FACTOR = 0.2;
/**
 * A message that asks for something ("alguém faz...", "onde acho...", "quanto custa...") is
 * answered on thinner evidence: its unknown words must not make it look like chit-chat.
 */
const REQUEST_THRESHOLD_FACTOR = 0.5;

type IndexedCategory = {
  input: CategoryInput;
  features: Features;
  /** Fields made only of function words ("faz tudo"), matched literally, with their weight. */
  literals: Map<string, number>;
  vocabulary: AnalyzedToken[];
};

type IndexedExample = {
  categoryId: number;
  /** The normalised text: a unit's correction hides the network's correction of the same text. */
  key: string;
  features: Features;
  norm: number;
  vocabulary: AnalyzedToken[];
};

/** Words brought in beyond the lexicon, reference counted. */
type Vocabulary = { words: Map<string, number>; stems: Map<string, number>; typos: TypoIndex };

/** The corrections of the network or of one unit, with the words they brought in. */
type ExampleScope = {
  examples: Map<number, IndexedExample>;
  postings: Map<string, Set<number>>;
  /** The scope's corrections by normalised text. */
  keys: Map<string, Set<number>>;
  vocabulary: Vocabulary;
};

function createVocabulary(): Vocabulary {
  return { words: new Map(), stems: new Map(), typos: createTypoIndex() };
}

function increment(map: Map<string, number>, key: string, delta: number): void {
  const count = (map.get(key) ?? 0) + delta;
  if (count > 0) map.set(key, count);
  else map.delete(key);
}

function addVocabulary(vocabulary: Vocabulary, tokens: readonly AnalyzedToken[]): void {
  for (const { word, stem } of tokens) {
    increment(vocabulary.words, word, 1);
    increment(vocabulary.stems, stem, 1);
    if (!isNegationToken(word)) vocabulary.typos.add(word, word);
  }
}

function removeVocabulary(vocabulary: Vocabulary, tokens: readonly AnalyzedToken[]): void {
  for (const { word, stem } of tokens) {
    increment(vocabulary.words, word, -1);
    increment(vocabulary.stems, stem, -1);
    if (!isNegationToken(word)) vocabulary.typos.remove(word, word);
  }
}

/** The closer of two corrections; on a tie, the first. */
function closer(first: TypoMatch | null, second: TypoMatch | null): TypoMatch | null {
  if (!first) return second;
  if (!second) return first;
  return first.distance <= second.distance ? first : second;
}

function norm(features: Features): number {
  let sum = 0;
  for (const weight of features.values()) sum += weight * weight;
  return Math.sqrt(sum);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function confidenceOf(score: number, competitor: number): number {
  if (score <= 0) return 0;
  const evidence = 1 - Math.exp(-score / CONFIDENCE_SCALE);
  return evidence * (score / (score + Math.max(0, competitor)));
}

export function createCategorizer(options: CategorizerOptions): Categorizer {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const lexicon = getLexicon();
  const categories = new Map<number, IndexedCategory>();
  const postings = new Map<string, Map<number, number>>();
  const literalPostings = new Map<string, Map<number, number>>();
  /** Literal fields by length in words (reference counted): messages are read in runs up to the longest. */
  const literalLengths = new Map<number, number>();
  let longestLiteral = 0;
  let nextExampleId = 1;

  // Words the catalogue and the network's corrections brought in, beyond the lexicon.
  const shared = createVocabulary();
  const network: ExampleScope = {
    examples: new Map(),
    postings: new Map(),
    keys: new Map(),
    vocabulary: shared,
  };
  const units = new Map<number, ExampleScope>();

  /** What a message is read with: the lexicon, the shared words and, for a unit, its own. */
  function vocabularyView(own: Vocabulary | undefined): VocabularyView {
    return {
      isKnownWord: (word) =>
        lexicon.knownWords.has(word) || shared.words.has(word) || (own?.words.has(word) ?? false),
      isKnownStem: (stem) =>
        lexicon.knownStems.has(stem) || shared.stems.has(stem) || (own?.stems.has(stem) ?? false),
      isTradeWord: (word) =>
        lexicon.wordConcepts.has(word) || shared.words.has(word) || (own?.words.has(word) ?? false),
      correct(word) {
        // The catalogue's own words win over the lexicon's at the same distance.
        const fromCatalogue = closer(shared.typos.lookup(word), own ? own.typos.lookup(word) : null);
        const best = closer(fromCatalogue, lexicon.typoIndex.lookup(word));
        return best ? { word: best.target, distance: best.distance } : null;
      },
    };
  }
  const networkView = vocabularyView(undefined);

  function scopeOf(unitId: number | null | undefined, create: boolean): ExampleScope | undefined {
    if (unitId === null || unitId === undefined) return network;
    let scope = units.get(unitId);
    if (!scope && create) {
      scope = { examples: new Map(), postings: new Map(), keys: new Map(), vocabulary: createVocabulary() };
      units.set(unitId, scope);
    }
    return scope;
  }

  function countLiteral(literal: string, delta: number): void {
    const words = literal.split(' ').length;
    const count = (literalLengths.get(words) ?? 0) + delta;
    if (count > 0) literalLengths.set(words, count);
    else literalLengths.delete(words);
    longestLiteral = Math.max(0, ...literalLengths.keys());
  }

  function compileCategory(input: CategoryInput): IndexedCategory {
    const features: Features = new Map();
    const literals = new Map<string, number>();
    const tokens: AnalyzedToken[] = [];
    const merge = (text: string, kind: FieldKind) => {
      const fieldWeight = FIELD_WEIGHTS[kind];
      const literal = literalField(text);
      if (literal !== null) literals.set(literal, Math.max(literals.get(literal) ?? 0, fieldWeight));
      const field = fieldFeatures(text, kind);
      for (const [feature, weight] of field.features) {
        const value = weight * fieldWeight;
        if (value > (features.get(feature) ?? 0)) features.set(feature, value);
      }
      tokens.push(...field.tokens);
    };
    merge(input.name, 'name');
    for (const keyword of input.keywords) merge(keyword, 'keyword');
    merge(input.groupName, 'group');
    addNeighbourConcepts(features);
    return { input: { ...input, keywords: [...input.keywords] }, features, literals, vocabulary: tokens };
  }

  function unindexCategory(id: number): IndexedCategory | undefined {
    const existing = categories.get(id);
    if (!existing) return undefined;
    for (const feature of existing.features.keys()) {
      const list = postings.get(feature);
      if (!list) continue;
      list.delete(id);
      if (list.size === 0) postings.delete(feature);
    }
    for (const literal of existing.literals.keys()) {
      const list = literalPostings.get(literal);
      list?.delete(id);
      if (list?.size === 0) literalPostings.delete(literal);
      countLiteral(literal, -1);
    }
    removeVocabulary(shared, existing.vocabulary);
    categories.delete(id);
    return existing;
  }

  function upsertCategory(input: CategoryInput): void {
    unindexCategory(input.id);
    const indexed = compileCategory(input);
    categories.set(input.id, indexed);
    for (const [feature, weight] of indexed.features) {
      let list = postings.get(feature);
      if (!list) {
        list = new Map();
        postings.set(feature, list);
      }
      list.set(input.id, weight);
    }
    for (const [literal, weight] of indexed.literals) {
      let list = literalPostings.get(literal);
      if (!list) {
        list = new Map();
        literalPostings.set(literal, list);
      }
      list.set(input.id, weight);
      countLiteral(literal, 1);
    }
    addVocabulary(shared, indexed.vocabulary);
  }

  function removeExample(scope: ExampleScope, id: number): void {
    const example = scope.examples.get(id);
    if (!example) return;
    for (const feature of example.features.keys()) {
      const list = scope.postings.get(feature);
      if (!list) continue;
      list.delete(id);
      if (list.size === 0) scope.postings.delete(feature);
    }
    const sameText = scope.keys.get(example.key);
    sameText?.delete(id);
    if (sameText?.size === 0) scope.keys.delete(example.key);
    removeVocabulary(scope.vocabulary, example.vocabulary);
    scope.examples.delete(id);
  }

  function removeCategory(id: number): void {
    if (!unindexCategory(id)) return;
    for (const scope of [network, ...units.values()]) {
      for (const [exampleId, example] of scope.examples) {
        if (example.categoryId === id) removeExample(scope, exampleId);
      }
    }
  }

  /** Word, stem and concept features: phrases would make paraphrases look unlike each other. */
  function similarityFeatures(analysis: MessageAnalysis): Features {
    const features: Features = new Map();
    for (const [feature, weight] of analysis.features) {
      if (!feature.startsWith('p:')) features.set(feature, weight);
    }
    return features;
  }

  function addExample(text: string, categoryId: number, unitId: number | null = null): void {
    const scope = scopeOf(unitId, true);
    if (!scope) return;
    const analysis = analyzeMessage(text, scope === network ? networkView : vocabularyView(scope.vocabulary));
    const features = similarityFeatures(analysis);
    if (features.size === 0) return;
    const id = nextExampleId;
    nextExampleId += 1;
    scope.examples.set(id, {
      categoryId,
      key: analysis.key,
      features,
      norm: norm(features),
      vocabulary: analysis.tokens,
    });
    for (const feature of features.keys()) {
      let list = scope.postings.get(feature);
      if (!list) {
        list = new Set();
        scope.postings.set(feature, list);
      }
      list.add(id);
    }
    let sameText = scope.keys.get(analysis.key);
    if (!sameText) {
      sameText = new Set();
      scope.keys.set(analysis.key, sameText);
    }
    sameText.add(id);
    addVocabulary(scope.vocabulary, analysis.tokens);
    // The oldest correction goes first (a Map iterates in insertion order).
    for (const oldest of scope.examples.keys()) {
      if (scope.examples.size <= MAX_EXAMPLES_PER_SCOPE) break;
      removeExample(scope, oldest);
    }
  }

  function removeExamples(text: string, unitId: number | null = null): void {
    const scope = scopeOf(unitId, false);
    const ids = scope?.keys.get(normalizedKey(boundedText(text)));
    if (!scope || !ids) return;
    for (const id of [...ids]) removeExample(scope, id);
  }

  /** Literal fields ("faz tudo") found among the message's runs of up to `longestLiteral` words. */
  function literalMatches(expanded: readonly string[]): Set<string> {
    const found = new Set<string>();
    if (longestLiteral < 2) return found;
    for (let start = 0; start + 1 < expanded.length; start += 1) {
      let run = expanded[start] ?? '';
      for (let words = 2; words <= longestLiteral && start + words <= expanded.length; words += 1) {
        run += ` ${expanded[start + words - 1] ?? ''}`;
        if (literalPostings.has(run)) found.add(run);
      }
    }
    return found;
  }

  /**
   * Cosine similarity of the message to each correction in scope, best per category. A unit's
   * correction hides a network correction of the same text. At most MAX_EXAMPLE_VISITS
   * (feature, correction) pairs are visited: past that, the rarest features go first.
   */
  function exampleSimilarities(
    analysis: MessageAnalysis,
    unit: ExampleScope | undefined,
  ): Map<number, number> {
    const bestByCategory = new Map<number, number>();
    const scopes = unit ? [unit, network] : [network];
    if (scopes.every((scope) => scope.examples.size === 0)) return bestByCategory;
    const messageFeatures = [...similarityFeatures(analysis)];
    const postingSize = (feature: string) =>
      scopes.reduce((total, scope) => total + (scope.postings.get(feature)?.size ?? 0), 0);
    let visits = messageFeatures.reduce((total, [feature]) => total + postingSize(feature), 0);
    if (visits > MAX_EXAMPLE_VISITS) {
      const sizes = new Map(messageFeatures.map(([feature]) => [feature, postingSize(feature)]));
      messageFeatures.sort((a, b) => (sizes.get(a[0]) ?? 0) - (sizes.get(b[0]) ?? 0));
    }
    visits = 0;
    const dots = new Map<IndexedExample, number>();
    visit: for (const [feature, messageWeight] of messageFeatures) {
      for (const scope of scopes) {
        const ids = scope.postings.get(feature);
        if (!ids) continue;
        for (const id of ids) {
          if (visits >= MAX_EXAMPLE_VISITS) break visit;
          visits += 1;
          const example = scope.examples.get(id);
          if (!example) continue;
          if (scope === network && unit?.keys.has(example.key)) continue;
          dots.set(example, (dots.get(example) ?? 0) + messageWeight * (example.features.get(feature) ?? 0));
        }
      }
    }
    const messageNorm = norm(new Map(messageFeatures));
    for (const [example, dot] of dots) {
      if (!categories.has(example.categoryId)) continue;
      const similarity = dot / (messageNorm * example.norm);
      if (similarity > (bestByCategory.get(example.categoryId) ?? 0)) {
        bestByCategory.set(example.categoryId, similarity);
      }
    }
    return bestByCategory;
  }

  function score(analysis: MessageAnalysis, unit: ExampleScope | undefined): Map<number, number> {
    const scores = new Map<number, number>();
    const total = categories.size;
    const groupBest = new Map<number, number>();
    for (const group of analysis.groups) {
      groupBest.clear();
      for (const [feature, messageWeight] of group) {
        const list = postings.get(feature);
        if (!list) continue;
        const idf = Math.log(1 + total / list.size);
        for (const [categoryId, categoryWeight] of list) {
          const value = messageWeight * categoryWeight * idf;
          if (value > (groupBest.get(categoryId) ?? 0)) groupBest.set(categoryId, value);
        }
      }
      for (const [categoryId, value] of groupBest) {
        scores.set(categoryId, (scores.get(categoryId) ?? 0) + value);
      }
    }
    for (const literal of literalMatches(analysis.expanded)) {
      const list = literalPostings.get(literal);
      if (!list) continue;
      const idf = Math.log(1 + total / list.size);
      for (const [categoryId, weight] of list) {
        scores.set(categoryId, (scores.get(categoryId) ?? 0) + weight * idf);
      }
    }
    for (const [categoryId, similarity] of exampleSimilarities(analysis, unit)) {
      if (similarity < EXAMPLE_MIN_SIMILARITY) continue;
      const bonus = EXAMPLE_WEIGHT * similarity ** 1.5;
      scores.set(categoryId, (scores.get(categoryId) ?? 0) + bonus);
    }
    const { signals } = analysis;
    let factor = 1;
    if (signals.complaintHits > 0) {
      factor *= signals.requestHits > 0 ? COMPLAINT_WITH_REQUEST_FACTOR : COMPLAINT_FACTOR;
    }
    if (signals.socialHits > 0 && !signals.askVerb) factor *= SOCIAL_FACTOR;
    if (signals.lostHits > 0 && !signals.explicitNeed) factor *= LOST_FACTOR;
    if (factor !== 1) {
      for (const [categoryId, value] of scores) scores.set(categoryId, value * factor);
    }
    return scores;
  }

  function isSpam(analysis: MessageAnalysis): boolean {
    const { signals } = analysis;
    if (signals.linkCount > 0) return true;
    if (signals.spamHits >= 3) return true;
    if (signals.spamHits >= 1 && signals.shouting) return true;
    return signals.spamHits >= 2 && signals.requestHits === 0;
  }

  /** Whether the message asks for something, and is not a thank-you or a lost-and-found post. */
  function isRequest(analysis: MessageAnalysis): boolean {
    const { signals } = analysis;
    if (signals.lostHits > 0 && !signals.explicitNeed) return false;
    if (signals.socialHits > 0) return signals.askVerb;
    return signals.requestLevel >= 2;
  }

  function categorize(text: string, scope: CategorizeScope = {}): CategorizeResult {
    const unit = scope.unitId === null || scope.unitId === undefined ? undefined : units.get(scope.unitId);
    const analysis = analyzeMessage(text, unit ? vocabularyView(unit.vocabulary) : networkView);
    const minimum = isRequest(analysis) ? threshold * REQUEST_THRESHOLD_FACTOR : threshold;
    const scores = isSpam(analysis) ? new Map<number, number>() : score(analysis, unit);
    const ranked = [...scores.entries()]
      .filter(([, value]) => value > 0)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const [first, second] = ranked;
    const bestScore = first?.[1] ?? 0;
    const secondScore = second?.[1] ?? 0;
    const confidence = first ? confidenceOf(bestScore, secondScore) : 0;
    const best = first ? categories.get(first[0]) : undefined;
    const toAlternative = ([categoryId, value]: [number, number]): CategoryAlternative => ({
      categoryId,
      name: categories.get(categoryId)?.input.name ?? '',
      confidence: round(confidenceOf(value, categoryId === first?.[0] ? secondScore : bestScore)),
    });
    if (!best || confidence < minimum) {
      return {
        categoryId: null,
        confidence: round(confidence),
        alternatives: ranked.slice(0, 3).map(toAlternative),
        reason: 'not_categorized',
      };
    }
    return {
      categoryId: best.input.id,
      code: best.input.code,
      name: best.input.name,
      confidence: round(confidence),
      alternatives: ranked.slice(1, 4).map(toAlternative),
    };
  }

  for (const category of options.categories) upsertCategory(category);
  for (const example of options.examples ?? []) {
    addExample(example.text, example.categoryId, example.unitId ?? null);
  }

  return {
    categorize,
    upsertCategory,
    removeCategory,
    addExample,
    removeExamples,
    hasCategory: (id) => categories.has(id),
    categories: () => [...categories.values()].map((indexed) => ({ ...indexed.input })),
    findByCode: (code) => {
      for (const indexed of categories.values()) if (indexed.input.code === code) return { ...indexed.input };
      return undefined;
    },
  };
}
