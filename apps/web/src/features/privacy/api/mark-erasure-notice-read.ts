import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureNotice } from '@tenho/domain/privacy/erasure-notices.schemas';
import { api } from '@/lib/api-client';
import { getErasureNoticesQueryOptions } from './get-erasure-notices';

/** POST /privacy/notices/{id}/read: 'Marcar como lida' (the company that received it). */
export function markErasureNoticeRead(id: number): Promise<ErasureNotice> {
  return api.post<ErasureNotice>(`/privacy/notices/${id}/read`);
}

export function useMarkErasureNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markErasureNoticeRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getErasureNoticesQueryOptions().queryKey }),
  });
}
