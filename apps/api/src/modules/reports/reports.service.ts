import type { ReportMessageStatus } from '@tenho/domain/messages/message-status';
import {
  REPORTS_MSG,
  REPORT_CSV_MAX_ROWS,
  dayMonthLabel,
  maskConsumerNumber,
  reportGranularity,
  type FinancialBreakdownRow,
  type FinancialReport,
  type FinancialReportQuery,
  type MessageReportRow,
  type MessagesReport,
  type MessagesReportQuery,
  type UserActivityQuery,
  type UserActivityReport,
  type UserActivityRow,
} from '@tenho/domain/reports/reports.schemas';
import { financialAudience } from '@tenho/domain/reports/financial-wording';
import { centsToReais } from '@tenho/domain/shared/format';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../plugins/authorization.ts';
import { createReportCache, reportDataVersion, scopeKey, type ReportCache } from './reports.cache.ts';
import {
  allUnits,
  financialFigures,
  messageCards,
  networkFinancialFigures,
  messageExportPages,
  messageRows,
  userActivityCards,
  userActivityExportPages,
  userActivityRows,
  type CompanyFigures,
  type MessageDbRow,
  type SeriesBucket,
  type UserActivityDbRow,
} from './reports.repository.ts';
import {
  financialCsv,
  messagesCsvStream,
  reportFileName,
  userActivityCsvStream,
  type ActivityCsvRow,
  type CsvFile,
  type MessageCsvRow,
} from './reports.csv.ts';
import { REPORTS_ERRORS } from './reports.errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const brasiliaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Brasília ('aaaa-mm-dd'). */
export function brasiliaToday(now: Date): string {
  return brasiliaDay.format(now);
}

/** 'aaaa-mm-dd' plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first day of every bucket of [from, to]: each day, or `from` and then every Monday. */
export function bucketStarts(from: string, to: string, granularity: 'day' | 'week'): string[] {
  const starts: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (granularity === 'day' || day === from || weekday(day) === 1) starts.push(day);
  }
  return starts;
}

/** QUEUED and SENT → sent, DELIVERED → delivered, READ → read, FAILED and DEAD → failed. */
export function reportStatusOf(status: string): ReportMessageStatus {
  switch (status) {
    case 'DELIVERED':
      return 'delivered';
    case 'READ':
      return 'read';
    case 'FAILED':
    case 'DEAD':
      return 'failed';
    default:
      return 'sent';
  }
}

/** One collator for every sort (localeCompare with a locale builds one per comparison). */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const byName = (a: { name: string; id: number | null }, b: { name: string; id: number | null }) =>
  collator.compare(a.name, b.name) || (a.id ?? 0) - (b.id ?? 0);

type Totals = {
  creditCents: number;
  revenueCents: number;
  refundCents: number;
  leads: number;
  balanceCents: number;
};
const emptyTotals = (): Totals => ({
  creditCents: 0,
  revenueCents: 0,
  refundCents: 0,
  leads: 0,
  balanceCents: 0,
});
function add(totals: Totals, company: CompanyFigures): Totals {
  totals.creditCents += company.creditCents;
  totals.revenueCents += company.revenueCents;
  totals.refundCents += company.refundCents;
  totals.leads += company.leads;
  // A deleted company's wallet is history, not money held by the network.
  if (!company.deleted) totals.balanceCents += company.balanceCents;
  return totals;
}
const sumTotals = (totals: Totals, more: Totals): Totals => {
  totals.creditCents += more.creditCents;
  totals.revenueCents += more.revenueCents;
  totals.refundCents += more.refundCents;
  totals.leads += more.leads;
  totals.balanceCents += more.balanceCents;
  return totals;
};
const hasFigures = (t: Totals) =>
  t.creditCents !== 0 || t.revenueCents !== 0 || t.refundCents !== 0 || t.leads !== 0 || t.balanceCents !== 0;
const toRow = (id: number | null, name: string, t: Totals): FinancialBreakdownRow => ({
  id,
  name,
  creditsLoaded: centsToReais(t.creditCents),
  leadRevenue: centsToReais(t.revenueCents),
  leadsCharged: t.leads,
  refunds: centsToReais(t.refundCents),
  balance: centsToReais(t.balanceCents),
});

function toActivityRow(row: UserActivityDbRow): UserActivityRow {
  return {
    ...toActivityCsvRow(row),
    lastLogin: row.lastLoginMs === null ? null : new Date(row.lastLoginMs).toISOString(),
  };
}

/** The same row for the export, its latest sign-in left as epoch milliseconds (no ISO string per row). */
function toActivityCsvRow(row: UserActivityDbRow): ActivityCsvRow {
  return {
    id: row.id,
    userName: row.userName,
    role: row.role,
    lastLogin: row.lastLoginMs,
    totalLogins: row.totalLogins,
    documentsCreated: row.documentsCreated,
    messagesSent: row.messagesSent,
    status: row.isActive ? 'Ativo' : 'Inativo',
  };
}

function toMessageRow(row: MessageDbRow): MessageReportRow {
  return { ...toMessageCsvRow(row), timestamp: new Date(row.createdAt).toISOString() };
}

/** The same row for the export, its time left as the database's epoch milliseconds. */
function toMessageCsvRow(row: MessageDbRow): MessageCsvRow {
  const recipient =
    row.companyName !== null
      ? row.companyDeleted
        ? REPORTS_MSG.deletedCompany
        : row.companyName
      : maskConsumerNumber(row.toNumber ?? '');
  return {
    id: row.id,
    sender: row.sender,
    recipient,
    category: row.category,
    content: row.content,
    status: reportStatusOf(row.status),
    response: row.response,
    timestamp: typeof row.createdAt === 'number' ? row.createdAt : new Date(row.createdAt).getTime(),
    requestType: row.requestType,
    requestText: row.requestText,
  };
}

export type ReportsServiceDeps = { db: Database; now?: () => Date; cache?: ReportCache | null };

export function createReportsService({ db, now = () => new Date(), cache }: ReportsServiceDeps) {
  const answers = cache === undefined ? createReportCache(now) : cache;
  /** JSON answers go through the cache (CSV exports are rare and always computed). */
  async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!answers) return compute();
    return answers.through(key, await reportDataVersion(db), compute);
  }
  const cachedAt = <T>(version: string, key: string, compute: () => Promise<T>): Promise<T> =>
    answers ? answers.through(key, version, compute) : compute();

  /**
   * Financeiro: the period [today - (period - 1), today] in Brasília days. MASTER: breakdown by
   * unit; everyone else by company (a CLIENT: its own row).
   */
  async function financial(actor: Actor, query: FinancialReportQuery): Promise<FinancialReport | CsvFile> {
    if (query.format === 'csv') return computeFinancial(actor, query);
    const key = `financial:${scopeKey(actor)}:${query.period}:${brasiliaToday(now())}`;
    return cached(key, () => computeFinancial(actor, query));
  }

  async function computeFinancial(
    actor: Actor,
    query: FinancialReportQuery,
  ): Promise<FinancialReport | CsvFile> {
    const at = now();
    const to = brasiliaToday(at);
    const from = addDays(to, -(query.period - 1));
    const granularity = reportGranularity(query.period);

    let cards: Totals;
    let buckets: SeriesBucket[];
    let kind: 'unit' | 'company';
    let rows: FinancialBreakdownRow[];
    if (actor.role === 'MASTER') {
      // The network: per unit from the daily summary (migration 0035), never the period's rows.
      const [network, units] = await Promise.all([
        networkFinancialFigures(db, from, to, granularity),
        allUnits(db),
      ]);
      buckets = network.buckets;
      kind = 'unit';
      const perUnit = new Map<number | null, Totals>(
        network.units.map((u) => [
          u.unitId,
          {
            creditCents: u.creditCents,
            revenueCents: u.revenueCents,
            refundCents: u.refundCents,
            leads: u.leads,
            balanceCents: u.balanceCents,
          },
        ]),
      );
      cards = [...perUnit.values()].reduce(sumTotals, emptyTotals());
      rows = units.map((u) => toRow(u.id, u.name, perUnit.get(u.id) ?? emptyTotals()));
      const noUnit = perUnit.get(null);
      if (noUnit && hasFigures(noUnit)) rows.push(toRow(null, REPORTS_MSG.noUnit, noUnit));
    } else {
      const figures = await financialFigures(db, actor, from, to, granularity);
      const companies = figures.companies;
      buckets = figures.buckets;
      cards = companies.reduce(add, emptyTotals());
      kind = 'company';
      const live = companies.filter((c) => !c.deleted);
      rows = live.map((c) => toRow(c.id, c.name, add(emptyTotals(), c))).sort(byName);
      const deleted = companies.filter((c) => c.deleted).reduce(add, emptyTotals());
      if (companies.some((c) => c.deleted)) rows.push(toRow(null, REPORTS_MSG.deletedCompanies, deleted));
    }

    if (query.format === 'csv') {
      return {
        fileName: reportFileName(`financeiro-${query.period}d`, at),
        body: financialCsv(kind, rows, financialAudience(actor.role)),
      };
    }

    const byStart = new Map(buckets.map((b) => [b.start, b]));
    return {
      period: query.period,
      from,
      to,
      granularity,
      cards: {
        creditsLoaded: centsToReais(cards.creditCents),
        leadRevenue: centsToReais(cards.revenueCents),
        balancesHeld: centsToReais(cards.balanceCents),
        leadsCharged: cards.leads,
        refunds: centsToReais(cards.refundCents),
      },
      series: bucketStarts(from, to, granularity).map((start) => {
        const b = byStart.get(start);
        return {
          start,
          label: dayMonthLabel(start),
          creditsLoaded: centsToReais(b?.creditCents ?? 0),
          leadRevenue: centsToReais(b?.revenueCents ?? 0),
          leadsCharged: b?.leads ?? 0,
        };
      }),
      breakdown: { kind, rows },
    };
  }

  /** Atividades dos Usuários: live accounts in scope narrowed by the filter; cards over every row. */
  async function userActivity(actor: Actor, query: UserActivityQuery): Promise<UserActivityReport | CsvFile> {
    if (query.format === 'csv') {
      const pages = await userActivityExportPages(db, actor, query.filter, REPORT_CSV_MAX_ROWS);
      if (pages === null) throw REPORTS_ERRORS.exportTooLarge();
      return {
        fileName: reportFileName(`atividades-${query.filter.toLowerCase()}`, now()),
        body: userActivityCsvStream(pages, toActivityCsvRow),
      };
    }
    const version = answers ? await reportDataVersion(db) : '';
    const base = `activity:${scopeKey(actor)}:${query.filter}`;
    // The answer of a page is cached whole (the same object while the data holds, so the route
    // serialises it once); the cards, shared by every page of the filter, on their own.
    return cachedAt(version, `${base}:${query.page}:${query.pageSize}`, async () => {
      const [cards, rows] = await Promise.all([
        cachedAt(version, `${base}:cards`, () => userActivityCards(db, actor, query.filter)),
        userActivityRows(db, actor, query.filter, {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
      ]);
      return {
        cards,
        rows: rows.map(toActivityRow),
        total: cards.totalUsers,
        page: query.page,
        pageSize: query.pageSize,
      };
    });
  }

  /** Mensagens: the WhatsApp messages the platform sent, newest first; cards over every row. */
  async function messages(actor: Actor, query: MessagesReportQuery): Promise<MessagesReport | CsvFile> {
    const filter = { category: query.category, status: query.status };
    if (query.format === 'csv') {
      const pages = await messageExportPages(db, actor, filter, REPORT_CSV_MAX_ROWS);
      if (pages === null) throw REPORTS_ERRORS.exportTooLarge();
      // Each row turned into the screen's row as the CSV takes it (100,000 at most).
      return {
        fileName: reportFileName('mensagens', now()),
        body: messagesCsvStream(pages, toMessageCsvRow),
      };
    }
    const version = answers ? await reportDataVersion(db) : '';
    const base = `messages:${scopeKey(actor)}:${query.category ?? ''}:${query.status ?? ''}`;
    return cachedAt(version, `${base}:${query.page}:${query.pageSize}`, async () => {
      const [cards, rows] = await Promise.all([
        cachedAt(version, `${base}:cards`, () => messageCards(db, actor, filter)),
        messageRows(db, actor, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      ]);
      return {
        cards,
        rows: rows.map(toMessageRow),
        total: cards.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    });
  }

  return { financial, userActivity, messages };
}

export type ReportsService = ReturnType<typeof createReportsService>;
