import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CreditInsertion, CreditInsertionResult } from '@tenho/domain/wallet/wallet.schemas';
import { ApiError, api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** POST /wallet/transaction: an admin puts credit in a company's wallet (spec §5, §7). */
export function insertCredit(input: CreditInsertion, idempotencyKey: string): Promise<CreditInsertionResult> {
  return api.post<CreditInsertionResult>('/wallet/transaction', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useInsertCredit() {
  const queryClient = useQueryClient();
  // One key per intended credit: sending again after a lost answer (network error) reuses it, so the
  // server replays the first result instead of crediting twice; any answered request starts anew.
  const key = useRef<string>(null);
  return useMutation({
    mutationKey: ['wallet', 'credit'],
    mutationFn: (input: CreditInsertion) => insertCredit(input, (key.current ??= newIdempotencyKey())),
    onSettled: (_data, error) => {
      if (!(error instanceof ApiError && error.status === 0)) key.current = null;
    },
    // Money moved: the unit's balances, both dashboards and the statements all change, and
    // they belong to other areas, so every cached query is refreshed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
