import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PixApiStatus } from '@tenho/domain/wallet/pix-api.schemas';
import { api } from '@/lib/api-client';
import { pixApiKey } from './get-pix-api';

/** DELETE /franchise-units/{id}/pix-api: back to the static code and manual confirmation. */
export function disconnectPixApi(unitId: number): Promise<PixApiStatus> {
  return api.delete<PixApiStatus>(`/franchise-units/${unitId}/pix-api`);
}

export function disconnectPixApiMutationOptions() {
  return mutationOptions({
    mutationKey: ['franchise-units', 'pix-api', 'disconnect'],
    mutationFn: disconnectPixApi,
  });
}

export function useDisconnectPixApi() {
  const queryClient = useQueryClient();
  return useMutation({
    ...disconnectPixApiMutationOptions(),
    onSuccess: (status, unitId) => queryClient.setQueryData(pixApiKey(unitId), status),
  });
}
