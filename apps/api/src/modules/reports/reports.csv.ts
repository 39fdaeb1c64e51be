import type { Readable } from 'node:stream';
import { ROLE_LABELS } from '@tenho/domain/auth/roles';
import { NO_RESPONSE_LABEL, REPORT_MESSAGE_STATUS_LABELS } from '@tenho/domain/messages/message-status';
import { messageTypeLabel } from '@tenho/domain/messages/message-types';
import { FINANCIAL_WORDS, type FinancialAudience } from '@tenho/domain/reports/financial-wording';
import {
  NEVER_LOGGED_IN,
  type FinancialBreakdownRow,
  type MessageReportRow,
  type UserActivityRow,
} from '@tenho/domain/reports/reports.schemas';
import { formatDateTime, reaisToCents } from '@tenho/domain/shared/format';
import { stripWhatsappMarkup } from '@tenho/domain/whatsapp/markup';
import { csvDecimalFromCents, csvStream, toCsv } from '../../lib/csv.ts';

/** A file the route sends as a download (a large one as a stream). */
export type CsvFile = { fileName: string; body: string | Readable };

export function isCsvFile(value: unknown): value is CsvFile {
  return typeof value === 'object' && value !== null && 'fileName' in value && 'body' in value;
}

/** 'relatorio-mensagens-2026-03-10.csv' (the date in Brasília time). */
export function reportFileName(name: string, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `relatorio-${name}-${day}.csv`;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of each minute of a day, made once. */
let CLOCK_TIMES: string[] | null = null;
function clockTime(minuteOfDay: number): string {
  CLOCK_TIMES ??= Array.from(
    { length: DAY_MS / MINUTE_MS },
    (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`,
  );
  return CLOCK_TIMES[minuteOfDay]!;
}

/** The instant a 'dd/mm/aaaa HH:mm' reads as if it were UTC (its local offset is the difference). */
function asUtc(formatted: string): number {
  const [d, m, y, h, min] = formatted.split(/[/ :]/).map(Number) as [number, number, number, number, number];
  return Date.UTC(y, m - 1, d, h, min);
}

/**
 * formatDateTime for a whole export (24,500 to 40,000 rows on a national network, where one Intl
 * call per row took 100–140 ms): two calls per UTC day. When the first and the last minute of a UTC
 * day show the same offset, no change happened in between (Brasília's changes are an hour, once),
 * so every minute of that day is its UTC minute moved by that offset; any other day (an offset
 * change) is formatted row by row.
 */
export function exportDateTimeFormatter(): (at: string | number) => string {
  /** Per UTC day: its offset (null: it changes that day) and, per local day, 'dd/mm/aaaa '. */
  const offsets = new Map<number, number | null>();
  const dates = new Map<number, string>();
  return (at) => {
    const ms = typeof at === 'number' ? at : Date.parse(at);
    if (Number.isNaN(ms)) return formatDateTime(String(at));
    const dayStart = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
    let offset = offsets.get(dayStart);
    if (offset === undefined) {
      const first = asUtc(formatDateTime(new Date(dayStart))) - dayStart;
      const lastMinute = dayStart + DAY_MS - MINUTE_MS;
      const last = asUtc(formatDateTime(new Date(lastMinute))) - lastMinute;
      offset = first === last ? first : null;
      offsets.set(dayStart, offset);
    }
    if (offset === null) return formatDateTime(new Date(ms));
    // The local time as if it were UTC: its day from a cache, its hour and minute by arithmetic (a
    // national export formats ~40,000 times: no Date per row).
    const local = ms + offset;
    const localDay = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
    let date = dates.get(localDay);
    if (date === undefined) {
      const d = new Date(localDay);
      date = `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} `;
      dates.set(localDay, date);
    }
    return date + clockTime(Math.floor((local - localDay) / MINUTE_MS));
  };
}

const money = (reais: number) => csvDecimalFromCents(reaisToCents(reais));

/** Financeiro: the breakdown rows (by unit or by company), in the words of who asked. */
export function financialCsv(
  kind: 'unit' | 'company',
  rows: readonly FinancialBreakdownRow[],
  audience: FinancialAudience,
): string {
  return toCsv(
    [
      kind === 'unit' ? 'Franquia' : 'Empresa',
      'Créditos carregados (R$)',
      `${FINANCIAL_WORDS[audience].leadMoney} (R$)`,
      'Leads cobrados',
      'Reembolsos (R$)',
      'Saldo (R$)',
    ],
    rows.map((r) => [
      r.name,
      money(r.creditsLoaded),
      money(r.leadRevenue),
      r.leadsCharged,
      money(r.refunds),
      money(r.balance),
    ]),
  );
}

/** A row of the Atividade export: the screen's row, its latest sign-in possibly as epoch milliseconds. */
export type ActivityCsvRow = Omit<UserActivityRow, 'lastLogin'> & { lastLogin: string | number | null };

/**
 * Atividades dos Usuários: the table's cells, as the screen shows them (role label, 'Nunca'), sent
 * as the pages of rows arrive (csvStream).
 */
export function userActivityCsvStream<T>(
  pages: AsyncIterable<readonly T[]>,
  toRow: (row: T) => ActivityCsvRow,
): Readable {
  const dateTime = exportDateTimeFormatter();
  return csvStream(
    ['Usuário', 'Perfil', 'Último login', 'Logins', 'Documentos', 'Mensagens', 'Status'],
    pages,
    (row) => {
      const r = toRow(row);
      return [
        r.userName,
        ROLE_LABELS[r.role],
        r.lastLogin === null ? NEVER_LOGGED_IN : dateTime(r.lastLogin),
        r.totalLogins,
        r.documentsCreated,
        r.messagesSent,
        r.status,
      ];
    },
  );
}

/**
 * A row of the Mensagens export: the screen's row, its time possibly as epoch milliseconds (an
 * export of the database's rows needs no ISO string per row).
 */
export type MessageCsvRow = Omit<MessageReportRow, 'timestamp'> & { timestamp: string | number };

const MESSAGES_HEADER = [
  'Remetente',
  'Destinatário',
  'Categoria',
  'Mensagem',
  'Status',
  'Resposta',
  'Data',
  'Tipo do pedido',
  'Transcrição ou legenda',
] as const;

/**
 * Mensagens: status and missing response in pt-BR as on the screen; WhatsApp's *bold* marks dropped.
 * Sent as it is made, a page of rows at a time (lib/csv.ts csvStream), each row turned into the
 * screen's row by `toRow` as it is written.
 */
export function messagesCsvStream<T>(
  pages: AsyncIterable<readonly T[]>,
  toRow: (row: T) => MessageCsvRow,
): Readable {
  const dateTime = exportDateTimeFormatter();
  return csvStream(MESSAGES_HEADER, pages, (row) => {
    const r = toRow(row);
    return [
      r.sender,
      r.recipient,
      r.category ?? '',
      stripWhatsappMarkup(r.content),
      REPORT_MESSAGE_STATUS_LABELS[r.status],
      r.response ?? NO_RESPONSE_LABEL,
      dateTime(r.timestamp),
      r.requestType ? messageTypeLabel(r.requestType) : '',
      r.requestText ?? '',
    ];
  });
}
