import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { franchiseInputSchema, FranchiseUnit } from '@tenho/domain/franchise/franchise.schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { FRANCHISES_QUERY_KEY } from './franchises-keys';

export type CreateFranchisePayload = z.output<typeof franchiseInputSchema>;

/** POST /franchise-units (201 with the new unit). */
export function createFranchise(input: CreateFranchisePayload): Promise<FranchiseUnit> {
  return api.post<FranchiseUnit>('/franchise-units', input);
}

export function createFranchiseMutationOptions() {
  return mutationOptions({ mutationKey: ['franchise-units', 'create'], mutationFn: createFranchise });
}

export function useCreateFranchise() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createFranchiseMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FRANCHISES_QUERY_KEY }),
  });
}
