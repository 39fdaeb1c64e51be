import { z } from 'zod';
import { isoDateTimeSchema } from '../shared/schema-fields.ts';
import { ratingSummarySchema } from '../ratings/ratings.schemas.ts';
import { TRANSACTION_TYPES } from '../wallet/wallet.schemas.ts';
import { leadStatusSchema } from '../users/users.schemas.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './dashboards.constants.ts';

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
