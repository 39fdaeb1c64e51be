import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SIMULATOR_QUERY_KEY } from './simulator-keys';

export type SandboxPayment = { paid: true; end_to_end_id: string; webhook_status: number | null };

/** POST /wallet/top-ups/{id}/sandbox-pay: the PSP sandbox pays the charge and calls the webhook. */
export function payWithPix(topUpId: number): Promise<SandboxPayment> {
  return api.post<SandboxPayment>(`/wallet/top-ups/${topUpId}/sandbox-pay`);
}

export function payWithPixMutationOptions() {
  return mutationOptions({ mutationKey: ['simulator', 'pix', 'pay'], mutationFn: payWithPix });
}

export function usePayWithPix() {
  const queryClient = useQueryClient();
  return useMutation({
    ...payWithPixMutationOptions(),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
      // A Pix paid in a company's chat (issue 32): its bubble and the balance move on.
      await queryClient.invalidateQueries({ queryKey: SIMULATOR_QUERY_KEY });
    },
  });
}
