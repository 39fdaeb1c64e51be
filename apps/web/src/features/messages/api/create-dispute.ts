import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute, DisputeCreateInput } from '@tenho/domain/disputes/disputes.schemas';
import { api } from '@/lib/api-client';
import { DISPUTES_QUERY_KEY } from './disputes-keys';

export type CreateDisputePayload = { offerId: number } & DisputeCreateInput;

/** POST /offers/{id}/dispute: the company contests a charged lead within the window. */
export function createDispute({ offerId, ...body }: CreateDisputePayload): Promise<Dispute> {
  return api.post<Dispute>(`/offers/${offerId}/dispute`, body);
}

export function useCreateDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...DISPUTES_QUERY_KEY, 'create'],
    mutationFn: createDispute,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISPUTES_QUERY_KEY }),
  });
}
