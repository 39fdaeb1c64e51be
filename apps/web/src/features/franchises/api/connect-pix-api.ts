import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PixApiInput, PixApiStatus } from '@tenho/domain/wallet/pix-api.schemas';
import { api } from '@/lib/api-client';
import { pixApiKey } from './get-pix-api';

export type ConnectPixApiPayload = { unitId: number; input: PixApiInput };

/** PUT /franchise-units/{id}/pix-api: the PSP gives a token and the webhook is registered. */
export function connectPixApi({ unitId, input }: ConnectPixApiPayload): Promise<PixApiStatus> {
  return api.put<PixApiStatus>(`/franchise-units/${unitId}/pix-api`, input);
}

export function connectPixApiMutationOptions() {
  return mutationOptions({
    mutationKey: ['franchise-units', 'pix-api', 'connect'],
    mutationFn: connectPixApi,
  });
}

export function useConnectPixApi() {
  const queryClient = useQueryClient();
  return useMutation({
    ...connectPixApiMutationOptions(),
    onSuccess: (status, { unitId }) => queryClient.setQueryData(pixApiKey(unitId), status),
  });
}
