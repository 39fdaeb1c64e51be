import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Statement, StatementQueryInput } from '@tenho/domain/wallet/wallet.schemas';
import { api } from '@/lib/api-client';
import { WALLET_QUERY_KEY } from './wallet-keys';

/**
 * GET /wallet/statement: the movements of every company the caller reaches (ADMIN its unit,
 * MASTER the network) with the totals of the same filters.
 */
export function getStatement(query: StatementQueryInput, signal?: AbortSignal): Promise<Statement> {
  return api.get<Statement>('/wallet/statement', { signal, query: { ...query, format: undefined } });
}

export function getStatementQueryOptions(query: StatementQueryInput) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'statement', query],
    queryFn: ({ signal }) => getStatement(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(query: StatementQueryInput, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStatementQueryOptions(query), enabled, refetchOnWindowFocus: true });
}
