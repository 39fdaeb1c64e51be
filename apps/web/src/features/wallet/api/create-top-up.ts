import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopUp, TopUpRequestInput } from '@tenho/domain/wallet/wallet.schemas';
import { api } from '@/lib/api-client';
import { TOP_UPS_KEY } from './get-top-ups';

/** POST /wallet/top-ups {amount}: a PENDING request with its Pix code and QR image. */
export function createTopUp(payload: TopUpRequestInput): Promise<TopUp> {
  return api.post<TopUp>('/wallet/top-ups', payload);
}

export function createTopUpMutationOptions() {
  return mutationOptions({ mutationKey: ['wallet', 'top-ups', 'create'], mutationFn: createTopUp });
}

export function useCreateTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTopUpMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOP_UPS_KEY }),
  });
}
