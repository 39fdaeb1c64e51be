import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulatorMessageInput, SimulatorMessageResult } from '@tenho/domain/whatsapp/simulator.schemas';
import { api } from '@/lib/api-client';
import { SIMULATOR_QUERY_KEY } from './simulator-keys';

/**
 * POST /simulator/messages: a consumer's text, or a company's text or button tap, delivered to the
 * real webhook as a signed Cloud API payload.
 */
export function sendSimulatorMessage(input: SimulatorMessageInput): Promise<SimulatorMessageResult> {
  return api.post<SimulatorMessageResult>('/simulator/messages', input);
}

export function sendSimulatorMessageMutationOptions() {
  return mutationOptions({ mutationKey: [...SIMULATOR_QUERY_KEY, 'send'], mutationFn: sendSimulatorMessage });
}

export function useSendSimulatorMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendSimulatorMessageMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIMULATOR_QUERY_KEY }),
  });
}
