import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacyRequest } from '@tenho/domain/privacy/privacy.schemas';
import { api } from '@/lib/api-client';
import { getPrivacyRequestsQueryOptions } from './get-privacy-requests';

/** POST /privacy/requests/{id}/execute: answers an access request, or erases the consumer. */
export function executePrivacyRequest(id: number): Promise<PrivacyRequest> {
  return api.post<PrivacyRequest>(`/privacy/requests/${id}/execute`);
}

export function useExecutePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executePrivacyRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPrivacyRequestsQueryOptions().queryKey }),
  });
}
