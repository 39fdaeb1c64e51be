import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopUp } from '@tenho/domain/wallet/wallet.schemas';
import { api } from '@/lib/api-client';
import { WALLET_QUERY_KEY } from './wallet-keys';

export type TopUpDecision = 'confirm' | 'cancel';
/** `reason`: why a charge the PSP reports paid with another amount is confirmed anyway (recorded). */
export type ReviewTopUpPayload = { id: number; decision: TopUpDecision; reason?: string };

/**
 * POST /wallet/top-ups/{id}/confirm (the payment arrived: the CREDIT is posted once, however
 * often it is called) or /cancel (it never will).
 */
export function reviewTopUp({ id, decision, reason }: ReviewTopUpPayload): Promise<TopUp> {
  return api.post<TopUp>(`/wallet/top-ups/${id}/${decision}`, reason ? { reason } : undefined);
}

export function reviewTopUpMutationOptions() {
  return mutationOptions({ mutationKey: ['wallet', 'top-ups', 'review'], mutationFn: reviewTopUp });
}

export function useReviewTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reviewTopUpMutationOptions(),
    // A confirmation moves money: the list, the statement and the totals all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
  });
}
