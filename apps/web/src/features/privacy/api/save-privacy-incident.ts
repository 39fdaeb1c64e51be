import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Incident, IncidentCreate, IncidentPatch } from '@tenho/domain/privacy/incidents.schemas';
import { api } from '@/lib/api-client';
import { ifMatchHeaders } from '@/lib/record-version';
import { getPrivacyIncidentsQueryOptions } from './get-privacy-incidents';

export type SaveIncident =
  { id?: undefined; body: IncidentCreate } | { id: number; version: number; body: IncidentPatch };

/**
 * POST /privacy/incidents (a new one) or PATCH /privacy/incidents/{id} with the version it was
 * read at (If-Match): a change made meanwhile by someone else answers 409.
 */
export function saveIncident(input: SaveIncident): Promise<Incident> {
  if (input.id === undefined) return api.post<Incident>('/privacy/incidents', input.body);
  return api.patch<Incident>(`/privacy/incidents/${input.id}`, input.body, {
    headers: ifMatchHeaders(input.version),
  });
}

export function useSaveIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPrivacyIncidentsQueryOptions().queryKey }),
  });
}
