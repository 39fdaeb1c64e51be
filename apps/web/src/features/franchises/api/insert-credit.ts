import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditInsertion, CreditInsertionResult } from '@tenho/domain/wallet/wallet.schemas';
import { api } from '@/lib/api-client';

/** POST /wallet/transaction: an admin puts credit in a company's wallet (spec §5, §7). */
export function insertCredit(input: CreditInsertion): Promise<CreditInsertionResult> {
  return api.post<CreditInsertionResult>('/wallet/transaction', input);
}

export function insertCreditMutationOptions() {
  return mutationOptions({ mutationKey: ['wallet', 'credit'], mutationFn: insertCredit });
}

export function useInsertCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    ...insertCreditMutationOptions(),
    // Money moved: the unit's balances, both dashboards and the statements all change, and
    // they belong to other areas, so every cached query is refreshed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
