// `npm run eval:categorizer`: measures the offline categoriser on the labelled default set and on
// held-out catalogues of 30 categories created like the API does (a name, a group and at most 7
// keywords), and fails when a set misses a target or falls below its floor.
// `--errors` lists every wrong answer.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createCategorizer } from './categorizer.ts';
import { DEFAULT_CATEGORIES, type CategoryInput } from './default-categories.ts';

type LabelledMessage = { text: string; code: string | null };
type EvalSet = {
  name: string;
  categories: CategoryInput[];
  messages: LabelledMessage[];
  /**
   * The overall accuracy this set must keep on top of the targets: its level when it was gated
   * (issue 22) minus a margin of about 3 points, so a regression on it fails `evaluate.test.ts`.
   */
  floor?: number;
};

export type EvalReport = {
  name: string;
  total: number;
  overallAccuracy: number;
  onTopicAccuracy: number;
  offTopicPrecision: number;
  offTopicRecall: number;
  p50Ms: number;
  p95Ms: number;
  errors: { text: string; expected: string | null; got: string | null; confidence: number }[];
};

export const TARGETS = { onTopicAccuracy: 0.9, offTopicPrecision: 0.9, p95Ms: 2 } as const;

function readJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(new URL(relativePath, import.meta.url), 'utf8')) as T;
}

export function loadEvalSets(): EvalSet[] {
  const dataset = readJson<{ messages: LabelledMessage[] }>('./eval/dataset.json');
  const heldout = readJson<{ categories: CategoryInput[]; messages: LabelledMessage[] }>(
    './eval/heldout.json',
  );
  const heldout2 = readJson<{ categories: CategoryInput[]; messages: LabelledMessage[] }>(
    './eval/heldout-2.json',
  );
  const heldout3 = readJson<{ categories: CategoryInput[]; messages: LabelledMessage[] }>(
    './eval/heldout-3.json',
  );
  const heldout4 = readJson<{ categories: CategoryInput[]; messages: LabelledMessage[] }>(
    './eval/heldout-4.json',
  );
  const heldout5 = readJson<{ categories: CategoryInput[]; messages: LabelledMessage[] }>(
    './eval/heldout-5.json',
  );
  const heldout6 = readJson<{ categories: CategoryInput[]; messages: LabelledMessage[] }>(
    './eval/heldout-6.json',
  );
  return [
    {
      name: 'default categories (dataset.json)',
      categories: DEFAULT_CATEGORIES.map((category, index) => ({ id: index + 1, ...category })),
      messages: dataset.messages,
    },
    {
      name: 'held-out style, few keywords (heldout.json)',
      categories: heldout.categories,
      messages: heldout.messages,
    },
    {
      // Written after the tuning and never tuned on: an honest estimate for unseen catalogues.
      name: 'second held-out set, written after tuning (heldout-2.json)',
      categories: heldout2.categories,
      messages: heldout2.messages,
      floor: 0.94, // 97.8 % when gated
    },
    {
      // Written blind (before reading the lexicon or the other sets): 30 categories with 3-7
      // keywords each, as the reviewers will create them through the API. Held to the targets.
      name: 'third held-out set, written blind (heldout-3.json)',
      categories: heldout3.categories,
      messages: heldout3.messages,
    },
    {
      // Written blind as well, by a "lazy admin": 0-3 keywords per category.
      name: 'fourth held-out set, 0-3 keywords, written blind (heldout-4.json)',
      categories: heldout4.categories,
      messages: heldout4.messages,
      floor: 0.95, // 100 % when gated
    },
    {
      // Written after the lexicon work on heldout-3/4 and never tuned on: the honest estimate.
      name: 'fifth held-out set, written after tuning (heldout-5.json)',
      categories: heldout5.categories,
      messages: heldout5.messages,
      floor: 0.94, // 97.6 % when gated
    },
    {
      // The most common neighbourhood trades, written last and never tuned on.
      name: 'sixth held-out set, common trades, never tuned on (heldout-6.json)',
      categories: heldout6.categories,
      messages: heldout6.messages,
      floor: 0.93, // 96.2 % when gated
    },
    {
      // The default catalogue as an admin might have typed it: name, group and 5 keywords.
      name: 'default categories cut to 5 keywords (dataset.json)',
      categories: DEFAULT_CATEGORIES.map((category, index) => ({
        id: index + 1,
        ...category,
        keywords: category.keywords.slice(0, 5),
      })),
      messages: dataset.messages,
    },
    {
      // Only a name and a group: everything else comes from the lexicon.
      name: 'default categories with no keywords (dataset.json)',
      categories: DEFAULT_CATEGORIES.map((category, index) => ({ id: index + 1, ...category, keywords: [] })),
      messages: dataset.messages,
      floor: 0.94, // 97.1 % when gated
    },
  ];
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export function evaluateSet(set: EvalSet, repeats = 5): EvalReport {
  const codes = new Set(set.categories.map((category) => category.code));
  for (const message of set.messages) {
    if (message.code !== null && !codes.has(message.code)) {
      throw new Error(`Unknown category code "${message.code}" in ${set.name}`);
    }
  }
  const categorizer = createCategorizer({ categories: set.categories });
  const codeOf = (text: string) => {
    const result = categorizer.categorize(text);
    return { code: result.categoryId === null ? null : result.code, confidence: result.confidence };
  };
  // Warm-up pass so that the latency figures measure steady state, not JIT compilation.
  for (const message of set.messages) codeOf(message.text);

  const latencies: number[] = [];
  for (let round = 0; round < repeats; round += 1) {
    for (const message of set.messages) {
      const start = performance.now();
      categorizer.categorize(message.text);
      latencies.push(performance.now() - start);
    }
  }
  latencies.sort((a, b) => a - b);

  let correct = 0;
  let onTopic = 0;
  let onTopicCorrect = 0;
  let predictedNull = 0;
  let predictedNullCorrect = 0;
  let actualNull = 0;
  const errors: EvalReport['errors'] = [];
  for (const message of set.messages) {
    const { code, confidence } = codeOf(message.text);
    const ok = code === message.code;
    if (ok) correct += 1;
    else errors.push({ text: message.text, expected: message.code, got: code, confidence });
    if (message.code === null) actualNull += 1;
    else {
      onTopic += 1;
      if (ok) onTopicCorrect += 1;
    }
    if (code === null) {
      predictedNull += 1;
      if (message.code === null) predictedNullCorrect += 1;
    }
  }
  return {
    name: set.name,
    total: set.messages.length,
    overallAccuracy: correct / set.messages.length,
    onTopicAccuracy: onTopic === 0 ? 1 : onTopicCorrect / onTopic,
    offTopicPrecision: predictedNull === 0 ? 1 : predictedNullCorrect / predictedNull,
    offTopicRecall: actualNull === 0 ? 1 : predictedNullCorrect / actualNull,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    errors,
  };
}

/**
 * The accuracy targets. The latency is printed but gates nothing here: it is held to its budget by
 * the bench (`npm run bench categorizer-latency`), against a baseline measured in the same run.
 */
export function meetsTargets(report: EvalReport, floor = 0): boolean {
  return (
    report.onTopicAccuracy >= TARGETS.onTopicAccuracy &&
    report.offTopicPrecision >= TARGETS.offTopicPrecision &&
    report.overallAccuracy >= floor
  );
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

function main(): void {
  const showErrors = process.argv.includes('--errors');
  let failed = false;
  for (const set of loadEvalSets()) {
    const report = evaluateSet(set);
    const ok = meetsTargets(report, set.floor);
    failed ||= !ok;
    console.log(`\n${report.name}: ${report.total} messages, ${set.categories.length} categories`);
    const floor = set.floor === undefined ? '' : `  (floor >= ${percent(set.floor)})`;
    console.log(`  overall accuracy     ${percent(report.overallAccuracy)}${floor}`);
    console.log(
      `  on-topic accuracy    ${percent(report.onTopicAccuracy)}  (target >= ${percent(TARGETS.onTopicAccuracy)})`,
    );
    console.log(
      `  off-topic precision  ${percent(report.offTopicPrecision)}  (target >= ${percent(TARGETS.offTopicPrecision)})`,
    );
    console.log(`  off-topic recall     ${percent(report.offTopicRecall)}`);
    console.log(
      `  latency p50 / p95    ${report.p50Ms.toFixed(3)} ms / ${report.p95Ms.toFixed(3)} ms  (product target p95 < ${TARGETS.p95Ms} ms; the bench holds it)`,
    );
    console.log(`  ${ok ? 'PASS' : 'FAIL'}`);
    if (showErrors) {
      for (const error of report.errors) {
        console.log(
          `    x "${error.text}" expected ${error.expected ?? 'none'}, got ${error.got ?? 'none'} (${error.confidence})`,
        );
      }
    }
  }
  if (failed) {
    console.error('\nCategoriser evaluation: a target was missed.');
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
