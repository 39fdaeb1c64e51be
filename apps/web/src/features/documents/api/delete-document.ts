import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DOCUMENTS_QUERY_KEY } from './documents-keys';

/** DELETE /documents/{id}: the row and its file. */
export function deleteDocument(id: number): Promise<void> {
  return api.delete<void>(`/documents/${id}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['documents', 'delete'],
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
