import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, gt, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from '@tenho/domain/audit/audit.schemas';
import { auditLog } from '../src/db/schema/audit-log.ts';
import { franchiseUnits } from '../src/db/schema/franchise-units.ts';
import { outboundMessages } from '../src/db/schema/outbound.ts';
import { createPixSandbox, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../src/pix-sandbox/sandbox.ts';
import { multipartForm, samplePdf } from '../src/modules/documents/documents.fixtures.ts';
import { bearer, createUnit, createUser, loginAs, TEST_PASSWORD } from './factories.ts';
import { mailsTo } from './mailbox.ts';
import {
  categoryIdByCode,
  createLoopNetwork,
  newMobile,
  playRequest,
  useLoopTestApp,
  type LoopNetwork,
} from './whatsapp-loop.ts';
import { slack } from './timeouts.ts';

/**
 * Architecture §5.16: every change is recorded in the audit log. This walks EVERY write route of the
 * OpenAPI document (POST, PUT, PATCH, DELETE) with a minimal valid request and checks that the
 * change wrote its audit row(s), with the caller's IP and a pt-BR label for 'Logs do sistema'.
 *
 * A write route without an entry in EXPECTATIONS fails the test: a new route must say which audit
 * action it writes (or, with `noAudit`, why it changes nothing a person did).
 */

type Request = {
  url: string;
  /** JSON, or a ready body (multipart) with its content-type in `headers`. */
  payload?: Record<string, unknown> | Buffer;
  token?: string;
  headers?: Record<string, string>;
};

type Expectation =
  /**
   * The actions the call writes (at least these; more rows are fine). `ipGap`: the rows do not
   * carry the caller's IP yet, and why (checked like knownGap below).
   */
  | { actions: string[]; prepare: () => Promise<Request>; ipGap?: string; settle?: () => Promise<void> }
  /** A write route that records no change of a person, and why. */
  | { noAudit: string }
  /**
   * A route that should audit but does not yet: the test checks it still writes nothing (so a fix
   * is noticed) and prints the gap. Replace with `actions` once the route writes its row.
   */
  | { knownGap: string; prepare: () => Promise<Request> };

/** Dead letters need a WhatsApp number that refuses messages. */
const refused = new Set<string>();

const dataDir = mkdtempSync(join(tmpdir(), 'tenho-audit-coverage-'));
const t = useLoopTestApp({
  refusedNumbers: refused,
  config: {
    dataDir,
    pix: {
      secretsKey: randomBytes(32),
      reconcileSeconds: 60,
      chargeExpirySeconds: 3600,
      sandbox: false,
      sandboxOff: null,
      secretsKeyEphemeral: false,
      testOrigins: [],
    },
  },
});
/** A PSP sandbox on an ephemeral port, for connecting a unit's API Pix. */
const pspServer = Fastify();
let pspBaseUrl = '';

/** A unit with a Pix key connected to the sandbox PSP (or only its body, for the PUT itself). */
async function pixUnit(): Promise<number> {
  const unit = await createUnit(t.db);
  await t.db
    .update(franchiseUnits)
    .set({ pixKey: `pix-${next()}@auditoria.com.br` })
    .where(eq(franchiseUnits.id, unit.id));
  return unit.id;
}
const pixConnection = () => ({
  base_url: pspBaseUrl,
  client_id: SANDBOX_CLIENT_ID,
  client_secret: SANDBOX_CLIENT_SECRET,
});
let net: LoopNetwork;
const tokens = {} as Record<'master' | 'admin' | 'company', string>;
let sequence = 0;
const next = () => `${++sequence}-${Date.now()}`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function inject(method: string, request: Request) {
  return t.app.inject({
    method: method as 'POST',
    url: request.url,
    headers: { ...(request.token ? bearer(request.token) : {}), ...request.headers },
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

async function mustSucceed(method: string, request: Request) {
  const response = await inject(method, request);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${request.url}: ${response.statusCode} ${response.body}`);
  return response;
}

const newUser = (options: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.db, { role: 'CLIENT', unitId: net.units[0].id, ...options });

async function newCategory(): Promise<number> {
  const response = await mustSucceed('POST', {
    url: '/api/categories',
    token: tokens.master,
    payload: { name: `Categoria ${next()}`, groupName: 'Auditoria' },
  });
  return response.json<{ id: number }>().id;
}

async function newPermission(): Promise<number> {
  const response = await mustSucceed('POST', {
    url: '/api/permissions',
    token: tokens.master,
    payload: { name: `auditoria_${next().replace(/\D/g, '_')}`, description: 'Permissão da auditoria' },
  });
  return response.json<{ id: number }>().id;
}

/** A multipart upload of a small PDF shared with the whole network (MASTER). */
function documentUpload(): Request {
  const form = multipartForm({ title: `Documento ${next()}`, visibility: 'NETWORK' }, [
    { name: 'auditoria.pdf', content: samplePdf() },
  ]);
  return { url: '/api/documents', token: tokens.master, headers: form.headers, payload: form.payload };
}

async function newTopUp(): Promise<number> {
  const response = await mustSucceed('POST', {
    url: '/api/wallet/top-ups',
    token: tokens.company,
    payload: { amount: 25 },
  });
  return response.json<{ id: number }>().id;
}

/** A lead the company accepted from the panel (charged), ready to be contested. */
async function chargedOffer(): Promise<number> {
  const { offersByCompany } = await playRequest(t);
  const offerId = offersByCompany.get(net.alpha.id);
  if (!offerId) throw new Error('no offer for the company');
  await mustSucceed('POST', {
    url: `/api/offers/${offerId}/answer`,
    token: tokens.company,
    payload: { answer: 'ACCEPT' },
  });
  return offerId;
}

async function openDispute(): Promise<number> {
  const offerId = await chargedOffer();
  const response = await mustSucceed('POST', {
    url: `/api/offers/${offerId}/dispute`,
    token: tokens.company,
    payload: { reason: 'no_answer' },
  });
  return response.json<{ id: number }>().id;
}

const EXPECTATIONS: Record<string, Expectation> = {
  'POST /api/auth/register': {
    actions: ['auth.register'],
    prepare: async () => ({
      url: '/api/auth/register',
      payload: {
        unit_id: net.units[0].id,
        name: `Empresa ${next()}`,
        email: `cadastro-${next()}@teste.com.br`,
        phone: '(11) 98765-4321',
        password: 'Senha@Forte1',
        terms_accepted: true,
      },
    }),
  },
  'POST /api/auth/login': {
    actions: ['auth.login'],
    prepare: async () => ({
      url: '/api/auth/login',
      payload: { email: net.beta.email, password: TEST_PASSWORD },
    }),
  },
  'POST /api/auth/logout': {
    actions: ['auth.logout'],
    prepare: async () => ({ url: '/api/auth/logout', token: await loginAs(t.app, net.beta) }),
  },
  'DELETE /api/auth/sessions/{id}': {
    actions: ['auth.session_end'],
    prepare: async () => {
      const user = await newUser();
      const token = await loginAs(t.app, user);
      await loginAs(t.app, user);
      const sessions = await mustSucceed('GET', { url: '/api/auth/sessions', token });
      const other = sessions
        .json<{ items: { id: number; current: boolean }[] }>()
        .items.find((s) => !s.current);
      return { url: `/api/auth/sessions/${other!.id}`, token };
    },
  },
  'DELETE /api/auth/sessions': {
    actions: ['auth.sessions_end_others'],
    prepare: async () => {
      const user = await newUser();
      await loginAs(t.app, user);
      return { url: '/api/auth/sessions?scope=others', token: await loginAs(t.app, user) };
    },
  },
  'DELETE /api/users/{id}/sessions': {
    actions: ['users.sessions_end'],
    prepare: async () => {
      const user = await newUser();
      await loginAs(t.app, user);
      return { url: `/api/users/${user.id}/sessions`, token: tokens.master };
    },
  },
  'POST /api/auth/password-reset': {
    actions: ['auth.password_reset_requested'],
    // The e-mail (and its audit row) is composed after the answer, so timing reveals nothing.
    settle: () => t.app.mailer.idle(),
    prepare: async () => ({ url: '/api/auth/password-reset', payload: { email: (await newUser()).email } }),
  },
  'POST /api/auth/password-reset/confirm': {
    actions: ['auth.password_reset'],
    prepare: async () => {
      const user = await newUser();
      await mustSucceed('POST', { url: '/api/auth/password-reset', payload: { email: user.email } });
      await t.app.mailer.idle();
      const mail = (await mailsTo(join(dataDir, 'mail'), user.email)).at(-1);
      const token = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error('no password reset e-mail');
      return { url: '/api/auth/password-reset/confirm', payload: { token, password: 'Nova@Senha2026' } };
    },
  },
  'POST /api/users': {
    actions: ['users.create'],
    prepare: async () => ({
      url: '/api/users',
      token: tokens.master,
      payload: {
        email: `novo-${next()}@teste.com.br`,
        password: 'Senha@Forte1',
        display_name: 'Empresa Nova',
        phones: [{ phone: '(11) 97531-8642' }],
        role: 'CLIENT',
        unit_id: net.units[0].id,
      },
    }),
  },
  'PATCH /api/users/{id}': {
    actions: ['users.deactivate'],
    prepare: async () => ({
      url: `/api/users/${(await newUser()).id}`,
      token: tokens.master,
      payload: { is_active: false },
    }),
  },
  'PUT /api/users/{id}/lead-preferences': {
    actions: ['lead_preferences.update'],
    prepare: async () => ({
      url: `/api/users/${(await newUser()).id}/lead-preferences`,
      token: tokens.master,
      payload: { spend_cap: { period: 'month', amount: 100 } },
    }),
  },
  'DELETE /api/users/{id}': {
    actions: ['users.delete'],
    prepare: async () => ({ url: `/api/users/${(await newUser()).id}`, token: tokens.master }),
  },
  'POST /api/users/{id}/profile': {
    actions: ['profiles.create'],
    prepare: async () => ({
      url: `/api/users/${(await newUser({ name: null })).id}/profile`,
      token: tokens.master,
      payload: { display_name: 'Perfil Novo' },
    }),
  },
  'PATCH /api/users/{id}/profile': {
    actions: ['profiles.update'],
    prepare: async () => ({
      url: `/api/users/${(await newUser()).id}/profile`,
      token: tokens.master,
      payload: { display_name: 'Nome Alterado' },
    }),
  },
  'POST /api/users/{id}/profile/photo': {
    actions: ['profiles.photo'],
    prepare: async () => ({
      url: `/api/users/${(await newUser()).id}/profile/photo`,
      token: tokens.master,
      payload: { photo_data: `data:image/png;base64,${PNG.toString('base64')}`, is_primary: true },
    }),
  },
  'POST /api/users/{id}/categories': {
    actions: ['users.categories'],
    prepare: async () => ({
      url: `/api/users/${net.alpha.id}/categories`,
      token: tokens.admin,
      payload: { categoryIds: [await categoryIdByCode(t.db, 'eletricista')] },
    }),
  },
  'POST /api/franchise-units': {
    actions: ['franchise_units.create'],
    prepare: async () => ({
      url: '/api/franchise-units',
      token: tokens.master,
      payload: { name: `Franquia ${next()}`, code: `franquia-${next()}`, city: 'Recife', state: 'PE' },
    }),
  },
  'PATCH /api/franchise-units/{id}': {
    actions: ['franchise_units.update'],
    prepare: async () => ({
      url: `/api/franchise-units/${(await createUnit(t.db)).id}`,
      token: tokens.master,
      payload: { city: 'Olinda' },
    }),
  },
  'DELETE /api/franchise-units/{id}': {
    actions: ['franchise_units.delete'],
    prepare: async () => ({
      url: `/api/franchise-units/${(await createUnit(t.db)).id}`,
      token: tokens.master,
    }),
  },
  'POST /api/categories': {
    actions: ['categories.create'],
    prepare: async () => ({
      url: '/api/categories',
      token: tokens.master,
      payload: { name: `Categoria ${next()}`, groupName: 'Auditoria' },
    }),
  },
  'PATCH /api/categories/{id}': {
    actions: ['categories.update'],
    prepare: async () => ({
      url: `/api/categories/${await newCategory()}`,
      token: tokens.master,
      payload: { keywords: ['auditoria'] },
    }),
  },
  'DELETE /api/categories/{id}': {
    actions: ['categories.delete'],
    prepare: async () => ({ url: `/api/categories/${await newCategory()}`, token: tokens.master }),
  },
  'POST /api/categories/examples': {
    actions: ['categories.example'],
    prepare: async () => ({
      url: '/api/categories/examples',
      token: tokens.admin,
      payload: {
        message: `preciso de eletricista ${next()}`,
        categoryId: await categoryIdByCode(t.db, 'eletricista'),
      },
    }),
  },
  'POST /api/webhooks/test-categorize': { noAudit: 'only reads: categorises a sample text, stores nothing' },
  'POST /api/webhooks/whatsapp': {
    noAudit: "Meta's deliveries: the messages themselves are the record (inbound_messages), no person acts",
  },
  'POST /api/simulator/messages': {
    noAudit: 'development simulator: plays a WhatsApp delivery, recorded like one (inbound_messages)',
  },
  'POST /api/simulator/media': {
    noAudit:
      'development simulator: plays a voice note or photo delivery, recorded like one (inbound_messages)',
  },
  'POST /api/media/transcription/test': {
    noAudit: 'sends a clip shipped with the project to the provider and shows the text: changes nothing',
  },
  'POST /api/webhooks/messages/{id}/recategorize': {
    actions: ['categories.example'],
    prepare: async () => {
      const { messageId } = await playRequest(t);
      return {
        url: `/api/webhooks/messages/${messageId}/recategorize`,
        token: tokens.admin,
        payload: { categoryId: await categoryIdByCode(t.db, 'encanador') },
      };
    },
  },
  'POST /api/offers/{id}/answer': {
    actions: ['wallet.debit'],
    prepare: async () => {
      const { offersByCompany } = await playRequest(t);
      const offerId = offersByCompany.get(net.alpha.id);
      if (!offerId) throw new Error('no offer for the company');
      return { url: `/api/offers/${offerId}/answer`, token: tokens.company, payload: { answer: 'ACCEPT' } };
    },
  },
  'POST /api/offers/{id}/dispute': {
    actions: ['dispute.create'],
    prepare: async () => ({
      url: `/api/offers/${await chargedOffer()}/dispute`,
      token: tokens.company,
      payload: { reason: 'fake_request' },
    }),
  },
  'POST /api/disputes/{id}/resolve': {
    actions: ['dispute.resolve', 'wallet.refund'],
    prepare: async () => ({
      url: `/api/disputes/${await openDispute()}/resolve`,
      token: tokens.admin,
      payload: { decision: 'REFUND', note: 'Cliente não respondeu' },
    }),
  },
  'POST /api/whatsapp/dead-letters/{id}/retry': {
    actions: ['whatsapp.dead_letter_retry'],
    prepare: async () => {
      const consumer = `55${newMobile('21')}`;
      refused.add(consumer);
      await playRequest(t, { consumer });
      const [dead] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.toWaId, consumer));
      refused.clear();
      return { url: `/api/whatsapp/dead-letters/${dead!.id}/retry`, token: tokens.admin };
    },
  },
  'POST /api/wallet/transaction': {
    actions: ['wallet.credit'],
    prepare: async () => ({
      url: '/api/wallet/transaction',
      token: tokens.admin,
      payload: { client_id: net.alpha.id, amount: 10 },
    }),
  },
  'POST /api/wallet/top-ups': {
    actions: ['wallet.top_up.request'],
    prepare: async () => ({ url: '/api/wallet/top-ups', token: tokens.company, payload: { amount: 50 } }),
  },
  'POST /api/wallet/top-ups/{id}/confirm': {
    actions: ['wallet.top_up.confirm', 'wallet.credit'],
    prepare: async () => ({ url: `/api/wallet/top-ups/${await newTopUp()}/confirm`, token: tokens.admin }),
  },
  'PUT /api/franchise-units/{id}/pix-api': {
    actions: ['pix_api.connect'],
    prepare: async () => ({
      url: `/api/franchise-units/${await pixUnit()}/pix-api`,
      token: tokens.master,
      payload: pixConnection(),
    }),
  },
  'DELETE /api/franchise-units/{id}/pix-api': {
    actions: ['pix_api.disconnect'],
    prepare: async () => {
      const url = `/api/franchise-units/${await pixUnit()}/pix-api`;
      await mustSucceed('PUT', { url, token: tokens.master, payload: pixConnection() });
      return { url, token: tokens.master };
    },
  },
  'POST /api/franchise-units/{id}/pix-api/test': {
    noAudit: 'only reads: a token and the webhook read back from the PSP',
  },
  'POST /api/webhooks/pix/{token}/pix': {
    noAudit:
      "the PSP's notices (stored in pix_webhook_inbox); the credit they may lead to writes wallet.top_up.psp_confirm, no person acts",
  },
  'POST /api/wallet/top-ups/{id}/cancel': {
    actions: ['wallet.top_up.cancel'],
    prepare: async () => ({ url: `/api/wallet/top-ups/${await newTopUp()}/cancel`, token: tokens.company }),
  },
  'POST /api/documents': {
    actions: ['documents.upload'],
    prepare: async () => documentUpload(),
  },
  'DELETE /api/documents/{id}': {
    actions: ['documents.delete'],
    prepare: async () => {
      const created = await mustSucceed('POST', documentUpload());
      return { url: `/api/documents/${created.json<{ id: number }>().id}`, token: tokens.master };
    },
  },
  'POST /api/settings': {
    actions: ['settings.update'],
    prepare: async () => ({ url: '/api/settings', token: tokens.master, payload: { creditValue: 0.3 } }),
  },
  'POST /api/permissions': {
    actions: ['permissions.create'],
    prepare: async () => ({
      url: '/api/permissions',
      token: tokens.master,
      payload: { name: `auditoria_${next().replace(/\D/g, '_')}`, description: 'Permissão da auditoria' },
    }),
  },
  'PUT /api/permissions/{id}': {
    actions: ['permissions.update'],
    prepare: async () => ({
      url: `/api/permissions/${await newPermission()}`,
      token: tokens.master,
      payload: { name: `auditoria_${next().replace(/\D/g, '_')}`, description: 'Alterada' },
    }),
  },
  'DELETE /api/permissions/{id}': {
    actions: ['permissions.delete'],
    prepare: async () => ({ url: `/api/permissions/${await newPermission()}`, token: tokens.master }),
  },
  'POST /api/role-permissions': {
    actions: ['permissions.role_update'],
    prepare: async () => ({
      url: '/api/role-permissions',
      token: tokens.master,
      payload: { role: 'USER', permission_id: await newPermission(), enabled: true },
    }),
  },
  'POST /api/privacy/requests': {
    actions: ['privacy.request_create'],
    prepare: async () => ({
      url: '/api/privacy/requests',
      token: tokens.master,
      payload: { type: 'ACCESS', phone: newMobile('21'), channel: 'EMAIL', note: null },
    }),
  },
  'POST /api/privacy/requests/{id}/execute': {
    actions: ['privacy.request_execute'],
    prepare: async () => {
      const created = await t.call('POST', '/api/privacy/requests', tokens.master, {
        type: 'ACCESS',
        phone: newMobile('21'),
        channel: 'PHONE',
      });
      return { url: `/api/privacy/requests/${created.json().id}/execute`, token: tokens.master };
    },
  },
  'POST /api/privacy/incidents': {
    actions: ['privacy.incident_create'],
    prepare: async () => ({
      url: '/api/privacy/incidents',
      token: tokens.admin,
      payload: {
        knownAt: new Date().toISOString(),
        nature: 'Acesso indevido ao painel',
        affectedData: 'Nomes e números de consumidores',
        affectedPeople: '3 consumidores',
      },
    }),
  },
  'PATCH /api/privacy/incidents/{id}': {
    actions: ['privacy.incident_update'],
    prepare: async () => {
      const created = await mustSucceed('POST', {
        url: '/api/privacy/incidents',
        token: tokens.master,
        payload: {
          knownAt: new Date().toISOString(),
          nature: 'E-mail enviado ao destinatário errado',
          affectedData: 'Nome e WhatsApp',
          affectedPeople: '1 consumidor',
        },
      });
      return {
        url: `/api/privacy/incidents/${created.json<{ id: number }>().id}`,
        token: tokens.master,
        payload: { measures: 'Destinatário pediu para apagar' },
      };
    },
  },
  'POST /api/privacy/notices/{id}/read': {
    actions: ['privacy.notice_read'],
    prepare: async () => {
      // An erased consumer whose lead the company had accepted: the company gets its notice.
      const { consumer, offersByCompany } = await playRequest(t);
      const offerId = offersByCompany.get(net.alpha.id);
      if (!offerId) throw new Error('no offer for the company');
      await mustSucceed('POST', {
        url: `/api/offers/${offerId}/answer`,
        token: tokens.company,
        payload: { answer: 'ACCEPT' },
      });
      const created = await mustSucceed('POST', {
        url: '/api/privacy/requests',
        token: tokens.master,
        payload: { type: 'ERASURE', phone: consumer.slice(2), channel: 'EMAIL' },
      });
      await mustSucceed('POST', {
        url: `/api/privacy/requests/${created.json<{ id: number }>().id}/execute`,
        token: tokens.master,
      });
      const notices = await mustSucceed('GET', { url: '/api/privacy/notices', token: tokens.company });
      const notice = notices
        .json<{ items: { id: number; leadId: number }[] }>()
        .items.find((n) => n.leadId === offerId);
      if (!notice) throw new Error('no erasure notice for the company');
      return { url: `/api/privacy/notices/${notice.id}/read`, token: tokens.company };
    },
  },
  'POST /api/profile/closure': {
    actions: ['account.closure_request'],
    prepare: async () => {
      // A company of its own: the request is carried out nowhere here, but it must not be the cast's.
      const company = await createUser(t.db, { role: 'CLIENT', unitId: net.units[0].id });
      return { url: '/api/profile/closure', token: await loginAs(t.app, company) };
    },
  },
  'DELETE /api/profile/closure': {
    actions: ['account.closure_cancel'],
    prepare: async () => {
      const company = await createUser(t.db, { role: 'CLIENT', unitId: net.units[0].id });
      const token = await loginAs(t.app, company);
      await t.call('POST', '/api/profile/closure', token);
      return { url: '/api/profile/closure', token };
    },
  },
};

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

async function documentedWriteRoutes(): Promise<string[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => WRITE_METHODS.has(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

afterAll(async () => {
  await pspServer.close();
});

beforeAll(async () => {
  await pspServer.register(createPixSandbox().plugin, { prefix: '/api/v2' });
  await pspServer.listen({ host: '127.0.0.1', port: 0 });
  const address = pspServer.server.address();
  pspBaseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v2`;
  // The local PSP double is allowed by its exact origin, as PIX_PSP_TEST_ORIGINS does.
  t.config.pix.testOrigins.push(new URL(pspBaseUrl).origin);
  net = await createLoopNetwork(t.db);
  tokens.master = await loginAs(t.app, net.master);
  tokens.admin = await loginAs(t.app, net.admins[0]);
  tokens.company = await loginAs(t.app, net.alpha);
}, slack(60_000));

describe('every write route writes its audit row', () => {
  it('has an expectation for every write route of the OpenAPI document, and none for a route that is gone', async () => {
    const routes = await documentedWriteRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const missing = routes.filter((route) => !(route in EXPECTATIONS));
    expect(
      missing,
      `Add an entry for each of these routes to EXPECTATIONS in apps/api/test/audit-coverage.test.ts: ` +
        `{ actions: ['<area.verb written by insertAuditEntry>'], prepare: async () => ({ url, token, payload }) } ` +
        `with a minimal valid request, or { noAudit: '<why it records no change of a person>' }`,
    ).toEqual([]);
    const stale = Object.keys(EXPECTATIONS).filter((route) => !routes.includes(route));
    expect(stale, 'these routes are no longer documented: remove their EXPECTATIONS entries').toEqual([]);
  });

  it(
    'each change writes its audit action(s), with the caller’s IP and a label for the logs screen',
    async () => {
      const failures: string[] = [];
      const gaps: string[] = [];
      let walked = 0;
      for (const [route, expectation] of Object.entries(EXPECTATIONS)) {
        if ('noAudit' in expectation) continue;
        const [method] = route.split(' ') as [string];
        const request = await expectation.prepare();
        const [before] = await t.db
          .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)`.mapWith(Number) })
          .from(auditLog);
        const response = await inject(method, request);
        walked += 1;
        if (response.statusCode >= 300) {
          failures.push(
            `${route}: the minimal request in EXPECTATIONS failed: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
          continue;
        }
        if ('settle' in expectation) await expectation.settle?.();
        const rows = await t.db.select().from(auditLog).where(gt(auditLog.id, before!.id));
        const written = rows.map((row) => row.action);
        if ('knownGap' in expectation) {
          if (written.length === 0) gaps.push(`${route}: ${expectation.knownGap}`);
          else
            failures.push(
              `${route} now writes ${written.join(', ')}: replace its knownGap with actions: [${written.map((a) => `'${a}'`).join(', ')}]`,
            );
          continue;
        }
        for (const action of expectation.actions) {
          const row = rows.find((r) => r.action === action);
          if (!row) {
            failures.push(
              `${route}: wrote [${written.join(', ')}] but not '${action}' (insertAuditEntry in the same transaction)`,
            );
            continue;
          }
          if (expectation.ipGap) {
            if (row.ip) failures.push(`${route}: the '${action}' row now has the IP: remove its ipGap`);
            else gaps.push(`${route}: ${expectation.ipGap}`);
          } else if (!row.ip)
            failures.push(`${route}: the '${action}' row has no IP (pass request.ip to the service)`);
          if (!Object.hasOwn(AUDIT_ACTION_LABELS, action)) {
            failures.push(
              `${route}: add a pt-BR label for '${action}' to AUDIT_ACTION_LABELS (packages/domain/src/audit/audit.schemas.ts)`,
            );
          }
        }
      }
      if (gaps.length)
        console.warn(`Audit gaps of write routes (to fix by their owners):\n  ${gaps.join('\n  ')}`);
      expect(walked).toBeGreaterThanOrEqual(20);
      expect(failures).toEqual([]);
    },
    slack(180_000),
  );
});
