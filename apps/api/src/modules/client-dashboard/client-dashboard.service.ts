import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  CLIENT_DASHBOARD_RECENT,
  type ClientDashboard,
} from '@tenho/domain/messages/client-dashboard.schemas';
import { NO_RATINGS } from '@tenho/domain/ratings/ratings.schemas';
import { centsToReais } from '@tenho/domain/shared/format';
import type { Database } from '../../db/client.ts';
import { categories, userCategories } from '../../db/schema/categories.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { offers } from '../../db/schema/offers.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { COMMON_ERRORS } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/authorization.ts';
import { createRatingsService } from '../ratings/ratings.service.ts';
import { createLeadPreferencesService } from '../lead-preferences/lead-preferences.service.ts';
import { CLIENT_DASHBOARD_ERRORS } from './client-dashboard.errors.ts';

/** GET /users/dashboard/client: the signed-in company's own numbers, from its offers and wallet. */
export function createClientDashboardService({ db, now }: { db: Database; now?: () => Date }) {
  const ratings = createRatingsService({ db });
  const leadPreferences = createLeadPreferencesService({ db, now });
  async function get(actor: Actor): Promise<ClientDashboard> {
    if (actor.role !== 'CLIENT') throw CLIENT_DASHBOARD_ERRORS.companyOnly();
    const companyId = actor.id;

    const [client] = await db
      .select({
        id: users.id,
        email: users.email,
        displayName: profiles.displayName,
        balanceCents: sql<number>`coalesce(${wallets.balanceCents}, 0)`.mapWith(Number),
        walletId: wallets.id,
        unitId: franchiseUnits.id,
        unitName: franchiseUnits.name,
        unitWhatsapp: franchiseUnits.whatsappDisplayNumber,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(wallets, eq(wallets.clientId, users.id))
      .leftJoin(franchiseUnits, eq(franchiseUnits.id, users.unitId))
      .where(eq(users.id, companyId));
    if (!client) throw COMMON_ERRORS.unauthenticated();

    const [offerStats, transactionCount, interactions, transactions, chosen, rated] = await Promise.all([
      db
        .select({
          total: count(),
          pending: sql<number>`count(*) filter (where ${offers.status} = 'PENDING')`.mapWith(Number),
          accepted: sql<number>`count(*) filter (where ${offers.status} = 'ACCEPTED')`.mapWith(Number),
        })
        .from(offers)
        .where(eq(offers.companyId, companyId)),
      client.walletId === null
        ? Promise.resolve([{ n: 0 }])
        : db
            .select({ n: count() })
            .from(walletTransactions)
            .where(eq(walletTransactions.walletId, client.walletId)),
      db
        .select({
          id: offers.id,
          category: categories.name,
          requestedAt: offers.offeredAt,
          status: offers.status,
        })
        .from(offers)
        .innerJoin(categories, eq(categories.id, offers.categoryId))
        .where(eq(offers.companyId, companyId))
        .orderBy(desc(offers.offeredAt), desc(offers.id))
        .limit(CLIENT_DASHBOARD_RECENT),
      client.walletId === null
        ? Promise.resolve([])
        : db
            .select({
              id: walletTransactions.id,
              type: walletTransactions.type,
              amountCents: walletTransactions.amountCents,
              description: walletTransactions.description,
              createdAt: walletTransactions.createdAt,
            })
            .from(walletTransactions)
            .where(eq(walletTransactions.walletId, client.walletId))
            .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
            .limit(CLIENT_DASHBOARD_RECENT),
      db
        .select({ id: categories.id, name: categories.name, code: categories.code })
        .from(userCategories)
        .innerJoin(categories, eq(categories.id, userCategories.categoryId))
        .where(and(eq(userCategories.userId, companyId), eq(categories.isActive, true)))
        .orderBy(asc(categories.name)),
      ratings.summaries([companyId]),
    ]);

    // Issue 32: how it receives leads now and its response time (the card 'Como você recebe pedidos').
    const receiving = (await leadPreferences.summaries([companyId])).get(companyId);
    const stats = offerStats[0];
    return {
      client: {
        id: client.id,
        email: client.email,
        balance: centsToReais(client.balanceCents),
        profile: { display_name: client.displayName },
      },
      stats: {
        totalInteractions: Number(stats?.total ?? 0),
        pendingInteractions: stats?.pending ?? 0,
        acceptedInteractions: stats?.accepted ?? 0,
        totalTransactions: Number(transactionCount[0]?.n ?? 0),
      },
      recentInteractions: interactions.map((i) => ({
        id: i.id,
        category: i.category,
        requestedAt: i.requestedAt.toISOString(),
        status: i.status,
      })),
      recentTransactions: transactions.map((tr) => ({
        id: tr.id,
        type: tr.type,
        amount: centsToReais(tr.amountCents),
        description: tr.description,
        createdAt: tr.createdAt.toISOString(),
      })),
      categories: chosen,
      unit:
        client.unitId === null
          ? null
          : { id: client.unitId, name: client.unitName ?? '', whatsapp: client.unitWhatsapp ?? null },
      rating: rated.get(companyId) ?? NO_RATINGS,
      receiving,
    };
  }

  return { get };
}
