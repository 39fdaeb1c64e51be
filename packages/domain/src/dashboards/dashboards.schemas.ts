import { z } from 'zod';
import { APP_TIME_ZONE } from '../shared/format.ts';
import { isoDateTimeSchema } from '../shared/schema-fields.ts';
import { ratingSummarySchema } from '../ratings/ratings.schemas.ts';
import { TRANSACTION_TYPES } from '../wallet/wallet.schemas.ts';
import { leadStatusSchema } from '../users/users.schemas.ts';

/** Texts of both dashboards (spec §2, §8) and of the 'Ações Master' (architecture §5.13). */
export const DASHBOARD_MSG = {
  masterTitle: 'Dashboard Master - Controle Total do Sistema',
  loading: 'Carregando dashboard...',
  loadFailed: 'Erro ao carregar dados do dashboard',
  empty: 'Nenhum dado disponível',
  notInUnit: 'Usuário não está associado a uma franquia',
  growthTitle: 'Crescimento de Empresas',
  unitClientsTitle: 'Empresas da Franquia',
  recentTransactionsTitle: 'Transações Recentes',
  topFranchisesTitle: 'Top Franquias',
  recentLeadsTitle: 'Leads Recentes',
  masterActionsTitle: 'Ações Master',
  manageAdmins: 'Gerenciar Administradores',
  systemSettings: 'Configurações do Sistema',
  systemLogs: 'Logs do Sistema',
  backup: 'Backup e Restauração',
  backupDownloading: 'Gerando backup...',
  backupDone: 'Backup baixado com sucesso!',
  backupFailed: 'Erro ao gerar backup',
  backupBusy: 'Já existe um backup em andamento. Aguarde ele terminar e tente de novo.',
  backupHolds:
    'Uma cópia de segurança de tudo: usuários e empresas, carteiras e extratos, mensagens, configurações e os documentos enviados.',
  // The owner of the network keeps the file; the command to restore it is in the README, for whoever runs the servers.
  restoreHint:
    'Guarde o arquivo em lugar seguro: ele contém dados pessoais. Para restaurar, entregue-o à pessoa técnica que cuida dos servidores do Tenho.',
} as const;

/** 'Dashboard - {franchise name}' (spec §2). */
export function franchiseDashboardTitle(name: string): string {
  return `Dashboard - ${name}`;
}

/** "Recent" on the cards: leads and transactions of the last 30 days. */
export const DASHBOARD_RECENT_DAYS = 30;
/** Rows of each list on the dashboards. */
export const DASHBOARD_LIST_SIZE = 10;
/** Units in 'Top Franquias'. */
export const TOP_FRANCHISES_SIZE = 5;
/** Bars of 'Crescimento de Empresas': the current month and the six before it. */
export const GROWTH_MONTHS = 7;

export type MonthBucket = { month: string; label: string };

/**
 * The last `count` calendar months up to the one holding `now`, oldest first, in Brasília time:
 * month 'aaaa-mm' (what the API groups by) and label 'MM/AA' (what the chart shows).
 */
export function lastMonths(now: Date, count = GROWTH_MONTHS): MonthBucket[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  const year = Number(parts.year);
  const month = Number(parts.month);
  const buckets: MonthBucket[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = String((index % 12) + 1).padStart(2, '0');
    buckets.push({ month: `${y}-${m}`, label: `${m}/${String(y).slice(-2)}` });
  }
  return buckets;
}

// ---------------------------------------------------------------------------------------------
// Answers (reais with 2 decimals; no transforms).
// ---------------------------------------------------------------------------------------------

/** A movement on a dashboard (spec §3: id, clientName, description, type, amount, createdAt). */
export const dashboardTransactionSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  description: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** Reais, always positive: CREDIT is shown '+' in green, DEBIT '-' in red. */
  amount: z.number(),
  createdAt: isoDateTimeSchema,
});
export type DashboardTransaction = z.infer<typeof dashboardTransactionSchema>;

/** One bar of 'Crescimento de Empresas': companies registered in that month. */
export const growthBucketSchema = z.object({
  month: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type GrowthBucket = z.infer<typeof growthBucketSchema>;

/**
 * GET /franchise-units/{unit_id}/dashboard-data (spec §3, plus what the dashboard needs).
 * - stats.totalClients: the unit's companies (CLIENT, any status); totalBalance: what they hold
 *   (reais); recentLeads: companies that registered themselves in the last 30 days;
 *   recentTransactions: movements of its companies in the last 30 days (the 'Transações' card).
 * - clients: the 10 newest companies with their balances and consumer ratings ('Empresas da Franquia').
 * - recentTransactions: the 10 newest movements of the last 30 days (what the card counts).
 * - growth: 7 bars, the current month and the six before (Brasília time), oldest first.
 */
export const franchiseDashboardSchema = z.object({
  franchise: z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean() }),
  stats: z.object({
    totalClients: z.number().int(),
    totalBalance: z.number(),
    recentLeads: z.number().int(),
    recentTransactions: z.number().int(),
  }),
  clients: z.array(
    z.object({ id: z.number().int(), name: z.string(), balance: z.number(), rating: ratingSummarySchema }),
  ),
  recentTransactions: z.array(dashboardTransactionSchema),
  growth: z.array(growthBucketSchema),
  /** Consumer ratings of every company of the unit together (issue 24). */
  rating: ratingSummarySchema,
});
export type FranchiseDashboard = z.infer<typeof franchiseDashboardSchema>;

/**
 * GET /users/stats/master (spec §3).
 * - stats: people by role (totalUsers counts every account, MASTER included), units (all and
 *   active), leads (self-registered companies: all, and waiting for confirmation), what every
 *   company holds (reais) and the movements of the last 30 days.
 * - recentTransactions: the network's 10 newest movements of the last 30 days; topFranchises: the
 *   5 units with most companies; recentLeads: the 10 newest self-registered companies.
 */
export const masterStatsSchema = z.object({
  stats: z.object({
    totalUsers: z.number().int(),
    admins: z.number().int(),
    clients: z.number().int(),
    regularUsers: z.number().int(),
    totalFranchises: z.number().int(),
    activeFranchises: z.number().int(),
    totalLeads: z.number().int(),
    pendingLeads: z.number().int(),
    totalBalance: z.number(),
    recentTransactions: z.number().int(),
  }),
  recentTransactions: z.array(dashboardTransactionSchema),
  topFranchises: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      city: z.string(),
      state: z.string(),
      clientCount: z.number().int(),
    }),
  ),
  recentLeads: z.array(
    z.object({
      id: z.number().int(),
      companyName: z.string(),
      email: z.string(),
      status: leadStatusSchema,
      createdAt: isoDateTimeSchema,
      unitName: z.string().nullable(),
    }),
  ),
});
export type MasterStats = z.infer<typeof masterStatsSchema>;
