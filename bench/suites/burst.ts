// Issue 33, the loop under a burst: N consumer requests in T seconds for one category and unit,
// served by 3, 30 and 300 companies, on PostgreSQL (one API process running its workers, the
// simulator gateway). Reports for each: requests offered to at least one company within 5 s,
// lead-alert p95 (request stored → alert sent), and the longest backlog of waiting alerts any one
// company had (sampled). Budget: at 30 companies every request is offered within 5 s.
// Sizes: BENCH_BURST_REQUESTS (default 1000), BENCH_BURST_SECONDS (10), BENCH_BURST_COMPANIES
// ("3,30,300"); the pair rate: BENCH_PAIR_INTERVAL_MS (default 0, the simulator's; 6000 = Meta's).
import { createHmac, randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { BENCH_MASTER, loginToken, startApi, stop, tempDataDir } from '../lib.ts';

const PORT = Number(process.env.BENCH_BURST_PORT ?? 3490);
const REQUESTS = Number(process.env.BENCH_BURST_REQUESTS ?? 1000);
const SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const COMPANY_COUNTS = (process.env.BENCH_BURST_COMPANIES ?? '3,30,300').split(',').map(Number);
const PAIR_INTERVAL_MS = Number(process.env.BENCH_PAIR_INTERVAL_MS ?? 0);
/** The company count whose budget is checked, and the budget. */
const BUDGET_COMPANIES = 30;
const OFFERED_WITHIN_MS = 5000;
/** How long after the burst the loop may take to settle before the figures are read. */
const SETTLE_MS = 60_000;
const PHONE_NUMBER_ID = '104857600000033';
const APP_SECRET = randomBytes(24).toString('hex');
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const TEXTS = [
  'Preciso de um eletricista para trocar o disjuntor',
  'Alguém indica eletricista para instalar chuveiro?',
  'procuro eletricista urgente, a luz caiu aqui em casa',
];

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One consumer request as Meta delivers it (non-ASCII escaped), signed over the exact bytes. */
function signedRequest(n: number, tag: string): { body: string; signature: string } {
  const from = `5521${String(910_000_000 + n)}`;
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
              metadata: { display_phone_number: '5511900000033', phone_number_id: PHONE_NUMBER_ID },
              contacts: [{ profile: { name: 'Cliente Rajada' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.BURST${tag}x${n}`,
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
  };
  const body = JSON.stringify(payload).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return { body, signature: `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Infinity : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

type BurstResult = {
  companies: number;
  stored: number;
  offeredWithin: number;
  offered: number;
  alertP95: number;
  alertsSent: number;
  alertsQueued: number;
  longestBacklog: number;
};

async function burst(companies: number): Promise<BurstResult> {
  const database = `${process.env.BENCH_BURST_DATABASE ?? 'tenho_bench_burst'}_${process.pid}_${companies}`;
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${database}"`);
  const url = withDatabase(ADMIN_URL, database);
  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-burst-');
  const db = new pg.Client({ connectionString: url });
  try {
    children.push(
      await startApi(PORT, data.dir, {
        DATABASE_URL: url,
        WHATSAPP_MODE: 'simulator',
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_PAIR_INTERVAL_MS: String(PAIR_INTERVAL_MS),
      }),
    );
    await db.connect();
    const base = `http://127.0.0.1:${PORT}`;
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
    const unit = await post('/api/franchise-units', {
      name: 'Unidade Rajada',
      code: 'unidade-rajada',
      city: 'São Paulo',
      state: 'SP',
      is_active: true,
      whatsapp_phone_number_id: PHONE_NUMBER_ID,
    });
    const categories = (await (await fetch(`${base}/api/categories`, { headers: auth })).json()) as {
      id: number;
      code: string;
    }[];
    const category = categories.find((c) => c.code === 'eletricista')!;
    for (let i = 0; i < companies; i++) {
      const company = await post('/api/users', {
        email: `rajada-${i}@bench.tenho.com.br`,
        password: 'Senha@Forte1',
        display_name: `Elétrica Rajada ${i}`,
        phones: [{ phone: `11${String(960_000_000 + i)}`, type: 'WHATSAPP', is_primary: true }],
        role: 'CLIENT',
        unit_id: unit.id,
        is_active: true,
      });
      await post(`/api/users/${company.id}/categories`, { categoryIds: [category.id] });
      // Enough credit for every lead of the burst.
      await post('/api/wallet/transaction', {
        client_id: company.id,
        amount: 5000,
        description: 'Crédito de carga',
      });
    }

    // The longest backlog any company has, sampled while the burst runs and settles.
    let longestBacklog = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await db.query<{ n: number | null }>(
          `select max(n)::int as n from (select count(*) as n from outbound_messages
             where status = 'QUEUED' and purpose = 'LEAD_ALERT' group by company_id) q`,
        );
        longestBacklog = Math.max(longestBacklog, rows[0]?.n ?? 0);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();

    const tag = `${process.pid}c${companies}`;
    const gap = (SECONDS * 1000) / REQUESTS;
    const started = Date.now();
    const sends: Promise<void>[] = [];
    for (let n = 0; n < REQUESTS; n++) {
      const wait = started + n * gap - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const request = signedRequest(n, tag);
      sends.push(
        fetch(`${base}/api/webhooks/whatsapp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': request.signature },
          body: request.body,
        }).then(async (res) => {
          if (!res.ok) throw new Error(`webhook: ${res.status} ${await res.text()}`);
        }),
      );
    }
    await Promise.all(sends);
    const burstEnded = Date.now();
    // Settled: every request processed and no alert waiting (or the time is up).
    for (;;) {
      const { rows } = await db.query<{ open: number }>(
        `select (select count(*) from inbound_messages where state = 'RECEIVED')::int
              + (select count(*) from outbound_messages where status = 'QUEUED')::int as open`,
      );
      if ((rows[0]?.open ?? 0) === 0 || Date.now() - burstEnded > SETTLE_MS) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    sampling = false;
    await sampler;

    const { rows: requests } = await db.query<{ first_offer_ms: number | null }>(
      `select extract(epoch from (select min(o.offered_at) from offers o where o.message_id = m.id) - m.received_at) * 1000
              as first_offer_ms
         from inbound_messages m where m.wamid like $1`,
      [`wamid.BURST${tag}x%`],
    );
    const { rows: alerts } = await db.query<{ ms: number | null; status: string }>(
      `select extract(epoch from (a.sent_at - m.received_at)) * 1000 as ms, a.status
         from outbound_messages a join inbound_messages m on m.id = a.message_id
        where a.purpose = 'LEAD_ALERT' and m.wamid like $1`,
      [`wamid.BURST${tag}x%`],
    );
    const offeredTimes = requests.flatMap((r) =>
      r.first_offer_ms === null ? [] : [Number(r.first_offer_ms)],
    );
    const alertTimes = alerts.flatMap((a) => (a.ms === null ? [] : [Number(a.ms)])).sort((a, b) => a - b);
    return {
      companies,
      stored: requests.length,
      offered: offeredTimes.length,
      offeredWithin: offeredTimes.filter((ms) => ms <= OFFERED_WITHIN_MS).length,
      alertP95: percentile(alertTimes, 0.95),
      alertsSent: alertTimes.length,
      alertsQueued: alerts.filter((a) => a.status === 'QUEUED').length,
      longestBacklog,
    };
  } finally {
    stop(children);
    await db.end().catch(() => {});
    await new Promise((r) => setTimeout(r, 1500));
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    data.remove();
  }
}

export async function run(): Promise<boolean> {
  try {
    await admin('select 1');
  } catch (error) {
    console.log(
      `PostgreSQL not reachable at ${ADMIN_URL} (set BENCH_DATABASE_URL): ${(error as Error).message}`,
    );
    return false;
  }
  console.log(
    `burst: ${REQUESTS} requests in ${SECONDS} s, one unit and category; pair interval ${PAIR_INTERVAL_MS} ms; backlog max ${process.env.ALERT_BACKLOG_MAX ?? 3}`,
  );
  let ok = true;
  for (const companies of COMPANY_COUNTS) {
    const r = await burst(companies);
    const all = r.offeredWithin === REQUESTS && r.stored === REQUESTS;
    console.log(
      `${String(companies).padStart(3)} companies: ${r.offeredWithin}/${REQUESTS} offered to ≥1 company within ${OFFERED_WITHIN_MS / 1000} s ` +
        `(${r.offered} offered at all); alert p95 ${Number.isFinite(r.alertP95) ? r.alertP95.toFixed(0) : '—'} ms over ${r.alertsSent} sent ` +
        `(${r.alertsQueued} still waiting); longest backlog per company ${r.longestBacklog}` +
        (companies === BUDGET_COMPANIES
          ? ` — budget: all ${REQUESTS} within 5 s: ${all ? 'met' : 'MISSED'}`
          : ''),
    );
    if (companies === BUDGET_COMPANIES && !all) ok = false;
  }
  return ok;
}
