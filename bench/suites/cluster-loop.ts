// Issue 33 point 4, the loop at 100 requests/s (part of the cluster suite): consumer requests sent
// as Meta sends them (signed webhooks, one every 10 ms for 60 s, spread over 30 units), then the
// figures read from the database: webhook ack p95 (the HTTP answer), request → first lead alert
// sent p95 (received_at → the first LEAD_ALERT's sent_at), and nothing lost (every request stored and
// processed, no alert of theirs still waiting or dead). Budgets: ack p95 < 100 ms (national only), first alert p95
// < 1 s (a request without an alert yet counts as later than any budget), nothing lost (every
// acknowledged request stored, no alert dead) and nothing left waiting when the run settles.
//   national: two compiled API processes (WORKERS=0) and one worker on PostgreSQL holding the
//     national dataset (a copy of it, made from the seeded database as a template, dropped after),
//     the 30 units with the most electricians;
//   embedded: the default deployment, one process on its embedded database (workers in), 30 units
//     with three electricians each, created through the API; read back from the data dir after.
// BENCH_LOOP_RATE (default 100 per second) and BENCH_LOOP_SECONDS (60) change the load.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { resolve, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { BENCH_MASTER, loginToken, root, startApi, stop, tempDataDir, waitHealthy } from '../lib.ts';
import {
  NATIONAL_DATABASE,
  migrateNational,
  nationalUrl,
  readMarker,
  serverUrl,
  withClient,
  withDatabase,
} from '../national.ts';

const RATE = Number(process.env.BENCH_LOOP_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_LOOP_SECONDS ?? 60);
const UNITS = 30;
const ACK_BUDGET_MS = 100;
const ALERT_BUDGET_MS = 1000;
const SETTLE_MS = 60_000;
const PORTS = { national: [3462, 3463], embedded: 3464 } as const;
const APP_SECRET = randomBytes(24).toString('hex');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const TEXTS = [
  'Preciso de um eletricista para trocar o disjuntor',
  'Alguém indica eletricista para instalar chuveiro?',
  'procuro eletricista urgente, a luz caiu aqui em casa',
];

const percentile95 = (values: number[]) => {
  if (values.length === 0) return Infinity;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)]!;
};

function signed(n: number, tag: string, phoneNumberId: string): { body: string; signature: string } {
  const from = `5531${String(950_000_000 + n)}`;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511900000100', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Cliente Carga' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.LOOP${tag}x${n}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: `${TEXTS[n % TEXTS.length]} (${n})` },
                },
              ],
            },
          },
        ],
      },
    ],
  }).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return { body, signature: `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}` };
}

/** RATE requests a second for SECONDS, round-robin over the API processes and the units; ack times. */
async function play(bases: string[], phoneNumberIds: string[], tag: string) {
  const total = RATE * SECONDS;
  const gap = 1000 / RATE;
  const acks: number[] = [];
  let failures = 0;
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = started + n * gap - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const request = signed(n, tag, phoneNumberIds[n % phoneNumberIds.length]!);
    const sent = performance.now();
    sends.push(
      fetch(`${bases[n % bases.length]}/api/webhooks/whatsapp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': request.signature },
        body: request.body,
      })
        .then(async (res) => {
          await res.arrayBuffer();
          acks.push(performance.now() - sent);
          if (!res.ok) failures += 1;
        })
        .catch(() => {
          failures += 1;
        }),
    );
  }
  await Promise.all(sends);
  const lateBy = performance.now() - started - SECONDS * 1000;
  return { total, acks, failures, lateBy };
}

type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

const SETTLED_SQL = `select (select count(*) from inbound_messages where state = 'RECEIVED' and wamid like $1)::int
                          + (select count(*) from outbound_messages o join inbound_messages m on m.id = o.message_id
                              where o.status = 'QUEUED' and m.wamid like $1)::int as open`;

async function figures(query: Query, tag: string, total: number) {
  const like = `wamid.LOOP${tag}x%`;
  const [stored] = await query<{ stored: number; processed: number; offered: number }>(
    `select count(*)::int as stored, count(*) filter (where state = 'PROCESSED')::int as processed,
            count(*) filter (where outcome = 'OFFERED')::int as offered
       from inbound_messages where wamid like $1`,
    [like],
  );
  // Where the time goes: request → offered (routing) beside request → first alert sent.
  const rows = await query<{ ms: number | null; offered_ms: number | null }>(
    `select extract(epoch from (select min(o.sent_at) from outbound_messages o
                                 where o.message_id = m.id and o.purpose = 'LEAD_ALERT') - m.received_at) * 1000 as ms,
            extract(epoch from (select min(f.offered_at) from offers f where f.message_id = m.id) - m.received_at) * 1000
              as offered_ms
       from inbound_messages m where m.wamid like $1 and m.outcome = 'OFFERED'`,
    [like],
  );
  const [alerts] = await query<{ waiting: number; dead: number; sent: number }>(
    `select count(*) filter (where o.status = 'QUEUED')::int as waiting,
            count(*) filter (where o.status in ('FAILED', 'DEAD'))::int as dead,
            count(*) filter (where o.sent_at is not null)::int as sent
       from outbound_messages o join inbound_messages m on m.id = o.message_id
      where m.wamid like $1 and o.purpose = 'LEAD_ALERT'`,
    [like],
  );
  // A request not yet offered, or whose first alert has not gone out, counts as later than any
  // budget (Infinity) in the p95: the figure is over every request stored, not only the fast ones.
  const notYet = stored!.stored - rows.length + rows.filter((r) => r.ms === null).length;
  const firstAlerts = [
    ...rows.flatMap((r) => (r.ms === null ? [] : [Number(r.ms)])),
    ...Array.from({ length: notYet }, () => Infinity),
  ];
  // Lost: acknowledged but not stored, or an alert that failed for good. What is still waiting when
  // the run ends is a backlog, reported apart (it is durable and goes out later).
  const lost = total - stored!.stored + alerts!.dead;
  const backlog = stored!.stored - stored!.processed + alerts!.waiting;
  const offeredP95 = percentile95(rows.flatMap((r) => (r.offered_ms === null ? [] : [Number(r.offered_ms)])));
  return {
    ...stored!,
    ...alerts!,
    firstAlertP95: percentile95(firstAlerts),
    offeredP95,
    notYet,
    lost,
    backlog,
  };
}

/**
 * `ackBudget`: the issue budgets the webhook's answer for the national cluster only (its API
 * processes do nothing but answer); the embedded process answers between its own routing and sends
 * on one thread (PGlite runs there too), and is budgeted on the request → first alert time alone.
 */
function report(
  label: string,
  played: Awaited<ReturnType<typeof play>>,
  f: Awaited<ReturnType<typeof figures>>,
  ackBudget: boolean,
) {
  const ackP95 = percentile95(played.acks);
  console.log(
    `${label}: ${played.total} requests at ${RATE}/s (sender ${played.lateBy > 500 ? `${(played.lateBy / 1000).toFixed(1)} s late` : 'on time'}), ` +
      `${played.failures} refused; stored ${f.stored}, processed ${f.processed}, offered ${f.offered}; alerts sent ${f.sent}, waiting ${f.waiting}, failed ${f.dead}`,
  );
  const ok =
    (!ackBudget || ackP95 < ACK_BUDGET_MS) &&
    f.firstAlertP95 < ALERT_BUDGET_MS &&
    f.lost === 0 &&
    f.backlog === 0 &&
    played.failures === 0;
  const alertP95 = Number.isFinite(f.firstAlertP95)
    ? `${f.firstAlertP95.toFixed(0)} ms`
    : `over the run (${f.notYet} requests had no alert out yet)`;
  console.log(
    `  webhook ack p95 ${ackP95.toFixed(0)} ms (${ackBudget ? `budget < ${ACK_BUDGET_MS}` : 'no budget'}); request → first alert p95 ${alertP95} (budget < ${ALERT_BUDGET_MS} ms; offered p95 ${f.offeredP95.toFixed(0)} ms); ` +
      `lost ${f.lost + played.failures} (budget 0); still waiting at the end ${f.backlog} (requests unprocessed + alerts queued) — ${ok ? 'met' : 'MISSED'}`,
  );
  return { ok, ackP95 };
}

async function settle(query: Query, tag: string) {
  const until = Date.now() + SETTLE_MS;
  for (;;) {
    const [row] = await query<{ open: number }>(SETTLED_SQL, [`wamid.LOOP${tag}x%`]);
    if ((row?.open ?? 0) === 0 || Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function spawnCompiled(entry: 'main' | 'worker', env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(root, `apps/api/dist/${entry}.js`)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Two API processes and a worker on a copy of the national dataset. */
export async function loopNational(): Promise<boolean | null> {
  const server = serverUrl();
  const source = nationalUrl();
  if (server === null || source === null || (await readMarker(source)) === null) {
    console.log(
      'loop (national): skipped — needs BENCH_DATABASE_URL and the national dataset (npm run bench:seed-national)',
    );
    return null;
  }
  // Migrated once in place, not in every copy.
  await migrateNational(source);
  const database = `${NATIONAL_DATABASE}_loop_${process.pid}`;
  const started = Date.now();
  await withClient(server, (c) =>
    c.query(`create database "${database}" template "${NATIONAL_DATABASE}" strategy file_copy`),
  );
  console.log(
    `loop (national): copied the national dataset in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const url = withDatabase(server, database);
  const data = tempDataDir('tenho-bench-loop-');
  const children: ChildProcess[] = [];
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    // The 30 units with the most electricians (the requests' category).
    const { rows: units } = await client.query<{ pn: string }>(
      `select f.whatsapp_phone_number_id as pn from franchise_units f
         join users u on u.unit_id = f.id and u.role = 'CLIENT' and u.is_active
         join user_categories uc on uc.user_id = u.id join categories c on c.id = uc.category_id and c.code = 'eletricista'
        group by f.id order by count(*) desc, f.id limit ${UNITS}`,
    );
    const env = {
      NODE_ENV: 'production',
      PRIVACY_PSEUDONYM_SECRET: 'segredo-de-teste-dos-pseudonimos',
      DATABASE_URL: url,
      REDIS_URL,
      DATA_DIR: data.dir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      MASTER_EMAIL: BENCH_MASTER.email,
      MASTER_PASSWORD: BENCH_MASTER.password,
      WHATSAPP_MODE: 'simulator',
      WHATSAPP_APP_SECRET: APP_SECRET,
      HOST: '127.0.0.1',
    };
    const bases: string[] = [];
    for (const port of PORTS.national) {
      children.push(spawnCompiled('main', { ...env, PORT: String(port), WORKERS: '0' }));
      bases.push(`http://127.0.0.1:${port}`);
    }
    for (const base of bases) await waitHealthy(`${base}/api/ready`);
    children.push(spawnCompiled('worker', env));
    await new Promise((r) => setTimeout(r, 3000));
    const query: Query = async (text, values) => (await client.query(text, values)).rows;
    const tag = `n${process.pid}`;
    const played = await play(
      bases,
      units.map((u) => u.pn),
      tag,
    );
    await settle(query, tag);
    return report(
      'loop (national, 2 API + 1 worker, PostgreSQL)',
      played,
      await figures(query, tag, played.total),
      true,
    ).ok;
  } finally {
    stop(children);
    await client.end().catch(() => {});
    await new Promise((r) => setTimeout(r, 1500));
    await withClient(server, (c) => c.query(`drop database if exists "${database}" with (force)`)).catch(
      () => {},
    );
    data.remove();
  }
}

/** The default deployment: one process on its embedded database. */
export async function loopEmbedded(): Promise<boolean> {
  const data = tempDataDir('tenho-bench-loop-embedded-');
  const children: ChildProcess[] = [];
  try {
    const port = PORTS.embedded;
    children.push(
      await startApi(port, data.dir, { WHATSAPP_MODE: 'simulator', WHATSAPP_APP_SECRET: APP_SECRET }),
    );
    const base = `http://127.0.0.1:${port}`;
    const auth = {
      authorization: `Bearer ${await loginToken(base, BENCH_MASTER)}`,
      'content-type': 'application/json',
    };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: number };
    };
    const categories = (await (await fetch(`${base}/api/categories`, { headers: auth })).json()) as {
      id: number;
      code: string;
    }[];
    const category = categories.find((c) => c.code === 'eletricista')!;
    const phoneNumberIds: string[] = [];
    for (let u = 0; u < UNITS; u++) {
      const pn = `104857600${String(100 + u)}`;
      const unit = await post('/api/franchise-units', {
        name: `Unidade Carga ${u + 1}`,
        code: `unidade-carga-${u + 1}`,
        city: 'Belo Horizonte',
        state: 'MG',
        is_active: true,
        whatsapp_phone_number_id: pn,
      });
      phoneNumberIds.push(pn);
      for (let i = 0; i < 3; i++) {
        const company = await post('/api/users', {
          email: `carga-${u}-${i}@bench.tenho.com.br`,
          password: 'Senha@Forte1',
          display_name: `Elétrica Carga ${u}-${i}`,
          phones: [{ phone: `31${String(970_000_000 + u * 10 + i)}`, type: 'WHATSAPP', is_primary: true }],
          role: 'CLIENT',
          unit_id: unit.id,
          is_active: true,
        });
        await post(`/api/users/${company.id}/categories`, { categoryIds: [category.id] });
        await post('/api/wallet/transaction', {
          client_id: company.id,
          amount: 5000,
          description: 'Crédito de carga',
        });
      }
    }
    const tag = `e${process.pid}`;
    // Progress is read through the API process's own database after it stops (embedded: one owner).
    const played = await play([base], phoneNumberIds, tag);
    // Settled when the newest requests are processed (the queue is first in, first out), then 5 s
    // for their alerts; at most SETTLE_MS.
    const until = Date.now() + SETTLE_MS;
    while (Date.now() < until) {
      const page = (await (
        await fetch(`${base}/api/webhooks/messages?pageSize=50`, { headers: auth })
      ).json()) as {
        messages?: { unit_id: number | null; notified_companies: unknown[] }[];
      };
      const newest = page.messages ?? [];
      if (newest.length > 0 && newest.every((m) => m.unit_id !== null && m.notified_companies.length > 0))
        break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    await new Promise((r) => setTimeout(r, 5000));
    stop(children);
    await new Promise((r) => setTimeout(r, 3000));
    type Handle = {
      db: { execute: (q: unknown) => Promise<{ rows: unknown[] }> };
      close: () => Promise<void>;
    };
    const { createDatabase } = (await import(
      pathToFileURL(resolve(root, 'apps/api/src/db/client.ts')).href
    )) as { createDatabase: (o: object) => Promise<Handle> };
    const { sql } = await import('drizzle-orm');
    const handle = await createDatabase({ url: null, dataDir: data.dir });
    try {
      const query: Query = async <T>(text: string, values: unknown[] = []) => {
        // Positional parameters as drizzle placeholders ($1 → the value).
        const parts = text.split(/\$(\d+)/);
        const chunks: unknown[] = [];
        parts.forEach((part, i) =>
          chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`),
        );
        return (await handle.db.execute(sql.join(chunks as never[]))).rows as T[];
      };
      return report(
        'loop (embedded default, one process)',
        played,
        await figures(query, tag, played.total),
        false,
      ).ok;
    } finally {
      await handle.close();
    }
  } finally {
    stop(children);
    await new Promise((r) => setTimeout(r, 1000));
    data.remove();
  }
}
