import { useMutation } from '@tanstack/react-query';
import type { Document } from '@tenho/domain/documents/documents.schemas';
import { downloadFile } from '@/lib/session-fetch';

/**
 * GET /documents/{id}/download with the session in the Authorization header (never a token in a
 * link), kept as bytes and saved under the server's file name.
 */
export function downloadDocument(document: Pick<Document, 'id' | 'file_name'>): Promise<string> {
  return downloadFile(`/documents/${document.id}/download`, { fallbackName: document.file_name });
}

export function useDownloadDocument() {
  return useMutation({ mutationKey: ['documents', 'download'], mutationFn: downloadDocument });
}
