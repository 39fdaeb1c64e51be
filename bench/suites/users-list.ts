// The management table at scale (issue 6, point 7): 10 000 users in a throwaway PostgreSQL database,
// an ADMIN's GET /api/users page of 20 (with its counts) against a one-row primary-key SELECT route
// in the same app and database (bench/users-api-server.ts), measured in the same run. Budgets:
// ≥ 70 % of the baseline's req/s for the plain page, ≥ 50 % with a search. A page that misses the
// list cache (every request another page) is printed too, for information.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BENCH_MASTER,
  CONNECTIONS,
  DURATION,
  load,
  loginToken,
  start,
  stop,
  tempDataDir,
  waitHealthy,
  type LoadResult,
} from '../lib.ts';

const API_PORT = 3430;
const USERS = 10_000;
/** Units of the network; the ADMIN's unit holds this share of every user (the worst case is 1). */
const UNITS = 10;
const ADMIN_UNIT_SHARE = 0.5;
const PLAIN_BUDGET = 0.7;
const SEARCH_BUDGET = 0.5;
/** A word in about one company name in forty (see the names below). */
const SEARCH_TERM = 'aurora';
const ADMIN = { email: 'bench.admin@tenho.com.br', password: 'Bench#Admin2026' };
/** Interleaved rounds of DURATION / 2 seconds each: bursts from other processes hit all three alike. */
const ROUNDS = 4;

/** Rounds of one measurement: mean req/s, worst latency figures. */
function combine(results: LoadResult[]): LoadResult {
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0) / results.length,
    p50: Math.max(...results.map((r) => r.p50)),
    p95: Math.max(...results.map((r) => r.p95)),
    p99: Math.max(...results.map((r) => r.p99)),
  };
}

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** 10 000 companies and their staff with profiles, phones and some photos, in a few statements. */
async function fill(databaseUrl: string, adminUnitId: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: units } = await client.query<{ id: number }>(
      `insert into franchise_units (name, code, city, state)
       select 'Unidade Bench ' || g, 'bench-' || g, 'São Paulo', 'SP' from generate_series(1, $1::int) g
       returning id`,
      [UNITS - 1],
    );
    const others = units.map((u) => u.id);
    const inAdminUnit = Math.round(USERS * ADMIN_UNIT_SHARE);
    await client.query(
      `insert into users (email, password_hash, role, unit_id, is_active, created_at, last_login_at, login_count, lead_status)
       select 'empresa' || g || '@bench.tenho.com.br', '!',
              case when g % 10 = 0 then 'USER' else 'CLIENT' end,
              case when g <= $2 then $3::int else ($4::int[])[1 + g % array_length($4::int[], 1)] end,
              g % 7 <> 0,
              now() - make_interval(mins => g),
              case when g % 3 = 0 then now() - make_interval(hours => g % 500) end,
              g % 40,
              case when g % 7 = 0 and g % 3 <> 0 then 'PENDING_CONFIRMATION' when g % 5 = 0 then 'CONFIRMED' end
       from generate_series(1, $1::int) g`,
      [USERS, inAdminUnit, adminUnitId, others],
    );
    await client.query(
      `insert into profiles (user_id, display_name, legal_name, document, document_type, city, state)
       select u.id,
              (array['Padaria','Farmácia','Auto Peças','Pet Shop','Mercado','Oficina','Papelaria','Açougue',
                     'Floricultura','Borracharia','Ótica','Livraria','Sorveteria','Lavanderia','Academia'])[1 + u.id % 15]
              || ' ' ||
              (array['Aurora','Bem-Estar','Paulista','Amigo Fiel','Dourado','Central','Esperança','São Jorge',
                     'Boa Vista','Primavera','Horizonte','Estrela','Jardim','Progresso','Vitória','Liberdade',
                     'Harmonia','Nova Era','Santa Luzia','Bela Vista','Ipiranga','Sol Nascente','Brasil','Alvorada',
                     'Itaquera','Mooca','Lapa','Pinheiros','Tatuapé','Butantã','Morumbi','Penha','Vila Maria',
                     'Santana','Tucuruvi','Jabaquara','Saúde','Cambuci','Aclimação','Consolação'])[1 + (u.id / 15) % 40]
              || ' ' || u.id,
              case when u.id % 2 = 0 then 'Comércio ' || u.id || ' Ltda' end,
              lpad((u.id * 7919)::text, 14, '0'), 'CNPJ', 'São Paulo', 'SP'
       from users u where u.email like '%@bench.tenho.com.br'`,
    );
    await client.query(
      `insert into profile_emails (profile_id, email, is_primary)
       select p.id, u.email, true from profiles p join users u on u.id = p.user_id where u.email like '%@bench.tenho.com.br'`,
    );
    await client.query(
      `insert into profile_phones (profile_id, phone, type, is_primary)
       select p.id, '11' || (900000000 + p.user_id * 37 % 99999999)::text, 'WHATSAPP', true
       from profiles p join users u on u.id = p.user_id where u.email like '%@bench.tenho.com.br'
       union all
       select p.id, '11' || (30000000 + p.user_id)::text, 'LANDLINE', false
       from profiles p join users u on u.id = p.user_id where u.email like '%@bench.tenho.com.br' and p.user_id % 4 = 0`,
    );
    await client.query(
      `insert into profile_photos (profile_id, photo_url, is_primary)
       select p.id, '/api/uploads/avatars/' || md5(p.id::text) || md5(p.user_id::text) || '.webp', true
       from profiles p join users u on u.id = p.user_id where u.email like '%@bench.tenho.com.br' and p.user_id % 3 = 0`,
    );
    await client.query('commit');
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const line = (label: string, r: LoadResult) =>
  `${label.padEnd(38)}: ${r.rps.toFixed(0).padStart(5)} req/s (p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms)`;

/**
 * Like load(), but no two requests in a row ask for the same page: they cycle through 2 000 pairs
 * of page size (10…49) and page (1…50), four times what the list cache holds, so it never answers.
 */
async function loadPages(url: string, headers: Record<string, string>): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          const i = n++ % 2000;
          return {
            ...request,
            path: `${request.path}?pageSize=${10 + (i % 40)}&page=${1 + Math.floor(i / 40)}`,
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const latency = result.latency as typeof result.latency & { p95?: number };
  return {
    rps: result.requests.average,
    p50: latency.p50,
    p95: latency.p95 ?? latency.p97_5,
    p99: latency.p99,
  };
}

export async function run(): Promise<boolean> {
  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-users-');
  const database = `tenho_bench_users_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(adminUrl, `create database "${database}"`);
  } catch (error) {
    console.log(
      `users-list: PostgreSQL is needed (BENCH_DATABASE_URL or TEST_DATABASE_URL): ${String(error)}`,
    );
    data.remove();
    return false;
  }
  const databaseUrl = withDatabase(adminUrl, database);
  try {
    children.push(
      await start(
        ['bench/users-api-server.ts'],
        {
          PORT: String(API_PORT),
          DATA_DIR: data.dir,
          DATABASE_URL: databaseUrl,
          REDIS_URL: '',
          SEED_DEMO: '0',
          NODE_ENV: 'production',
          PRIVACY_PSEUDONYM_SECRET: 'segredo-de-teste-dos-pseudonimos',
          MASTER_EMAIL: BENCH_MASTER.email,
          MASTER_PASSWORD: BENCH_MASTER.password,
          LOG_LEVEL: 'warn',
        },
        /ready/,
      ),
    );
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitHealthy(`${base}/api/health`);
    const master = await loginToken(base, BENCH_MASTER);
    const masterAuth = { authorization: `Bearer ${master}`, 'content-type': 'application/json' };
    const unit = await pgOne<{ id: number }>(
      databaseUrl,
      `insert into franchise_units (name, code, city, state) values ('Unidade do ADMIN', 'bench-admin', 'São Paulo', 'SP') returning id`,
    );
    await json(`${base}/api/users`, {
      method: 'POST',
      headers: masterAuth,
      body: JSON.stringify({
        email: ADMIN.email,
        password: ADMIN.password,
        display_name: 'Administradora Bench',
        phones: [{ phone: '(11) 98888-7777' }],
        role: 'ADMIN',
        unit_id: unit.id,
      }),
    });
    const started = Date.now();
    await fill(databaseUrl, unit.id);
    console.log(
      `filled ${USERS} users (${Math.round(USERS * ADMIN_UNIT_SHARE)} in the ADMIN's unit) in ${Date.now() - started} ms`,
    );

    const admin = await loginToken(base, ADMIN);
    const auth = { authorization: `Bearer ${admin}` };
    const page = await json(`${base}/api/users?page=1&pageSize=20`, { headers: auth });
    const searched = await json(`${base}/api/users?page=1&pageSize=20&search=${SEARCH_TERM}`, {
      headers: auth,
    });
    console.log(
      `ADMIN sees ${String(page.total)} users; '${SEARCH_TERM}' matches ${String(searched.total)}; cards ${JSON.stringify(page.counts)}`,
    );
    if ((page.users as unknown[]).length !== 20 || Number(searched.total) < 20)
      throw new Error('the bench data did not produce full pages');
    const probeId = (page.users as { id: number }[])[0]!.id;

    const pageUrl = `${base}/api/users?pageSize=20`;
    const baselineUrl = `${base}/api/bench/users/${probeId}`;
    await load(baselineUrl, auth, { duration: 2 }); // warm-up
    await load(`${pageUrl}&page=1`, auth, { duration: 2 });
    const roundSeconds = Math.max(1, Math.round(DURATION / 2));
    const rounds: LoadResult[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push([
        await load(baselineUrl, auth, { duration: roundSeconds }),
        await load(`${pageUrl}&page=1`, auth, { duration: roundSeconds }),
        await load(`${pageUrl}&page=1&search=${SEARCH_TERM}`, auth, { duration: roundSeconds }),
      ]);
    }
    const [baseline, plain, search] = [0, 1, 2].map((i) => combine(rounds.map((r) => r[i]!))) as [
      LoadResult,
      LoadResult,
      LoadResult,
    ];
    const uncached = await loadPages(`${base}/api/users`, auth);

    const plainRatio = plain.rps / baseline.rps;
    const searchRatio = search.rps / baseline.rps;
    console.log(line('primary-key SELECT route (same app)', baseline));
    console.log(line('GET /api/users (ADMIN, page of 20)', plain));
    console.log(line(`  … with search=${SEARCH_TERM}`, search));
    console.log(`${line('  … every request another page', uncached)} (information)`);
    console.log(
      `ratio page/baseline   : ${(plainRatio * 100).toFixed(1)} % — budget ≥ ${PLAIN_BUDGET * 100} %`,
    );
    console.log(
      `ratio search/baseline : ${(searchRatio * 100).toFixed(1)} % — budget ≥ ${SEARCH_BUDGET * 100} %`,
    );
    return plainRatio >= PLAIN_BUDGET && searchRatio >= SEARCH_BUDGET;
  } finally {
    stop(children);
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP_DB) console.log(`kept ${databaseUrl}`);
    else
      await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`).catch(
        (error: unknown) => console.log(`could not drop ${database}: ${String(error)}`),
      );
    data.remove();
  }
}

async function pgOne<T>(url: string, text: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as T;
  } finally {
    await client.end();
  }
}
