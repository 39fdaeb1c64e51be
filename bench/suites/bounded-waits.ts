// Bounded waits (issue 22 moved these timings out of the unit tests, which keep asserting what
// happens): the LLM provider gives up at its timeout and cuts a hostile body at once, the event bus
// waits at most its acknowledgement timeout and not at all when alone, and open event streams do not
// hold a shutdown. Each budget is the old limit on top of a baseline measured in this run (a plain
// round trip to the same server or database, a shutdown with no stream), so a loaded machine widens
// it and a real regression (waiting the full 10 s timeout, waiting for every stream) still misses it.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { BENCH_MASTER, loginToken, root, startApi, stop, tempDataDir } from '../lib.ts';

const PORT = 3420;
const STREAMS = 20;
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

type Category = { id: number; name: string; code: string; groupName: string; keywords: string[] };
type LlmProvider = { classify(text: string, categories: Category[]): Promise<string | null> };
type LlmModule = {
  createLlmProvider(config: Record<string, unknown>): LlmProvider;
  createHybridCategorizer(
    offline: unknown,
    llm: LlmProvider,
    options: { onError?: (error: unknown) => void },
  ): { categorize(text: string): Promise<unknown> };
  MAX_LLM_RESPONSE_BYTES: number;
};
type EventBus = { publish(event: { type: string; reason: string }): Promise<void>; close(): Promise<void> };
type EventBusModule = {
  createPgEventBus(options: {
    connection: pg.ClientConfig;
    query: (text: string, values: unknown[]) => Promise<pg.QueryResult>;
    ackTimeoutMs?: number;
  }): Promise<EventBus>;
};

const apiModule = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(resolve(root, 'apps/api/src', path)).href)) as T;

const categories: Category[] = [
  { id: 1, name: 'Eletricista', code: 'eletricista', groupName: 'Casa', keywords: ['disjuntor', 'tomada'] },
  { id: 2, name: 'Encanador', code: 'encanador', groupName: 'Casa', keywords: ['vazamento', 'cano'] },
];

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function medianOf(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await timed(work));
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

type Check = { name: string; ms: number; min?: number; max: number };

function report(checks: Check[]): boolean {
  for (const { name, ms, min, max } of checks) {
    const range = min === undefined ? `< ${max.toFixed(0)} ms` : `${min.toFixed(0)}–${max.toFixed(0)} ms`;
    console.log(`${name.padEnd(52)}: ${ms.toFixed(0)} ms — budget ${range}`);
  }
  return checks.every(({ ms, min, max }) => ms < max && (min === undefined || ms >= min));
}

const expectRejection = async (work: Promise<unknown>, kind: string) => {
  const outcome = await work.then(
    () => null,
    (error: unknown) => error,
  );
  if ((outcome as { kind?: string } | null)?.kind !== kind)
    throw new Error(`expected a ${kind} error, got ${String(outcome)}`);
};

/** The LLM provider against a local endpoint: a slow one, an endless body, an announced oversized one. */
async function llmWaits(): Promise<boolean> {
  const { createLlmProvider, createHybridCategorizer, MAX_LLM_RESPONSE_BYTES } = await apiModule<LlmModule>(
    'categorizer/llm-provider.ts',
  );
  const { createCategorizer } = await apiModule<{
    createCategorizer(options: { categories: Category[] }): unknown;
  }>('categorizer/categorizer.ts');
  let handler: (response: ServerResponse) => void = () => undefined;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => handler(response));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const provider = (config: Record<string, unknown>) =>
    createLlmProvider({
      baseUrl,
      apiKey: 'bench',
      model: 'bench',
      mode: 'fallback',
      timeoutMs: 10_000,
      ...config,
    });
  const answer = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'encanador' } }] }));
  };
  const endless = (response: ServerResponse) => {
    const chunk = Buffer.from(`{"choices":[{"message":{"content":"${'a'.repeat(16 * 1024)}`);
    response.writeHead(200, { 'content-type': 'application/json' });
    const pump = () => {
      while (!response.destroyed && !response.writableEnded) {
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
    };
    response.on('close', () => response.removeAllListeners('drain'));
    pump();
  };
  try {
    handler = answer;
    let text = 0;
    const baseline = await medianOf(7, () => provider({}).classify(`cano ${(text += 1)}`, categories));
    console.log(`LLM round trip (baseline)                           : ${baseline.toFixed(1)} ms median`);

    handler = (response) => setTimeout(() => answer(response), 1500);
    const timeout = await timed(() =>
      expectRejection(provider({ timeoutMs: 200 }).classify('cano', categories), 'timeout'),
    );
    handler = endless;
    const cut = await timed(() => expectRejection(provider({}).classify('cano', categories), 'too_large'));
    handler = (response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(MAX_LLM_RESPONSE_BYTES + 1),
      });
      response.write('{');
    };
    const announced = await timed(() =>
      expectRejection(provider({}).classify('cano', categories), 'too_large'),
    );
    handler = endless;
    const hybrid = createHybridCategorizer(
      createCategorizer({ categories }),
      provider({ mode: 'always' }),
      {},
    );
    const offline = await timed(() => hybrid.categorize('preciso trocar o disjuntor'));
    return report([
      {
        name: 'LLM gives up at its 200 ms timeout (answer at 1.5 s)',
        ms: timeout,
        min: 190,
        max: 1200 + baseline,
      },
      { name: 'LLM endless body cut (timeout 10 s)', ms: cut, max: 1000 + baseline },
      { name: 'LLM announced oversized body refused', ms: announced, max: 1000 + baseline },
      { name: 'hybrid keeps the offline answer on an endless body', ms: offline, max: 1000 + baseline },
    ]);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((closed) => server.close(() => closed()));
  }
}

/** The event bus on a throwaway PostgreSQL database: a mute listener, then a process alone. */
async function eventBusWaits(): Promise<boolean> {
  const { createPgEventBus } = await apiModule<EventBusModule>('lib/event-bus.ts');
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`event bus: no PostgreSQL at ${DATABASE_URL} (${String(error)}): skipped`);
    return true;
  }
  const name = `tenho_bench_bus_${process.pid}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  // DROP DATABASE … WITH (FORCE) ends whatever connection is left: not an error of the bench.
  pool.on('error', () => undefined);
  const options = {
    connection: { connectionString: url.toString() },
    query: (text: string, values: unknown[]) => pool.query(text, values),
  };
  try {
    const baseline = await medianOf(7, () => pool.query('select 1'));
    console.log(`PostgreSQL round trip (baseline)                    : ${baseline.toFixed(1)} ms median`);

    const alone = await createPgEventBus({ ...options, ackTimeoutMs: 5000 });
    const aloneMs = await timed(() => alone.publish({ type: 'session.invalidate_all', reason: 'profile' }));
    await alone.close();

    const bus = await createPgEventBus({ ...options, ackTimeoutMs: 300 });
    const mute = new pg.Client({ connectionString: url.toString(), application_name: 'tenho-events' });
    await mute.connect();
    await mute.query('LISTEN tenho_events');
    const muteMs = await timed(() => bus.publish({ type: 'session.invalidate_all', reason: 'profile' }));
    await mute.end();
    await bus.close();
    return report([
      { name: 'event bus alone publishes without waiting (ack 5 s)', ms: aloneMs, max: 1000 + baseline },
      { name: 'event bus waits its 300 ms ack timeout, no more', ms: muteMs, min: 250, max: 1000 + baseline },
    ]);
  } finally {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/** The API's shutdown (SIGTERM) with no stream, then with STREAMS open event streams. */
async function shutdownWithStreams(): Promise<boolean> {
  const shutdown = async (streams: number): Promise<number> => {
    const data = tempDataDir('tenho-bench-waits-');
    const child = await startApi(PORT, data.dir, { LIVE_EVENTS_MAX_STREAMS_PER_USER: String(STREAMS) });
    const controllers: AbortController[] = [];
    try {
      const base = `http://127.0.0.1:${PORT}`;
      const token = await loginToken(base, BENCH_MASTER);
      for (let index = 0; index < streams; index += 1) {
        const controller = new AbortController();
        controllers.push(controller);
        const response = await fetch(`${base}/api/events`, {
          headers: { authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        if (response.status !== 200) throw new Error(`event stream: ${response.status}`);
        void response.body?.pipeTo(new WritableStream()).catch(() => undefined);
      }
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      return await timed(async () => {
        child.kill('SIGTERM');
        await exited;
      });
    } finally {
      for (const controller of controllers) controller.abort();
      stop([child]);
      data.remove();
    }
  };
  const baseline = await shutdown(0);
  console.log(`shutdown with no stream (baseline)                  : ${baseline.toFixed(0)} ms`);
  const withStreams = await shutdown(STREAMS);
  return report([
    { name: `shutdown with ${STREAMS} open event streams`, ms: withStreams, max: baseline + 3000 },
  ]);
}

export async function run(): Promise<boolean> {
  const llm = await llmWaits();
  const bus = await eventBusWaits();
  const streams = await shutdownWithStreams();
  return llm && bus && streams;
}
