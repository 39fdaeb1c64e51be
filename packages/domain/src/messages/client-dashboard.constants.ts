import type { ClientDashboard } from './client-dashboard.schemas.ts';

// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

/** The company's dashboard (spec §2 Client dashboard, §3; GET /users/dashboard/client). */

export const CLIENT_DASHBOARD_MSG = {
  loadFailed: 'Erro ao carregar dados do dashboard',
  companyOnly: 'Este painel é exclusivo das empresas (clientes)',
  noData: 'Nenhum dado disponível',
} as const;

/** How many recent interactions and transactions the dashboard lists. */
export const CLIENT_DASHBOARD_RECENT = 5;

/** The bar chart: approved, pending and the others (rejected and expired). */
export function interactionBars(stats: ClientDashboard['stats']): {
  approved: number;
  pending: number;
  others: number;
} {
  const approved = stats.acceptedInteractions;
  const pending = stats.pendingInteractions;
  return { approved, pending, others: Math.max(0, stats.totalInteractions - approved - pending) };
}
