import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { categories, userCategories } from '../src/db/schema/categories.ts';
import { franchiseUnits } from '../src/db/schema/franchise-units.ts';
import { createJobQueue, QUEUES, type JobQueue } from '../src/jobs/job-queue.ts';
import { createWalletService } from '../src/modules/wallet/wallet.service.ts';
import type { WhatsappGateway } from '../src/whatsapp/gateway.ts';
import { signWebhookBody } from '../src/whatsapp/signature.ts';
import { callOf, createTestClock, testConfig, type TestClock, type TestContext } from './app.ts';
import { createTestDatabase } from './database.ts';
import { createUnit, createUser, loginAll, type TestUser } from './factories.ts';
import { slack } from './timeouts.ts';

/**
 * The WhatsApp loop under test: the real app with pg-boss started on the test database (and, by
 * default, its workers), Cloud-API-shaped deliveries signed like Meta signs them.
 */

export const TEST_APP_SECRET = 'test-app-secret';
export const TEST_VERIFY_TOKEN = 'test-verify-token';

export type LoopTestContext = {
  app: App;
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
  clock: TestClock;
  call: TestContext['call'];
  /** POSTs a delivery to /api/webhooks/whatsapp, signed unless `signature` says otherwise. */
  deliver: (
    payload: unknown,
    options?: { signature?: string | null; raw?: string },
  ) => Promise<LightMyRequestResponse>;
  /** Waits until no job of the loop is waiting or running (workers on). */
  settle: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

export type LoopTestOptions = {
  config?: Partial<AppConfig>;
  gateway?: WhatsappGateway;
  /**
   * Instead of `gateway`: WhatsApp accepts every message but those to these numbers, which it
   * refuses for good (131026) while they are in the set.
   */
  refusedNumbers?: ReadonlySet<string>;
  /** Start this process's workers (default true). */
  workers?: boolean;
  /** Share a database with another context (crash-safety tests). */
  database?: DatabaseHandle;
  /** Retry policy of the inbound and send queues (default: 1 s first delay, 4 s at most). */
  retry?: { retryLimit?: number; retryDelay?: number; retryDelayMax?: number };
  /** More of buildApp's options (a PSP sandbox, PSP client timeouts). */
  build?: Pick<BuildAppOptions, 'pixSandbox' | 'pixClientOptions'>;
};

export async function createLoopTestApp(options: LoopTestOptions = {}): Promise<LoopTestContext> {
  const owned = options.database ? null : await createTestDatabase();
  const handle = options.database ?? owned!;
  const base = testConfig(options.config);
  const config: AppConfig = {
    ...base,
    whatsapp: {
      ...base.whatsapp,
      verifyToken: TEST_VERIFY_TOKEN,
      ...options.config?.whatsapp,
      appSecret: TEST_APP_SECRET,
    },
  };
  const clock = createTestClock();
  const workers = options.workers ?? true;
  const silent = { error: () => {}, warn: () => {} };
  const jobs = createJobQueue({
    db: handle.db,
    workers,
    log: process.env.DEBUG_JOBS ? { error: console.error, warn: console.warn } : silent,
    retry: { retryDelay: 1, retryDelayMax: 4, ...options.retry },
  });
  await jobs.start();
  const app = await buildApp({
    ...options.build,
    db: handle.db,
    config,
    now: clock.now,
    jobs,
    whatsappGateway:
      options.gateway ?? (options.refusedNumbers ? refusingGateway(options.refusedNumbers) : undefined),
  });
  await app.ready();
  if (workers) await app.whatsapp.startWorkers({ pollingIntervalSeconds: 0.5, batchSize: 20 });

  const deliver: LoopTestContext['deliver'] = async (payload, deliverOptions = {}) => {
    const raw = deliverOptions.raw ?? metaJson(payload);
    const signature =
      deliverOptions.signature === undefined
        ? signWebhookBody(TEST_APP_SECRET, raw)
        : deliverOptions.signature;
    return app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
      },
      payload: raw,
    });
  };

  const settle = async (timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = (await handle.db.execute(
        sql`select count(*)::int as n from pgboss.job where name in (${QUEUES.inbound}, ${QUEUES.send}, ${QUEUES.media}, ${QUEUES.payInChat}) and state in ('created', 'retry', 'active')`,
      )) as unknown as { rows: { n: number }[] };
      if (Number(rows[0]?.n ?? 0) === 0) return;
      if (Date.now() > deadline) {
        const { rows: pending } = (await handle.db.execute(
          sql`select name, state, retry_count, output from pgboss.job where name in (${QUEUES.inbound}, ${QUEUES.send}, ${QUEUES.payInChat}) and state in ('created', 'retry', 'active') limit 5`,
        )) as unknown as { rows: unknown[] };
        throw new Error(`settle: jobs still pending ${JSON.stringify(pending)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  return {
    app,
    db: handle.db,
    jobs,
    config,
    clock,
    call: callOf(app),
    deliver,
    settle,
    close: async () => {
      await jobs.stop();
      await app.close();
      await owned?.close();
    },
  };
}

export function useLoopTestApp(options: LoopTestOptions = {}): LoopTestContext {
  const context = {} as LoopTestContext;
  beforeAll(async () => {
    Object.assign(context, await createLoopTestApp(options));
  }, slack(60_000));
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

/** A gateway that accepts every message except those to `refused` (131026, undeliverable). */
function refusingGateway(refused: ReadonlySet<string>): WhatsappGateway {
  return {
    name: 'cloud',
    async send(request) {
      if (refused.has(request.to)) return { outcome: 'dead', code: 131026, message: 'Message undeliverable' };
      return { outcome: 'sent', wamid: newWamid(), waId: request.to };
    },
  };
}

/** JSON as Meta writes it: non-ASCII characters escaped (\u00e3), so signatures must use raw bytes. */
export function metaJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Cloud API fixtures (shapes from Meta's webhook reference).
// ---------------------------------------------------------------------------------------------

export const TEST_PHONE_NUMBER_ID = '109876543210001';

let counter = 0;
export const newWamid = () =>
  `wamid.HBgNNTUxMTk4NzY1NDMyMRUCABIYFjNFQjA${(++counter).toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

const nowSeconds = () => String(Math.floor(Date.now() / 1000));

export type InboundFixture = {
  from: string;
  id?: string;
  timestamp?: string;
} & (
  | { text: string }
  | { buttonReply: { id: string; title: string }; contextId?: string }
  | { templateButton: { payload: string; text: string }; contextId?: string }
  | { image: { caption?: string } }
);

export function inboundMessage(fixture: InboundFixture): Record<string, unknown> {
  const base = {
    from: fixture.from,
    id: fixture.id ?? newWamid(),
    timestamp: fixture.timestamp ?? nowSeconds(),
  };
  if ('text' in fixture) return { ...base, type: 'text', text: { body: fixture.text } };
  if ('buttonReply' in fixture) {
    return {
      ...base,
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: fixture.buttonReply },
      ...(fixture.contextId ? { context: { from: '5511999990000', id: fixture.contextId } } : {}),
    };
  }
  if ('templateButton' in fixture) {
    return {
      ...base,
      type: 'button',
      button: fixture.templateButton,
      ...(fixture.contextId ? { context: { from: '5511999990000', id: fixture.contextId } } : {}),
    };
  }
  return {
    ...base,
    type: 'image',
    image: { id: '1234567890', mime_type: 'image/jpeg', sha256: 'x', ...fixture.image },
  };
}

export type StatusFixture = {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipient: string;
  timestamp?: string;
  errorCode?: number;
};

export function statusUpdate(fixture: StatusFixture): Record<string, unknown> {
  return {
    id: fixture.id,
    status: fixture.status,
    timestamp: fixture.timestamp ?? nowSeconds(),
    recipient_id: fixture.recipient,
    ...(fixture.status === 'failed'
      ? {
          errors: [
            {
              code: fixture.errorCode ?? 131026,
              title: 'Message failed',
              message: 'Message failed',
              error_data: { details: `Falha ${fixture.errorCode ?? 131026}` },
            },
          ],
        }
      : {
          conversation: { id: 'c1', origin: { type: 'service' } },
          pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
        }),
  };
}

/** One delivery: `entry[] → changes[] → value` with messages and/or statuses. */
export function delivery(items: {
  messages?: Record<string, unknown>[];
  statuses?: Record<string, unknown>[];
  phoneNumberId?: string;
  /** Profile names by wa_id (default 'Cliente <last 4 digits>'). */
  names?: Record<string, string>;
}): Record<string, unknown> {
  const messages = items.messages ?? [];
  const contacts = [
    ...new Set(messages.map((m) => m.from).filter((f): f is string => typeof f === 'string')),
  ].map((waId) => ({
    profile: { name: items.names?.[waId] ?? `Cliente ${waId.slice(-4)}` },
    wa_id: waId,
  }));
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: items.phoneNumberId ?? TEST_PHONE_NUMBER_ID,
              },
              ...(contacts.length ? { contacts } : {}),
              ...(messages.length ? { messages } : {}),
              ...(items.statuses?.length ? { statuses: items.statuses } : {}),
            },
          },
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// A unit with companies ready to be offered requests.
// ---------------------------------------------------------------------------------------------

export type TestCompany = TestUser & { phone: string; waId: string };

/** A unit whose WhatsApp number is `phoneNumberId`. */
export async function createLoopUnit(db: Database, phoneNumberId = TEST_PHONE_NUMBER_ID) {
  const unit = await createUnit(db);
  await db
    .update(franchiseUnits)
    .set({ whatsappPhoneNumberId: phoneNumberId })
    .where(eq(franchiseUnits.id, unit.id));
  return unit;
}

let phoneCounter = 0;
/** A fresh mobile number (national digits, with the ninth digit). */
export function newMobile(area = '11'): string {
  phoneCounter += 1;
  return `${area}9${String(70_000_000 + phoneCounter * 7919 + Math.floor(Math.random() * 1000)).slice(0, 8)}`;
}

/** A company (CLIENT) of the unit, with the categories, a WhatsApp phone and a balance. */
export async function createCompany(
  db: Database,
  options: {
    unitId: number;
    categoryCodes: string[];
    balanceCents?: number;
    phone?: string;
    isActive?: boolean;
    name?: string;
  },
): Promise<TestCompany> {
  const phone = options.phone ?? newMobile();
  const user = await createUser(db, {
    role: 'CLIENT',
    unitId: options.unitId,
    phone,
    isActive: options.isActive ?? true,
    name: options.name,
  });
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.code, options.categoryCodes));
  if (rows.length)
    await db.insert(userCategories).values(rows.map((r) => ({ userId: user.id, categoryId: r.id })));
  if (options.balanceCents) {
    await createWalletService({ db }).credit(user.id, options.balanceCents, {
      idempotencyKey: `test-credit-${user.id}`,
      reference: { kind: 'ADMIN_CREDIT', id: null },
      description: 'Crédito de teste',
    });
  }
  return { ...user, phone, waId: `55${phone}` };
}

export async function categoryIdByCode(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.code, code));
  if (!row) throw new Error(`no category ${code}`);
  return row.id;
}

/** A delivery of one inbound message (a consumer writes, a company taps a button). */
export function messageDelivery(
  fixture: InboundFixture,
  envelope: Pick<Parameters<typeof delivery>[0], 'phoneNumberId' | 'names'> = {},
): Record<string, unknown> {
  return delivery({ ...envelope, messages: [inboundMessage(fixture)] });
}

// ---------------------------------------------------------------------------------------------
// A small network with traffic, for the Central de Mensagens, dashboard and simulator tests.
// ---------------------------------------------------------------------------------------------

export type LoopNetwork = {
  units: [TestUnitRow, TestUnitRow];
  master: TestUser;
  admins: [TestUser, TestUser];
  /** Companies of unit 0 (eletricista); `other` belongs to unit 1. */
  alpha: TestCompany;
  beta: TestCompany;
  other: TestCompany;
  /** A USER of alpha. */
  staff: TestUser;
};

type TestUnitRow = Awaited<ReturnType<typeof createLoopUnit>>;

/** The network's people by the names the tests sign them in with. */
export type LoopPerson = 'master' | 'admin0' | 'admin1' | 'alpha' | 'beta' | 'other' | 'staff';

/**
 * Registers a beforeAll (run before the file's own) that builds the network and signs `signedIn`
 * in, one after the other; `net` and `tokens` are filled once it ran.
 */
export function useLoopNetwork<P extends LoopPerson>(
  t: LoopTestContext,
  signedIn: readonly P[] = [],
): { net: LoopNetwork; tokens: Record<P, string> } {
  const net = {} as LoopNetwork;
  const tokens = {} as Record<P, string>;
  beforeAll(async () => {
    Object.assign(net, await createLoopNetwork(t.db));
    const people: Record<LoopPerson, TestUser> = {
      master: net.master,
      admin0: net.admins[0],
      admin1: net.admins[1],
      alpha: net.alpha,
      beta: net.beta,
      other: net.other,
      staff: net.staff,
    };
    const chosen = Object.fromEntries(signedIn.map((name) => [name, people[name]])) as Record<P, TestUser>;
    Object.assign(tokens, await loginAll(t.app, chosen));
  }, slack(60_000));
  return { net, tokens };
}

export async function createLoopNetwork(db: Database): Promise<LoopNetwork> {
  const first = await createLoopUnit(db, `${TEST_PHONE_NUMBER_ID}`);
  const second = await createLoopUnit(db, '109876543219999');
  const alpha = await createCompany(db, {
    unitId: first.id,
    categoryCodes: ['eletricista'],
    balanceCents: 1000,
    name: 'Elétrica Alfa',
  });
  const beta = await createCompany(db, {
    unitId: first.id,
    categoryCodes: ['eletricista'],
    balanceCents: 1000,
    name: 'Elétrica Beta',
  });
  const other = await createCompany(db, {
    unitId: second.id,
    categoryCodes: ['eletricista'],
    balanceCents: 1000,
    name: 'Elétrica Gama',
  });
  return {
    units: [first, second],
    master: await createUser(db, { role: 'MASTER' }),
    admins: [
      await createUser(db, { role: 'ADMIN', unitId: first.id }),
      await createUser(db, { role: 'ADMIN', unitId: second.id }),
    ],
    alpha,
    beta,
    other,
    staff: await createUser(db, { role: 'USER', unitId: first.id, parentId: alpha.id }),
  };
}

/** A consumer request through the webhook, processed; returns its message id and offers by company. */
export async function playRequest(
  t: LoopTestContext,
  options: { text?: string; phoneNumberId?: string; consumer?: string; name?: string } = {},
) {
  const wamid = newWamid();
  const consumer = options.consumer ?? `55${newMobile('21')}`;
  await t.deliver(
    messageDelivery(
      { id: wamid, from: consumer, text: options.text ?? 'Preciso de um eletricista hoje' },
      { phoneNumberId: options.phoneNumberId, names: { [consumer]: options.name ?? 'Maria Souza' } },
    ),
  );
  await t.settle();
  const { rows } = (await t.db.execute(
    sql`select m.id as message_id, o.id as offer_id, o.company_id from inbound_messages m left join offers o on o.message_id = m.id where m.wamid = ${wamid}`,
  )) as unknown as { rows: { message_id: number; offer_id: number | null; company_id: number | null }[] };
  const offersByCompany = new Map<number, number>();
  for (const row of rows)
    if (row.offer_id !== null && row.company_id !== null) offersByCompany.set(row.company_id, row.offer_id);
  return { messageId: rows[0]!.message_id, consumer, offersByCompany };
}

/** A company taps a reply button of its alert. */
export async function playAnswer(
  t: LoopTestContext,
  company: TestCompany,
  offerId: number,
  answer: 'yes' | 'no',
) {
  await t.deliver(
    messageDelivery({
      from: company.waId,
      buttonReply: { id: `offer:${offerId}:${answer}`, title: answer === 'yes' ? 'TENHO' : 'NÃO TENHO' },
    }),
  );
  await t.settle();
}
