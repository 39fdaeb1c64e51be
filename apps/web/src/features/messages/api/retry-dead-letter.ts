import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deadLetterRetryResultSchema } from '@tenho/domain/messages/messages.schemas';
import { api } from '@/lib/api-client';
import { MESSAGES_QUERY_KEY } from './messages-keys';

export type DeadLetterRetryResult = z.infer<typeof deadLetterRetryResultSchema>;

/** POST /whatsapp/dead-letters/{id}/retry: the message goes back to the sending queue. */
export function retryDeadLetter(id: number): Promise<DeadLetterRetryResult> {
  return api.post<DeadLetterRetryResult>(`/whatsapp/dead-letters/${id}/retry`);
}

export function retryDeadLetterMutationOptions() {
  return mutationOptions({
    mutationKey: [...MESSAGES_QUERY_KEY, 'dead-letters', 'retry'],
    mutationFn: retryDeadLetter,
  });
}

export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    ...retryDeadLetterMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  });
}
