import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimulatorUnit } from '@tenho/domain/whatsapp/simulator.schemas';
import { api } from '@/lib/api-client';
import { SIMULATOR_QUERY_KEY } from './simulator-keys';

/** GET /simulator/units/{id}: the unit's business number and its companies (one phone each). */
export function getSimulatorUnit(unitId: number, signal?: AbortSignal): Promise<SimulatorUnit> {
  return api.get<SimulatorUnit>(`/simulator/units/${unitId}`, { signal });
}

export function getSimulatorUnitQueryOptions(unitId: number | null) {
  return queryOptions({
    queryKey: [...SIMULATOR_QUERY_KEY, 'unit', unitId],
    queryFn: ({ signal }) => getSimulatorUnit(unitId as number, signal),
  });
}

/** Balances change with every TENHO: kept fresh while the page is open. */
export function useSimulatorUnit(unitId: number | null) {
  return useQuery({
    ...getSimulatorUnitQueryOptions(unitId),
    enabled: unitId !== null,
    refetchInterval: 10_000,
  });
}
