// Architecture §6's scale path, measured: the same HTTP load on one API process and then on two
// (the compiled server, NODE_ENV=production) sharing one PostgreSQL database and Redis, in the same
// run. Two figures: authenticated GET /api/auth/me (session cache per process, the bus keeping
// them coherent) and signed WhatsApp webhook ingestion (the ack path: verify, store, enqueue).
// The processes run WORKERS=0 so the measure is the request tier; the queued jobs are dropped with
// the database. Budgets: nothing fails, and two processes serve at least 90 % of one process's
// throughput where there are cores for both plus the load generator (≥ 4). On a smaller machine
// the processes and the load generator share the cores: the ratio is printed, not enforced (a
// second process there adds availability, which `npm run test:cluster` checks, not throughput).
// Then issue 33's loop at 100 requests/s (cluster-loop.ts): two API processes and a worker on the
// national dataset (with BENCH_DATABASE_URL), and the embedded default in one process.
// BENCH_CLUSTER_ONLY=scaling or =loop runs one part (=loop-national, =loop-embedded: one setup of it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BENCH_MASTER,
  CONNECTIONS,
  DURATION,
  loginToken,
  root,
  stop,
  tempDataDir,
  waitHealthy,
} from '../lib.ts';
import { loopEmbedded, loopNational } from './cluster-loop.ts';

/** Ports of this suite. */
const PORTS = [3485, 3486];
const CORES = availableParallelism();
/** null: not enforced on this machine. */
const MIN_SCALING = CORES >= 4 ? 0.9 : null;
const PHONE_NUMBER_ID = '104857600000777';
const APP_SECRET = randomBytes(24).toString('hex');
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

type TenhoProcess = { url: string; child: ChildProcess };

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The compiled server (apps/api/dist, built by the caller) in production mode. */
async function startCompiled(port: number, env: Record<string, string>): Promise<TenhoProcess> {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}/api/ready`);
  return { url, child };
}

type Figure = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

function signedDelivery(n: number): { body: string; signature: string } {
  const payload = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511900000000', phone_number_id: PHONE_NUMBER_ID },
              contacts: [{ profile: { name: 'Cliente' }, wa_id: `5521${String(900_000_000 + n)}` }],
              messages: [
                {
                  from: `5521${String(900_000_000 + n)}`,
                  id: `wamid.CLUSTER${process.pid}x${n}x${randomBytes(3).toString('hex')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: 'Preciso de um eletricista para trocar o disjuntor' },
                },
              ],
            },
          },
        ],
      },
    ],
  };
  const body = JSON.stringify(payload);
  return { body, signature: `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}` };
}

let sequence = 0;

/** autocannon against every target at once (connections split between them); figures summed. */
async function loadOn(targets: TenhoProcess[], kind: 'me' | 'webhook', token: string): Promise<Figure> {
  const connections = Math.max(1, Math.floor(CONNECTIONS / targets.length));
  const results = await Promise.all(
    targets.map(
      (target) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          autocannon(
            kind === 'me'
              ? {
                  url: `${target.url}/api/auth/me`,
                  connections,
                  duration: DURATION,
                  headers: { authorization: `Bearer ${token}` },
                }
              : {
                  url: `${target.url}/api/webhooks/whatsapp`,
                  connections,
                  duration: DURATION,
                  requests: [
                    {
                      method: 'POST',
                      setupRequest: (request) => {
                        const delivery = signedDelivery(sequence++);
                        return {
                          ...request,
                          body: delivery.body,
                          headers: {
                            'content-type': 'application/json',
                            'x-hub-signature-256': delivery.signature,
                          },
                        };
                      },
                    },
                  ],
                },
            (error, done) => (error ? reject(error) : resolve(done)),
          );
        }),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

const line = (label: string, f: Figure) =>
  `${label.padEnd(34)}: ${f.rps.toFixed(0).padStart(6)} req/s (p50 ${f.p50} ms, p99 ${f.p99} ms)${
    f.errors || f.non2xx ? ` — ${f.errors} errors, ${f.non2xx} non-2xx` : ''
  }`;

export async function run(): Promise<boolean> {
  // BENCH_CLUSTER_ONLY=loop: only issue 33's loop at 100 requests/s (cluster-loop.ts);
  // =loop-national or =loop-embedded: one of its two setups.
  const only = process.env.BENCH_CLUSTER_ONLY ?? '';
  const scaling = only === '' || only === 'scaling' ? await runScaling() : true;
  if (only !== '' && !only.startsWith('loop')) return scaling;
  if (only.startsWith('loop')) {
    const build = spawnSync(process.execPath, [join(root, 'scripts/build-api.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) return false;
  }
  const national = only === 'loop-embedded' ? null : await loopNational();
  const embedded = only === 'loop-national' ? true : await loopEmbedded();
  return scaling && national !== false && embedded;
}

async function runScaling(): Promise<boolean> {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-api.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) return false;
  const database = `tenho_bench_cluster_${process.pid}`;
  try {
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${database}"`);
  } catch (error) {
    console.log(
      `PostgreSQL not reachable at ${ADMIN_URL} (set BENCH_DATABASE_URL): ${(error as Error).message}`,
    );
    return false;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const data = tempDataDir('tenho-bench-cluster-');
  const env = {
    NODE_ENV: 'production',
    PRIVACY_PSEUDONYM_SECRET: 'segredo-de-teste-dos-pseudonimos',
    DATABASE_URL: url.toString(),
    REDIS_URL,
    DATA_DIR: data.dir,
    WORKERS: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    MASTER_EMAIL: BENCH_MASTER.email,
    MASTER_PASSWORD: BENCH_MASTER.password,
    WHATSAPP_APP_SECRET: APP_SECRET,
  };
  const children: ChildProcess[] = [];
  try {
    const one = await startCompiled(PORTS[0]!, env);
    children.push(one.child);
    const token = await loginToken(one.url, BENCH_MASTER);

    await loadOn([one], 'me', token); // warm-up
    const meOne = await loadOn([one], 'me', token);
    const hookOne = await loadOn([one], 'webhook', token);
    const two = await startCompiled(PORTS[1]!, env);
    children.push(two.child);
    await loadOn([two], 'me', token); // warm-up of the second process
    const meTwo = await loadOn([one, two], 'me', token);
    const hookTwo = await loadOn([one, two], 'webhook', token);

    const budget =
      MIN_SCALING === null
        ? `budget not enforced with ${CORES} cores (processes and load generator share them)`
        : `budget ≥ ×${MIN_SCALING}`;
    const meScaling = meTwo.rps / meOne.rps;
    const hookScaling = hookTwo.rps / hookOne.rps;
    console.log(line('GET /api/auth/me, 1 process', meOne));
    console.log(line('GET /api/auth/me, 2 processes', meTwo));
    console.log(`  scaling ×${meScaling.toFixed(2)} — ${budget}`);
    console.log(line('signed webhook, 1 process', hookOne));
    console.log(line('signed webhook, 2 processes', hookTwo));
    console.log(`  scaling ×${hookScaling.toFixed(2)} — ${budget}`);
    const clean = [meOne, meTwo, hookOne, hookTwo].every((f) => f.errors === 0 && f.non2xx === 0);
    return clean && (MIN_SCALING === null || (meScaling >= MIN_SCALING && hookScaling >= MIN_SCALING));
  } finally {
    stop(children);
    await new Promise((r) => setTimeout(r, 1500));
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    data.remove();
  }
}
