import {
  DASHBOARD_LIST_SIZE,
  DASHBOARD_RECENT_DAYS,
  GROWTH_MONTHS,
  TOP_FRANCHISES_SIZE,
  lastMonths,
  type DashboardTransaction,
  type FranchiseDashboard,
  type MasterStats,
} from '@tenho/domain/dashboards/dashboards.schemas';
import { NO_RATINGS } from '@tenho/domain/ratings/ratings.schemas';
import { centsToReais } from '@tenho/domain/shared/format';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../plugins/authorization.ts';
import { findVisibleUnit } from '../franchise-units/franchise-units.service.ts';
import { createRatingsService } from '../ratings/ratings.service.ts';
import {
  countNetworkMovements,
  networkBalanceCents,
  networkPeople,
  networkUnits,
  newestLeads,
  newestNetworkMovements,
  newestUnitCompanies,
  topUnitsByCompanies,
  unitCompanyTotals,
  unitMovements,
  unitRegistrations,
  type MovementRow,
} from './dashboards.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const toMovement = (row: MovementRow): DashboardTransaction => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  description: row.description,
  type: row.type,
  amount: centsToReais(row.amountCents),
  createdAt: row.createdAt.toISOString(),
});

export type DashboardsServiceDeps = { db: Database; now?: () => Date };

export function createDashboardsService({ db, now = () => new Date() }: DashboardsServiceDeps) {
  const ratings = createRatingsService({ db });
  /** 'Dashboard - {name}': the ADMIN of the unit or the MASTER; another unit answers 404. */
  async function franchiseDashboard(actor: Actor, unitId: number): Promise<FranchiseDashboard> {
    const unit = await findVisibleUnit(db, actor, unitId);
    const at = now();
    const recentSince = new Date(at.getTime() - DASHBOARD_RECENT_DAYS * DAY_MS);
    const months = lastMonths(at, GROWTH_MONTHS);

    // Independent reads: on PostgreSQL they run side by side on the pool.
    const [totals, registrations, clients, movements, unitRating] = await Promise.all([
      unitCompanyTotals(db, unitId),
      unitRegistrations(db, unitId, months[0]!.month, recentSince),
      newestUnitCompanies(db, unitId, DASHBOARD_LIST_SIZE),
      unitMovements(db, unitId, recentSince, DASHBOARD_LIST_SIZE),
      ratings.unitSummary(unitId),
    ]);
    const rated = await ratings.summaries(clients.map((c) => c.id));

    return {
      franchise: { id: unit.id, name: unit.name, is_active: unit.isActive },
      stats: {
        totalClients: totals.companies,
        totalBalance: centsToReais(totals.balanceCents),
        recentLeads: registrations.recent,
        recentTransactions: movements.total,
      },
      clients: clients.map((c) => ({
        id: c.id,
        name: c.name,
        balance: centsToReais(c.balanceCents),
        rating: rated.get(c.id) ?? NO_RATINGS,
      })),
      recentTransactions: movements.newest.map(toMovement),
      growth: months.map((m) => ({ ...m, count: registrations.byMonth.get(m.month) ?? 0 })),
      rating: unitRating,
    };
  }

  /** The MASTER's view of the whole network. */
  async function masterStats(): Promise<MasterStats> {
    const recentSince = new Date(now().getTime() - DASHBOARD_RECENT_DAYS * DAY_MS);
    const [people, units, balanceCents, recentMovements, movements, top, leads] = await Promise.all([
      networkPeople(db),
      networkUnits(db),
      networkBalanceCents(db),
      countNetworkMovements(db, recentSince),
      newestNetworkMovements(db, recentSince, DASHBOARD_LIST_SIZE),
      topUnitsByCompanies(db, TOP_FRANCHISES_SIZE),
      newestLeads(db, DASHBOARD_LIST_SIZE),
    ]);
    return {
      stats: {
        totalUsers: people.total,
        admins: people.admins,
        clients: people.clients,
        regularUsers: people.regularUsers,
        totalFranchises: units.total,
        activeFranchises: units.active,
        totalLeads: people.leads,
        pendingLeads: people.pendingLeads,
        totalBalance: centsToReais(balanceCents),
        recentTransactions: recentMovements,
      },
      recentTransactions: movements.map(toMovement),
      topFranchises: top,
      recentLeads: leads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    };
  }

  return { franchiseDashboard, masterStats };
}
