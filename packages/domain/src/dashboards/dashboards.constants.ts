import { APP_TIME_ZONE } from '../shared/format.ts';

// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

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
