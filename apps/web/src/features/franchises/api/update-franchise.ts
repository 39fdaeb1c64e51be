import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FranchisePatch, FranchiseUnit } from '@tenho/domain/franchise/franchise.schemas';
import { api } from '@/lib/api-client';
import { ifMatchHeaders } from '@/lib/record-version';
import { FRANCHISES_QUERY_KEY } from './franchises-keys';

/** `version`: the unit's version as read (If-Match). */
export type UpdateFranchisePayload = { id: number; patch: FranchisePatch; version?: number | undefined };

/** PATCH /franchise-units/{id}: the edited fields, or only is_active to activate/deactivate. */
export function updateFranchise({ id, patch, version }: UpdateFranchisePayload): Promise<FranchiseUnit> {
  return api.patch<FranchiseUnit>(`/franchise-units/${id}`, patch, { headers: ifMatchHeaders(version) });
}

export function updateFranchiseMutationOptions() {
  return mutationOptions({ mutationKey: ['franchise-units', 'update'], mutationFn: updateFranchise });
}

export function useUpdateFranchise() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateFranchiseMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FRANCHISES_QUERY_KEY }),
  });
}
