import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMessages } from '../../src/db/schema/messages.ts';
import { offers } from '../../src/db/schema/offers.ts';
import { outboundMessages } from '../../src/db/schema/outbound.ts';
import { walletTransactions, wallets } from '../../src/db/schema/wallet.ts';
import { QUEUES } from '../../src/jobs/job-queue.ts';
import { createUnit, createUser } from '../factories.ts';
import {
  createCompany,
  createLoopUnit,
  delivery,
  inboundMessage,
  newMobile,
  newWamid,
  type TestCompany,
} from '../whatsapp-loop.ts';
import {
  api,
  CLUSTER_MASTER,
  deliverSigned,
  eventually,
  login,
  sleep,
  startCluster,
  waitReady,
  withTimeout,
  type Cluster,
  type TenhoProcess,
} from './harness.ts';
import { slack } from '../timeouts.ts';

/**
 * Issue 12's acceptance: two API processes (A and B, the compiled server, WORKERS=1 on both) on one
 * fresh PostgreSQL database and Redis, checked only through HTTP (the database is read to count).
 * Ports 3481-3483.
 */
const PORT_A = Number(process.env.CLUSTER_PORT_A ?? 3481);
const PORT_B = Number(process.env.CLUSTER_PORT_B ?? 3482);
/** Cross-process invalidation must hold within this (issue 12: "within 1 second"). */
const PROPAGATION_MS = 1000;

let cluster: Cluster;
let A: TenhoProcess;
let B: TenhoProcess;
let masterToken: string;

beforeAll(async () => {
  cluster = await startCluster({ name: 'cluster' });
  // One first, so the other finds the schema migrated; then the second start proves the lock path.
  [A, B] = await Promise.all([cluster.start('a', PORT_A), cluster.start('b', PORT_B)]);
  masterToken = await login(A, CLUSTER_MASTER);
}, slack(180_000));

afterAll(async () => {
  await cluster?.close();
});

const freshIp = () => `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;

/** Polls `request` until it answers `status`; returns the ms it took (or throws after `ms`). */
async function answersWithin(request: () => Promise<{ status: number }>, status: number, ms: number) {
  const started = Date.now();
  let last = 0;
  for (;;) {
    last = (await request()).status;
    if (last === status) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`still ${last} after ${ms} ms (wanted ${status})`);
    await sleep(25);
  }
}

describe('shared state across processes', () => {
  it('both processes started on one database (migrations under the advisory lock)', async () => {
    for (const proc of [A, B]) {
      const ready = await api(proc, 'GET', '/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ status: 'ready', db: 'ok', redis: 'ok' });
      expect(ready.headers.get('x-request-id')).toBeTruthy();
    }
    const echoed = await fetch(`${A.url}/api/health`, { headers: { 'x-request-id': 'lb-123.abc' } });
    expect(echoed.headers.get('x-request-id')).toBe('lb-123.abc');
  });

  it('a session logged out on A is refused on B', async () => {
    const user = await createUser(cluster.db.db, { role: 'CLIENT' });
    const token = await login(A, user);
    expect((await api(B, 'GET', '/api/auth/me', { token })).status).toBe(200); // cached on B now
    expect((await api(A, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    const took = await answersWithin(() => api(B, 'GET', '/api/auth/me', { token }), 401, PROPAGATION_MS);
    console.info(`[cluster] logout on A refused on B after ${took} ms`);
  });

  it('a permission turned off on A blocks the route on B on the next request', async () => {
    const unit = await createUnit(cluster.db.db);
    const company = await createUser(cluster.db.db, { role: 'CLIENT', unitId: unit.id });
    const token = await login(A, company);
    expect((await api(B, 'GET', '/api/wallet/top-ups', { token })).status).toBe(200);
    const patched = await api(A, 'PATCH', `/api/users/${company.id}`, {
      token: masterToken,
      body: { permission_override: { 'wallet.view': false } },
    });
    expect(patched.status).toBe(200);
    const took = await answersWithin(
      () => api(B, 'GET', '/api/wallet/top-ups', { token }),
      403,
      PROPAGATION_MS,
    );
    console.info(`[cluster] permission change on A enforced on B after ${took} ms`);
  });

  it('a category created on A categorises on B', async () => {
    const masterOnB = await login(B, CLUSTER_MASTER);
    const message = 'Preciso de um afinador de harpa celta para o concerto de sábado';
    const categorize = () =>
      api(B, 'POST', '/api/webhooks/test-categorize', { token: masterOnB, body: { message } });
    const before = await categorize();
    expect(before.status).toBe(200);
    const created = await api(A, 'POST', '/api/categories', {
      token: masterToken,
      body: {
        name: 'Afinador de harpas',
        groupName: 'Música',
        keywords: ['afinador de harpa', 'harpa celta', 'afinar harpa'],
      },
    });
    expect(created.status).toBe(201);
    const id = (created.json as { id: number }).id;
    expect(before.json.categoryId).not.toBe(id);
    const started = Date.now();
    await eventually(
      async () => (await categorize()).json.categoryId === id,
      PROPAGATION_MS,
      'the new category on B',
    );
    console.info(`[cluster] category created on A used by B after ${Date.now() - started} ms`);
  });

  it('30 wrong passwords alternating A and B: the address is throttled on both', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const proc = i % 2 === 0 ? A : B;
      const response = await api(proc, 'POST', '/api/auth/login', {
        body: { email: `ninguem-${i}@cluster.tenho.test`, password: 'senha-errada-123' },
        ip,
      });
      statuses.push(response.status);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    for (const proc of [A, B]) {
      const response = await api(proc, 'POST', '/api/auth/login', {
        body: { email: 'outro@cluster.tenho.test', password: 'senha-errada-123' },
        ip,
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('wrong passwords for one account from one address: the 11th is refused, whichever process', async () => {
    const user = await createUser(cluster.db.db, { role: 'CLIENT' });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await api(i % 2 === 0 ? A : B, 'POST', '/api/auth/login', {
        body: { email: user.email, password: 'senha-errada-123' },
        ip,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

// ------------------------------------------------------------------------------------------------
// The WhatsApp loop with dispatchers on both processes.
// ------------------------------------------------------------------------------------------------

const PHONE_NUMBER_ID = '109876543210777';
/** No unit has this number: the load test's messages are stored and routed nowhere (no alerts). */
const LOAD_PHONE_NUMBER_ID = '109876543210000';
let alpha: TestCompany;
let beta: TestCompany;

async function setupCompanies() {
  if (alpha) return;
  const unit = await createLoopUnit(cluster.db.db, PHONE_NUMBER_ID);
  alpha = await createCompany(cluster.db.db, {
    unitId: unit.id,
    categoryCodes: ['eletricista'],
    balanceCents: 100_000,
    name: 'Elétrica Alfa',
  });
  beta = await createCompany(cluster.db.db, {
    unitId: unit.id,
    categoryCodes: ['eletricista'],
    balanceCents: 100_000,
    name: 'Elétrica Beta',
  });
}

const requestDelivery = (wamid: string, phoneNumberId = PHONE_NUMBER_ID) =>
  delivery({
    phoneNumberId,
    messages: [
      inboundMessage({
        id: wamid,
        from: `55${newMobile('21')}`,
        text: 'Preciso de um eletricista para trocar a fiação da cozinha hoje',
      }),
    ],
  });

async function messagesByWamid(wamids: string[]) {
  return cluster.db.db.select().from(inboundMessages).where(inArray(inboundMessages.wamid, wamids));
}

/** The LEAD_ALERT rows of the offers made for these messages. */
async function alertsOf(messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return cluster.db.db
    .select({
      id: outboundMessages.id,
      offerId: outboundMessages.offerId,
      status: outboundMessages.status,
      attempts: outboundMessages.attempts,
    })
    .from(outboundMessages)
    .innerJoin(offers, eq(offers.id, outboundMessages.offerId))
    .where(and(inArray(offers.messageId, messageIds), eq(outboundMessages.purpose, 'LEAD_ALERT')));
}

async function sendJobsOf(outboundIds: number[]) {
  if (outboundIds.length === 0) return [];
  const { rows } = (await cluster.db.db.execute(sql`
    select (data->>'outboundId')::int as "outboundId", state, retry_count as "retryCount"
    from pgboss.job where name = ${QUEUES.send}
      and (data->>'outboundId')::int in (${sql.join(
        outboundIds.map((id) => sql`${id}`),
        sql`, `,
      )})`)) as unknown as { rows: { outboundId: number; state: string; retryCount: number }[] };
  return rows;
}

const SENT = ['SENT', 'DELIVERED', 'READ'];

/** Waits until every message is routed and every alert of its offers has left the outbox. */
async function waitAllSent(wamids: string[], timeoutMs: number) {
  return eventually(
    async () => {
      const messages = await messagesByWamid(wamids);
      if (messages.length !== wamids.length || messages.some((m) => m.outcome === null)) return null;
      const alerts = await alertsOf(messages.map((m) => m.id));
      if (alerts.length === 0 || alerts.some((a) => !SENT.includes(a.status))) return null;
      return { messages, alerts };
    },
    timeoutMs,
    'every alert sent',
  );
}

describe('background work exactly once', () => {
  beforeAll(setupCompanies);

  it('a request ingested on A is offered once and each alert sent once, with dispatchers on both', async () => {
    const wamids = Array.from({ length: 6 }, () => newWamid());
    for (const wamid of wamids) expect((await deliverSigned(A, requestDelivery(wamid))).status).toBe(200);
    // The same delivery again, on B: stored and processed once.
    expect((await deliverSigned(B, requestDelivery(wamids[0]!))).status).toBe(200);

    const { messages, alerts } = await waitAllSent(wamids, 45_000);
    expect(messages).toHaveLength(wamids.length);
    expect(messages.every((m) => m.outcome === 'OFFERED')).toBe(true);
    const offerRows = await cluster.db.db
      .select()
      .from(offers)
      .where(
        inArray(
          offers.messageId,
          messages.map((m) => m.id),
        ),
      );
    // Exactly one offer per (request, company).
    expect(offerRows).toHaveLength(wamids.length * 2);
    for (const message of messages) {
      const companies = offerRows.filter((o) => o.messageId === message.id).map((o) => o.companyId);
      expect(companies.sort()).toEqual([alpha.id, beta.id].sort());
    }
    // Exactly one alert per offer, sent in one attempt by one job.
    expect(alerts).toHaveLength(offerRows.length);
    expect(new Set(alerts.map((a) => a.offerId)).size).toBe(offerRows.length);
    expect(alerts.every((a) => a.attempts === 1)).toBe(true);
    const jobs = await sendJobsOf(alerts.map((a) => a.id));
    expect(jobs).toHaveLength(alerts.length);
    expect(jobs.every((j) => j.state === 'completed' && j.retryCount === 0)).toBe(true);
  });

  it('a TENHO delivered to A and B at the same time charges once', async () => {
    const wamid = newWamid();
    expect((await deliverSigned(A, requestDelivery(wamid))).status).toBe(200);
    const { messages } = await waitAllSent([wamid], 30_000);
    const [offer] = await cluster.db.db
      .select()
      .from(offers)
      .where(and(eq(offers.messageId, messages[0]!.id), eq(offers.companyId, alpha.id)));
    const [walletBefore] = await cluster.db.db.select().from(wallets).where(eq(wallets.clientId, alpha.id));

    const tenho = (id: string) =>
      delivery({
        phoneNumberId: PHONE_NUMBER_ID,
        messages: [
          inboundMessage({
            from: alpha.waId,
            id,
            buttonReply: { id: `offer:${offer!.id}:yes`, title: 'TENHO' },
          }),
        ],
      });
    const sameWamid = newWamid();
    const answers = await Promise.all([
      deliverSigned(A, tenho(newWamid())),
      deliverSigned(B, tenho(newWamid())),
      // And one delivery redelivered to both at once.
      deliverSigned(A, tenho(sameWamid)),
      deliverSigned(B, tenho(sameWamid)),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);

    await eventually(
      async () => {
        const [row] = await cluster.db.db.select().from(offers).where(eq(offers.id, offer!.id));
        return row?.status === 'ACCEPTED';
      },
      30_000,
      'offer accepted',
    );
    // Let every answer be processed before counting.
    await eventually(
      async () => {
        const { rows } = (await cluster.db.db.execute(
          sql`select count(*)::int as n from pgboss.job where name in (${QUEUES.inbound}, ${QUEUES.send}) and state in ('created', 'retry', 'active')`,
        )) as unknown as { rows: { n: number }[] };
        return Number(rows[0]!.n) === 0;
      },
      30_000,
      'queues drained',
    );
    const debits = await cluster.db.db
      .select()
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.referenceKind, 'OFFER'), eq(walletTransactions.referenceId, offer!.id)),
      );
    expect(debits).toHaveLength(1);
    const [walletAfter] = await cluster.db.db.select().from(wallets).where(eq(wallets.clientId, alpha.id));
    expect(walletBefore!.balanceCents - walletAfter!.balanceCents).toBe(Math.abs(debits[0]!.amountCents));
    const stored = await cluster.db.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.wamid, sameWamid));
    expect(stored).toHaveLength(1);
  });
});

// ------------------------------------------------------------------------------------------------
// Operations: SIGTERM under load, kill -9 between ingest and dispatch.
// ------------------------------------------------------------------------------------------------

type Outcome = { kind: 'ok' | 'retryable' | 'bad'; detail: string };

const RETRYABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

function classify(error: unknown): Outcome {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code ?? String(error);
  return { kind: RETRYABLE_CODES.has(code) ? 'retryable' : 'bad', detail: code };
}

describe('operations', () => {
  beforeAll(setupCompanies);

  it('SIGTERM mid-load: every request is answered or refused with a retryable status; no ack is lost', async () => {
    const user = await createUser(cluster.db.db, { role: 'CLIENT' });
    const token = await login(B, user);
    const acknowledged: string[] = [];
    const outcomes: Record<string, number> = {};
    const bad: string[] = [];
    let stop = false;
    const count = (key: string) => void (outcomes[key] = (outcomes[key] ?? 0) + 1);

    /** One request to `proc`; a retryable refusal goes to A instead (what a load balancer does). */
    const once = async (proc: TenhoProcess, n: number): Promise<void> => {
      const isWebhook = n % 2 === 0;
      const wamid = isWebhook ? newWamid() : '';
      const send = (target: TenhoProcess) =>
        isWebhook
          ? deliverSigned(target, requestDelivery(wamid, LOAD_PHONE_NUMBER_ID))
          : fetch(`${target.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      let outcome: Outcome;
      try {
        const response = await send(proc);
        await response.arrayBuffer();
        if (response.status === 200) outcome = { kind: 'ok', detail: '200' };
        else if (response.status === 503) outcome = { kind: 'retryable', detail: '503' };
        else outcome = { kind: 'bad', detail: String(response.status) };
      } catch (error) {
        outcome = classify(error);
      }
      count(`${proc.name}:${outcome.detail}`);
      if (outcome.kind === 'bad') bad.push(`${proc.name} ${isWebhook ? 'webhook' : 'me'}: ${outcome.detail}`);
      if (outcome.kind === 'retryable' && proc !== A) return once(A, n);
      if (outcome.kind === 'ok' && isWebhook) acknowledged.push(wamid);
    };

    // A live event stream on B: it must end (with a retry hint) when B shuts down, not hold it up.
    const stream = await fetch(`${B.url}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    const streamText = (async () => {
      if (!stream.ok || !stream.body) return `status ${stream.status}`;
      let text = '';
      const decoder = new TextDecoder();
      try {
        for await (const chunk of stream.body) text += decoder.decode(chunk as Uint8Array, { stream: true });
      } catch (error) {
        text += `\n[stream error ${String(error)}]`;
      }
      return text;
    })();

    let n = 0;
    const loadWorker = async () => {
      while (!stop) await once(B, n++);
    };
    const load = Array.from({ length: 6 }, loadWorker);
    await sleep(1500);
    const signalledAt = Date.now();
    B.child.kill('SIGTERM');
    const exitCode = await withTimeout(B.exited, 12_000);
    const stoppedIn = (B.exitedAt ?? Date.now()) - signalledAt;
    await sleep(500);
    stop = true;
    await Promise.all(load);
    console.info(
      `[cluster] SIGTERM: exit ${exitCode} in ${stoppedIn} ms; outcomes ${JSON.stringify(outcomes)}`,
    );

    expect(exitCode).toBe(0);
    expect(stoppedIn).toBeLessThan(10_000);
    const streamed = await withTimeout(streamText, 1000);
    expect(stream.status).toBe(200);
    expect(streamed).toMatch(/retry: \d+\n\n$/);
    expect(bad).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    // Every acknowledged webhook is stored (and will be processed by the survivors).
    const stored = await messagesByWamid(acknowledged);
    expect(stored).toHaveLength(acknowledged.length);

    // B comes back for the next test.
    B = await cluster.start('b-restarted', PORT_B);
  });

  it('kill -9 between ingest and dispatch loses no alert: the other process sends it', async () => {
    // Only B may take the jobs (A paused), so the alerts are claimed by the process we kill.
    A.child.kill('SIGSTOP');
    let resumed = false;
    const resumeA = () => {
      if (!resumed) A.child.kill('SIGCONT');
      resumed = true;
    };
    try {
      const wamids = Array.from({ length: 6 }, () => newWamid());
      for (const wamid of wamids) expect((await deliverSigned(B, requestDelivery(wamid))).status).toBe(200);
      // Kill B while it holds work (a job it claimed: routing or sending), before every alert left.
      const activeJobs = async () => {
        const { rows } = (await cluster.db.db.execute(
          sql`select count(*)::int as n from pgboss.job where name in (${QUEUES.inbound}, ${QUEUES.send}) and state = 'active'`,
        )) as unknown as { rows: { n: number }[] };
        return Number(rows[0]!.n);
      };
      const deadline = Date.now() + 10_000;
      let active = 0;
      while (Date.now() < deadline && (active = await activeJobs()) === 0) await sleep(2);
      B.child.kill('SIGKILL');
      await B.exited;
      const messagesAtKill = await messagesByWamid(wamids);
      const alertsAtKill = await alertsOf(messagesAtKill.map((m) => m.id));
      console.info(
        `[cluster] kill -9 of B holding ${active} active job(s); routed ${
          messagesAtKill.filter((m) => m.outcome !== null).length
        }/${wamids.length}, alerts sent ${alertsAtKill.filter((a) => SENT.includes(a.status)).length}`,
      );
      resumeA();
      await waitReady(A);

      const { messages, alerts } = await waitAllSent(wamids, 60_000).catch(async (error: unknown) => {
        const { rows } = (await cluster.db.db.execute(
          sql`select name, state, retry_count, heartbeat_seconds, heartbeat_on, expire_seconds, started_on, created_on from pgboss.job where name in (${QUEUES.inbound}, ${QUEUES.send}) and state <> 'completed'`,
        )) as unknown as { rows: unknown[] };
        console.error('[cluster] jobs not completed:', JSON.stringify(rows, null, 1));
        throw error;
      });
      expect(messages).toHaveLength(wamids.length);
      expect(alerts.every((a) => SENT.includes(a.status))).toBe(true);
      const jobs = await sendJobsOf(alerts.map((a) => a.id));
      const { rows: recovered } = (await cluster.db.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.inbound} and retry_count > 0`,
      )) as unknown as { rows: { n: number }[] };
      console.info(
        `[cluster] after kill -9: ${alerts.length} alerts sent by A; jobs B held and A took over: ${
          Number(recovered[0]!.n) + jobs.filter((j) => j.retryCount > 0).length
        }`,
      );
    } finally {
      resumeA();
    }
  });
});

describe('scheduled jobs', () => {
  it('run once per tick across the processes (offer expiry, every minute)', async () => {
    const ticks = await eventually(
      async () => {
        const { rows } = (await cluster.db.db.execute(sql`
          select to_char(date_trunc('minute', created_on), 'HH24:MI') as tick, count(*)::int as n
          from pgboss.job where name = ${QUEUES.expireOffers} group by 1 order by 1`)) as unknown as {
          rows: { tick: string; n: number }[];
        };
        return rows.length > 0 ? rows : null;
      },
      75_000,
      'an offer-expiry tick',
    );
    console.info(`[cluster] offer-expiry jobs per minute: ${JSON.stringify(ticks)}`);
    expect(ticks.every((t) => Number(t.n) === 1)).toBe(true);
  });
});
