// Hostile messages against the categoriser (issue 13): 8 clients send adversarial 4096-character
// texts to POST /api/webhooks/test-categorize as fast as they can while /api/health is polled every
// 50 ms. Every answer must come within 1 s and no health probe may wait 250 ms: one message must
// never stall the server. In-process, the categoriser's worst time over the adversarial set must
// stay under 20 ms per text. Loopback only, a bounded number of requests.
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_MASTER, loginToken, root, startApi, stop, tempDataDir } from '../lib.ts';

const PORT = 3410;
const CONCURRENCY = 8;
const HEALTH_EVERY_MS = 50;
/** The load runs this long (at least two rounds of the adversarial set, at most MAX_ROUNDS). */
const LOAD_MS = Number(process.env.BENCH_DURATION ?? 8) * 1000;
const MAX_ROUNDS = 40;
const ANSWER_BUDGET_MS = 1000;
const HEALTH_BUDGET_MS = 250;
const CATEGORIZE_BUDGET_MS = 20;
/** Corrections stored before the load, as long as allowed: the categoriser compares each text to them. */
const STORED_CORRECTIONS = 12;

type HostileText = { name: string; text: string };
type CategorizerModule = {
  createCategorizer(options: {
    categories: { id: number; name: string; code: string; groupName: string; keywords: string[] }[];
    examples?: { text: string; categoryId: number; unitId?: number | null }[];
  }): { categorize(text: string, scope?: { unitId?: number | null }): unknown };
};

// The API's own modules, loaded by path (the bench is a separate TypeScript project).
const apiModule = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(resolve(root, 'apps/api/src/categorizer', path)).href)) as T;

async function hostileSet(): Promise<(length?: number, seed?: number) => HostileText[]> {
  return (
    await apiModule<{ hostileTexts: (length?: number, seed?: number) => HostileText[] }>('hostile-texts.ts')
  ).hostileTexts;
}

/**
 * The in-process categoriser over the adversarial set: each kind of text is timed on 10 rounds of
 * fresh made-up words (for the network and for a unit) and its median kept, so a pause of the
 * machine (another process, a garbage collection) is not taken for the categoriser's cost. The
 * budget holds the worst kind; the single slowest call is printed too.
 */
async function inProcessTimes(): Promise<{ worst: { ms: number; name: string }; slowestCall: number }> {
  const hostileTexts = await hostileSet();
  const { createCategorizer } = await apiModule<CategorizerModule>('categorizer.ts');
  const { DEFAULT_CATEGORIES } = await apiModule<{
    DEFAULT_CATEGORIES: { name: string; code: string; groupName: string; keywords: string[] }[];
  }>('default-categories.ts');
  const categories = DEFAULT_CATEGORIES.map((category, index) => ({ id: index + 1, ...category }));
  const stored = hostileTexts(undefined, 1).slice(0, STORED_CORRECTIONS);
  const categorizer = createCategorizer({
    categories,
    examples: stored.flatMap((text, index) => [
      { text: text.text, categoryId: (index % categories.length) + 1 },
      { text: text.text, categoryId: ((index + 5) % categories.length) + 1, unitId: 1 },
    ]),
  });
  // Warm-up: the first rounds compile the code paths.
  for (let round = 0; round < 3; round += 1) {
    for (const { text } of hostileTexts(undefined, 100 + round)) categorizer.categorize(text);
  }
  const times = new Map<string, number[]>();
  let slowestCall = 0;
  for (let round = 0; round < 10; round += 1) {
    for (const { name, text } of hostileTexts(undefined, 200 + round)) {
      for (const unitId of [null, 1]) {
        const start = performance.now();
        categorizer.categorize(text, { unitId });
        const ms = performance.now() - start;
        times.set(name, [...(times.get(name) ?? []), ms]);
        slowestCall = Math.max(slowestCall, ms);
      }
    }
  }
  let worst = { ms: 0, name: '' };
  for (const [name, list] of times) {
    const median = [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    if (median > worst.ms) worst = { ms: median, name };
  }
  return { worst, slowestCall };
}

/** The median of `runs` timings of `work` (after one warm-up run). */
function medianMs(work: () => unknown, runs = 7): number {
  work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

/**
 * The long steps grow linearly (issue 13, moved here from hostile.test.ts by issue 22): each is timed
 * on a long input and on an eighth of it, in this run. Linear work costs about 8× the small one; a
 * quadratic step about 64×. Budget: at most 40× (room for a loaded machine, below quadratic). Reading a
 * 1 MB text must cost about what its first 4096 characters cost (budget 3×).
 */
export async function linearSteps(): Promise<boolean> {
  const { createCategorizer } = await apiModule<CategorizerModule>('categorizer.ts');
  const { DEFAULT_CATEGORIES } = await apiModule<{
    DEFAULT_CATEGORIES: { name: string; code: string; groupName: string; keywords: string[] }[];
  }>('default-categories.ts');
  const { extractDocument } = await apiModule<{ extractDocument(text: string): unknown }>('document.ts');
  const { readRequestSignals } = await apiModule<{ readRequestSignals(tokens: string[], raw: string): unknown }>(
    'message-signals.ts',
  );
  const categorizer = createCategorizer({
    categories: DEFAULT_CATEGORIES.map((category, index) => ({ id: index + 1, ...category })),
  });
  const fillers = (count: number) => [...Array.from({ length: count }, () => 'me'), 'quem', 'faz'];
  const documents = (count: number) => '11222333000181 52998224725 '.repeat(count);
  const ratios = [
    {
      name: 'request signals of 200 000 fillers vs 25 000',
      ratio: medianMs(() => readRequestSignals(fillers(200_000), '')) / medianMs(() => readRequestSignals(fillers(25_000), '')),
      budget: 40,
    },
    {
      name: 'documents in 8000 pairs vs 1000',
      ratio: medianMs(() => extractDocument(documents(8000))) / medianMs(() => extractDocument(documents(1000))),
      budget: 40,
    },
    {
      name: 'categorising 1 MB vs its first 4096 characters',
      ratio:
        medianMs(() => categorizer.categorize('eletricista '.repeat(100_000))) /
        medianMs(() => categorizer.categorize('eletricista '.repeat(100_000).slice(0, 4096))),
      budget: 3,
    },
  ];
  for (const { name, ratio, budget } of ratios) {
    console.log(`${name.padEnd(47)}: ${ratio.toFixed(1)}× — budget ≤ ${budget}×`);
  }
  return ratios.every(({ ratio, budget }) => ratio <= budget);
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export async function run(): Promise<boolean> {
  const { worst, slowestCall } = await inProcessTimes();
  console.log(
    `categoriser in-process, worst text : ${worst.ms.toFixed(2)} ms median (${worst.name}) — budget < ${CATEGORIZE_BUDGET_MS} ms`,
  );
  console.log(`slowest single call (informative)  : ${slowestCall.toFixed(2)} ms`);
  const linear = await linearSteps();

  const hostileTexts = await hostileSet();
  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-hostile-');
  try {
    children.push(
      await startApi(PORT, data.dir, {
        TEST_CATEGORIZE_RATE_LIMIT_PER_MINUTE: '1000000',
        CATEGORY_EXAMPLES_RATE_LIMIT_PER_MINUTE: '1000000',
      }),
    );
    const base = `http://127.0.0.1:${PORT}`;
    const token = await loginToken(base, BENCH_MASTER);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

    // Stored hostile corrections: every categorisation below is compared to them.
    const categories = (await (await fetch(`${base}/api/categories`, { headers })).json()) as {
      id: number;
    }[];
    for (const [index, { text }] of hostileTexts(undefined, 1).slice(0, STORED_CORRECTIONS).entries()) {
      const response = await post('/api/categories/examples', {
        message: text,
        categoryId: categories[index % categories.length]?.id,
      });
      if (response.status !== 201)
        throw new Error(`storing a correction: ${response.status} ${await response.text()}`);
    }

    // The work queue: rounds of the adversarial set, each round with fresh made-up words.
    const queue: string[] = [];
    let round = 0;
    const refill = () => {
      round += 1;
      for (const { text } of hostileTexts(undefined, 1000 + round)) queue.push(text.trim() || 'oi');
    };
    const started = performance.now();
    const answers: number[] = [];
    let failed = 0;
    let done = false;

    const worker = async () => {
      for (;;) {
        if (queue.length === 0) {
          const enough = round >= 2 && performance.now() - started >= LOAD_MS;
          if (enough || round >= MAX_ROUNDS) return;
          refill();
        }
        const message = queue.shift();
        if (message === undefined) continue;
        const start = performance.now();
        const response = await post('/api/webhooks/test-categorize', { message });
        await response.arrayBuffer();
        answers.push(performance.now() - start);
        if (response.status !== 200) failed += 1;
      }
    };

    const probes: number[] = [];
    const poller = async () => {
      while (!done) {
        const start = performance.now();
        const response = await fetch(`${base}/api/health`);
        await response.arrayBuffer();
        const ms = performance.now() - start;
        probes.push(response.ok ? ms : Number.POSITIVE_INFINITY);
        await sleep(Math.max(0, HEALTH_EVERY_MS - ms));
      }
    };

    const polling = poller();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    done = true;
    await polling;

    const elapsed = (performance.now() - started) / 1000;
    const slowest = Math.max(...answers);
    const sorted = [...answers].sort((a, b) => a - b);
    const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const healthWorst = Math.max(...probes);
    console.log(
      `hostile test-categorize            : ${answers.length} requests of up to 4096 characters, ${CONCURRENCY} at a time, in ${elapsed.toFixed(1)} s (${(answers.length / elapsed).toFixed(0)} req/s), ${failed} not 200 — budget 0`,
    );
    console.log(
      `slowest answer                     : ${slowest.toFixed(0)} ms (p50 ${p50.toFixed(0)} ms) — budget < ${ANSWER_BUDGET_MS} ms`,
    );
    console.log(
      `slowest /api/health during the load: ${healthWorst.toFixed(0)} ms over ${probes.length} probes every ${HEALTH_EVERY_MS} ms — budget < ${HEALTH_BUDGET_MS} ms`,
    );
    return (
      linear &&
      worst.ms < CATEGORIZE_BUDGET_MS &&
      failed === 0 &&
      slowest < ANSWER_BUDGET_MS &&
      healthWorst < HEALTH_BUDGET_MS
    );
  } finally {
    stop(children);
    data.remove();
  }
}
