import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacyRequest, PrivacyRequestCreate } from '@tenho/domain/privacy/privacy.schemas';
import { api } from '@/lib/api-client';
import { getPrivacyRequestsQueryOptions } from './get-privacy-requests';

/** POST /privacy/requests: a request received by e-mail or phone, registered for one number. */
export function createPrivacyRequest(body: PrivacyRequestCreate): Promise<PrivacyRequest> {
  return api.post<PrivacyRequest>('/privacy/requests', body);
}

export function useCreatePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrivacyRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPrivacyRequestsQueryOptions().queryKey }),
  });
}
