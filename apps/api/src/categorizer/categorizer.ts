// The offline categoriser: a weighted inverted index over category features (stems, phrases and
// lexicon concepts) scored with IDF, plus a nearest-example signal from confirmed corrections.
// Pure and deterministic; every change to the catalogue updates the index in place.
import type { CategoryInput } from './default-categories.ts';
import {
  addNeighbourConcepts,
  analyzeMessage,
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
import { createTypoIndex } from './typo-index.ts';

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

export type CategoryExample = { text: string; categoryId: number };

export type CategorizerOptions = {
  categories: readonly CategoryInput[];
  examples?: readonly CategoryExample[];
  /** Minimum confidence (0..1) to name a category. */
  threshold?: number;
};

export type Categorizer = {
  categorize(text: string): CategorizeResult;
  upsertCategory(category: CategoryInput): void;
  removeCategory(id: number): void;
  addExample(text: string, categoryId: number): void;
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
  features: Features;
  norm: number;
  vocabulary: AnalyzedToken[];
};

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
  const examples = new Map<number, IndexedExample>();
  const examplePostings = new Map<string, Set<number>>();
  let nextExampleId = 1;

  // Words the catalogue and the examples brought in, beyond the lexicon (reference counted).
  const dynamicWords = new Map<string, number>();
  const dynamicStems = new Map<string, number>();
  const dynamicTypos = createTypoIndex();

  function increment(map: Map<string, number>, key: string, delta: number): void {
    const count = (map.get(key) ?? 0) + delta;
    if (count > 0) map.set(key, count);
    else map.delete(key);
  }

  function addVocabulary(tokens: readonly AnalyzedToken[]): void {
    for (const { word, stem } of tokens) {
      increment(dynamicWords, word, 1);
      increment(dynamicStems, stem, 1);
      if (!isNegationToken(word)) dynamicTypos.add(word, word);
    }
  }

  function removeVocabulary(tokens: readonly AnalyzedToken[]): void {
    for (const { word, stem } of tokens) {
      increment(dynamicWords, word, -1);
      increment(dynamicStems, stem, -1);
      if (!isNegationToken(word)) dynamicTypos.remove(word, word);
    }
  }

  const vocabulary: VocabularyView = {
    isKnownWord: (word) => lexicon.knownWords.has(word) || dynamicWords.has(word),
    isKnownStem: (stem) => lexicon.knownStems.has(stem) || dynamicStems.has(stem),
    isTradeWord: (word) => lexicon.wordConcepts.has(word) || dynamicWords.has(word),
    correct(word) {
      const fromCatalogue = dynamicTypos.lookup(word);
      const fromLexicon = lexicon.typoIndex.lookup(word);
      const best =
        fromCatalogue && (!fromLexicon || fromCatalogue.distance <= fromLexicon.distance)
          ? fromCatalogue
          : fromLexicon;
      return best ? { word: best.target, distance: best.distance } : null;
    },
  };

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
    }
    removeVocabulary(existing.vocabulary);
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
    }
    addVocabulary(indexed.vocabulary);
  }

  function removeExample(id: number): void {
    const example = examples.get(id);
    if (!example) return;
    for (const feature of example.features.keys()) {
      const list = examplePostings.get(feature);
      if (!list) continue;
      list.delete(id);
      if (list.size === 0) examplePostings.delete(feature);
    }
    removeVocabulary(example.vocabulary);
    examples.delete(id);
  }

  function removeCategory(id: number): void {
    if (!unindexCategory(id)) return;
    for (const [exampleId, example] of examples) {
      if (example.categoryId === id) removeExample(exampleId);
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

  function addExample(text: string, categoryId: number): void {
    const analysis = analyzeMessage(text, vocabulary);
    const features = similarityFeatures(analysis);
    if (features.size === 0) return;
    const id = nextExampleId;
    nextExampleId += 1;
    examples.set(id, { categoryId, features, norm: norm(features), vocabulary: analysis.tokens });
    for (const feature of features.keys()) {
      let list = examplePostings.get(feature);
      if (!list) {
        list = new Set();
        examplePostings.set(feature, list);
      }
      list.add(id);
    }
    addVocabulary(analysis.tokens);
  }

  function score(analysis: MessageAnalysis): Map<number, number> {
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
    for (const [literal, list] of literalPostings) {
      if (!analysis.literalText.includes(` ${literal} `)) continue;
      const idf = Math.log(1 + total / list.size);
      for (const [categoryId, weight] of list) {
        scores.set(categoryId, (scores.get(categoryId) ?? 0) + weight * idf);
      }
    }
    if (examples.size > 0) {
      const messageFeatures = similarityFeatures(analysis);
      const dots = new Map<number, number>();
      for (const [feature, messageWeight] of messageFeatures) {
        const ids = examplePostings.get(feature);
        if (!ids) continue;
        for (const id of ids) {
          const example = examples.get(id);
          if (!example) continue;
          dots.set(id, (dots.get(id) ?? 0) + messageWeight * (example.features.get(feature) ?? 0));
        }
      }
      const messageNorm = norm(messageFeatures);
      const bestByCategory = new Map<number, number>();
      for (const [id, dot] of dots) {
        const example = examples.get(id);
        if (!example || !categories.has(example.categoryId)) continue;
        const similarity = dot / (messageNorm * example.norm);
        if (similarity > (bestByCategory.get(example.categoryId) ?? 0)) {
          bestByCategory.set(example.categoryId, similarity);
        }
      }
      for (const [categoryId, similarity] of bestByCategory) {
        if (similarity < EXAMPLE_MIN_SIMILARITY) continue;
        const bonus = EXAMPLE_WEIGHT * similarity ** 1.5;
        scores.set(categoryId, (scores.get(categoryId) ?? 0) + bonus);
      }
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

  function categorize(text: string): CategorizeResult {
    const analysis = analyzeMessage(text, vocabulary);
    const minimum = isRequest(analysis) ? threshold * REQUEST_THRESHOLD_FACTOR : threshold;
    const scores = isSpam(analysis) ? new Map<number, number>() : score(analysis);
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
  for (const example of options.examples ?? []) addExample(example.text, example.categoryId);

  return {
    categorize,
    upsertCategory,
    removeCategory,
    addExample,
    categories: () => [...categories.values()].map((indexed) => ({ ...indexed.input })),
    findByCode: (code) => {
      for (const indexed of categories.values()) if (indexed.input.code === code) return { ...indexed.input };
      return undefined;
    },
  };
}
