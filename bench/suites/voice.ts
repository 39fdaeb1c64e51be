// Issue 30, voice notes under load: audio requests at BENCH_VOICE_RATE per second (default 10) for
// BENCH_VOICE_SECONDS (default 10) through the signed webhook of one API process (its workers on,
// simulator mode, PostgreSQL), transcribed by a fake OpenAI-compatible provider that answers in a
// fixed BENCH_VOICE_PROVIDER_MS (default 500). The audio is placed where the Simulador's uploads
// live (DATA_DIR/uploads/media/simulator) and named by its `SIMUP.` media id, so the media job reads
// it from disk instead of the Cloud API. Before it, the same number of text requests gives the
// webhook's acknowledgement baseline in the same run.
// Budgets: webhook → first company's alert p95 ≤ provider time + 1 s; audio ack p95 ≤ 1.5 × the
// text ack p95 + 10 ms (the audio never waits inside the acknowledgement).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { BENCH_MASTER, loginToken, startApi, stop, tempDataDir } from '../lib.ts';

const PORT = 3452;
const RATE = Number(process.env.BENCH_VOICE_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_VOICE_SECONDS ?? 10);
const PROVIDER_MS = Number(process.env.BENCH_VOICE_PROVIDER_MS ?? 500);
/** As in the burst suite's budget: alerts spread over the unit's companies (one in flight per number). */
const COMPANIES = Number(process.env.BENCH_VOICE_COMPANIES ?? 30);
const SETTLE_MS = 60_000;
const PHONE_NUMBER_ID = '104857600000030';
const APP_SECRET = randomBytes(24).toString('hex');
const TRANSCRIPT = 'Preciso de um eletricista para trocar o disjuntor';
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

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

/** A 1-second 16 kHz mono WAV (what the media job sniffs and measures). */
function wavClip(): Buffer {
  const rate = 16_000;
  const data = Buffer.alloc(rate * 2);
  for (let i = 0; i < rate; i++)
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 300 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The fake provider: reads the upload, waits PROVIDER_MS, answers one sentence. */
async function startProvider(): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> {
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: TRANSCRIPT }));
      }, PROVIDER_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One delivery as Meta sends it (non-ASCII escaped), signed over the exact bytes. */
function signed(message: Record<string, unknown>, from: string): { body: string; signature: string } {
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
              metadata: { display_phone_number: '5511900000030', phone_number_id: PHONE_NUMBER_ID },
              contacts: [{ profile: { name: 'Cliente Áudio' }, wa_id: from }],
              messages: [{ from, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Infinity : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};

/** Sends `count` deliveries evenly over SECONDS; returns each acknowledgement's time (ms). */
async function paced(base: string, count: number, make: (n: number) => { body: string; signature: string }) {
  const gap = 1000 / RATE;
  const started = Date.now();
  const sends: Promise<number>[] = [];
  for (let n = 0; n < count; n++) {
    const wait = started + n * gap - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const request = make(n);
    const at = performance.now();
    sends.push(
      fetch(`${base}/api/webhooks/whatsapp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': request.signature },
        body: request.body,
      }).then(async (res) => {
        const ms = performance.now() - at;
        if (!res.ok) throw new Error(`webhook: ${res.status} ${await res.text()}`);
        return ms;
      }),
    );
  }
  return Promise.all(sends);
}

/** Waits until every request is processed and no message waits to be sent (or a minute passed). */
async function settle(db: pg.Client): Promise<void> {
  const since = Date.now();
  for (;;) {
    const { rows } = await db.query<{ open: number }>(
      `select (select count(*) from inbound_messages where state = 'RECEIVED')::int
            + (select count(*) from outbound_messages where status = 'QUEUED')::int as open`,
    );
    if ((rows[0]?.open ?? 0) === 0 || Date.now() - since > SETTLE_MS) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Per request: webhook stored → first company's alert sent (ms), and its media step. */
async function firstAlerts(db: pg.Client, wamids: string) {
  const { rows } = await db.query<{ ms: number | null; status: string | null }>(
    `select extract(epoch from (select min(a.sent_at) from outbound_messages a
              where a.message_id = m.id and a.purpose = 'LEAD_ALERT') - m.received_at) * 1000 as ms,
            m.media_status as status
       from inbound_messages m where m.wamid like $1`,
    [wamids],
  );
  return rows;
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
  const count = RATE * SECONDS;
  console.log(`voice: ${count} audio requests at ${RATE}/s, provider answering in ${PROVIDER_MS} ms`);
  const database = `tenho_bench_voice_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${database}"`);
  const url = withDatabase(ADMIN_URL, database);
  const provider = await startProvider();
  const data = tempDataDir('tenho-bench-voice-');
  const children: ChildProcess[] = [];
  const db = new pg.Client({ connectionString: url });
  try {
    children.push(
      await startApi(PORT, data.dir, {
        DATABASE_URL: url,
        WHATSAPP_MODE: 'simulator',
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_PAIR_INTERVAL_MS: '0',
        TRANSCRIBE_URL: provider.url,
        TRANSCRIBE_MODEL: 'whisper-bench',
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
      name: 'Unidade Áudio',
      code: 'unidade-audio',
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
    for (let i = 0; i < COMPANIES; i++) {
      const company = await post('/api/users', {
        email: `audio-${i}@bench.tenho.com.br`,
        password: 'Senha@Forte1',
        display_name: `Elétrica Áudio ${i}`,
        phones: [{ phone: `11${String(961_000_000 + i)}`, type: 'WHATSAPP', is_primary: true }],
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

    // Baseline: text requests at the same rate (their acknowledgement is what audio must not slow).
    const tag = `${process.pid}`;
    const textAcks = await paced(base, count, (n) =>
      signed(
        { id: `wamid.VTEXT${tag}x${n}`, type: 'text', text: { body: `${TRANSCRIPT} (${n})` } },
        `5521${String(920_000_000 + n)}`,
      ),
    );
    // Every text request routed and its alerts sent before the audio starts.
    await settle(db);
    const textAlerts = await firstAlerts(db, `wamid.VTEXT${tag}x%`);

    // The audio: placed where the Simulador's uploads live, one file per request.
    const clip = wavClip();
    const sha256 = createHash('sha256').update(clip).digest('hex');
    const uploads = join(data.dir, 'uploads', 'media', 'simulator');
    const keys = Array.from({ length: count }, () => randomUUID());
    for (const key of keys) {
      mkdirSync(join(uploads, key.slice(0, 2)), { recursive: true });
      writeFileSync(join(uploads, key.slice(0, 2), key), clip);
    }
    const audioAcks = await paced(base, count, (n) =>
      signed(
        {
          id: `wamid.VAUDIO${tag}x${n}`,
          type: 'audio',
          audio: { id: `SIMUP.${keys[n]}`, mime_type: 'audio/wav', sha256, voice: true },
        },
        `5521${String(930_000_000 + n)}`,
      ),
    );
    await settle(db);
    const rows = await firstAlerts(db, `wamid.VAUDIO${tag}x%`);
    const firstAlert = rows.flatMap((r) => (r.ms === null ? [] : [Number(r.ms)]));
    const transcribed = rows.filter((r) => r.status === 'TRANSCRIBED').length;
    const alertP95 = percentile(firstAlert, 0.95);
    const textAckP95 = percentile(textAcks, 0.95);
    const audioAckP95 = percentile(audioAcks, 0.95);
    const alertBudget = PROVIDER_MS + 1000;
    const ackBudget = textAckP95 * 1.5 + 10;
    const alertOk = firstAlert.length === count && alertP95 <= alertBudget;
    const ackOk = audioAckP95 <= ackBudget;
    console.log(
      `${rows.length}/${count} stored, ${transcribed} transcribed (${provider.calls()} provider calls), ` +
        `${firstAlert.length} alerted; webhook → first alert p95 ${alertP95.toFixed(0)} ms ` +
        `(budget ${alertBudget} ms: ${alertOk ? 'met' : 'MISSED'})`,
    );
    console.log(
      `text requests (no media): webhook → first alert p95 ${percentile(
        textAlerts.flatMap((r) => (r.ms === null ? [] : [Number(r.ms)])),
        0.95,
      ).toFixed(0)} ms`,
    );
    console.log(
      `ack p95: text ${textAckP95.toFixed(1)} ms, audio ${audioAckP95.toFixed(1)} ms ` +
        `(budget ${ackBudget.toFixed(1)} ms: ${ackOk ? 'met' : 'MISSED'})`,
    );
    return alertOk && ackOk;
  } finally {
    stop(children);
    await db.end().catch(() => {});
    await provider.close();
    await new Promise((r) => setTimeout(r, 1500));
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    data.remove();
  }
}
