import { and, eq, type SQL } from 'drizzle-orm';
import { centsToReais } from '@tenho/domain/shared/format';
import {
  WALLET_CSV_MAX_ROWS,
  type Statement,
  type StatementQuery,
  type Wallet,
  type WalletQuery,
} from '@tenho/domain/wallet/wallet.schemas';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { WALLET_ERRORS } from './wallet.errors.ts';
import { toTransaction } from './wallet.mappers.ts';
import { canReadWallet, scopeWalletOwnersWhere, type WalletActor } from './wallet.scope.ts';
import {
  findWalletUser,
  hasPeriod,
  lifetimeStatementFigures,
  listStatement,
  listStatementPage,
  sumBalances,
  sumStatement,
  type StatementFilter,
  type StatementRow,
} from './wallet.repository.ts';
import { statementCsv, statementFileName, type CsvFile } from './wallet.csv.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type StatementServiceDeps = { db: Database; now?: () => Date };

/** Reading wallets: one company's statement and the statement across the companies in reach. */
export function createStatementService({ db, now = () => new Date() }: StatementServiceDeps) {
  const periodFilter = (query: WalletQuery | StatementQuery): Omit<StatementFilter, 'owners'> => ({
    type: query.type,
    since: query.period ? new Date(now().getTime() - query.period * DAY_MS) : undefined,
    fromDate: query.from,
    toDate: query.to,
  });

  async function exportRows(filter: StatementFilter): Promise<StatementRow[]> {
    const rows = await listStatement(db, filter, { limit: WALLET_CSV_MAX_ROWS + 1, offset: 0 });
    if (rows.length > WALLET_CSV_MAX_ROWS) throw WALLET_ERRORS.exportTooLarge();
    return rows;
  }

  /**
   * GET /wallet/{id}: `id` is the company (CLIENT); a USER's id reads its company's wallet. Anyone
   * out of reach gets the same 404 as for a missing company. Reading never creates the wallet.
   */
  async function getWallet(
    actor: WalletActor,
    userId: number,
    query: WalletQuery,
  ): Promise<Wallet | CsvFile> {
    let owner = await findWalletUser(db, userId);
    if (owner?.role === 'USER' && owner.parentId !== null) owner = await findWalletUser(db, owner.parentId);
    if (!owner || owner.role !== 'CLIENT' || !canReadWallet(actor, owner)) throw WALLET_ERRORS.notFound();

    const filter: StatementFilter = { walletId: owner.walletId ?? undefined, ...periodFilter(query) };
    // No wallet yet: nothing to list (reading never creates one).
    const hasWallet = owner.walletId !== null;
    if (query.format === 'csv') {
      const rows = hasWallet ? await exportRows(filter) : [];
      return { fileName: statementFileName(`empresa-${owner.id}`, now()), body: statementCsv(rows) };
    }
    const { rows, total } = hasWallet
      ? await listStatementPage(db, filter, {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        })
      : { rows: [], total: 0 };
    return {
      balance: centsToReais(owner.balanceCents ?? 0),
      transactions: rows.map((row) => toTransaction(row)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * GET /wallet/statement: movements of every company in reach (MASTER the network, ADMIN its
   * unit, a company its own), filtered by company, unit, type and period, with the totals of the
   * period. Filters outside the caller's reach simply match nothing.
   */
  async function getStatement(actor: WalletActor, query: StatementQuery): Promise<Statement | CsvFile> {
    const conditions: (SQL | undefined)[] = [scopeWalletOwnersWhere(actor)];
    if (query.client_id !== undefined) conditions.push(eq(users.id, query.client_id));
    if (query.unit_id !== undefined) conditions.push(eq(users.unitId, query.unit_id));
    const owners = and(...conditions);
    const filter: StatementFilter = { owners, ...periodFilter(query) };

    if (query.format === 'csv') {
      const rows = await exportRows(filter);
      const scope = query.client_id
        ? `empresa-${query.client_id}`
        : query.unit_id
          ? `franquia-${query.unit_id}`
          : 'geral';
      return { fileName: statementFileName(scope, now()), body: statementCsv(rows, { withCompany: true }) };
    }
    const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    // With no period, the count and the sums come from each wallet's totals (a national network's
    // movements are millions); a period reads its movements.
    const figures = hasPeriod(filter)
      ? Promise.all([listStatementPage(db, filter, paging), sumStatement(db, filter)])
      : Promise.all([listStatement(db, filter, paging), lifetimeStatementFigures(db, filter)]).then(
          ([page, lifetime]) => [{ rows: page, total: lifetime.total }, lifetime] as const,
        );
    const [[{ rows, total }, sums], held] = await Promise.all([figures, sumBalances(db, owners)]);
    return {
      totals: {
        creditsLoaded: centsToReais(sums.creditCents),
        leadRevenue: centsToReais(sums.debitCents),
        refunds: centsToReais(sums.refundCents),
        balancesHeld: centsToReais(held),
      },
      transactions: rows.map((row) => toTransaction(row, row)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  return { getWallet, getStatement };
}

export type StatementService = ReturnType<typeof createStatementService>;
