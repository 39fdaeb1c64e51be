import type { Document } from '@tenho/domain/documents/documents.schemas';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

export type UploadDocumentInput = {
  file: File;
  title: string;
  visibility: Document['visibility'];
  /** MASTER choosing the unit of a UNIT document. */
  unitId?: number | null;
};

export type UploadOptions = {
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** For tests: the XMLHttpRequest constructor. */
  createRequest?: () => XMLHttpRequest;
};

export const UPLOAD_ABORTED = 'upload.aborted';

export function uploadFormData({ file, title, visibility, unitId }: UploadDocumentInput): FormData {
  const form = new FormData();
  // Text fields first: the server reads the parts in order and checks them before the file.
  form.append('title', title);
  form.append('visibility', visibility);
  if (visibility === 'UNIT' && unitId) form.append('unit_id', String(unitId));
  form.append('file', file, file.name);
  return form;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * POST /documents as multipart through XMLHttpRequest (fetch reports no upload progress), with the
 * session in the Authorization header. Errors follow the API contract (ApiError with the pt-BR
 * message); a 401 ends the session like every other call.
 */
export function uploadDocument(input: UploadDocumentInput, options: UploadOptions = {}): Promise<Document> {
  return new Promise<Document>((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    const token = useAuthStore.getState().token;
    request.open('POST', `${API_BASE}/documents`);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status === 201 && body) {
        resolve(body as unknown as Document);
        return;
      }
      if (request.status === 401 && token) useAuthStore.getState().logout();
      reject(
        new ApiError(
          request.status,
          typeof body?.code === 'string' ? body.code : `http.${request.status}`,
          typeof body?.message === 'string' ? body.message : '',
          body?.details,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'network.error', NETWORK_ERROR_MESSAGE));
    request.onabort = () => reject(new ApiError(0, UPLOAD_ABORTED, ''));

    if (options.signal) {
      if (options.signal.aborted) {
        request.abort();
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(uploadFormData(input));
  });
}
