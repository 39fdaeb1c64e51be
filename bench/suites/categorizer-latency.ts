// Categoriser latency (moved from categorizer/evaluate.test.ts: a unit test never asserts a
// duration). Over every labelled evaluation set, each message is categorised and, right before it,
// only normalised (accents, case, repeats: the first stage of the same pipeline). The normalisation
// is the baseline measured in this run, on this machine, under this load: the categoriser's p95
// must stay within RATIO_BUDGET times the baseline's p95. Each set is measured in ROUNDS rounds and
// the median round kept, so one pause of the machine does not decide. The absolute p95 is printed
// next to the product target (2 ms) for information.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib.ts';

const ROUNDS = 5;
/** Typical ratio on an idle laptop: 8–17 times the normalisation alone. */
const RATIO_BUDGET = 40;

type EvalSet = { name: string; categories: unknown[]; messages: { text: string }[] };
type Categorizer = { categorize(text: string): unknown };

// The API's own modules, loaded by path (the bench is a separate TypeScript project).
const apiModule = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(resolve(root, 'apps/api/src/categorizer', path)).href)) as T;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const median = (values: number[]) => percentile(values, 50);

export async function run(): Promise<boolean> {
  const { loadEvalSets, TARGETS } = await apiModule<{
    loadEvalSets(): EvalSet[];
    TARGETS: { p95Ms: number };
  }>('evaluate.ts');
  const { createCategorizer } = await apiModule<{
    createCategorizer(options: { categories: unknown[] }): Categorizer;
  }>('categorizer.ts');
  const { normalizeText } = await apiModule<{ normalizeText(text: string): unknown }>('normalize.ts');

  let ok = true;
  for (const set of loadEvalSets()) {
    const categorizer = createCategorizer({ categories: set.categories });
    // Warm-up: the first pass compiles the code paths.
    for (const { text } of set.messages) {
      normalizeText(text);
      categorizer.categorize(text);
    }
    const categorizeP95: number[] = [];
    const baselineP95: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const categorize: number[] = [];
      const baseline: number[] = [];
      for (const { text } of set.messages) {
        let start = performance.now();
        normalizeText(text);
        baseline.push(performance.now() - start);
        start = performance.now();
        categorizer.categorize(text);
        categorize.push(performance.now() - start);
      }
      categorizeP95.push(percentile(categorize, 95));
      baselineP95.push(percentile(baseline, 95));
    }
    const p95 = median(categorizeP95);
    const base = Math.max(median(baselineP95), 0.001);
    const ratio = p95 / base;
    const within = ratio <= RATIO_BUDGET;
    ok &&= within;
    console.log(
      `${set.name}: p95 ${p95.toFixed(3)} ms (product target < ${TARGETS.p95Ms} ms, informative), ` +
        `normalisation p95 ${base.toFixed(3)} ms, ratio ${ratio.toFixed(1)} — budget ≤ ${RATIO_BUDGET}${within ? '' : '  MISSED'}`,
    );
  }
  return ok;
}
