import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inboundMessages, whatsappContacts } from '../db/schema/messages.ts';
import { outboundMessages } from '../db/schema/outbound.ts';
import { QUEUES } from '../jobs/job-queue.ts';
import { graphError, startFakeGraphApi, type FakeGraphApi } from '../../test/fake-graph-api.ts';
import { createTestDatabase } from '../../test/database.ts';
import {
  createCompany,
  createLoopTestApp,
  createLoopUnit,
  delivery,
  messageDelivery,
  newMobile,
  newWamid,
  statusUpdate,
  type LoopTestContext,
  type TestCompany,
} from '../../test/whatsapp-loop.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { SendRequest, WhatsappGateway } from './gateway.ts';
import { slack } from '../../test/timeouts.ts';

const TEMPLATE = 'alerta_pedido_v1';

describe('cloud mode: the outbox against a local Graph API', () => {
  let graph: FakeGraphApi;
  let t: LoopTestContext;
  let open: TestCompany; // wrote to us an hour ago: inside the 24-hour window
  let closed: TestCompany; // never wrote: template

  beforeAll(async () => {
    graph = await startFakeGraphApi();
    t = await createLoopTestApp({
      config: {
        whatsapp: {
          mode: 'cloud',
          token: 'EAAG-test-token',
          appSecret: 'ignored',
          verifyToken: null,
          apiBase: graph.baseUrl,
          apiVersion: 'v23.0',
          alertTemplate: TEMPLATE,
          sendTimeoutMs: 2000,
        },
      },
    });
    const unit = await createLoopUnit(t.db);
    open = await createCompany(t.db, { unitId: unit.id, categoryCodes: ['encanador'], balanceCents: 1000 });
    closed = await createCompany(t.db, { unitId: unit.id, categoryCodes: ['encanador'], balanceCents: 1000 });
    await t.db.insert(whatsappContacts).values({
      number: open.waId,
      waId: open.waId,
      lastInboundAt: new Date(t.clock.now().getTime() - 3_600_000),
    });
  }, slack(60_000));
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });
  beforeEach(() => {
    graph.requests.length = 0;
    graph.respond(() => undefined);
  });

  async function request(consumer = `55${newMobile('21')}`) {
    const wamid = newWamid();
    await t.deliver(messageDelivery({ id: wamid, from: consumer, text: 'preciso de um encanador' }));
    await t.settle(30_000);
    const [message] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, wamid));
    const rows = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.messageId, message!.id))
      // In the order they were written: an updated row may come back after a newer one otherwise.
      .orderBy(asc(outboundMessages.id));
    return { consumer, rows };
  }

  const requestsTo = (to: string) => graph.requests.filter((r) => r.body.to === to);

  it('sends an interactive alert inside the window, the template outside it, the acknowledgement as text', async () => {
    const { consumer, rows } = await request();
    expect(graph.requests.every((r) => r.authorization === 'Bearer EAAG-test-token')).toBe(true);
    expect(graph.requests.every((r) => r.path === `/v23.0/${rows[0]!.phoneNumberId}/messages`)).toBe(true);

    const [toOpen] = requestsTo(open.waId);
    expect(toOpen!.body).toMatchObject({ type: 'interactive', interactive: { type: 'button' } });
    const [toClosed] = requestsTo(closed.waId);
    expect(toClosed!.body).toMatchObject({
      type: 'template',
      template: { name: TEMPLATE, language: { code: 'pt_BR' } },
    });
    const [ack] = requestsTo(consumer);
    expect(ack!.body).toMatchObject({
      type: 'text',
      text: { body: expect.stringContaining('Recebemos seu pedido') },
    });

    // Every row stored the message id WhatsApp gave it (statuses refer to it).
    expect(rows.every((r) => r.status === 'SENT' && r.wamid?.startsWith('wamid.'))).toBe(true);
  });

  it(
    'retries 5xx and 429 with back-off, then sends once',
    async () => {
      const consumer = `55${newMobile('21')}`;
      let failures = 0;
      graph.respond((r) => {
        if (r.body.to !== consumer || failures >= 2) return undefined;
        failures += 1;
        return failures === 1 ? graphError(500, 2, 'Service unavailable') : { status: 429, body: {} };
      });
      const { rows } = await request(consumer);
      await t.settle(30_000);
      const [ack] = await t.db
        .select()
        .from(outboundMessages)
        .where(and(eq(outboundMessages.id, rows.find((r) => r.purpose === 'REQUEST_ACK')!.id)));
      expect(ack).toMatchObject({ status: 'SENT', attempts: 3 });
      expect(requestsTo(consumer)).toHaveLength(3);
    },
    slack(60_000),
  );

  it('resends the alert once as the template when WhatsApp answers the re-engagement error (131047)', async () => {
    graph.respond((r) =>
      r.body.to === open.waId && r.body.type === 'interactive' ? graphError(400, 131047) : undefined,
    );
    const { rows } = await request();
    await t.settle(30_000);
    const first = rows.find(
      (r) => r.purpose === 'LEAD_ALERT' && r.toWaId === open.waId && r.fallbackFor === null,
    )!;
    const [original] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.id, first.id));
    const [fallback] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.fallbackFor, first.id));
    expect(original).toMatchObject({ status: 'FAILED', errorCode: 131047, kind: 'interactive' });
    expect(fallback).toMatchObject({ status: 'SENT', kind: 'template' });
    const bodies = requestsTo(open.waId).map((r) => r.body.type);
    expect(bodies).toEqual(['interactive', 'template']);
  });

  it('also when 131047 comes later as a failed status, and only once', async () => {
    const { rows } = await request();
    const alert = rows.find((r) => r.purpose === 'LEAD_ALERT' && r.toWaId === open.waId)!;
    const [sent] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.id, alert.id));
    const failed = delivery({
      statuses: [
        statusUpdate({ id: sent!.wamid!, status: 'failed', recipient: open.waId, errorCode: 131047 }),
      ],
    });
    await t.deliver(failed);
    await t.deliver(failed);
    await t.settle(30_000);
    const fallbacks = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.fallbackFor, alert.id));
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatchObject({ kind: 'template', status: 'SENT' });
  });

  it('does not retry an undeliverable number (131026): the message is dead and in the dead letter queue', async () => {
    const consumer = `55${newMobile('21')}`;
    graph.respond((r) =>
      r.body.to === consumer ? graphError(400, 131026, 'Message undeliverable') : undefined,
    );
    const { rows } = await request(consumer);
    await t.settle(30_000);
    const ack = rows.find((r) => r.purpose === 'REQUEST_ACK')!;
    const [dead] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.id, ack.id));
    expect(dead).toMatchObject({
      status: 'DEAD',
      errorCode: 131026,
      errorMessage: 'Message undeliverable',
      attempts: 1,
    });
    expect(requestsTo(consumer)).toHaveLength(1);
    const dlq = await t.jobs.boss.findJobs(QUEUES.sendDead, { data: { outboundId: ack.id } });
    expect(dlq).toHaveLength(1);
  });
});

describe('a status callback faster than the send answer', () => {
  it(
    'waits in the backlog and is applied once the message id is stored',
    async () => {
      let t: LoopTestContext | null = null;
      const racing: WhatsappGateway = {
        name: 'cloud',
        async send(request) {
          const wamid = newWamid();
          // WhatsApp calls the webhook with "delivered" before our send call has returned.
          await t!.deliver(
            delivery({ statuses: [statusUpdate({ id: wamid, status: 'delivered', recipient: request.to })] }),
          );
          return { outcome: 'sent', wamid, waId: request.to };
        },
      };
      t = await createLoopTestApp({ gateway: racing });
      try {
        const consumer = `55${newMobile('21')}`;
        await t.deliver(messageDelivery({ from: consumer, text: 'bom dia' }));
        await t.settle();
        const [row] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.toWaId, consumer));
        expect(row).toMatchObject({ status: 'DELIVERED' });
        expect(row!.deliveredAt).toBeInstanceOf(Date);
      } finally {
        await t.close();
      }
    },
    slack(60_000),
  );
});

describe('retries run out', () => {
  it(
    'marks the message dead after the last attempt and keeps it in the dead letter queue',
    async () => {
      const calls: string[] = [];
      const failing: WhatsappGateway = {
        name: 'cloud',
        async send(request: SendRequest) {
          calls.push(request.to);
          return { outcome: 'retry', code: null, message: 'timeout' };
        },
      };
      const t = await createLoopTestApp({
        gateway: failing,
        retry: { retryLimit: 1, retryDelay: 1, retryDelayMax: 1 },
      });
      try {
        const consumer = `55${newMobile('21')}`;
        await t.deliver(messageDelivery({ from: consumer, text: 'bom dia' }));
        await t.settle(30_000);
        const [row] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.toWaId, consumer));
        expect(row).toMatchObject({ status: 'DEAD', attempts: 2, errorMessage: 'timeout' });
        expect(calls.filter((to) => to === consumer)).toHaveLength(2);
        const dlq = await t.jobs.boss.findJobs(QUEUES.sendDead, { data: { outboundId: row!.id } });
        expect(dlq).toHaveLength(1);
      } finally {
        await t.close();
      }
    },
    slack(60_000),
  );
});

describe('crash safety', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, slack(60_000));
  afterAll(() => handle?.close());

  function countingGateway() {
    const calls = new Map<string, number>();
    const gateway: WhatsappGateway = {
      name: 'simulator',
      async send(request) {
        // Alerts carry their offer in the button ids; acknowledgements go to different consumers.
        const key = `${request.to}|${request.body}|${JSON.stringify(request.payload)}`;
        calls.set(key, (calls.get(key) ?? 0) + 1);
        return { outcome: 'sent', wamid: newWamid(), waId: request.to, delivered: true };
      },
    };
    return { gateway, calls };
  }

  it(
    'a process stopped after the webhook committed loses nothing: the next one sends every message exactly once',
    async () => {
      // First process: stores the deliveries (200 to Meta), then stops before any worker ran.
      const first = countingGateway();
      const producer = await createLoopTestApp({ database: handle, workers: false, gateway: first.gateway });
      const unit = await createLoopUnit(producer.db);
      for (let i = 0; i < 3; i++) {
        await createCompany(producer.db, { unitId: unit.id, categoryCodes: ['chaveiro'], balanceCents: 500 });
      }
      // 3 requests: a 4th in the same batch would find the 3 companies' alert backlog full (issue 33).
      const consumers = Array.from({ length: 3 }, () => `55${newMobile('21')}`);
      for (const consumer of consumers) {
        const response = await producer.deliver(
          messageDelivery({ from: consumer, text: 'preciso de um chaveiro agora' }),
        );
        expect(response.statusCode).toBe(200);
      }
      await producer.close();
      expect(first.calls.size).toBe(0);
      expect(await producer.db.select().from(outboundMessages)).toHaveLength(0);

      // Second process: its workers pick up everything that was committed.
      const second = countingGateway();
      const worker = await createLoopTestApp({ database: handle, gateway: second.gateway });
      try {
        await worker.settle(30_000);
        const rows = await worker.db.select().from(outboundMessages);
        // 3 requests × (3 alerts + 1 acknowledgement).
        expect(rows).toHaveLength(12);
        expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'DELIVERED'));
        expect([...second.calls.values()].every((n) => n === 1)).toBe(true);
        expect([...second.calls.values()].reduce((a, b) => a + b, 0)).toBe(12);

        // A send job delivered twice (or redriven after a success) sends nothing again.
        const sent = await worker.db
          .select()
          .from(outboundMessages)
          .where(isNotNull(outboundMessages.wamid))
          .limit(3);
        await worker.db.transaction((tx) =>
          worker.jobs.enqueue(
            tx,
            QUEUES.send,
            sent.map((r) => ({ data: { outboundId: r.id } })),
          ),
        );
        await worker.settle(30_000);
        expect([...second.calls.values()].reduce((a, b) => a + b, 0)).toBe(12);
      } finally {
        await worker.close();
      }
    },
    slack(90_000),
  );
});
