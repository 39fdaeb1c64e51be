import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { unmetDemandReportSchema, type UnmetDemandReport } from '@tenho/domain/reports/unmet-demand.schemas';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import type { Database } from '../../db/client.ts';
import {
  DEMAND_DAYS_PER_RUN,
  refreshReportSummaries,
  summariseDemandDays,
} from '../../jobs/report-totals.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { unmetDemandRows } from './unmet-demand.repository.ts';
import { exportDateTimeFormatter } from './reports.csv.ts';
import { formatDateTime } from '@tenho/domain/shared/format';
import { createUser, loginAs } from '../../../test/factories.ts';
import {
  categoryIdByCode,
  createCompany,
  createLoopUnit,
  messageDelivery,
  newMobile,
  playRequest,
  useLoopTestApp,
} from '../../../test/whatsapp-loop.ts';
import { slack } from '../../../test/timeouts.ts';

/**
 * Demanda não atendida (issue 24 point 5) on the real loop: requests that reached no company are
 * listed by unit and category, with the reason the router recorded.
 */
const t = useLoopTestApp();
vi.setConfig({ testTimeout: 60_000 });

const SECOND_NUMBER = '109876543218888';
let units: { id: number; name: string }[];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const requestIn = async (text: string, phoneNumberId?: string) => {
  const { messageId } = await playRequest(t, { text, phoneNumberId });
  const [row] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.id, messageId));
  return row!;
};

beforeAll(async () => {
  const first = await createLoopUnit(t.db);
  const second = await createLoopUnit(t.db, SECOND_NUMBER);
  units = [first, second];
  // Unit 1: an electrician that can pay, a pharmacy that cannot; nobody sells tyres.
  const electrician = await createCompany(t.db, {
    unitId: first.id,
    categoryCodes: ['eletricista'],
    balanceCents: 1000,
  });
  await createCompany(t.db, { unitId: first.id, categoryCodes: ['farmacia'], balanceCents: 10 });
  const staff = await createUser(t.db, { role: 'USER', unitId: first.id, parentId: electrician.id });

  for (const [name, user] of Object.entries({
    master: await createUser(t.db, { role: 'MASTER' }),
    admin1: await createUser(t.db, { role: 'ADMIN', unitId: first.id }),
    admin2: await createUser(t.db, { role: 'ADMIN', unitId: second.id }),
    client: electrician,
    user: staff,
  })) {
    tokens[name] = await loginAs(t.app, user);
  }
  ids.tyres = await categoryIdByCode(t.db, 'pneus-borracharia');
  ids.pharmacy = await categoryIdByCode(t.db, 'farmacia');
  ids.electrician = await categoryIdByCode(t.db, 'eletricista');
}, slack(90_000));

const get = (token: string | undefined, query = '') =>
  t.call('GET', `/api/reports/unmet-demand${query}`, token);

describe('GET /api/reports/unmet-demand', () => {
  it('lists the requests nobody was offered, for both reasons, by unit and category', async () => {
    const tyres1 = await requestIn('Alguém tem pneu aro 15 para vender?');
    const tyres2 = await requestIn('Preciso de um borracheiro, pneu furado');
    const medicine = await requestIn('Tem farmácia com dipirona aberta agora?');
    const served = await requestIn('Preciso de um eletricista hoje');
    const tyresOther = await requestIn('Alguém tem pneu aro 15 para vender?', SECOND_NUMBER);

    expect([tyres1, tyres2, tyresOther].map((m) => [m.categoryId, m.outcome, m.unservedReason])).toEqual([
      [ids.tyres, 'NO_COMPANY', 'no_company'],
      [ids.tyres, 'NO_COMPANY', 'no_company'],
      [ids.tyres, 'NO_COMPANY', 'no_company'],
    ]);
    expect([medicine.categoryId, medicine.outcome, medicine.unservedReason]).toEqual([
      ids.pharmacy,
      'NO_COMPANY',
      'no_balance',
    ]);
    expect(served.outcome).toBe('OFFERED');

    const response = await get(tokens.master, '?period=7');
    expect(response.statusCode).toBe(200);
    const report = response.json<UnmetDemandReport>();
    // The route sends its answer as JSON text, unchecked at run time: the contract is checked here.
    expect(unmetDemandReportSchema.strict().parse(report)).toEqual(report);
    expect(report.period).toBe(7);
    const rows = report.rows.map(({ last_request_at: _at, ...row }) => row);
    expect(rows).toEqual([
      {
        unit_id: units[0]!.id,
        unit_name: units[0]!.name,
        category_id: ids.tyres,
        category_name: 'Pneus e Borracharia',
        requests: 2,
        reason: 'no_company',
      },
      {
        unit_id: units[1]!.id,
        unit_name: units[1]!.name,
        category_id: ids.tyres,
        category_name: 'Pneus e Borracharia',
        requests: 1,
        reason: 'no_company',
      },
      {
        unit_id: units[0]!.id,
        unit_name: units[0]!.name,
        category_id: ids.pharmacy,
        category_name: 'Farmácia',
        requests: 1,
        reason: 'no_balance',
      },
    ]);
    expect(report.total).toBe(4);
    expect(report.rows[0]!.last_request_at).toBe(tyres2.receivedAt.toISOString());
  });

  it('shows an ADMIN its own unit only, and denies companies and their users', async () => {
    const mine = (await get(tokens.admin1)).json<UnmetDemandReport>();
    expect(new Set(mine.rows.map((r) => r.unit_id))).toEqual(new Set([units[0]!.id]));
    expect(mine.rows).toHaveLength(2);
    const theirs = (await get(tokens.admin2)).json<UnmetDemandReport>();
    expect(theirs.rows.map((r) => [r.unit_id, r.category_id, r.requests])).toEqual([
      [units[1]!.id, ids.tyres, 1],
    ]);

    const client = await get(tokens.client);
    expect(client.statusCode).toBe(403);
    expect(client.json()).toMatchObject({ code: 'reports.unmet_demand_forbidden' });
    expect((await get(tokens.user)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
  });

  it('exports CSV like the other reports', async () => {
    const response = await get(tokens.admin1, '?period=30&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="relatorio-demanda-nao-atendida-30d-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFFranquia;Categoria;Pedidos;Último pedido;Motivo');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${units[0]!.name};Pneus e Borracharia;2;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};Nenhuma empresa na categoria$`,
      ),
    );
    expect(lines[2]).toMatch(/;Farmácia;1;.*;Empresas sem saldo$/);
    expect(lines).toHaveLength(4); // header, 2 rows, the final CRLF
  });

  it('refuses a bad period or format with 400', async () => {
    for (const query of ['?period=15', '?period=abc', '?format=xml']) {
      const response = await get(tokens.master, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Período inválido|Formato inválido/);
    }
  });

  it('keeps requests older than the period out', async () => {
    // Eight days ago: outside 7 days, inside 30.
    await t.db.update(inboundMessages).set({ receivedAt: new Date(Date.now() - 8 * 86_400_000) });
    const week = (await get(tokens.master, '?period=7')).json<UnmetDemandReport>();
    expect(week.rows).toEqual([]);
    const month = (await get(tokens.master, '?period=30')).json<UnmetDemandReport>();
    expect(month.rows.length).toBe(3);
  });
});

describe('demand we could not hear (issue 30)', () => {
  it('lists texts not understood and media without text, scoped like the rest, in the CSV too', async () => {
    const vague = await requestIn('zzz qwerty blorp');
    expect([vague.outcome, vague.unservedReason]).toEqual(['NOT_UNDERSTOOD', 'not_understood']);
    await t.deliver(
      messageDelivery({ from: `55${newMobile()}`, image: {} }, { phoneNumberId: SECOND_NUMBER }),
    );
    await t.settle();

    const all = (await get(tokens.master, '?period=30')).json<UnmetDemandReport>();
    expect(all.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ unit_id: units[0]!.id, category_id: null, reason: 'not_understood' }),
        expect.objectContaining({
          unit_id: units[1]!.id,
          category_id: null,
          category_name: 'Sem categoria',
          reason: 'media_without_text',
        }),
      ]),
    );
    const first = (await get(tokens.admin1, '?period=30')).json<UnmetDemandReport>();
    expect(first.rows.filter((r) => r.category_id === null).map((r) => r.reason)).toEqual(['not_understood']);
    const csv = (await get(tokens.admin2, '?period=30&format=csv')).body;
    expect(csv).toContain('Áudio ou foto sem texto');
    expect(csv).not.toContain('Pedido não compreendido');
  });
});

describe('the summary of closed days (migration 0035) agrees with the rows', () => {
  const count = async (table: string) =>
    Number((await queryRows<{ n: string }>(t.db, sql.raw(`select count(*)::text as n from ${table}`)))[0]!.n);
  const dbToday = async () =>
    (
      await queryRows<{ day: string }>(
        t.db,
        sql`select to_char((now() at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD') as day`,
      )
    )[0]!.day;
  const minus = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

  /** The same report with the summary out of sight (deleted in a transaction rolled back). */
  async function fromRowsOnly(filter: Parameters<typeof unmetDemandRows>[1]) {
    let rows: Awaited<ReturnType<typeof unmetDemandRows>> = [];
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from report_demand_summarised`);
        rows = await unmetDemandRows(tx as Database, filter);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message + error.name))) throw error;
      });
    return rows;
  }

  async function expectSummaryMatchesRows() {
    const today = await dbToday();
    for (const days of [1, 3, 30, 90, 365]) {
      for (const unitId of [null, units[0]!.id, units[1]!.id]) {
        const filter = { from: minus(today, days - 1), today, unitId };
        const normalise = (rows: Awaited<ReturnType<typeof unmetDemandRows>>) =>
          rows.map((r) => ({ ...r, last_request_at: new Date(r.last_request_at).toISOString() }));
        expect(normalise(await unmetDemandRows(t.db, filter)), JSON.stringify(filter)).toEqual(
          normalise(await fromRowsOnly(filter)),
        );
      }
    }
  }

  it('after the job, and after requests and offers changed on closed days since', async () => {
    // Some of the requests of this file moved to closed days (a day, forty and a hundred days ago:
    // the months between are summarised whole and read from report_demand_months).
    const unserved = await t.db
      .select({ id: inboundMessages.id })
      .from(inboundMessages)
      .where(and(eq(inboundMessages.kind, 'REQUEST'), eq(inboundMessages.outcome, 'NO_COMPANY')));
    expect(unserved.length).toBeGreaterThanOrEqual(4);
    const ago = [1, 40, 100];
    for (const [i, row] of unserved.slice(0, ago.length).entries()) {
      await t.db
        .update(inboundMessages)
        .set({ receivedAt: sql`${inboundMessages.receivedAt} - make_interval(days => ${ago[i]!})` })
        .where(eq(inboundMessages.id, row.id));
    }
    expect(await count('report_demand_marks')).toBeGreaterThan(0);
    await expectSummaryMatchesRows();

    expect(await summariseDemandDays(t.db)).toBeGreaterThan(0);
    expect(await count('report_demand_marks')).toBe(0);
    expect(await count('report_demand_days')).toBeGreaterThan(0);
    expect(await count('report_demand_months')).toBeGreaterThan(0);
    const [whole] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from (
            select date_trunc('month', day) from report_demand_summarised group by 1
            having count(*) = extract(day from date_trunc('month', min(day)) + interval '1 month - 1 day')) x`,
    );
    expect(Number(whole!.n)).toBeGreaterThanOrEqual(2);
    await expectSummaryMatchesRows();
    expect(await summariseDemandDays(t.db)).toBe(0);

    // Since the summary: a request of today, an offer for a request of a closed day (now served),
    // a request of a closed day recategorised, another one's reason recorded.
    await requestIn('Alguém tem pneu aro 15 para vender?');
    const [past] = unserved;
    const [company] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from users where role = 'CLIENT' and unit_id = ${units[0]!.id} limit 1`,
    );
    await t.db.insert(offers).values({
      messageId: past!.id,
      companyId: company!.id,
      unitId: units[0]!.id,
      categoryId: ids.tyres!,
      status: 'EXPIRED',
      expiresAt: new Date(),
    });
    await t.db
      .update(inboundMessages)
      .set({ categoryId: ids.pharmacy! })
      .where(eq(inboundMessages.id, unserved[1]!.id));
    await t.db
      .update(inboundMessages)
      .set({ unservedReason: null })
      .where(and(inArray(inboundMessages.id, [unserved[2]!.id]), isNull(inboundMessages.mediaStatus)));
    expect(await count('report_demand_marks')).toBeGreaterThan(0);
    await expectSummaryMatchesRows();

    await summariseDemandDays(t.db);
    expect(await count('report_demand_marks')).toBe(0);
    await expectSummaryMatchesRows();
  });

  it('a scheduled run summarises a week at most, newest first, and the report agrees all along', async () => {
    // Requests spread over the last 20 days, none summarised yet (a database loaded in bulk).
    const unserved = await t.db
      .select({ id: inboundMessages.id })
      .from(inboundMessages)
      .where(and(eq(inboundMessages.kind, 'REQUEST'), eq(inboundMessages.outcome, 'NO_COMPANY')));
    for (const [i, row] of unserved.entries()) {
      await t.db
        .update(inboundMessages)
        .set({ receivedAt: sql`now() - make_interval(days => ${2 + ((i * 6) % 19)})` })
        .where(eq(inboundMessages.id, row.id));
    }
    await t.db.execute(sql`delete from report_demand_summarised`);
    await t.db.execute(sql`delete from report_demand_days`);
    await t.db.execute(sql`delete from report_demand_months`);
    const today = await dbToday();
    const summarised = async () =>
      (
        await queryRows<{ day: string }>(
          t.db,
          sql`select to_char(day, 'YYYY-MM-DD') as day from report_demand_summarised order by day desc`,
        )
      ).map((r) => r.day);

    const { days } = await refreshReportSummaries(t.db);
    expect(days).toBe(DEMAND_DAYS_PER_RUN);
    // Yesterday and the six days before it: the ones a report of the last days reads first.
    expect(await summarised()).toEqual(
      Array.from({ length: DEMAND_DAYS_PER_RUN }, (_, i) => minus(today, i + 1)),
    );
    await expectSummaryMatchesRows();

    let runs = 1;
    while ((await refreshReportSummaries(t.db)).days > 0) {
      runs += 1;
      await expectSummaryMatchesRows();
    }
    expect(runs).toBeGreaterThan(2);
    expect(await count('report_demand_marks')).toBe(0);
    expect((await summarised()).at(-1)! <= minus(today, 20)).toBe(true);
    await expectSummaryMatchesRows();
  });
});

describe('the export formats its dates like formatDateTime', () => {
  it('minute by minute over two years, across the days of any offset change', () => {
    const format = exportDateTimeFormatter();
    const start = Date.parse('2017-10-01T00:00:00.000Z'); // Brasília still had summer time then
    for (let ms = start; ms < start + 2 * 365 * 86_400_000; ms += 7 * 60_000 + 13_000) {
      const iso = new Date(ms).toISOString();
      expect(format(iso), iso).toBe(formatDateTime(iso));
    }
    // Every minute of the days around a change (summer time began on 2018-11-04 at 00:00 local).
    const change = Date.parse('2018-11-03T00:00:00.000Z');
    for (let ms = change; ms < change + 3 * 86_400_000; ms += 60_000) {
      const iso = new Date(ms + 59_999).toISOString();
      expect(format(iso), iso).toBe(formatDateTime(iso));
    }
  });
});
