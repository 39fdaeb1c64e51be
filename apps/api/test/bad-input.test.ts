import { beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@tenho/domain/auth/terms';
import { useTestApp } from './app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from './factories.ts';
import { slack } from './timeouts.ts';

/**
 * Every route of the OpenAPI document, called by a signed-in MASTER with hostile input, answers
 * either a success (the input was acceptable) or a 4xx `{ code, message }` whose message a Brazilian
 * user can read: never a 5xx, never a stack trace, never zod's or Fastify's English.
 *
 * Bodies start from a valid payload (VALID_BODIES) and break one field at a time, so each mutation
 * reaches the code behind the schema (services, database) instead of stopping at the first field.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema> };
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Route = { method: Method; path: string; operation: Operation };
type Request = { label: string; url: string; headers?: Record<string, string>; payload?: string };
type Fixtures = {
  unitId: number;
  categoryId: number;
  /** DELETE would remove the category the other routes use: it gets one of its own. */
  deletableCategoryId: number;
  client: TestUser;
  loginTarget: TestUser;
  /** DELETE /users/{id} would remove the client the other routes use: it gets a user of its own. */
  deletableUserId: number;
};

const HUGE = 'x'.repeat(10_000);
const JSON_HEADERS = { 'content-type': 'application/json' };
const BAD_IDS = [
  '%00',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '9007199254740992',
  '99999999999',
  '%20',
  'null',
  '1;drop',
];

/** Values that must never crash a field, whatever its type. */
const FIELD_MUTATIONS: [string, (schema: JsonSchema) => unknown][] = [
  ['wrong type', wrongType],
  ['object', () => ({ $gt: '' })],
  ['null', () => null],
  ['10k string', () => HUGE],
  ['10k-item array', () => Array.from({ length: 10_000 }, (_, i) => i + 1)],
  ['2^53', () => 2 ** 53],
  ['-1', () => -1],
  ['"1e3"', () => '1e3'],
  ['NUL byte', (s) => (s.type === 'array' ? ['a\u0000b'] : 'a\u0000b@teste.com.br')],
  ['lone surrogate', (s) => (s.type === 'array' ? ['\ud800'] : '\ud800@teste.com.br')],
  ['spaces only', () => '   '],
];

/** English that zod, Fastify or a library would leak; `\b` keeps 'inválido' or 'Requisição' clear. */
const ENGLISH =
  /\b(expected|invalid|must|required|received|unexpected|should|body|request|route|property|string|number|object|array|undefined|not found|unsupported|too (big|small)|error|failed)\b/i;

let sequence = 0;
/** A payload each route accepts; the sweep breaks it one field at a time. */
const VALID_BODIES: Record<string, (f: Fixtures) => Record<string, unknown>> = {
  'POST /api/auth/register': (f) => ({
    unit_id: f.unitId,
    name: `Empresa ${++sequence}`,
    email: `empresa-${sequence}-${Date.now()}@teste.com.br`,
    phone: '(11) 98765-4321',
    password: 'Senha@Forte1',
    terms_accepted: true,
    terms_version: TERMS_VERSION,
  }),
  'POST /api/auth/login': (f) => ({ email: f.loginTarget.email, password: 'Senha@Errada1', remember: true }),
  'POST /api/categories': () => ({
    name: `Categoria ${++sequence}`,
    groupName: 'Grupo de teste',
    code: `categoria-teste-${sequence}`,
    keywords: ['teste', 'exemplo'],
    is_active: true,
  }),
  'PATCH /api/categories/{id}': () => ({ keywords: ['pneu', 'borracharia'], is_active: true }),
  'POST /api/categories/examples': (f) => ({ message: 'preciso de pneu aro 15', categoryId: f.categoryId }),
  // WhatsApp loop (issue 9): Central de Mensagens, panel answers and the simulator.
  'POST /api/webhooks/messages/{id}/recategorize': (f) => ({ categoryId: f.categoryId }),
  'POST /api/offers/{id}/answer': () => ({ answer: 'ACCEPT' }),
  'POST /api/offers/{id}/dispute': () => ({ reason: 'other', note: 'Número não existe' }),
  'POST /api/disputes/{id}/resolve': () => ({ decision: 'REFUND', note: 'Reembolso aprovado' }),
  'POST /api/simulator/messages': (f) => ({
    unit_id: f.unitId,
    from: '(11) 98765-4321',
    name: 'Cliente de teste',
    text: 'preciso de um eletricista',
  }),
  'POST /api/users/{id}/categories': (f) => ({ categoryIds: [f.categoryId] }),
  // API Pix (issue 23): the unit has no Pix key, so a valid body stops before any PSP call.
  'PUT /api/franchise-units/{id}/pix-api': () => ({
    base_url: 'https://127.0.0.1:9/api/v2',
    client_id: 'cliente',
    client_secret: 'segredo',
  }),
  'POST /api/wallet/top-ups/{id}/confirm': () => ({ reason: 'Pagamento conferido no extrato' }),
  'POST /api/webhooks/pix/{token}/pix': () => ({
    pix: [
      {
        endToEndId: 'E12345678202601011200abcdefghijk',
        txid: 'TENHO0000000001abcdefghijklmnop',
        valor: '1.00',
      },
    ],
  }),
  'POST /api/users': (f) => ({
    email: `usuario-${++sequence}-${Date.now()}@teste.com.br`,
    password: 'Senha@Forte1',
    display_name: 'Usuário de teste',
    phones: [{ phone: '(11) 98765-4321', type: 'WHATSAPP', is_primary: true }],
    emails: [{ email: 'contato@teste.com.br', is_primary: true }],
    role: 'CLIENT',
    unit_id: f.unitId,
    legal_name: 'Teste Ltda',
    document: '11.222.333/0001-81',
    birth_date: '1990-05-20',
    gender: 'O',
    address: { street: 'Rua A', number: '1', city: 'São Paulo', state: 'SP', zip_code: '01310-100' },
    is_active: true,
  }),
  'PATCH /api/users/{id}': () => ({ is_active: true }),
  'PUT /api/users/{id}/lead-preferences': () => ({
    spend_cap: { period: 'week', amount: 50 },
    business_hours: [{ weekday: 1, open: '08:00', close: '18:00' }],
  }),
  'POST /api/users/{id}/profile': () => ({
    display_name: 'Perfil de teste',
    phones: [{ phone: '11987654321' }],
  }),
  'PATCH /api/users/{id}/profile': () => ({
    display_name: 'Empresa de teste',
    legal_name: 'Empresa de Teste Ltda',
    phone: '(11) 91234-5678',
  }),
  'POST /api/users/{id}/profile/photo': () => ({
    photo_data:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgAAIAAAUAAarVyFEAAAAASUVORK5CYII=',
    is_primary: true,
  }),
  'POST /api/auth/password-reset': (f) => ({ email: f.loginTarget.email }),
  'POST /api/auth/password-reset/confirm': () => ({ token: 'A'.repeat(43), password: 'Senha@Forte2' }),
  'POST /api/webhooks/test-categorize': () => ({
    message: 'alguém tem pneu aro 15? CNPJ 11.222.333/0001-81',
  }),
  'POST /api/wallet/transaction': (f) => ({
    client_id: f.client.id,
    amount: 12.34,
    description: 'Crédito de teste',
    type: 'CREDIT',
  }),
  'POST /api/wallet/top-ups': () => ({ amount: 50 }),
  'POST /api/franchise-units': () => ({
    name: `Franquia ${++sequence}`,
    code: `franquia-teste-${sequence}`,
    city: 'Campinas',
    state: 'SP',
    region: 'Interior',
    whatsapp_display_number: '(19) 98888-7777',
    pix_key: 'pix@tenho.com.br',
  }),
  'PATCH /api/franchise-units/{id}': () => ({ city: 'Campinas', region: 'Interior', is_active: true }),
  'POST /api/settings': () => ({
    creditValue: 0.3,
    offerTtlHours: 24,
    maxCompaniesPerRequest: 5,
    defaultUnitId: null,
    disputeWindowDays: 7,
  }),
  'POST /api/permissions': () => ({
    name: `entrada_hostil_${++sequence}`,
    description: 'Permissão de teste',
  }),
  'PUT /api/permissions/{id}': () => ({
    name: `entrada_hostil_${++sequence}`,
    description: 'Permissão de teste',
  }),
  'POST /api/role-permissions': (f) => ({ role: 'USER', permission_id: f.categoryId, enabled: false }),
  'POST /api/privacy/requests': () => ({
    type: 'ACCESS',
    phone: '21987654321',
    channel: 'EMAIL',
    note: 'teste',
  }),
  'POST /api/privacy/incidents': () => ({
    occurredAt: '2026-03-12T22:00:00-03:00',
    knownAt: '2026-03-13T10:00:00-03:00',
    nature: 'Notebook furtado',
    affectedData: 'Nome e WhatsApp',
    affectedPeople: '10 consumidores',
    relevantRisk: true,
    measures: null,
    anpdNotifiedAt: null,
    subjectsNotifiedAt: null,
    unitId: null,
  }),
  'PATCH /api/privacy/incidents/{id}': () => ({ measures: 'Senhas trocadas' }),
};

// With SECRETS_KEY set, so connecting a unit's API Pix reaches its service (never a 503).
const t = useTestApp({
  config: {
    pix: {
      secretsKey: Buffer.alloc(32, 7),
      reconcileSeconds: 60,
      chargeExpirySeconds: 3600,
      sandbox: false,
      sandboxOff: null,
      secretsKeyEphemeral: false,
      testOrigins: [],
    },
  },
  build: { pixClientOptions: { timeoutMs: 500, retries: 0 } },
});
let master: TestUser;
let fixtures: Fixtures;

beforeAll(async () => {
  const unit = await createUnit(t.db);
  master = await createUser(t.db, { role: 'MASTER' });
  const token = await loginAs(t.app, master);
  const categories = (await t.call('GET', '/api/categories', token)).json<{ id: number }[]>();
  const deletable = await t.call('POST', '/api/categories', token, {
    name: 'Para excluir',
    groupName: 'Teste',
  });
  fixtures = {
    unitId: unit.id,
    categoryId: categories[0]!.id,
    deletableCategoryId: deletable.json<{ id: number }>().id,
    client: await createUser(t.db, { role: 'CLIENT', unitId: unit.id }),
    loginTarget: await createUser(t.db, { role: 'CLIENT', unitId: unit.id }),
    deletableUserId: (await createUser(t.db, { role: 'CLIENT', unitId: unit.id })).id,
  };
});

function wrongType(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 42;
    case 'integer':
    case 'number':
      return 'quarenta';
    case 'boolean':
      return 'sim';
    case 'array':
      return 'a,b';
    default:
      return 12;
  }
}

/** A real id for the route's path parameter, so valid bodies reach the service. */
function realUrl(method: Method, path: string): string {
  const id = path.startsWith('/api/users/')
    ? method === 'DELETE'
      ? fixtures.deletableUserId
      : fixtures.client.id
    : path.startsWith('/api/franchise-units/')
      ? fixtures.unitId
      : method === 'DELETE'
        ? fixtures.deletableCategoryId
        : fixtures.categoryId;
  return path.replace(/\{[^}]+\}/g, String(id));
}

function nastyRequests({ method, path, operation }: Route): Request[] {
  const url = realUrl(method, path);
  const requests: Request[] = [];
  const validBody = VALID_BODIES[`${method} ${path}`]?.(fixtures);
  const withBody = method !== 'GET' && method !== 'DELETE';
  const body = (value: unknown) => ({ headers: JSON_HEADERS, payload: JSON.stringify(value) });

  requests.push({
    label: 'unknown query params',
    url: `${url}?foo=bar&__proto__=x&limit=-1&page=abc`,
    ...(withBody ? body(validBody ?? {}) : {}),
  });

  for (const name of (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)) {
    for (const value of ['abc', '-1', '0', '1e3', '9007199254740992', '99999999999', '%00', HUGE]) {
      requests.push({ label: `query ${name}=${value.slice(0, 20)}`, url: `${url}?${name}=${value}` });
    }
    requests.push({ label: `query ${name} repeated`, url: `${url}?${name}=1&${name}=2` });
  }

  if (path.includes('{')) {
    for (const id of BAD_IDS) {
      requests.push({
        label: `path id ${id}`,
        url: path.replace(/\{[^}]+\}/g, id),
        ...(withBody ? body(validBody ?? {}) : {}),
      });
    }
  }
  if (!withBody) return requests;

  const json = JSON_HEADERS;
  requests.push(
    { label: 'invalid JSON', url, headers: json, payload: '{"name": "a",' },
    { label: 'empty JSON body', url, headers: json, payload: '' },
    { label: 'JSON array', url, headers: json, payload: '[{"a": 1}]' },
    { label: 'JSON string', url, headers: json, payload: '"texto"' },
    { label: 'JSON number', url, headers: json, payload: '42' },
    { label: 'JSON null', url, headers: json, payload: 'null' },
    { label: 'prototype pollution', url, headers: json, payload: '{"__proto__": {"admin": true}}' },
    {
      label: 'constructor pollution',
      url,
      headers: json,
      payload: '{"constructor": {"prototype": {"a": 1}}}',
    },
    { label: 'deeply nested', url, headers: json, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { label: 'missing content-type', url, payload: JSON.stringify(validBody ?? {}) },
    { label: 'text/plain', url, headers: { 'content-type': 'text/plain' }, payload: 'oi' },
    {
      label: 'form-urlencoded',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    },
    {
      label: 'multipart',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    },
    {
      label: 'charset latin1',
      url,
      headers: { 'content-type': 'application/json; charset=latin1' },
      payload: JSON.stringify(validBody ?? {}),
    },
  );

  const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  if (validBody) {
    requests.push({
      label: 'valid body + unknown key',
      url,
      ...body({ ...validBody, isAdmin: true, role: 'MASTER' }),
    });
  }
  for (const [name, schema] of Object.entries(properties)) {
    const base = VALID_BODIES[`${method} ${path}`]?.(fixtures) ?? {};
    const { [name]: _dropped, ...without } = base;
    requests.push({ label: `${name} missing`, url, ...body(without) });
    for (const [label, mutate] of FIELD_MUTATIONS) {
      const fresh = VALID_BODIES[`${method} ${path}`]?.(fixtures) ?? {};
      requests.push({ label: `${name}: ${label}`, url, ...body({ ...fresh, [name]: mutate(schema) }) });
    }
  }
  return requests;
}

async function documentedRoutes(): Promise<Route[]> {
  const document = (await t.call('GET', '/api/docs/json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      operation,
    })),
  );
}

describe('hostile input on every documented route (signed-in MASTER)', () => {
  it(
    'never answers 5xx; every 4xx is {code, message} in Portuguese',
    async () => {
      const routes = await documentedRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(14);
      // A route with a body and no valid payload here would only ever be tested at its schema's door.
      const missing = routes
        .filter((r) => r.operation.requestBody && !VALID_BODIES[`${r.method} ${r.path}`])
        .map((r) => `${r.method} ${r.path}`);
      expect(missing, 'add a valid body to VALID_BODIES').toEqual([]);

      let token = await loginAs(t.app, master);
      const failures: string[] = [];
      let checked = 0;

      for (const route of routes) {
        const isLogout = route.path === '/api/auth/logout';
        for (const request of nastyRequests(route)) {
          // Logout revokes the session whenever the input is acceptable: give it a session of its own.
          const sessionToken = isLogout ? await loginAs(t.app, master) : token;
          const response = await t.app.inject({
            method: route.method,
            url: request.url,
            headers: { ...bearer(sessionToken), ...request.headers },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          checked += 1;
          const status = response.statusCode;
          const where = `${route.method} ${route.path} [${request.label}] -> ${status} ${response.body.slice(0, 160)}`;
          if (process.env.DEBUG_BAD_INPUT) console.log(where);
          if (status >= 500) {
            failures.push(where);
            continue;
          }
          if (
            status === 401 &&
            !isLogout &&
            response.json<{ code?: string }>().code === 'auth.unauthenticated'
          ) {
            // The sweep must not lose its session half-way (that would hide every later answer).
            failures.push(`${where} (session lost)`);
            token = await loginAs(t.app, master);
            continue;
          }
          if (status < 400) continue;

          let body: { code?: unknown; message?: unknown; details?: { message?: unknown }[] };
          try {
            body = response.json();
          } catch {
            failures.push(`${where} (not JSON)`);
            continue;
          }
          const messages = [
            body.message,
            ...(Array.isArray(body.details) ? body.details.map((d) => d.message) : []),
          ];
          if (typeof body.code !== 'string' || typeof body.message !== 'string' || body.message === '') {
            failures.push(`${where} (no code/message)`);
          } else if (messages.some((m) => typeof m === 'string' && ENGLISH.test(m))) {
            failures.push(`${where} (English message)`);
          } else if (/\bat .+:\d+:\d+|node_modules|stack/i.test(response.body)) {
            failures.push(`${where} (stack trace)`);
          }
        }
      }

      expect(checked).toBeGreaterThan(300);
      expect(failures).toEqual([]);
      // Thousands of requests over every route: the whole sweep needs more than the default 20 s.
    },
    slack(300_000),
  );
});
