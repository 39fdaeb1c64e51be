import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecategorizeInput, RecategorizeResult } from '@tenho/domain/messages/messages.schemas';
import { api } from '@/lib/api-client';
import { MESSAGES_QUERY_KEY } from './messages-keys';

export type RecategorizePayload = { id: number } & RecategorizeInput;

/**
 * POST /webhooks/messages/{id}/recategorize (ADMIN/MASTER): the right category; the request is
 * offered again under it and the categoriser learns the example.
 */
export function recategorizeMessage({ id, categoryId }: RecategorizePayload): Promise<RecategorizeResult> {
  return api.post<RecategorizeResult>(`/webhooks/messages/${id}/recategorize`, { categoryId });
}

export function recategorizeMessageMutationOptions() {
  return mutationOptions({
    mutationKey: [...MESSAGES_QUERY_KEY, 'recategorize'],
    mutationFn: recategorizeMessage,
  });
}

export function useRecategorizeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    ...recategorizeMessageMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  });
}
