import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PixApiTestResult } from '@tenho/domain/wallet/pix-api.schemas';
import { api } from '@/lib/api-client';
import { pixApiKey } from './get-pix-api';

/** POST /franchise-units/{id}/pix-api/test: a token from the PSP and the webhook read back. */
export function testPixApi(unitId: number): Promise<PixApiTestResult> {
  return api.post<PixApiTestResult>(`/franchise-units/${unitId}/pix-api/test`);
}

export function testPixApiMutationOptions() {
  return mutationOptions({ mutationKey: ['franchise-units', 'pix-api', 'test'], mutationFn: testPixApi });
}

export function useTestPixApi() {
  const queryClient = useQueryClient();
  return useMutation({
    ...testPixApiMutationOptions(),
    // The test may have found the webhook gone: the status re-reads either way.
    onSettled: (_data, _error, unitId) => queryClient.invalidateQueries({ queryKey: pixApiKey(unitId) }),
  });
}
