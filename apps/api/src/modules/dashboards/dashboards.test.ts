import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  franchiseDashboardSchema,
  masterStatsSchema,
  type DashboardTransaction,
  type FranchiseDashboard,
  type MasterStats,
} from '@tenho/domain/dashboards/dashboards.schemas';
import { useTestApp } from '../../../test/app.ts';
import { createUnit, createUser, loginAs, type TestUnit, type TestUser } from '../../../test/factories.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { createWalletService } from '../wallet/wallet.service.ts';

/**
 * Both dashboards against a network built here with known figures: companies registered over
 * eight months (created_at written directly), leads, a deleted company, credits and debits through
 * the wallet service and one old movement. The expected figures are computed here, independently
 * of the service, and every card, bar and list row is compared.
 */

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Brasília is UTC-3 all year (no daylight saving since 2019). */
const BRASILIA_OFFSET = 3 * HOUR;
const monthKey = (at: Date) => new Date(at.getTime() - BRASILIA_OFFSET).toISOString().slice(0, 7);

type Company = TestUser & {
  unit: TestUnit;
  createdAt: Date;
  lead: 'PENDING_CONFIRMATION' | 'CONFIRMED' | null;
  deleted: boolean;
};
type Movement = DashboardTransaction & { unitId: number };

let now: Date;
let alfa: TestUnit;
let beta: TestUnit;
let gama: TestUnit;
let delta: TestUnit;
let master: TestUser;
let adminAlfa: TestUser;
let adminBeta: TestUser;
let userAlfa: TestUser;
const companies: Company[] = [];
const movements: Movement[] = [];
const balances = new Map<number, number>();
const tokens = {} as Record<'master' | 'adminAlfa' | 'adminBeta' | 'client' | 'user', string>;
let sequence = 0;

async function createCompany(
  unit: TestUnit,
  createdAt: Date,
  options: { lead?: Company['lead']; deleted?: boolean; isActive?: boolean } = {},
): Promise<Company> {
  sequence += 1;
  const user = await createUser(t.db, {
    role: 'CLIENT',
    unitId: unit.id,
    name: `Empresa ${String(sequence).padStart(2, '0')} ${unit.name}`,
    isActive: options.isActive ?? true,
  });
  await t.db
    .update(users)
    .set({
      createdAt,
      leadStatus: options.lead ?? null,
      deletedAt: options.deleted ? new Date(now.getTime() - DAY) : null,
    })
    .where(eq(users.id, user.id));
  const company = { ...user, unit, createdAt, lead: options.lead ?? null, deleted: options.deleted ?? false };
  companies.push(company);
  balances.set(company.id, 0);
  return company;
}

const wallet = () => createWalletService({ db: t.db });

async function move(company: Company, type: 'CREDIT' | 'DEBIT', cents: number, description: string) {
  const options = {
    idempotencyKey: `k${++sequence}`,
    reference: { kind: 'ADMIN_CREDIT' as const, id: null },
    description,
  };
  const { entry } =
    type === 'CREDIT'
      ? await wallet().credit(company.id, cents, options)
      : await wallet().debit(company.id, cents, options);
  balances.set(company.id, balances.get(company.id)! + (type === 'CREDIT' ? cents : -cents));
  movements.push({
    id: entry.id,
    clientId: company.id,
    clientName: company.name!,
    description,
    type,
    amount: cents / 100,
    createdAt: entry.createdAt.toISOString(),
    unitId: company.unit.id,
  });
}

beforeAll(async () => {
  now = t.clock.now();
  alfa = await createUnit(t.db, { name: 'Tenho Alfa', city: 'São Paulo', state: 'SP' });
  beta = await createUnit(t.db, { name: 'Tenho Beta', city: 'Rio de Janeiro', state: 'RJ' });
  gama = await createUnit(t.db, { name: 'Tenho Gama', city: 'Recife', state: 'PE', isActive: false });
  delta = await createUnit(t.db, { name: 'Tenho Delta', city: 'Curitiba', state: 'PR' });
  master = await createUser(t.db, { role: 'MASTER' });
  adminAlfa = await createUser(t.db, { role: 'ADMIN', unitId: alfa.id });
  adminBeta = await createUser(t.db, { role: 'ADMIN', unitId: beta.id });

  // Registrations over eight months in Alfa: back = 0 is the current month (Brasília time).
  const [year, month] = monthKey(now).split('-').map(Number) as [number, number];
  const monthStart = (back: number) => new Date(Date.UTC(year, month - 1 - back, 1) + BRASILIA_OFFSET);
  const perMonth = [2, 1, 0, 2, 3, 1, 2, 4]; // back = 0 … 7; the eighth month is outside the chart
  for (const [back, n] of perMonth.entries()) {
    for (let i = 0; i < n; i++) {
      const at =
        back === 0
          ? new Date(now.getTime() - (i + 1) * 60_000)
          : new Date(monthStart(back).getTime() + (10 + i) * DAY);
      await createCompany(alfa, at);
    }
  }
  // Month edges in Brasília time: 1 minute after and before the previous month began, and 23:00 on
  // the last day of the previous month (02:00 UTC of the 1st).
  await createCompany(alfa, new Date(monthStart(1).getTime() + 60_000));
  await createCompany(alfa, new Date(monthStart(1).getTime() - 60_000));
  await createCompany(alfa, new Date(monthStart(0).getTime() - HOUR));
  // Leads: two recent (last 30 days), two older; a deleted company and an inactive one.
  const leadRecent = await createCompany(alfa, new Date(now.getTime() - 2 * DAY), {
    lead: 'PENDING_CONFIRMATION',
    isActive: false,
  });
  await createCompany(alfa, new Date(now.getTime() - 10 * DAY), { lead: 'CONFIRMED' });
  await createCompany(alfa, new Date(now.getTime() - 45 * DAY), { lead: 'CONFIRMED' });
  await createCompany(alfa, new Date(now.getTime() - 200 * DAY), {
    lead: 'PENDING_CONFIRMATION',
    isActive: false,
  });
  const deleted = await createCompany(alfa, new Date(now.getTime() - 3 * DAY), {
    lead: 'CONFIRMED',
    deleted: true,
  });
  // Beta and Delta, for the network and for what Alfa must not show.
  const betaCompanies = [
    await createCompany(beta, new Date(now.getTime() - 5 * DAY), {
      lead: 'PENDING_CONFIRMATION',
      isActive: false,
    }),
    await createCompany(beta, new Date(now.getTime() - 90 * DAY)),
    await createCompany(beta, new Date(now.getTime() - 400 * DAY)),
  ];
  const deltaCompany = await createCompany(delta, new Date(now.getTime() - 20 * DAY));
  userAlfa = await createUser(t.db, { role: 'USER', unitId: alfa.id, parentId: leadRecent.id });

  // Money: credits and debits through the wallet service, in Alfa and Beta.
  const alfaLive = companies.filter((c) => c.unit === alfa && !c.deleted);
  for (const [i, company] of alfaLive.slice(0, 12).entries()) {
    await move(company, 'CREDIT', 1_000 + i * 155, `Crédito ${i}`);
    if (i % 3 === 0) await move(company, 'DEBIT', 30, 'Lead aceito');
  }
  await move(betaCompanies[0]!, 'CREDIT', 99_999, 'Crédito Beta');
  await move(betaCompanies[0]!, 'DEBIT', 999, 'Lead Beta');
  // A deleted company's money: its movements are history, its balance no longer counts.
  await move(deleted, 'CREDIT', 7_700, 'Crédito antes da exclusão');
  // Delta's only movement is 40 days old, written straight into the ledger (outside the 30-day window).
  const old = deltaCompany;
  await t.db.insert(wallets).values({ clientId: old.id });
  const [oldWallet] = await t.db.select().from(wallets).where(eq(wallets.clientId, old.id));
  const [oldRow] = await t.db
    .insert(walletTransactions)
    .values({
      walletId: oldWallet!.id,
      type: 'CREDIT',
      amountCents: 500,
      balanceAfterCents: 500,
      description: 'Crédito antigo',
      idempotencyKey: 'antigo',
      referenceKind: 'ADMIN_CREDIT',
      createdAt: new Date(now.getTime() - 40 * DAY),
    })
    .returning();
  await t.db
    .update(wallets)
    .set({ balanceCents: sql`${wallets.balanceCents} + 500` })
    .where(eq(wallets.id, oldWallet!.id));
  balances.set(old.id, balances.get(old.id)! + 500);
  movements.push({
    id: oldRow!.id,
    clientId: old.id,
    clientName: old.name!,
    description: 'Crédito antigo',
    type: 'CREDIT',
    amount: 5,
    createdAt: oldRow!.createdAt.toISOString(),
    unitId: delta.id,
  });

  tokens.master = await loginAs(t.app, master);
  tokens.adminAlfa = await loginAs(t.app, adminAlfa);
  tokens.adminBeta = await loginAs(t.app, adminBeta);
  tokens.client = await loginAs(t.app, alfaLive[1]!);
  tokens.user = await loginAs(t.app, userAlfa);
});

const get = (url: string, token?: string) => t.call('GET', url, token);

const newestFirst = (
  a: { createdAt: string | Date; id: number },
  b: { createdAt: string | Date; id: number },
) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id - a.id;
const withoutUnit = ({ unitId: _unitId, ...movement }: Movement) => movement;
const cents = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / 100;

describe('GET /api/franchise-units/{unit_id}/dashboard-data', () => {
  let dashboard: FranchiseDashboard;
  const live = () => companies.filter((c) => c.unit === alfa && !c.deleted);

  beforeAll(async () => {
    const response = await get(`/api/franchise-units/${alfa.id}/dashboard-data`, tokens.adminAlfa);
    expect(response.statusCode, response.body).toBe(200);
    dashboard = franchiseDashboardSchema.parse(response.json());
  });

  it('names the unit', () => {
    expect(dashboard.franchise).toEqual({ id: alfa.id, name: 'Tenho Alfa', is_active: true });
  });

  it('shows on its cards what the database holds', () => {
    const since = now.getTime() - 30 * DAY;
    expect(dashboard.stats).toEqual({
      totalClients: live().length,
      totalBalance: cents(live().map((c) => balances.get(c.id)!)),
      // 'Leads Recentes' counts the unit's registrations of the last 30 days, as the chart does.
      recentLeads: live().filter((c) => c.createdAt.getTime() >= since).length,
      recentTransactions: movements.filter((m) => m.unitId === alfa.id && Date.parse(m.createdAt) >= since)
        .length,
    });
    expect(dashboard.stats.recentLeads).toBeGreaterThan(
      live().filter((c) => c.lead && c.createdAt.getTime() >= since).length,
    );
    expect(dashboard.stats.totalClients).toBe(22);
  });

  it("draws 'Crescimento de Empresas' from the registrations of the last seven months", () => {
    const [year, month] = monthKey(now).split('-').map(Number) as [number, number];
    const expected = Array.from({ length: 7 }, (_, i) => {
      const at = new Date(Date.UTC(year, month - 1 - (6 - i), 15));
      const key = at.toISOString().slice(0, 7);
      return {
        month: key,
        label: `${key.slice(5, 7)}/${key.slice(2, 4)}`,
        count: live().filter((c) => monthKey(c.createdAt) === key).length,
      };
    });
    expect(dashboard.growth).toEqual(expected);
    // The eighth month back is not drawn; the bars sum to the companies of the last seven months.
    const drawn = expected.reduce((sum, bar) => sum + bar.count, 0);
    expect(drawn).toBeLessThan(live().length);
  });

  it("lists the unit's newest companies with their balances and ratings (none yet)", () => {
    const expected = [...live()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, 10)
      .map((c) => ({
        id: c.id,
        name: c.name!,
        balance: balances.get(c.id)! / 100,
        rating: { average: null, count: 0 },
      }));
    expect(dashboard.clients).toEqual(expected);
  });

  it("lists the unit's newest transactions of the last 30 days, credits and debits, and none of another unit", () => {
    const alfaIds = new Set(companies.filter((c) => c.unit === alfa).map((c) => c.id));
    const since = now.getTime() - 30 * DAY;
    const expected = movements
      .filter((m) => alfaIds.has(m.clientId) && Date.parse(m.createdAt) >= since)
      .sort(newestFirst)
      .slice(0, 10)
      .map(withoutUnit);
    expect(dashboard.recentTransactions).toEqual(expected);
    expect(dashboard.recentTransactions.map((m) => m.type)).toContain('DEBIT');
  });

  it('counts an old movement in the balance, not among the recent transactions', async () => {
    const response = await get(`/api/franchise-units/${delta.id}/dashboard-data`, tokens.master);
    const old = franchiseDashboardSchema.parse(response.json());
    expect(old.stats).toEqual({ totalClients: 1, totalBalance: 5, recentLeads: 1, recentTransactions: 0 });
    expect(old.clients).toEqual([expect.objectContaining({ balance: 5 })]);
    expect(old.recentTransactions).toEqual([]);
  });

  it('answers zeros for a unit without companies', async () => {
    const response = await get(`/api/franchise-units/${gama.id}/dashboard-data`, tokens.master);
    const empty = franchiseDashboardSchema.parse(response.json());
    expect(empty.stats).toEqual({ totalClients: 0, totalBalance: 0, recentLeads: 0, recentTransactions: 0 });
    expect(empty.clients).toEqual([]);
    expect(empty.recentTransactions).toEqual([]);
    expect(empty.growth.map((bar) => bar.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(empty.franchise.is_active).toBe(false);
  });

  it('is for the ADMIN of the unit (another unit answers 404) and the MASTER', async () => {
    expect((await get(`/api/franchise-units/${alfa.id}/dashboard-data`, tokens.master)).statusCode).toBe(200);
    const other = await get(`/api/franchise-units/${alfa.id}/dashboard-data`, tokens.adminBeta);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'franchise_units.not_found', message: 'Franquia não encontrada' });
    expect((await get('/api/franchise-units/999999/dashboard-data', tokens.master)).statusCode).toBe(404);
  });

  it('is closed to CLIENT and USER (403) and to visitors (401)', async () => {
    for (const token of [tokens.client, tokens.user]) {
      const response = await get(`/api/franchise-units/${alfa.id}/dashboard-data`, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth.forbidden');
    }
    expect((await get(`/api/franchise-units/${alfa.id}/dashboard-data`)).statusCode).toBe(401);
  });
});

describe('GET /api/users/stats/master', () => {
  let stats: MasterStats;
  const liveCompanies = () => companies.filter((c) => !c.deleted);

  beforeAll(async () => {
    const response = await get('/api/users/stats/master', tokens.master);
    expect(response.statusCode, response.body).toBe(200);
    stats = masterStatsSchema.parse(response.json());
  });

  it('shows on its cards and status block what the database holds', () => {
    const since = now.getTime() - 30 * DAY;
    expect(stats.stats).toEqual({
      totalUsers: 1 + 2 + 1 + liveCompanies().length,
      admins: 2,
      clients: liveCompanies().length,
      regularUsers: 1,
      totalFranchises: 4,
      activeFranchises: 3,
      totalLeads: liveCompanies().filter((c) => c.lead).length,
      pendingLeads: liveCompanies().filter((c) => c.lead === 'PENDING_CONFIRMATION').length,
      totalBalance: cents(liveCompanies().map((c) => balances.get(c.id)!)),
      recentTransactions: movements.filter((m) => Date.parse(m.createdAt) >= since).length,
    });
    expect(stats.stats.clients).toBe(26);
  });

  it("lists the network's newest transactions of the last 30 days", () => {
    const since = now.getTime() - 30 * DAY;
    const expected = movements
      .filter((m) => Date.parse(m.createdAt) >= since)
      .sort(newestFirst)
      .slice(0, 10)
      .map(withoutUnit);
    expect(stats.recentTransactions).toEqual(expected);
  });

  it('ranks the units by companies', () => {
    expect(stats.topFranchises).toEqual([
      { id: alfa.id, name: 'Tenho Alfa', city: 'São Paulo', state: 'SP', clientCount: 22 },
      { id: beta.id, name: 'Tenho Beta', city: 'Rio de Janeiro', state: 'RJ', clientCount: 3 },
      { id: delta.id, name: 'Tenho Delta', city: 'Curitiba', state: 'PR', clientCount: 1 },
    ]);
  });

  it('lists the newest leads with their status', () => {
    const expected = liveCompanies()
      .filter((c) => c.lead)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((c) => ({
        id: c.id,
        companyName: c.name!,
        email: c.email,
        status: c.lead!,
        createdAt: c.createdAt.toISOString(),
        unitName: c.unit.name,
      }));
    expect(stats.recentLeads).toEqual(expected);
    expect(stats.recentLeads.map((l) => l.status)).toEqual([
      'PENDING_CONFIRMATION',
      'PENDING_CONFIRMATION',
      'CONFIRMED',
      'CONFIRMED',
      'PENDING_CONFIRMATION',
    ]);
  });

  it('is for MASTER only', async () => {
    for (const token of [tokens.adminAlfa, tokens.client, tokens.user]) {
      const response = await get('/api/users/stats/master', token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth.forbidden');
    }
    expect((await get('/api/users/stats/master')).statusCode).toBe(401);
  });
});

describe('every card tells the same story (issue 29 §4)', () => {
  it("the MASTER's 'Leads' never shows more waiting than in total: a company created inactive is no lead", async () => {
    // Two companies created inactive by a franchisee (pending registrations, not leads).
    await createCompany(delta, new Date(now.getTime() - 60_000), { isActive: false });
    await createCompany(delta, new Date(now.getTime() - 120_000), { isActive: false });
    const stats = masterStatsSchema.parse((await get('/api/users/stats/master', tokens.master)).json()).stats;
    const live = companies.filter((c) => !c.deleted);
    expect(stats.totalLeads).toBe(live.filter((c) => c.lead).length);
    expect(stats.pendingLeads).toBe(live.filter((c) => c.lead === 'PENDING_CONFIRMATION').length);
    expect(stats.pendingLeads).toBeLessThanOrEqual(stats.totalLeads);
    // The list 'Leads Recentes' shows the same leads as the card counts.
    const list = masterStatsSchema.parse(
      (await get('/api/users/stats/master', tokens.master)).json(),
    ).recentLeads;
    expect(list.length).toBe(Math.min(stats.totalLeads, 10));
  });

  it("the ADMIN's 'Leads Recentes' agrees with this month's bar of its chart", async () => {
    // Delta: one company 20 days ago (maybe last month) and the two just created, none of them leads.
    const dashboard = franchiseDashboardSchema.parse(
      (await get(`/api/franchise-units/${delta.id}/dashboard-data`, tokens.master)).json(),
    );
    const thisMonth = dashboard.growth.at(-1)!;
    const deltaLive = companies.filter((c) => c.unit === delta && !c.deleted);
    const since = now.getTime() - 30 * DAY;
    expect(dashboard.stats.recentLeads).toBe(deltaLive.filter((c) => c.createdAt.getTime() >= since).length);
    expect(thisMonth.count).toBe(deltaLive.filter((c) => monthKey(c.createdAt) === monthKey(now)).length);
    // Everything registered this month is within the last 30 days, so the card holds at least the bar.
    expect(dashboard.stats.recentLeads).toBeGreaterThanOrEqual(thisMonth.count);
    expect(thisMonth.count).toBeGreaterThanOrEqual(2);
  });
});
