import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferAnswerInput, OfferAnswerResult } from '@tenho/domain/messages/messages.schemas';
import { api } from '@/lib/api-client';
import { MESSAGES_QUERY_KEY } from './messages-keys';

export type AnswerOfferPayload = { offerId: number } & OfferAnswerInput;

/**
 * POST /offers/{id}/answer: the company's TENHO (ACCEPT: charged once, contacts exchanged) or
 * NÃO TENHO (REJECT: free) from the panel, through the same service as a WhatsApp button.
 */
export function answerOffer({ offerId, answer }: AnswerOfferPayload): Promise<OfferAnswerResult> {
  return api.post<OfferAnswerResult>(`/offers/${offerId}/answer`, { answer });
}

export function answerOfferMutationOptions() {
  return mutationOptions({ mutationKey: [...MESSAGES_QUERY_KEY, 'answer'], mutationFn: answerOffer });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    ...answerOfferMutationOptions(),
    // A TENHO moves money: the messages, the wallet and the dashboard all change. Everything is
    // marked stale (only what is on screen refetches now; the rest on its next visit).
    onSettled: () => queryClient.invalidateQueries(),
  });
}
