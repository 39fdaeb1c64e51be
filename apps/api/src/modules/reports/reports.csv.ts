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
import { csvDecimalFromCents, toCsv } from '../../lib/csv.ts';

/** A file the route sends as a download. */
export type CsvFile = { fileName: string; body: string };

export function isCsvFile(value: unknown): value is CsvFile {
  return typeof value === 'object' && value !== null && 'fileName' in value && 'body' in value;
}

/** 'relatorio-mensagens-2026-03-10.csv' (the date in Brasília time). */
export function reportFileName(name: string, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `relatorio-${name}-${day}.csv`;
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

/** Atividades dos Usuários: the table's cells, as the screen shows them (role label, 'Nunca'). */
export function userActivityCsv(rows: readonly UserActivityRow[]): string {
  return toCsv(
    ['Usuário', 'Perfil', 'Último login', 'Logins', 'Documentos', 'Mensagens', 'Status'],
    rows.map((r) => [
      r.userName,
      ROLE_LABELS[r.role],
      r.lastLogin ? formatDateTime(r.lastLogin) : NEVER_LOGGED_IN,
      r.totalLogins,
      r.documentsCreated,
      r.messagesSent,
      r.status,
    ]),
  );
}

/** Mensagens: status and missing response in pt-BR as on the screen; WhatsApp's *bold* marks dropped. */
export function messagesCsv(rows: readonly MessageReportRow[]): string {
  return toCsv(
    [
      'Remetente',
      'Destinatário',
      'Categoria',
      'Mensagem',
      'Status',
      'Resposta',
      'Data',
      'Tipo do pedido',
      'Transcrição ou legenda',
    ],
    rows.map((r) => [
      r.sender,
      r.recipient,
      r.category ?? '',
      stripWhatsappMarkup(r.content),
      REPORT_MESSAGE_STATUS_LABELS[r.status],
      r.response ?? NO_RESPONSE_LABEL,
      formatDateTime(r.timestamp),
      r.requestType ? messageTypeLabel(r.requestType) : '',
      r.requestText ?? '',
    ]),
  );
}
