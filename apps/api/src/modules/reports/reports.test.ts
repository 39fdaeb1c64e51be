import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NO_RESPONSE_LABEL,
  REPORT_MESSAGE_STATUSES,
  REPORT_MESSAGE_STATUS_LABELS,
  type ReportMessageStatus,
} from '@tenho/domain/messages/message-status';
import {
  NEVER_LOGGED_IN,
  REPORTS_MSG,
  REPORT_PERIODS,
  USER_ACTIVITY_FILTERS,
  financialReportSchema,
  messagesReportSchema,
  userActivityReportSchema,
  type FinancialReport,
  type MessageReportRow,
  type MessagesReport,
  type UserActivityFilter,
  type UserActivityReport,
  type UserActivityRow,
} from '@tenho/domain/reports/reports.schemas';
import { ROLE_LABELS, type Role } from '@tenho/domain/auth/roles';
import { formatDateTime } from '@tenho/domain/shared/format';
import { ERASED_TEXT } from '@tenho/domain/privacy/privacy.schemas';
import { useTestApp } from '../../../test/app.ts';
import { createUnit, createUser, loginAs, type TestUnit, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { categories } from '../../db/schema/categories.ts';
import { documents } from '../../db/schema/documents.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages, outboundReportStatus } from '../../db/schema/outbound.ts';
import { permissions, userPermissionOverrides } from '../../db/schema/permissions.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { foldReportDeltas } from '../../jobs/report-totals.ts';
import type { Actor } from '../../plugins/authorization.ts';
import {
  financialFigures,
  messageCards,
  messageCardsFromRows,
  networkFinancialFigures,
  OUTBOUND_FOR_REPORT_STATUS,
  userActivityExportPages,
  userActivityRows,
} from './reports.repository.ts';

/**
 * The three reports against data built here with explicit timestamps around Brasília's midnight
 * (UTC-3 all year): the expected figures are computed in this file from the same list of facts,
 * independently of the service, and every card, bucket and row is compared for each period, filter
 * and role. The app's clock is set to 2027-03-10 12:00 UTC (09:00 in Brasília).
 */

const t = useTestApp();

const NOW = Date.parse('2027-03-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const TODAY = '2027-03-10';

/** The Brasília calendar day of an instant (UTC-3, no daylight saving since 2019). */
const localDay = (iso: string) => new Date(Date.parse(iso) - 3 * HOUR).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const isoAgo = (days: number) => new Date(NOW - days * DAY).toISOString();
const reais = (cents: number) => Math.round(cents) / 100;

type Company = TestUser & { unit: TestUnit | null; deleted: boolean };
type Movement = {
  company: Company;
  type: 'CREDIT' | 'DEBIT' | 'REFUND';
  kind: 'TOP_UP' | 'OFFER' | 'ADMIN_CREDIT';
  cents: number;
  at: string;
};

let alfa: TestUnit;
let beta: TestUnit;
let master: TestUser;
let adminAlfa: TestUser;
let adminBeta: TestUser;
let adminNoReports: TestUser;
let userA1: TestUser;
let userA2: TestUser;
let cA1: Company;
let cA2: Company;
let cA3: Company;
let cB1: Company;
let cN: Company;
let cDel: Company;
const movements: Movement[] = [];
const balances = new Map<number, number>();
const tokens = {} as Record<'master' | 'adminAlfa' | 'adminBeta' | 'client' | 'user' | 'noReports', string>;
/** Logins made through POST /api/auth/login in this file, per user. */
const apiLogins = new Map<number, number>();

type Person = { user: TestUser; unitId: number | null; deleted?: boolean };
const people: Person[] = [];

async function person(options: Parameters<typeof createUser>[1]): Promise<TestUser> {
  const user = await createUser(t.db, options);
  people.push({ user, unitId: options?.unitId ?? null });
  return user;
}

async function company(unit: TestUnit | null, name: string, deleted = false): Promise<Company> {
  const user = await person({ role: 'CLIENT', unitId: unit?.id ?? null, name });
  if (deleted) {
    await t.db
      .update(users)
      .set({ deletedAt: new Date(NOW - DAY) })
      .where(eq(users.id, user.id));
    people.at(-1)!.deleted = true;
  }
  return { ...user, unit, deleted };
}

const GET = (url: string, token?: string) => t.call('GET', url, token);

async function login(user: TestUser): Promise<string> {
  apiLogins.set(user.id, (apiLogins.get(user.id) ?? 0) + 1);
  return loginAs(t.app, user);
}

/** The ledger rows, written directly (the ledger is append-only, so the timestamps go in with the insert). */
async function writeLedger() {
  const walletIds = new Map<number, number>();
  const ordered = [...movements].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let key = 0;
  for (const m of ordered) {
    let walletId = walletIds.get(m.company.id);
    if (walletId === undefined) {
      const [w] = await t.db.insert(wallets).values({ clientId: m.company.id }).returning({ id: wallets.id });
      walletId = w!.id;
      walletIds.set(m.company.id, walletId);
    }
    const balance = (balances.get(m.company.id) ?? 0) + (m.type === 'DEBIT' ? -m.cents : m.cents);
    balances.set(m.company.id, balance);
    await t.db.insert(walletTransactions).values({
      walletId,
      type: m.type,
      amountCents: m.cents,
      balanceAfterCents: balance,
      description: `${m.kind} ${m.cents}`,
      idempotencyKey: `report-test-${++key}`,
      referenceKind: m.kind,
      referenceId: null,
      createdAt: new Date(m.at),
    });
  }
  for (const [clientId, balance] of balances) {
    await t.db.update(wallets).set({ balanceCents: balance }).where(eq(wallets.clientId, clientId));
  }
}

// Messages: facts for the Mensagens tab.
type OutboundFact = {
  id?: number;
  unit: TestUnit;
  to: Company | 'consumer';
  offer: number | null;
  message: number;
  status: 'QUEUED' | 'SENT' | 'DELIVERED' | 'READ' | 'FAILED' | 'DEAD';
  at: string;
  body: string;
};
const outbound: OutboundFact[] = [];
const messageCategory = new Map<number, { id: number; name: string }>();
/** Issue 30: each request's type and the transcript or caption the report carries. */
const messageRequest = new Map<number, { type: string; text: string | null }>();
const offerResponse = new Map<number, string | null>();
const offerCompany = new Map<number, number>();
let catPadaria: { id: number; name: string };
let catOficina: { id: number; name: string };
const CONSUMER = '5511987654321';
const CONSUMER_MASKED = '(11) 9****-4321';

const answered = new Map<number, number>();
const documentsBy = new Map<number, number>();

beforeAll(async () => {
  t.clock.advance(NOW - t.clock.now().getTime());
  alfa = await createUnit(t.db, { name: 'Tenho Alfa' });
  beta = await createUnit(t.db, { name: 'Tenho Beta' });
  await t.db.execute(
    sql`update franchise_units set whatsapp_phone_number_id = 'pn-' || id where id in (${alfa.id}, ${beta.id})`,
  );
  master = await person({ role: 'MASTER', name: 'Maria Master' });
  adminAlfa = await person({ role: 'ADMIN', unitId: alfa.id, name: 'Alice Admin' });
  adminBeta = await person({ role: 'ADMIN', unitId: beta.id, name: 'Bruno Admin' });
  adminNoReports = await person({ role: 'ADMIN', unitId: alfa.id, name: 'Caio Sem Relatórios' });
  cA1 = await company(alfa, 'Alfa Padaria');
  cA2 = await company(alfa, 'Alfa Mercado');
  cA3 = await company(alfa, 'Alfa Zero');
  cB1 = await company(beta, 'Beta Oficina');
  cN = await company(null, 'Sem Unidade Ltda');
  cDel = await company(alfa, 'Alfa Excluída', true);
  userA1 = await person({ role: 'USER', unitId: alfa.id, parentId: cA1.id, name: 'Ana Usuária' });
  userA2 = await person({
    role: 'USER',
    unitId: alfa.id,
    parentId: cA1.id,
    name: 'Davi Inativo',
    isActive: false,
  });

  const move = (c: Company, type: Movement['type'], kind: Movement['kind'], cents: number, at: string) =>
    movements.push({ company: c, type, kind, cents, at });
  move(cA1, 'CREDIT', 'ADMIN_CREDIT', 700, isoAgo(400));
  move(cA1, 'CREDIT', 'TOP_UP', 500, isoAgo(200));
  move(cA1, 'CREDIT', 'ADMIN_CREDIT', 5000, '2027-03-04T03:00:00.000Z'); // 7-day period's first instant
  move(cA1, 'CREDIT', 'TOP_UP', 10000, '2027-03-10T02:59:59.000Z'); // 09/03 23:59:59 in Brasília
  move(cA1, 'DEBIT', 'OFFER', 30, '2027-03-10T03:00:00.000Z'); // 10/03 00:00:00 in Brasília
  move(cA1, 'DEBIT', 'OFFER', 30, '2027-03-10T11:00:00.000Z');
  move(cA1, 'REFUND', 'OFFER', 30, '2027-03-10T11:30:00.000Z'); // a disputed lead put back: apart
  move(cA2, 'CREDIT', 'ADMIN_CREDIT', 100, isoAgo(400));
  move(cA2, 'DEBIT', 'OFFER', 30, '2027-03-04T02:59:59.000Z'); // 03/03 in Brasília: 30 days, not 7
  move(cB1, 'CREDIT', 'ADMIN_CREDIT', 80, '2026-03-11T02:59:59.000Z'); // one second before the 365-day period
  move(cB1, 'CREDIT', 'TOP_UP', 40, '2026-03-11T03:00:00.000Z'); // its first instant
  move(cB1, 'CREDIT', 'TOP_UP', 1000, isoAgo(60));
  move(cB1, 'CREDIT', 'ADMIN_CREDIT', 2000, '2027-03-08T15:00:00.000Z');
  move(cB1, 'DEBIT', 'OFFER', 150, '2027-03-08T16:00:00.000Z');
  move(cB1, 'DEBIT', 'OFFER', 45, '2026-12-11T03:00:00.000Z'); // first instant of the 90-day period
  move(cN, 'CREDIT', 'ADMIN_CREDIT', 300, '2027-03-05T12:00:00.000Z');
  move(cDel, 'CREDIT', 'TOP_UP', 200, '2027-03-06T12:00:00.000Z');
  move(cDel, 'DEBIT', 'OFFER', 50, '2027-03-06T13:00:00.000Z');
  await writeLedger();

  // Categories, requests, offers (answered = messagesSent), outbound messages.
  const [padaria, oficina] = await t.db
    .insert(categories)
    .values([
      { name: 'Padaria Relatório', code: 'padaria-relatorio', groupName: 'Alimentação' },
      { name: 'Oficina Relatório', code: 'oficina-relatorio', groupName: 'Serviços' },
    ])
    .returning({ id: categories.id, name: categories.name });
  catPadaria = padaria!;
  catOficina = oficina!;
  let wamid = 0;
  const request = async (
    unit: TestUnit,
    category: { id: number; name: string },
    media?: { type: 'audio' | 'image'; text: string },
  ) => {
    const content = media?.text ?? `Pedido ${wamid + 1}`;
    const [m] = await t.db
      .insert(inboundMessages)
      .values({
        wamid: `wamid.report.${++wamid}`,
        phoneNumberId: `pn-${unit.id}`,
        unitId: unit.id,
        fromWaId: CONSUMER,
        fromNumber: CONSUMER,
        type: media?.type ?? 'text',
        content,
        transcript: media?.type === 'audio' ? media.text : null,
        sentAt: new Date(NOW - DAY),
        state: 'PROCESSED',
        kind: 'REQUEST',
        categoryId: category.id,
      })
      .returning({ id: inboundMessages.id });
    messageCategory.set(m!.id, category);
    messageRequest.set(m!.id, { type: media?.type ?? 'text', text: media?.text ?? null });
    return m!.id;
  };
  const offer = async (
    messageId: number,
    c: Company,
    status: 'PENDING' | 'ACCEPTED' | 'REJECTED',
    response: string | null,
  ) => {
    const [o] = await t.db
      .insert(offers)
      .values({
        messageId,
        companyId: c.id,
        unitId: c.unit?.id ?? null,
        categoryId: messageCategory.get(messageId)!.id,
        status,
        expiresAt: new Date(NOW + DAY),
        respondedAt: status === 'PENDING' ? null : new Date(NOW - HOUR),
        responseText: response,
        responseChannel: status === 'PENDING' ? null : 'WHATSAPP',
      })
      .returning({ id: offers.id });
    offerResponse.set(o!.id, response);
    offerCompany.set(o!.id, c.id);
    if (status !== 'PENDING') answered.set(c.id, (answered.get(c.id) ?? 0) + 1);
    return o!.id;
  };
  const m1 = await request(alfa, catPadaria);
  const m2 = await request(beta, catOficina, { type: 'audio', text: 'Preciso trocar o pneu aro 15' });
  const m3 = await request(alfa, catPadaria, { type: 'image', text: 'Tem esse pão?' });
  const f1 = await offer(m1, cA1, 'ACCEPTED', 'TENHO');
  const f2 = await offer(m1, cA2, 'REJECTED', 'NÃO TENHO');
  const f3 = await offer(m1, cA3, 'PENDING', null);
  const f4 = await offer(m2, cB1, 'ACCEPTED', 'TENHO');
  const f5 = await offer(m3, cA1, 'REJECTED', 'NÃO TENHO');
  outbound.push(
    {
      unit: alfa,
      to: cA1,
      offer: f1,
      message: m1,
      status: 'READ',
      at: '2027-03-09T10:00:00.000Z',
      body: 'Alerta 1',
    },
    {
      unit: alfa,
      to: cA2,
      offer: f2,
      message: m1,
      status: 'DELIVERED',
      at: '2027-03-09T10:01:00.000Z',
      body: 'Alerta 2',
    },
    {
      unit: alfa,
      to: cA3,
      offer: f3,
      message: m1,
      status: 'FAILED',
      at: '2027-03-09T10:02:00.000Z',
      body: 'Alerta 3',
    },
    {
      unit: alfa,
      to: 'consumer',
      offer: null,
      message: m1,
      status: 'SENT',
      at: '2027-03-09T10:03:00.000Z',
      body: 'Recebemos seu pedido',
    },
    {
      unit: alfa,
      to: 'consumer',
      offer: f1,
      message: m1,
      status: 'QUEUED',
      at: '2027-03-09T10:04:00.000Z',
      body: 'Contato da empresa',
    },
    {
      unit: alfa,
      to: cA1,
      offer: f1,
      message: m1,
      status: 'DEAD',
      at: '2027-03-09T10:05:00.000Z',
      body: 'Contato do cliente: *Rita Oliveira*',
    },
    {
      unit: beta,
      to: cB1,
      offer: f4,
      message: m2,
      status: 'READ',
      at: '2027-03-09T11:00:00.000Z',
      body: 'Alerta oficina',
    },
    {
      unit: beta,
      to: 'consumer',
      offer: null,
      message: m2,
      status: 'DELIVERED',
      at: '2027-03-09T11:01:00.000Z',
      body: 'Recebemos; oficina',
    },
    {
      unit: alfa,
      to: cA1,
      offer: f5,
      message: m3,
      status: 'SENT',
      at: '2027-03-09T12:00:00.000Z',
      body: 'Alerta "segundo"',
    },
  );
  for (const o of outbound) {
    const [row] = await t.db
      .insert(outboundMessages)
      .values({
        unitId: o.unit.id,
        phoneNumberId: `pn-${o.unit.id}`,
        toWaId: o.to === 'consumer' ? CONSUMER : `5511900000${o.to.id}`,
        toNumber: o.to === 'consumer' ? CONSUMER : `5511900000${o.to.id}`,
        recipientKind: o.to === 'consumer' ? 'CONSUMER' : 'COMPANY',
        companyId: o.to === 'consumer' ? null : o.to.id,
        messageId: o.message,
        offerId: o.offer,
        purpose: o.to === 'consumer' ? 'REQUEST_ACK' : 'LEAD_ALERT',
        kind: 'text',
        body: o.body,
        status: o.status,
        createdAt: new Date(o.at),
      })
      .returning({ id: outboundMessages.id });
    o.id = row!.id;
  }

  // Documents uploaded.
  let doc = 0;
  for (const [uploader, n] of [
    [userA1, 2],
    [cA1, 1],
    [adminAlfa, 1],
    [cB1, 3],
  ] as const) {
    for (let i = 0; i < n; i++) {
      doc += 1;
      await t.db.insert(documents).values({
        title: `Documento ${doc}`,
        fileName: `documento-${doc}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 100,
        sha256: 'a'.repeat(64),
        storageKey: `report-test/${doc}`,
        visibility: 'PRIVATE',
        unitId: uploader.unitId,
        ownerId: uploader.id,
        uploadedBy: uploader.id,
      });
    }
    documentsBy.set(uploader.id, n);
  }

  // Logins: through the API (tokens), plus older ones written with known times, and other actions
  // that must not count.
  const [reportAccess] = await t.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, 'report.access'));
  await t.db
    .insert(userPermissionOverrides)
    .values({ userId: adminNoReports.id, permissionId: reportAccess!.id, enabled: false });
  tokens.master = await login(master);
  tokens.adminAlfa = await login(adminAlfa);
  tokens.adminBeta = await login(adminBeta);
  tokens.client = await login(cA1);
  tokens.user = await login(userA1);
  tokens.noReports = await login(adminNoReports);
  await login(cA1);
  const audit = (actorId: number, action: string, at: string) =>
    t.db
      .insert(auditLog)
      .values({ actorId, action, entity: 'user', entityId: actorId, createdAt: new Date(at) });
  await audit(userA2.id, 'auth.login', '2027-01-02T10:00:00.000Z');
  await audit(userA2.id, 'auth.login', '2027-02-03T10:00:00.000Z');
  await audit(userA2.id, 'auth.logout', '2027-03-03T10:00:00.000Z');
  await audit(userA2.id, 'auth.login_failed', '2027-03-04T10:00:00.000Z');
  await audit(cB1.id, 'auth.login', '2026-12-25T15:30:00.000Z');
  await audit(cDel.id, 'auth.login', '2026-12-25T15:30:00.000Z');
});

// ---------------------------------------------------------------------------------------------
// Expected figures.
// ---------------------------------------------------------------------------------------------

type Scope = 'master' | 'adminAlfa' | 'adminBeta' | 'client';
const companies = () => [cA1, cA2, cA3, cB1, cN, cDel];
function companyInScope(scope: Scope, c: Company): boolean {
  if (scope === 'master') return true;
  if (scope === 'adminAlfa') return c.unit?.id === alfa.id;
  if (scope === 'adminBeta') return c.unit?.id === beta.id;
  return c.id === cA1.id;
}

function expectedFinancial(
  scope: Scope,
  period: number,
  unitRows: { id: number; name: string }[],
): FinancialReport {
  const from = addDays(TODAY, -(period - 1));
  const granularity = period <= 30 ? 'day' : 'week';
  const inPeriod = movements.filter((m) => {
    const day = localDay(m.at);
    return day >= from && day <= TODAY && companyInScope(scope, m.company);
  });
  type T = { credit: number; revenue: number; refund: number; leads: number; balance: number };
  const zero = (): T => ({ credit: 0, revenue: 0, refund: 0, leads: 0, balance: 0 });
  const addMove = (acc: T, m: Movement) => {
    if (m.type === 'CREDIT') acc.credit += m.cents;
    else if (m.type === 'REFUND') acc.refund += m.cents;
    else if (m.kind === 'OFFER') {
      acc.revenue += m.cents;
      acc.leads += 1;
    }
    return acc;
  };
  const row = (id: number | null, name: string, acc: T) => ({
    id,
    name,
    creditsLoaded: reais(acc.credit),
    leadRevenue: reais(acc.revenue),
    leadsCharged: acc.leads,
    refunds: reais(acc.refund),
    balance: reais(acc.balance),
  });
  const totalsOf = (list: Company[]) => {
    const acc = zero();
    for (const m of inPeriod) if (list.includes(m.company)) addMove(acc, m);
    for (const c of list) if (!c.deleted) acc.balance += balances.get(c.id) ?? 0;
    return acc;
  };
  const scoped = companies().filter((c) => companyInScope(scope, c));
  const cards = totalsOf(scoped);

  const buckets: string[] = [];
  for (let d = from; d <= TODAY; d = addDays(d, 1)) {
    const monday = new Date(`${d}T00:00:00Z`).getUTCDay() === 1;
    if (granularity === 'day' || d === from || monday) buckets.push(d);
  }
  const bucketOf = (day: string) => buckets.filter((b) => b <= day).at(-1)!;
  const series = buckets.map((start) => {
    const acc = zero();
    for (const m of inPeriod) if (bucketOf(localDay(m.at)) === start) addMove(acc, m);
    return {
      start,
      label: `${start.slice(8)}/${start.slice(5, 7)}`,
      creditsLoaded: reais(acc.credit),
      leadRevenue: reais(acc.revenue),
      leadsCharged: acc.leads,
    };
  });

  let rows;
  if (scope === 'master') {
    rows = unitRows.map((u) => row(u.id, u.name, totalsOf(scoped.filter((c) => c.unit?.id === u.id))));
    rows.push(row(null, REPORTS_MSG.noUnit, totalsOf([cN])));
  } else {
    const live = scoped.filter((c) => !c.deleted).sort((a, b) => a.name!.localeCompare(b.name!, 'pt-BR'));
    rows = live.map((c) => row(c.id, c.name!, totalsOf([c])));
    const deleted = scoped.filter((c) => c.deleted && inPeriod.some((m) => m.company === c));
    if (deleted.length) rows.push(row(null, REPORTS_MSG.deletedCompanies, totalsOf(deleted)));
  }
  return {
    period,
    from,
    to: TODAY,
    granularity,
    cards: {
      creditsLoaded: reais(cards.credit),
      leadRevenue: reais(cards.revenue),
      balancesHeld: reais(cards.balance),
      leadsCharged: cards.leads,
      refunds: reais(cards.refund),
    },
    series,
    breakdown: { kind: scope === 'master' ? 'unit' : 'company', rows },
  };
}

/** The CSV text as rows of cells (BOM and CRLF checked; the test data has no quoted cells). */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body
    .slice(1, -2)
    .split('\r\n')
    .map((line) =>
      line.split(';').map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)),
    );
}
const csvMoney = (value: number) => value.toFixed(2).replace('.', ',');

describe('GET /api/reports/financial', () => {
  let unitRows: { id: number; name: string }[];
  beforeAll(async () => {
    unitRows = await queryRows<{ id: number; name: string }>(
      t.db,
      sql`select id, name from franchise_units order by lower(name), id`,
    );
  });

  it('defaults to 30 days and answers the contract', async () => {
    const response = await GET('/api/reports/financial', tokens.master);
    expect(response.statusCode).toBe(200);
    const body = financialReportSchema.parse(response.json());
    expect(body).toEqual(expectedFinancial('master', 30, unitRows));
  });

  for (const period of REPORT_PERIODS) {
    it(`${period} days: every card, bucket and breakdown row for MASTER, both ADMINs and a company`, async () => {
      for (const scope of ['master', 'adminAlfa', 'adminBeta', 'client'] as const) {
        const response = await GET(`/api/reports/financial?period=${period}`, tokens[scope]);
        expect(response.statusCode, scope).toBe(200);
        expect(response.json(), `${scope} ${period}`).toEqual(expectedFinancial(scope, period, unitRows));
      }
    });
  }

  it('puts Brasília midnight where it belongs (explicit figures for 7 days)', async () => {
    const body = (await GET('/api/reports/financial?period=7', tokens.adminAlfa)).json<FinancialReport>();
    expect(body.from).toBe('2027-03-04');
    expect(body.granularity).toBe('day');
    expect(body.series).toHaveLength(7);
    // 5000 at 04/03 00:00 (in), 30 at 03/03 23:59:59 (out); 10000 on 09/03 23:59:59, 30 on 10/03 00:00.
    expect(body.series.find((s) => s.start === '2027-03-04')!.creditsLoaded).toBe(50);
    expect(body.series.find((s) => s.start === '2027-03-09')).toMatchObject({
      creditsLoaded: 100,
      leadRevenue: 0,
    });
    expect(body.series.find((s) => s.start === '2027-03-10')).toMatchObject({
      leadRevenue: 0.6,
      leadsCharged: 2,
    });
    // The 0,30 refund of 10/03 is counted apart: not a credit loaded, not less lead revenue.
    expect(body.cards).toEqual({
      creditsLoaded: 152,
      leadRevenue: 1.1,
      balancesHeld: 162.4,
      leadsCharged: 3,
      refunds: 0.3,
    });
    const thirty = (await GET('/api/reports/financial?period=30', tokens.adminAlfa)).json<FinancialReport>();
    expect(thirty.cards.leadsCharged).toBe(4);
    const year = (await GET('/api/reports/financial?period=365', tokens.adminBeta)).json<FinancialReport>();
    expect(year.from).toBe('2026-03-11');
    expect(year.cards.creditsLoaded).toBe(30.4); // 40 cents in, 80 out, 10 + 20 reais
    expect(year.granularity).toBe('week');
    const quarter = (await GET('/api/reports/financial?period=90', tokens.adminBeta)).json<FinancialReport>();
    expect(quarter.from).toBe('2026-12-11');
    expect(quarter.series[0]).toMatchObject({ start: '2026-12-11', leadRevenue: 0.45 });
    expect(quarter.series[1]!.start).toBe('2026-12-14'); // a Monday
  });

  it('keeps an ADMIN to its unit and a company to itself', async () => {
    const admin = (await GET('/api/reports/financial?period=365', tokens.adminAlfa)).json<FinancialReport>();
    expect(admin.breakdown.rows.map((r) => r.name)).toEqual([
      'Alfa Mercado',
      'Alfa Padaria',
      'Alfa Zero',
      REPORTS_MSG.deletedCompanies,
    ]);
    const client = (await GET('/api/reports/financial?period=365', tokens.client)).json<FinancialReport>();
    expect(client.breakdown).toEqual({
      kind: 'company',
      rows: [expect.objectContaining({ id: cA1.id, name: 'Alfa Padaria', balance: 161.7, refunds: 0.3 })],
    });
  });

  it('exports the breakdown rows as a pt-BR CSV', async () => {
    for (const scope of ['master', 'adminAlfa', 'client'] as const) {
      const json = (await GET('/api/reports/financial?period=90', tokens[scope])).json<FinancialReport>();
      const response = await GET('/api/reports/financial?period=90&format=csv', tokens[scope]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="relatorio-financeiro-90d-2027-03-10.csv"',
      );
      const [header, ...rows] = parseCsv(response.body);
      expect(header).toEqual([
        scope === 'master' ? 'Franquia' : 'Empresa',
        'Créditos carregados (R$)',
        // A company reads what it spent; the network what it earned.
        scope === 'client' ? 'Gasto com leads (R$)' : 'Receita de leads (R$)',
        'Leads cobrados',
        'Reembolsos (R$)',
        'Saldo (R$)',
      ]);
      expect(rows).toEqual(
        json.breakdown.rows.map((r) => [
          r.name,
          csvMoney(r.creditsLoaded),
          csvMoney(r.leadRevenue),
          String(r.leadsCharged),
          csvMoney(r.refunds),
          csvMoney(r.balance),
        ]),
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /api/reports/user-activity', () => {
  let lastLogins: Map<number, string>;
  let loginCounts: Map<number, number>;
  beforeAll(async () => {
    const rows = await t.db
      .select({ actorId: auditLog.actorId, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login'));
    lastLogins = new Map();
    loginCounts = new Map();
    for (const r of rows) {
      const iso = r.createdAt.toISOString();
      if (!lastLogins.has(r.actorId!) || lastLogins.get(r.actorId!)! < iso) lastLogins.set(r.actorId!, iso);
      loginCounts.set(r.actorId!, (loginCounts.get(r.actorId!) ?? 0) + 1);
    }
  });

  function inScope(scope: Scope, p: Person): boolean {
    const u = p.user;
    if (scope === 'master') return true;
    if (scope === 'client') return u.id === cA1.id || u.parentId === cA1.id;
    const unit = scope === 'adminAlfa' ? alfa : beta;
    const me = scope === 'adminAlfa' ? adminAlfa : adminBeta;
    return u.id === me.id || (p.unitId === unit.id && u.role !== 'MASTER');
  }
  function matches(filter: UserActivityFilter, u: TestUser): boolean {
    if (filter === 'all') return true;
    if (filter === 'active') return u.isActive;
    if (filter === 'inactive') return !u.isActive;
    return u.role === (filter as Role);
  }
  function expectedActivity(
    scope: Scope,
    filter: UserActivityFilter,
  ): { cards: UserActivityReport['cards']; rows: UserActivityRow[] } {
    const rows = people
      .filter((p) => !p.deleted && inScope(scope, p) && matches(filter, p.user))
      .map(({ user }) => ({
        id: user.id,
        userName: user.name!,
        role: user.role,
        lastLogin: lastLogins.get(user.id) ?? null,
        totalLogins: loginCounts.get(user.id) ?? 0,
        documentsCreated: documentsBy.get(user.id) ?? 0,
        messagesSent: answered.get(user.id) ?? 0,
        status: user.isActive ? ('Ativo' as const) : ('Inativo' as const),
      }))
      .sort((a, b) => a.userName.toLowerCase().localeCompare(b.userName.toLowerCase()) || a.id - b.id);
    return {
      rows,
      cards: {
        totalUsers: rows.length,
        activeUsers: rows.filter((r) => r.status === 'Ativo').length,
        totalLogins: rows.reduce((s, r) => s + r.totalLogins, 0),
        documentsCreated: rows.reduce((s, r) => s + r.documentsCreated, 0),
      },
    };
  }

  it('counts the logins of the audit log, documents and answered offers (known figures)', async () => {
    expect(apiLogins.get(cA1.id)).toBe(2);
    const body = userActivityReportSchema.parse(
      (await GET('/api/reports/user-activity?pageSize=100', tokens.adminAlfa)).json(),
    );
    const byId = new Map(body.rows.map((r) => [r.id, r]));
    expect(byId.get(userA2.id)).toEqual({
      id: userA2.id,
      userName: 'Davi Inativo',
      role: 'USER',
      lastLogin: '2027-02-03T10:00:00.000Z',
      totalLogins: 2,
      documentsCreated: 0,
      messagesSent: 0,
      status: 'Inativo',
    });
    expect(byId.get(cA1.id)).toMatchObject({
      totalLogins: 2,
      documentsCreated: 1,
      messagesSent: 2,
      status: 'Ativo',
    });
    expect(byId.get(userA1.id)).toMatchObject({ totalLogins: 1, documentsCreated: 2, messagesSent: 0 });
    expect(byId.has(cDel.id)).toBe(false); // deleted accounts are not listed
    expect(byId.has(adminBeta.id)).toBe(false);
  });

  for (const filter of USER_ACTIVITY_FILTERS) {
    it(`filter=${filter}: cards and rows for each scope`, async () => {
      for (const scope of ['master', 'adminAlfa', 'adminBeta', 'client'] as const) {
        const response = await GET(`/api/reports/user-activity?filter=${filter}&pageSize=100`, tokens[scope]);
        expect(response.statusCode).toBe(200);
        const expected = expectedActivity(scope, filter);
        expect(response.json(), `${scope} ${filter}`).toEqual({
          ...expected,
          total: expected.rows.length,
          page: 1,
          pageSize: 100,
        });
      }
    });
  }

  it('pages the rows and keeps the cards of the whole filter', async () => {
    const expected = expectedActivity('master', 'all');
    const page2 = (
      await GET('/api/reports/user-activity?page=2&pageSize=3', tokens.master)
    ).json<UserActivityReport>();
    expect(page2.rows).toEqual(expected.rows.slice(3, 6));
    expect(page2.cards).toEqual(expected.cards);
    expect(page2.total).toBe(expected.rows.length);
    const beyond = (
      await GET('/api/reports/user-activity?page=50&pageSize=100', tokens.master)
    ).json<UserActivityReport>();
    expect(beyond.rows).toEqual([]);
  });

  it('exports every row of the filter as CSV (not only the page)', async () => {
    const json = (
      await GET('/api/reports/user-activity?filter=all&pageSize=100', tokens.adminAlfa)
    ).json<UserActivityReport>();
    const response = await GET(
      '/api/reports/user-activity?filter=all&pageSize=2&format=csv',
      tokens.adminAlfa,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-atividades-all-2027-03-10.csv"',
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Usuário',
      'Perfil',
      'Último login',
      'Logins',
      'Documentos',
      'Mensagens',
      'Status',
    ]);
    expect(rows).toEqual(
      json.rows.map((r) => [
        r.userName,
        ROLE_LABELS[r.role],
        r.lastLogin ? formatDateTime(r.lastLogin) : 'Nunca',
        String(r.totalLogins),
        String(r.documentsCreated),
        String(r.messagesSent),
        r.status,
      ]),
    );
    expect(rows.find((r) => r[0] === 'Davi Inativo')![2]).toBe('03/02/2027 07:00');
  });
  it('exports the rows of the screen, in its order, a page at a time, and refuses more than the cap', async () => {
    const [master] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'MASTER')).limit(1);
    const actor: Actor = { id: master!.id, role: 'MASTER', unit_id: null };
    const all = await userActivityRows(t.db, actor, 'all', { limit: 1000, offset: 0 });
    expect(all.length).toBeGreaterThan(2);
    // The export reads the figures its own way (one pass over documents): some of them are not zero.
    expect(all.some((r) => r.documentsCreated > 0)).toBe(true);
    expect(all.some((r) => r.totalLogins > 0 && r.lastLoginMs !== null)).toBe(true);
    expect(all.some((r) => r.messagesSent > 0)).toBe(true);
    const pages = await userActivityExportPages(t.db, actor, 'all', all.length);
    const streamed = [];
    for await (const page of pages!) streamed.push(...page);
    expect(streamed).toEqual(all);
    expect(await userActivityExportPages(t.db, actor, 'all', all.length - 1)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /api/reports/messages', () => {
  const statusOf = (s: OutboundFact['status']): ReportMessageStatus =>
    s === 'DELIVERED'
      ? 'delivered'
      : s === 'READ'
        ? 'read'
        : s === 'FAILED' || s === 'DEAD'
          ? 'failed'
          : 'sent';

  function visible(scope: Scope, o: OutboundFact): boolean {
    if (scope === 'master') return true;
    if (scope === 'adminAlfa') return o.unit.id === alfa.id;
    if (scope === 'adminBeta') return o.unit.id === beta.id;
    return (
      (o.to !== 'consumer' && o.to.id === cA1.id) ||
      (o.offer !== null && offerCompany.get(o.offer) === cA1.id)
    );
  }

  function expectedMessages(scope: Scope, filter: { category?: number; status?: ReportMessageStatus }) {
    const rows: MessageReportRow[] = outbound
      .filter(
        (o) =>
          visible(scope, o) &&
          (filter.status === undefined || statusOf(o.status) === filter.status) &&
          (filter.category === undefined || messageCategory.get(o.message)!.id === filter.category),
      )
      .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id! - a.id!)
      .map((o) => ({
        id: o.id!,
        sender: o.unit.name,
        recipient: o.to === 'consumer' ? CONSUMER_MASKED : o.to.name!,
        category: messageCategory.get(o.message)!.name,
        content: o.body,
        status: statusOf(o.status),
        // Only the alert (purpose LEAD_ALERT: the company's rows here) carries the offer's answer.
        response: o.offer === null || o.to === 'consumer' ? null : offerResponse.get(o.offer)!,
        timestamp: o.at,
        requestType: messageRequest.get(o.message)!.type,
        requestText: messageRequest.get(o.message)!.text,
      }));
    return {
      cards: {
        total: rows.length,
        read: rows.filter((r) => r.status === 'read').length,
        withResponse: rows.filter((r) => r.response !== null).length,
        failed: rows.filter((r) => r.status === 'failed').length,
      },
      rows,
    };
  }

  it('lists what was sent with delivery status, category, recipient and response (known rows)', async () => {
    const body = messagesReportSchema.parse((await GET('/api/reports/messages', tokens.master)).json());
    expect(body.cards).toEqual({ total: 9, read: 2, withResponse: 5, failed: 2 });
    expect(body.rows[0]).toMatchObject({
      sender: 'Tenho Alfa',
      recipient: 'Alfa Padaria',
      category: 'Padaria Relatório',
      status: 'sent',
      response: 'NÃO TENHO',
    });
    const ack = body.rows.find((r) => r.content === 'Recebemos seu pedido')!;
    expect(ack).toMatchObject({ recipient: CONSUMER_MASKED, response: null, status: 'sent' });
    expect(body.rows.find((r) => r.content === 'Contato do cliente: *Rita Oliveira*')!.status).toBe('failed'); // DEAD
  });

  it("names a company recipient deleted since as 'Empresa excluída' (the export; JSON answers are cached)", async () => {
    const recipients = async () => {
      const response = await GET(`/api/reports/messages?category=${catPadaria.id}&format=csv`, tokens.master);
      expect(response.statusCode).toBe(200);
      return new Set(parseCsv(response.body).map((row) => row[1]));
    };
    expect(await recipients()).toContain('Alfa Padaria');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, cA1.id));
    try {
      const after = await recipients();
      expect(after).toContain(REPORTS_MSG.deletedCompany);
      expect(after).not.toContain('Alfa Padaria');
      expect(after).toContain(CONSUMER_MASKED);
    } finally {
      await t.db.update(users).set({ deletedAt: null }).where(eq(users.id, cA1.id));
    }
  });

  for (const scope of ['master', 'adminAlfa', 'adminBeta', 'client'] as const) {
    it(`${scope}: every status × category filter`, async () => {
      for (const status of [undefined, ...REPORT_MESSAGE_STATUSES]) {
        for (const category of [undefined, catPadaria.id, catOficina.id]) {
          const query = new URLSearchParams({ pageSize: '100' });
          if (status) query.set('status', status);
          if (category) query.set('category', String(category));
          const response = await GET(`/api/reports/messages?${query}`, tokens[scope]);
          expect(response.statusCode).toBe(200);
          const expected = expectedMessages(scope, { status, category });
          expect(response.json(), `${scope} ${query}`).toEqual({
            ...expected,
            total: expected.rows.length,
            page: 1,
            pageSize: 100,
          });
        }
      }
    });
  }

  it('pages newest first', async () => {
    const expected = expectedMessages('master', {});
    const page = (await GET('/api/reports/messages?page=2&pageSize=4', tokens.master)).json<MessagesReport>();
    expect(page.rows).toEqual(expected.rows.slice(4, 8));
    expect(page.total).toBe(9);
  });

  it('exports every row of the filter as CSV', async () => {
    const json = (await GET('/api/reports/messages?pageSize=100', tokens.adminAlfa)).json<MessagesReport>();
    const response = await GET('/api/reports/messages?format=csv&pageSize=1', tokens.adminAlfa);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Remetente',
      'Destinatário',
      'Categoria',
      'Mensagem',
      'Status',
      'Resposta',
      'Data',
      'Tipo do pedido',
      'Transcrição ou legenda',
    ]);
    expect(rows).toHaveLength(7);
    expect(rows).toEqual(
      json.rows.map((r) => [
        r.sender,
        r.recipient,
        r.category ?? '',
        r.content.replace('*Rita Oliveira*', 'Rita Oliveira'),
        REPORT_MESSAGE_STATUS_LABELS[r.status],
        r.response ?? NO_RESPONSE_LABEL,
        formatDateTime(r.timestamp),
        { text: 'Texto', audio: 'Áudio', image: 'Foto' }[r.requestType!]!,
        r.requestText ?? '',
      ]),
    );
    expect(rows.find((r) => r[3] === 'Alerta "segundo"')!.slice(4)).toEqual([
      'Enviada',
      'NÃO TENHO',
      '09/03/2027 09:00',
      'Foto',
      'Tem esse pão?',
    ]);
    expect(rows.map((r) => r.at(-2))).toContain('Texto');
  });

  it('carries the type of the request and its transcript or caption (issue 30)', async () => {
    const json = (await GET('/api/reports/messages?pageSize=100', tokens.master)).json<MessagesReport>();
    const byType = (type: string) => json.rows.filter((r) => r.requestType === type);
    expect(byType('audio').length).toBeGreaterThan(0);
    for (const row of byType('audio')) expect(row.requestText).toBe('Preciso trocar o pneu aro 15');
    for (const row of byType('image')) expect(row.requestText).toBe('Tem esse pão?');
    for (const row of byType('text')) expect(row.requestText).toBeNull();
    const csv = parseCsv((await GET('/api/reports/messages?format=csv', tokens.master)).body).slice(1);
    // (This test's CSV reader splits a quoted ';' too: the two new columns are read from the end.)
    expect(csv.filter((r) => r.at(-2) === 'Áudio').map((r) => r.at(-1))).toEqual(
      byType('audio').map(() => 'Preciso trocar o pneu aro 15'),
    );
  });

  it("writes WhatsApp's *bold* as plain text in the CSV (the screen keeps it to show it bold)", async () => {
    const json = (await GET('/api/reports/messages?pageSize=100', tokens.master)).json<MessagesReport>();
    expect(json.rows.map((r) => r.content)).toContain('Contato do cliente: *Rita Oliveira*');
    const rows = parseCsv((await GET('/api/reports/messages?format=csv', tokens.master)).body).slice(1);
    expect(rows.map((r) => r[3])).toContain('Contato do cliente: Rita Oliveira');
    expect(rows.filter((r) => r[3]!.includes('*'))).toEqual([]);
  });

  it("counts only answers to an offer as 'Com resposta': a rating request or a thank-you about an answered offer shows no answer", async () => {
    const before = messagesReportSchema.parse((await GET('/api/reports/messages', tokens.master)).json());
    const answered = outbound.find((o) => o.offer !== null && offerResponse.get(o.offer) !== null)!;
    for (const [purpose, body] of [
      ['RATING_REQUEST', 'Como foi o atendimento? Responda de 1 a 5'],
      ['RATING_FEEDBACK', 'Obrigado pela avaliação!'],
    ] as const) {
      await t.db.insert(outboundMessages).values({
        unitId: answered.unit.id,
        phoneNumberId: `pn-${answered.unit.id}`,
        toWaId: CONSUMER,
        toNumber: CONSUMER,
        recipientKind: 'CONSUMER',
        companyId: null,
        messageId: answered.message,
        offerId: answered.offer,
        purpose,
        kind: 'text',
        body,
        status: 'READ',
        createdAt: new Date(Date.parse(answered.at) + 60_000),
      });
    }
    const after = messagesReportSchema.parse(
      (await GET('/api/reports/messages?pageSize=100', tokens.master)).json(),
    );
    expect(after.cards).toEqual({
      ...before.cards,
      total: before.cards.total + 2,
      read: before.cards.read + 2,
    });
    for (const content of ['Como foi o atendimento? Responda de 1 a 5', 'Obrigado pela avaliação!'])
      expect(after.rows.find((r) => r.content === content)!.response).toBeNull();
    // The alert itself still shows the answer.
    expect(after.rows.find((r) => r.id === answered.id)!.response).toBe(offerResponse.get(answered.offer!));
  });
});

// ---------------------------------------------------------------------------------------------

describe('reports: guards and bad input', () => {
  const urls = ['/api/reports/financial', '/api/reports/user-activity', '/api/reports/messages'];

  it('answers 401 without a session and 403 without report.access (role default or override)', async () => {
    for (const url of urls) {
      expect((await GET(url)).statusCode).toBe(401);
      expect((await GET(`${url}?format=csv`)).statusCode).toBe(401);
      for (const token of [tokens.user, tokens.noReports]) {
        const response = await GET(url, token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          code: 'auth.forbidden',
          message: 'Você não tem permissão para esta ação',
        });
      }
    }
  });

  it('answers 400 with a pt-BR message for any other period, filter, status or paging', async () => {
    const cases: [string, string][] = [
      ['/api/reports/financial?period=15', REPORTS_MSG.periodInvalid],
      ['/api/reports/financial?period=abc', REPORTS_MSG.periodInvalid],
      ['/api/reports/financial?period=', REPORTS_MSG.periodInvalid],
      ['/api/reports/financial?format=xlsx', REPORTS_MSG.formatInvalid],
      ['/api/reports/user-activity?filter=admins', REPORTS_MSG.filterInvalid],
      ['/api/reports/user-activity?filter=master', REPORTS_MSG.filterInvalid],
      ['/api/reports/user-activity?page=0', REPORTS_MSG.pageInvalid],
      ['/api/reports/user-activity?pageSize=101', REPORTS_MSG.pageSizeInvalid],
      ['/api/reports/messages?status=pending', REPORTS_MSG.statusInvalid],
      ['/api/reports/messages?status=QUEUED', REPORTS_MSG.statusInvalid],
      ['/api/reports/messages?category=abc', REPORTS_MSG.categoryInvalid],
      ['/api/reports/messages?category=0', REPORTS_MSG.categoryInvalid],
      ['/api/reports/messages?category=99999999999', REPORTS_MSG.categoryInvalid],
    ];
    for (const [url, message] of cases) {
      const response = await GET(url, tokens.master);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
    }
  });

  it('a category that does not exist simply matches nothing', async () => {
    const body = (await GET('/api/reports/messages?category=999999', tokens.master)).json<MessagesReport>();
    expect(body).toMatchObject({
      cards: { total: 0, read: 0, withResponse: 0, failed: 0 },
      rows: [],
      total: 0,
    });
  });

  it('an ADMIN never sees another unit in any report', async () => {
    const financial = (
      await GET('/api/reports/financial?period=365', tokens.adminBeta)
    ).json<FinancialReport>();
    expect(financial.breakdown.rows.map((r) => r.id)).toEqual([cB1.id]);
    const activity = (
      await GET('/api/reports/user-activity?pageSize=100', tokens.adminBeta)
    ).json<UserActivityReport>();
    expect(activity.rows.map((r) => r.id).sort()).toEqual([adminBeta.id, cB1.id].sort());
    const messages = (
      await GET('/api/reports/messages?pageSize=100', tokens.adminBeta)
    ).json<MessagesReport>();
    expect(messages.rows.every((r) => r.sender === 'Tenho Beta')).toBe(true);
    const client = (
      await GET('/api/reports/user-activity?pageSize=100', tokens.client)
    ).json<UserActivityReport>();
    expect(client.rows.map((r) => r.id).sort()).toEqual([cA1.id, userA1.id, userA2.id].sort());
  });

  it('writes nothing to the audit log (read-only routes)', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
    await GET('/api/reports/financial', tokens.master);
    await GET('/api/reports/messages?format=csv', tokens.master);
    const after = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

// ---------------------------------------------------------------------------------------------

describe('reports: answers follow the data at once (the per-process cache is keyed by its version)', () => {
  it('a new movement, a delivery status, an answer and a login show on the next request', async () => {
    const before = (await GET('/api/reports/financial?period=7', tokens.client)).json<FinancialReport>();
    movements.push({ company: cA1, type: 'DEBIT', kind: 'OFFER', cents: 30, at: '2027-03-10T11:30:00.000Z' });
    const [w] = await t.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.clientId, cA1.id));
    balances.set(cA1.id, balances.get(cA1.id)! - 30);
    await t.db.insert(walletTransactions).values({
      walletId: w!.id,
      type: 'DEBIT',
      amountCents: 30,
      balanceAfterCents: balances.get(cA1.id)!,
      description: 'Lead',
      idempotencyKey: 'report-test-fresh',
      referenceKind: 'OFFER',
      referenceId: null,
      createdAt: new Date('2027-03-10T11:30:00.000Z'),
    });
    await t.db
      .update(wallets)
      .set({ balanceCents: balances.get(cA1.id)! })
      .where(eq(wallets.id, w!.id));
    const after = (await GET('/api/reports/financial?period=7', tokens.client)).json<FinancialReport>();
    expect(after.cards.leadsCharged).toBe(before.cards.leadsCharged + 1);
    expect(after).toEqual(expectedFinancial('client', 7, []));

    const failed = outbound.find((o) => o.status === 'FAILED')!;
    const cardsBefore = (await GET('/api/reports/messages', tokens.master)).json<MessagesReport>().cards;
    await t.db
      .update(outboundMessages)
      .set({ status: 'READ', updatedAt: new Date(NOW) })
      .where(eq(outboundMessages.id, failed.id!));
    const cardsAfter = (await GET('/api/reports/messages', tokens.master)).json<MessagesReport>().cards;
    expect(cardsAfter).toEqual({
      ...cardsBefore,
      read: cardsBefore.read + 1,
      failed: cardsBefore.failed - 1,
    });

    const pending = outbound.find((o) => o.to === cA3)!;
    await t.db
      .update(offers)
      .set({ status: 'REJECTED', respondedAt: new Date(NOW), responseText: 'NÃO TENHO' })
      .where(eq(offers.id, pending.offer!));
    const answeredNow = (await GET('/api/reports/messages', tokens.master)).json<MessagesReport>().cards;
    expect(answeredNow.withResponse).toBe(cardsAfter.withResponse + 1);

    const activity = async () =>
      (await GET('/api/reports/user-activity?filter=USER', tokens.client)).json<UserActivityReport>();
    const loginsBefore = (await activity()).cards.totalLogins;
    await login(userA1);
    expect((await activity()).cards.totalLogins).toBe(loginsBefore + 1);
  });
});

describe('Mensagens: the report status of an outbound status (migration 0041)', () => {
  it('is the status the filters and the cards count it under, for every outbound status', async () => {
    const rows = await queryRows<{ outbound: string; report: string | null }>(
      t.db,
      sql`select s as outbound, ${outboundReportStatus(sql.raw('s'))} as report
          from unnest(array['QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'DEAD']) s`,
    );
    const expected = Object.entries(OUTBOUND_FOR_REPORT_STATUS).flatMap(([report, outbound]) =>
      outbound.map((status) => ({ outbound: status, report })),
    );
    expect(rows.sort((a, b) => a.outbound.localeCompare(b.outbound))).toEqual(
      expected.sort((a, b) => a.outbound.localeCompare(b.outbound)),
    );
  });
});

describe('Mensagens: the running totals (migration 0035) agree with the rows', () => {
  /** Every scope × status × category the cards can be asked for: totals + deltas vs counting the rows. */
  async function expectTotalsMatchRows() {
    const actors: Actor[] = [
      { id: master.id, role: 'MASTER', unit_id: null },
      { id: adminAlfa.id, role: 'ADMIN', unit_id: alfa.id },
      { id: adminBeta.id, role: 'ADMIN', unit_id: beta.id },
      { id: adminBeta.id, role: 'ADMIN', unit_id: null },
    ];
    for (const actor of actors) {
      for (const status of [undefined, ...REPORT_MESSAGE_STATUSES]) {
        for (const category of [undefined, catPadaria.id, catOficina.id]) {
          const filter = { status, category };
          const fromRows =
            actor.unit_id === null && actor.role === 'ADMIN'
              ? { total: 0, read: 0, withResponse: 0, failed: 0 }
              : await messageCardsFromRows(t.db, actor, filter);
          expect(await messageCards(t.db, actor, filter), JSON.stringify({ actor, filter })).toEqual(
            fromRows,
          );
        }
      }
    }
    // And group by group: the totals plus the deltas are the rows' own aggregate.
    const summary = `select unit_id, category_id, status, sum(messages)::int as messages, sum(answered)::int as answered
      from (select * from report_outbound_totals union all select * from report_outbound_deltas) x
      group by 1, 2, 3 having sum(messages) <> 0 or sum(answered) <> 0 order by 1, 2, 3`;
    const rows = `select coalesce(o.unit_id, 0) as unit_id, coalesce(m.category_id, 0) as category_id, o.status,
        count(*)::int as messages,
        (count(*) filter (where o.purpose = 'LEAD_ALERT' and f.response_text is not null))::int as answered
      from outbound_messages o left join inbound_messages m on m.id = o.message_id
      left join offers f on f.id = o.offer_id group by 1, 2, 3 order by 1, 2, 3`;
    expect(await queryRows(t.db, sql.raw(summary))).toEqual(await queryRows(t.db, sql.raw(rows)));
  }
  const deltaRows = async () =>
    Number(
      (await queryRows<{ n: string }>(t.db, sql`select count(*)::text as n from report_outbound_deltas`))[0]!
        .n,
    );

  it('before and after a fold, and after every kind of change made since', async () => {
    await expectTotalsMatchRows();
    expect(await deltaRows()).toBeGreaterThan(0);
    await foldReportDeltas(t.db);
    expect(await deltaRows()).toBe(0);
    await expectTotalsMatchRows();
    const cardsFolded = (await GET('/api/reports/messages', tokens.master)).json<MessagesReport>().cards;
    expect(cardsFolded.total).toBeGreaterThan(0);

    // Written today, after the fold: a request of Beta with its alert and its ack.
    const [request] = await t.db
      .insert(inboundMessages)
      .values({
        wamid: 'wamid.report.totals.1',
        phoneNumberId: `pn-${beta.id}`,
        unitId: beta.id,
        fromWaId: CONSUMER,
        fromNumber: CONSUMER,
        type: 'text',
        content: 'Preciso de um mecânico',
        sentAt: new Date(NOW),
        state: 'PROCESSED',
        kind: 'REQUEST',
        categoryId: catOficina.id,
      })
      .returning({ id: inboundMessages.id });
    const [offer] = await t.db
      .insert(offers)
      .values({
        messageId: request!.id,
        companyId: cB1.id,
        unitId: beta.id,
        categoryId: catOficina.id,
        status: 'PENDING',
        expiresAt: new Date(NOW + DAY),
      })
      .returning({ id: offers.id });
    const sent = await t.db
      .insert(outboundMessages)
      .values(
        (['LEAD_ALERT', 'REQUEST_ACK'] as const).map((purpose) => ({
          unitId: beta.id,
          phoneNumberId: `pn-${beta.id}`,
          toWaId: CONSUMER,
          toNumber: CONSUMER,
          recipientKind: purpose === 'LEAD_ALERT' ? ('COMPANY' as const) : ('CONSUMER' as const),
          companyId: purpose === 'LEAD_ALERT' ? cB1.id : null,
          messageId: request!.id,
          offerId: purpose === 'LEAD_ALERT' ? offer!.id : null,
          purpose,
          kind: 'text' as const,
          body: 'Novo pedido',
          createdAt: new Date(NOW),
        })),
      )
      .returning({ id: outboundMessages.id });
    await expectTotalsMatchRows();

    // Delivery callbacks on today's and on older messages, an answer given and one cleared.
    await t.db
      .update(outboundMessages)
      .set({ status: 'DELIVERED' })
      .where(eq(outboundMessages.id, sent[0]!.id));
    const older = outbound.find((o) => o.status === 'DELIVERED')!;
    await t.db.update(outboundMessages).set({ status: 'READ' }).where(eq(outboundMessages.id, older.id!));
    await t.db
      .update(offers)
      .set({ status: 'ACCEPTED', respondedAt: new Date(NOW), responseText: 'TENHO' })
      .where(eq(offers.id, offer!.id));
    const wasAnswered = outbound.find(
      (o) => o.offer !== null && o.to !== 'consumer' && offerResponse.get(o.offer),
    )!;
    await t.db.update(offers).set({ responseText: null }).where(eq(offers.id, wasAnswered.offer!));
    await expectTotalsMatchRows();

    // A request recategorised, a message moved to another unit, one that loses its unit.
    await t.db
      .update(inboundMessages)
      .set({ categoryId: catPadaria.id })
      .where(eq(inboundMessages.id, older.message));
    await t.db.update(outboundMessages).set({ unitId: alfa.id }).where(eq(outboundMessages.id, sent[1]!.id));
    await t.db.update(outboundMessages).set({ unitId: null }).where(eq(outboundMessages.id, older.id!));
    // An update touching nothing counted appends nothing.
    const before = await deltaRows();
    await t.db.update(outboundMessages).set({ attempts: 3 }).where(eq(outboundMessages.id, sent[0]!.id));
    expect(await deltaRows()).toBe(before);
    await expectTotalsMatchRows();

    // Fold in the middle, then deletions: a message, an offer and a request (their cascades).
    await foldReportDeltas(t.db);
    await expectTotalsMatchRows();
    await t.db.delete(offers).where(eq(offers.id, offer!.id));
    await expectTotalsMatchRows();
    await t.db.delete(inboundMessages).where(eq(inboundMessages.id, request!.id));
    await expectTotalsMatchRows();
    await foldReportDeltas(t.db);
    expect(await deltaRows()).toBe(0);
    await expectTotalsMatchRows();
  });
});

describe('Financeiro: the ledger by day and unit (migration 0035) agrees with the rows', () => {
  const masterActor = (): Actor => ({ id: master.id, role: 'MASTER', unit_id: null });

  /** For every period and both granularities: the summary path vs the rows grouped by the company's unit. */
  async function expectLedgerMatchesRows() {
    for (const [from, to] of [
      [addDays(TODAY, -6), TODAY],
      [addDays(TODAY, -29), TODAY],
      [addDays(TODAY, -364), TODAY],
      [addDays(TODAY, -1), addDays(TODAY, -1)],
    ] as const) {
      for (const granularity of ['day', 'week'] as const) {
        const rows = await financialFigures(t.db, masterActor(), from, to, granularity);
        type Figures = { credit: number; revenue: number; refund: number; leads: number; balance: number };
        const perUnit = new Map<number | null, Figures>();
        for (const c of rows.companies) {
          const u = perUnit.get(c.unitId) ?? { credit: 0, revenue: 0, refund: 0, leads: 0, balance: 0 };
          u.credit += c.creditCents;
          u.revenue += c.revenueCents;
          u.refund += c.refundCents;
          u.leads += c.leads;
          if (!c.deleted) u.balance += c.balanceCents;
          perUnit.set(c.unitId, u);
        }
        const summary = await networkFinancialFigures(t.db, from, to, granularity);
        const fromSummary = new Map(
          summary.units.map((u) => [
            u.unitId,
            {
              credit: u.creditCents,
              revenue: u.revenueCents,
              refund: u.refundCents,
              leads: u.leads,
              balance: u.balanceCents,
            },
          ]),
        );
        const nonZero = (m: Map<number | null, Figures>) =>
          [...m.entries()]
            .filter(([, f]) => Object.values(f).some((v) => v !== 0))
            .sort(([a], [b]) => (a ?? 0) - (b ?? 0));
        const label = JSON.stringify({ from, to, granularity });
        expect(nonZero(fromSummary), label).toEqual(nonZero(perUnit));
        const series = (b: typeof rows.buckets) =>
          b.filter((x) => x.creditCents || x.revenueCents || x.leads);
        expect(series(summary.buckets), label).toEqual(series(rows.buckets));
      }
    }
  }

  async function walletOf(company: Company) {
    const [w] = await t.db.select().from(wallets).where(eq(wallets.clientId, company.id));
    if (w) return w;
    const [created] = await t.db.insert(wallets).values({ clientId: company.id }).returning();
    return created!;
  }

  it('before and after a fold, with movements written since (today, back-dated, refunds) and a company moving unit', async () => {
    await expectLedgerMatchesRows();
    await foldReportDeltas(t.db);
    await expectLedgerMatchesRows();
    const folded = await networkFinancialFigures(t.db, addDays(TODAY, -364), TODAY, 'week');
    expect(folded.units.some((u) => u.creditCents > 0 && u.leads > 0)).toBe(true);

    // Written after the fold: a charge today, a refund and a credit back-dated into closed days.
    const w = await walletOf(cA2);
    const at = (iso: string) => new Date(iso);
    let balance = w.balanceCents;
    let key = 0;
    const write = async (
      type: 'CREDIT' | 'DEBIT' | 'REFUND',
      kind: 'OFFER' | 'ADMIN_CREDIT',
      cents: number,
      createdAt: Date,
    ) => {
      balance += type === 'DEBIT' ? -cents : cents;
      await t.db.insert(walletTransactions).values({
        walletId: w.id,
        type,
        amountCents: cents,
        balanceAfterCents: balance,
        description: 'Relatório: movimento após o resumo',
        idempotencyKey: `report-totals-${++key}`,
        referenceKind: kind,
        referenceId: null,
        createdAt,
      });
    };
    await write('CREDIT', 'ADMIN_CREDIT', 5000, at('2027-03-10T11:00:00.000Z'));
    await write('DEBIT', 'OFFER', 700, at('2027-03-10T11:10:00.000Z'));
    await write('REFUND', 'OFFER', 700, at('2027-03-09T02:59:00.000Z')); // 23:59 on the 8th in Brasília
    await write('DEBIT', 'OFFER', 300, at('2027-02-01T03:00:00.000Z'));
    await t.db.update(wallets).set({ balanceCents: balance }).where(eq(wallets.id, w.id));
    await expectLedgerMatchesRows();

    // A company moving to another unit takes its history; one losing its unit goes to "no unit".
    await t.db.update(users).set({ unitId: beta.id }).where(eq(users.id, cA2.id));
    await expectLedgerMatchesRows();
    await foldReportDeltas(t.db);
    await t.db.update(users).set({ unitId: null }).where(eq(users.id, cA1.id));
    await t.db
      .update(users)
      .set({ lastLoginAt: at('2027-03-10T11:59:00.000Z') })
      .where(eq(users.id, cA2.id));
    await expectLedgerMatchesRows();
    await foldReportDeltas(t.db);
    await expectLedgerMatchesRows();
    const left = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from report_ledger_deltas`,
    );
    expect(left[0]!.n).toBe('0');
  });
});

describe('Mensagens falhas + categoria: report_failed_messages (migrations 0036, 0038) agrees with the rows', () => {
  const scopes = ['master', 'adminAlfa', 'adminBeta', 'client'] as const;
  const csvOf = async (query: string, token: string) => {
    const response = await GET(`/api/reports/messages?${query}&format=csv`, token);
    expect(response.statusCode).toBe(200);
    return parseCsv(response.body).slice(1);
  };
  const pageOf = async (query: string, token: string) => {
    const response = await GET(`/api/reports/messages?${query}&pageSize=100`, token);
    expect(response.statusCode).toBe(200);
    return response.json<MessagesReport>().rows;
  };
  const CATEGORY_COLUMN = 2;

  /**
   * The table holds exactly the failed messages whose request has a category, with that category
   * and every column the report shows as the message, its request and its offer hold them now; and,
   * for every role's scope and category, the export and the page filtered by "falhas" + the category
   * (the MASTER's and an ADMIN's read the table) are the export and the page of every failed message
   * (which read the rows) narrowed to that category. CSV exports are always computed; the JSON
   * answers go through the per-process cache, keyed by the data's version.
   */
  async function expectFailedByCategoryMatchesRows() {
    expect(
      await queryRows(
        t.db,
        sql`select outbound_id as id, category_id, created_at, unit_id, phone_number_id, recipient_kind,
                   to_number, company_id, body, status, response, request_type, request_text
            from report_failed_messages order by 1`,
      ),
    ).toEqual(
      await queryRows(
        t.db,
        sql`select o.id, m.category_id, o.created_at, o.unit_id, o.phone_number_id, o.recipient_kind,
                   o.to_number, o.company_id, o.body, o.status,
                   case when o.purpose = 'LEAD_ALERT' then f.response_text end as response,
                   m.type as request_type,
                   case when m.type = 'audio' then m.transcript
                        when m.type in ('image', 'video', 'document') then nullif(m.content, '') end as request_text
            from outbound_messages o join inbound_messages m on m.id = o.message_id
            left join offers f on f.id = o.offer_id
            where o.status in ('FAILED', 'DEAD') and m.category_id is not null order by 1`,
      ),
    );
    for (const scope of scopes) {
      const failed = await csvOf('status=failed', tokens[scope]);
      const failedPage = await pageOf('status=failed', tokens[scope]);
      for (const category of [catPadaria, catOficina]) {
        const expected = failed.filter((row) => row[CATEGORY_COLUMN] === category.name);
        expect(
          await csvOf(`status=failed&category=${category.id}`, tokens[scope]),
          `${scope} ${category.name}`,
        ).toEqual(expected);
        expect(
          await pageOf(`status=failed&category=${category.id}`, tokens[scope]),
          `${scope} ${category.name} (page)`,
        ).toEqual(failedPage.filter((row) => row.category === category.name));
      }
    }
  }

  it('before and after the messages change status, request or category, and after deletions', async () => {
    await expectFailedByCategoryMatchesRows();
    const masterFailed = async (category: { id: number }) =>
      (await csvOf(`status=failed&category=${category.id}`, tokens.master)).map((row) => row[3]);

    // A message that fails, one that leaves failed (a redrive delivered it), one written dead.
    const delivered = (
      await queryRows<{ id: number }>(
        t.db,
        sql`select o.id from outbound_messages o join inbound_messages m on m.id = o.message_id
            where o.status = 'DELIVERED' and m.category_id = ${catOficina.id} order by o.id limit 1`,
      )
    )[0]!;
    await t.db
      .update(outboundMessages)
      .set({ status: 'FAILED' })
      .where(eq(outboundMessages.id, delivered.id));
    const wasFailed = outbound.find((o) => o.status === 'FAILED')!;
    await t.db.update(outboundMessages).set({ status: 'READ' }).where(eq(outboundMessages.id, wasFailed.id!));
    await expectFailedByCategoryMatchesRows();

    // A request without a category whose message failed: in no category until it gets one later.
    const [loose] = await t.db
      .insert(inboundMessages)
      .values({
        wamid: 'wamid.report.failed.1',
        phoneNumberId: `pn-${alfa.id}`,
        unitId: alfa.id,
        fromWaId: CONSUMER,
        fromNumber: CONSUMER,
        type: 'text',
        content: 'Sem categoria ainda',
        sentAt: new Date(NOW),
        state: 'PROCESSED',
        kind: 'REQUEST',
      })
      .returning({ id: inboundMessages.id });
    const [dead] = await t.db
      .insert(outboundMessages)
      .values({
        unitId: alfa.id,
        phoneNumberId: `pn-${alfa.id}`,
        toWaId: CONSUMER,
        toNumber: CONSUMER,
        recipientKind: 'CONSUMER',
        messageId: loose!.id,
        purpose: 'REQUEST_ACK',
        kind: 'text',
        body: 'Aviso que não chegou',
        status: 'DEAD',
        createdAt: new Date(NOW),
      })
      .returning({ id: outboundMessages.id });
    await expectFailedByCategoryMatchesRows();
    expect(await masterFailed(catPadaria)).not.toContain('Aviso que não chegou');
    await t.db
      .update(inboundMessages)
      .set({ categoryId: catPadaria.id })
      .where(eq(inboundMessages.id, loose!.id));
    await expectFailedByCategoryMatchesRows();
    expect(await masterFailed(catPadaria)).toContain('Aviso que não chegou');

    // Recategorised (its failed messages move), its category removed, a message moved to another request.
    await t.db
      .update(inboundMessages)
      .set({ categoryId: catOficina.id })
      .where(eq(inboundMessages.id, loose!.id));
    await expectFailedByCategoryMatchesRows();
    expect(await masterFailed(catOficina)).toContain('Aviso que não chegou');
    expect(await masterFailed(catPadaria)).not.toContain('Aviso que não chegou');
    const dead1 = outbound.find((o) => o.status === 'DEAD')!;
    await t.db
      .update(inboundMessages)
      .set({ categoryId: catOficina.id })
      .where(eq(inboundMessages.id, dead1.message));
    await expectFailedByCategoryMatchesRows();
    await t.db.update(inboundMessages).set({ categoryId: null }).where(eq(inboundMessages.id, loose!.id));
    await expectFailedByCategoryMatchesRows();
    await t.db
      .update(outboundMessages)
      .set({ messageId: dead1.message })
      .where(eq(outboundMessages.id, dead!.id));
    await expectFailedByCategoryMatchesRows();
    expect(await masterFailed(catOficina)).toContain('Aviso que não chegou');

    // Deleted: the message, then a request with its messages.
    await t.db.delete(outboundMessages).where(eq(outboundMessages.id, dead!.id));
    await expectFailedByCategoryMatchesRows();
    await t.db.delete(inboundMessages).where(eq(inboundMessages.id, dead1.message));
    await expectFailedByCategoryMatchesRows();
    await t.db.delete(inboundMessages).where(eq(inboundMessages.id, loose!.id));
    await expectFailedByCategoryMatchesRows();
  });

  it("keeps every column through an answer, the request's text, the message rewritten, and an erasure", async () => {
    // A consumer of their own (erased at the end), a request with a category, a failed lead alert
    // about it to a company and a dead answer to the consumer.
    const consumer = '5511976543210';
    const [req] = await t.db
      .insert(inboundMessages)
      .values({
        wamid: 'wamid.report.failed.erasure',
        phoneNumberId: `pn-${alfa.id}`,
        unitId: alfa.id,
        fromWaId: consumer,
        fromNumber: consumer,
        senderName: 'Joana Apagável',
        type: 'image',
        content: 'Pão de fermentação natural da Joana',
        categoryId: catPadaria.id,
        sentAt: new Date(NOW),
        state: 'PROCESSED',
        kind: 'REQUEST',
      })
      .returning({ id: inboundMessages.id });
    const [offer] = await t.db
      .insert(offers)
      .values({
        messageId: req!.id,
        companyId: cA2.id,
        unitId: alfa.id,
        categoryId: catPadaria.id,
        status: 'PENDING',
        expiresAt: new Date(NOW + DAY),
      })
      .returning({ id: offers.id });
    const sent = await t.db
      .insert(outboundMessages)
      .values([
        {
          unitId: alfa.id,
          phoneNumberId: `pn-${alfa.id}`,
          toWaId: `5511900000${cA2.id}`,
          toNumber: `5511900000${cA2.id}`,
          recipientKind: 'COMPANY',
          companyId: cA2.id,
          messageId: req!.id,
          offerId: offer!.id,
          purpose: 'LEAD_ALERT',
          kind: 'text',
          body: 'Pedido de Joana: Pão de fermentação natural da Joana, 5511976543210',
          status: 'FAILED',
          createdAt: new Date('2027-03-09T13:00:00.000Z'),
        },
        {
          unitId: alfa.id,
          phoneNumberId: `pn-${alfa.id}`,
          toWaId: consumer,
          toNumber: consumer,
          recipientKind: 'CONSUMER',
          messageId: req!.id,
          purpose: 'REQUEST_ACK',
          kind: 'text',
          body: 'Joana, recebemos seu pedido',
          status: 'DEAD',
          createdAt: new Date('2027-03-09T13:01:00.000Z'),
        },
      ])
      .returning({ id: outboundMessages.id });
    await expectFailedByCategoryMatchesRows();
    const padaria = () => csvOf(`status=failed&category=${catPadaria.id}`, tokens.master);
    const alert = async () => (await padaria()).find((row) => row[3]!.startsWith('Pedido de Joana'))!;
    expect((await alert())[5]).toBe(NO_RESPONSE_LABEL);
    expect((await alert())[8]).toBe('Pão de fermentação natural da Joana');

    // The company answers from the panel (the alert failed), then the answer is changed and cleared.
    await t.db
      .update(offers)
      .set({ status: 'ACCEPTED', respondedAt: new Date(NOW), responseText: 'TENHO' })
      .where(eq(offers.id, offer!.id));
    await expectFailedByCategoryMatchesRows();
    expect((await alert())[5]).toBe('TENHO');
    await t.db.update(offers).set({ responseText: 'TENHO, 2 unidades' }).where(eq(offers.id, offer!.id));
    await expectFailedByCategoryMatchesRows();
    expect((await alert())[5]).toBe('TENHO, 2 unidades');
    await t.db.update(offers).set({ responseText: null }).where(eq(offers.id, offer!.id));
    await expectFailedByCategoryMatchesRows();
    await t.db.update(offers).set({ responseText: 'TENHO' }).where(eq(offers.id, offer!.id));

    // The request becomes an audio with its transcript; the message is retried and fails again
    // rewritten; the dead answer is redriven into DEAD again from FAILED (status among failed).
    await t.db
      .update(inboundMessages)
      .set({ type: 'audio', transcript: 'Quero pão da Joana' })
      .where(eq(inboundMessages.id, req!.id));
    await expectFailedByCategoryMatchesRows();
    expect((await alert())[8]).toBe('Quero pão da Joana');
    await t.db
      .update(outboundMessages)
      .set({ body: 'Pedido de Joana (2ª tentativa): 5511976543210', status: 'DEAD' })
      .where(eq(outboundMessages.id, sent[0]!.id));
    await t.db.update(outboundMessages).set({ status: 'FAILED' }).where(eq(outboundMessages.id, sent[1]!.id));
    await expectFailedByCategoryMatchesRows();
    expect((await alert())[3]).toBe('Pedido de Joana (2ª tentativa): 5511976543210');

    // Erased (LGPD), through the API: no trace of the consumer left in the summary either.
    const created = await t.call('POST', '/api/privacy/requests', tokens.master, {
      type: 'ERASURE',
      phone: consumer.slice(2),
      channel: 'EMAIL',
    });
    expect(created.statusCode).toBe(201);
    const executed = await t.call(
      'POST',
      `/api/privacy/requests/${created.json<{ id: number }>().id}/execute`,
      tokens.master,
    );
    expect(executed.statusCode).toBe(200);
    await expectFailedByCategoryMatchesRows();
    for (const needle of [consumer, '976543210', 'Joana']) {
      expect(
        await queryRows(
          t.db,
          sql`select outbound_id from report_failed_messages r where r::text ilike ${`%${needle}%`}`,
        ),
        needle,
      ).toEqual([]);
    }
    expect(await padaria()).toContainEqual(expect.arrayContaining([ERASED_TEXT]));
  });

  it("the export's times to the minute at a minute's edge, and a company deleted since, as the rows say", async () => {
    const [alert] = await queryRows<{ id: number; company: number }>(
      t.db,
      sql`select r.outbound_id as id, r.company_id as company from report_failed_messages r
          where r.category_id = ${catPadaria.id} and r.recipient_kind = 'COMPANY' and r.company_id is not null
          order by r.outbound_id limit 1`,
    );
    expect(alert).toBeDefined();
    const [company] = await queryRows<{ name: string }>(
      t.db,
      sql`select coalesce(p.display_name, p.legal_name, u.email) as name
          from users u left join profiles p on p.user_id = u.id where u.id = ${alert!.company}`,
    );
    const name = company!.name;
    const rowOf = async () =>
      (await csvOf(`status=failed&category=${catPadaria.id}`, tokens.master)).filter(
        (row) => row[1] === name || row[1] === REPORTS_MSG.deletedCompany,
      );
    const before = await queryRows<{ at: string }>(
      t.db,
      sql`select created_at::text as at from outbound_messages where id = ${alert!.id}`,
    );
    try {
      // A microsecond before 15:00 UTC is still 11:59 in Brasília; 15:00 itself is 12:00.
      for (const [at, shown] of [
        ['2027-03-09 14:59:59.999999+00', '09/03/2027 11:59'],
        ['2027-03-09 15:00:00+00', '09/03/2027 12:00'],
        ['2027-03-09 15:00:00.000999+00', '09/03/2027 12:00'],
      ] as const) {
        await t.db.execute(
          sql`update outbound_messages set created_at = ${at}::timestamptz where id = ${alert!.id}`,
        );
        await expectFailedByCategoryMatchesRows();
        expect(
          (await rowOf()).map((row) => row[6]),
          at,
        ).toContain(shown);
      }
      await t.db
        .update(users)
        .set({ deletedAt: new Date(NOW) })
        .where(eq(users.id, alert!.company));
      await expectFailedByCategoryMatchesRows();
      const recipients = (await rowOf()).map((row) => row[1]);
      expect(recipients).toContain(REPORTS_MSG.deletedCompany);
      expect(recipients).not.toContain(name);
    } finally {
      await t.db.update(users).set({ deletedAt: null }).where(eq(users.id, alert!.company));
      await t.db.execute(
        sql`update outbound_messages set created_at = ${before[0]!.at}::timestamptz where id = ${alert!.id}`,
      );
    }
  });
});

describe('Atividade: report_user_activity (migration 0036) agrees with the audit log and the offers', () => {
  const scopes = ['master', 'adminAlfa', 'adminBeta', 'client'] as const;
  type Figures = { logins: number; last: Date | null; answered: number };

  /** The figures as the report counted them before migration 0036: straight from the log and the offers. */
  async function fromRows(): Promise<Map<number, Figures>> {
    const rows = await queryRows<{
      id: number;
      logins: number;
      last: Date | string | null;
      answered: number;
    }>(
      t.db,
      sql`select u.id, coalesce(l.n, 0)::int as logins, l.last, coalesce(a.n, 0)::int as answered
          from users u
          left join (select actor_id, count(*) as n, max(created_at) as last from audit_log
                     where action = 'auth.login' group by actor_id) l on l.actor_id = u.id
          left join (select company_id, count(*) as n from offers where responded_at is not null
                     group by company_id) a on a.company_id = u.id`,
    );
    return new Map(
      rows.map((r) => [
        r.id,
        { logins: r.logins, last: r.last === null ? null : new Date(r.last), answered: r.answered },
      ]),
    );
  }

  /** Per role's scope: each CSV row's last login, logins and messages equal the rows' (CSVs are always computed). */
  async function expectActivityMatchesRows() {
    const expected = await fromRows();
    const summary = await queryRows<{ id: number; logins: number; answered: number }>(
      t.db,
      sql`select user_id as id, logins, answered from report_user_activity where logins <> 0 or answered <> 0 order by 1`,
    );
    expect(summary).toEqual(
      [...expected.entries()]
        .filter(([, f]) => f.logins !== 0 || f.answered !== 0)
        .sort(([a], [b]) => a - b)
        .map(([id, f]) => ({ id, logins: f.logins, answered: f.answered })),
    );
    for (const scope of scopes) {
      // Who is in the scope, in the report's order (names and scope do not change in this test).
      const listed = (
        await GET('/api/reports/user-activity?pageSize=100', tokens[scope])
      ).json<UserActivityReport>().rows;
      const response = await GET('/api/reports/user-activity?format=csv', tokens[scope]);
      expect(response.statusCode).toBe(200);
      const csv = parseCsv(response.body).slice(1);
      expect(csv, scope).toEqual(
        listed.map((r) => {
          const f = expected.get(r.id)!;
          return [
            r.userName,
            ROLE_LABELS[r.role],
            f.last ? formatDateTime(f.last) : NEVER_LOGGED_IN,
            String(f.logins),
            String(r.documentsCreated),
            String(f.answered),
            r.status,
          ];
        }),
      );
    }
  }

  it('after new sign-ins, answers given, cleared and moved, and entries deleted', async () => {
    await expectActivityMatchesRows();

    // Sign-ins through the API: the count and the latest follow at once (also on the JSON cards).
    const cardsBefore = (await GET('/api/reports/user-activity', tokens.master)).json<UserActivityReport>()
      .cards;
    await login(userA1);
    await login(cA2);
    await login(cA2);
    await expectActivityMatchesRows();
    const cardsAfter = (await GET('/api/reports/user-activity', tokens.master)).json<UserActivityReport>()
      .cards;
    expect(cardsAfter.totalLogins).toBe(cardsBefore.totalLogins + 3);
    const [activity] = await queryRows<{ logins: number; last: Date | string }>(
      t.db,
      sql`select logins, last_login_at as last from report_user_activity where user_id = ${cA2.id}`,
    );
    const [latest] = await queryRows<{ at: Date | string }>(
      t.db,
      sql`select max(created_at) as at from audit_log where actor_id = ${cA2.id} and action = 'auth.login'`,
    );
    expect(new Date(activity!.last).toISOString()).toBe(new Date(latest!.at).toISOString());

    // An older sign-in written late (the latest stays), then the latest entry removed (the one
    // before becomes the latest) and one moved to another person.
    await t.db.insert(auditLog).values({
      actorId: cA2.id,
      action: 'auth.login',
      entity: 'user',
      entityId: cA2.id,
      createdAt: new Date(NOW - 30 * DAY),
    });
    await expectActivityMatchesRows();
    await t.db.execute(
      sql`delete from audit_log where id = (select max(id) from audit_log where actor_id = ${cA2.id} and action = 'auth.login')`,
    );
    await expectActivityMatchesRows();
    await t.db.execute(
      sql`update audit_log set actor_id = ${cA3.id}
          where id = (select min(id) from audit_log where actor_id = ${userA2.id} and action = 'auth.login')`,
    );
    await expectActivityMatchesRows();

    // Answers on a new request: given, written answered, cleared, moved to another company, deleted.
    const [request] = await t.db
      .insert(inboundMessages)
      .values({
        wamid: 'wamid.report.activity.1',
        phoneNumberId: `pn-${alfa.id}`,
        unitId: alfa.id,
        fromWaId: CONSUMER,
        fromNumber: CONSUMER,
        type: 'text',
        content: 'Tem pão de queijo?',
        sentAt: new Date(NOW),
        state: 'PROCESSED',
        kind: 'REQUEST',
        categoryId: catPadaria.id,
      })
      .returning({ id: inboundMessages.id });
    const made = await t.db
      .insert(offers)
      .values(
        [cA1, cA2, cA3].map((c) => ({
          messageId: request!.id,
          companyId: c.id,
          unitId: alfa.id,
          categoryId: catPadaria.id,
          status: 'PENDING' as const,
          expiresAt: new Date(NOW + DAY),
        })),
      )
      .returning({ id: offers.id });
    const answer = (id: number, text: 'TENHO' | 'NÃO TENHO') =>
      t.db
        .update(offers)
        .set({
          status: text === 'TENHO' ? 'ACCEPTED' : 'REJECTED',
          respondedAt: new Date(NOW),
          responseText: text,
          responseChannel: 'PANEL',
        })
        .where(eq(offers.id, id));
    await answer(made[0]!.id, 'TENHO');
    await answer(made[1]!.id, 'NÃO TENHO');
    await expectActivityMatchesRows();
    await t.db.insert(offers).values({
      messageId: request!.id,
      companyId: cB1.id,
      unitId: beta.id,
      categoryId: catPadaria.id,
      status: 'ACCEPTED',
      expiresAt: new Date(NOW + DAY),
      respondedAt: new Date(NOW),
      responseText: 'TENHO',
      responseChannel: 'WHATSAPP',
    });
    await expectActivityMatchesRows();
    await t.db
      .update(offers)
      .set({ status: 'PENDING', respondedAt: null, responseText: null, responseChannel: null })
      .where(eq(offers.id, made[0]!.id));
    await expectActivityMatchesRows();
    await t.db.update(offers).set({ companyId: cN.id }).where(eq(offers.id, made[1]!.id));
    await expectActivityMatchesRows();
    await answer(made[2]!.id, 'NÃO TENHO');
    await t.db.delete(offers).where(eq(offers.id, made[2]!.id));
    await expectActivityMatchesRows();
    await t.db.delete(inboundMessages).where(eq(inboundMessages.id, request!.id));
    await expectActivityMatchesRows();
  });
});
