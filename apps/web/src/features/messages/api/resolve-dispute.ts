import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute, DisputeResolveInput } from '@tenho/domain/disputes/disputes.schemas';
import { api } from '@/lib/api-client';
import { DISPUTES_QUERY_KEY } from './disputes-keys';

export type ResolveDisputePayload = { id: number } & DisputeResolveInput;

/** POST /disputes/{id}/resolve: the unit's ADMIN or MASTER refunds (once) or rejects. */
export function resolveDispute({ id, ...body }: ResolveDisputePayload): Promise<Dispute> {
  return api.post<Dispute>(`/disputes/${id}/resolve`, body);
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...DISPUTES_QUERY_KEY, 'resolve'],
    mutationFn: resolveDispute,
    // A refund moves money: disputes, wallets and dashboards all change.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
