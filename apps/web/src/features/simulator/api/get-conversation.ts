import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimulatorConversation } from '@tenho/domain/whatsapp/simulator.schemas';
import { api } from '@/lib/api-client';
import { SIMULATOR_POLL_MS, SIMULATOR_QUERY_KEY } from './simulator-keys';

/** GET /simulator/conversation: what a number sent the unit and what the platform sent it back. */
export function getConversation(
  unitId: number,
  number: string,
  signal?: AbortSignal,
): Promise<SimulatorConversation> {
  return api.get<SimulatorConversation>('/simulator/conversation', {
    signal,
    query: { unit_id: unitId, number },
  });
}

export function getConversationQueryOptions(unitId: number, number: string | null) {
  return queryOptions({
    queryKey: [...SIMULATOR_QUERY_KEY, 'conversation', unitId, number],
    queryFn: ({ signal }) => getConversation(unitId, number as string, signal),
  });
}

/** Polled while the page is visible: the loop answers within seconds, through the real pipeline. */
export function useConversation(unitId: number, number: string | null) {
  return useQuery({
    ...getConversationQueryOptions(unitId, number),
    enabled: number !== null,
    refetchInterval: SIMULATOR_POLL_MS,
  });
}
