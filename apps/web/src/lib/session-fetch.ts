import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE, type QueryValue } from './api-client';
import { useAuthStore } from './auth-store';

/** The file name of a `Content-Disposition: attachment` header (RFC 5987 form first). */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  // Only the last path segment, whatever the server sent.
  return name ? (name.split(/[\\/]/).pop() ?? null) : null;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export type SessionFetchOptions = {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

/**
 * A GET that always carries the session in the Authorization header, for the two kinds of answer
 * the shared client (api-client.ts) cannot fetch: files, kept as bytes, and the full franchise
 * list, whose path is the public register list's, which that client sends without a token.
 * Errors follow the API contract like every other call; a 401 ends the session.
 */
export async function sessionFetch(path: string, options: SessionFetchOptions = {}): Promise<Response> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  const token = useAuthStore.getState().token;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      headers: token
        ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
        : { Accept: 'application/json' },
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network.error', NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return response;

  if (response.status === 401 && token) useAuthStore.getState().logout();
  let payload: { code?: unknown; message?: unknown; details?: unknown } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    // Not the JSON error contract: keep the status only.
  }
  throw new ApiError(
    response.status,
    typeof payload.code === 'string' ? payload.code : `http.${response.status}`,
    typeof payload.message === 'string' ? payload.message : '',
    payload.details,
  );
}

export type DownloadOptions = SessionFetchOptions & {
  /** The name to save under when the answer names none. */
  fallbackName: string;
};

/**
 * Downloads a file the API answers (a backup, a CSV export) with the session, never with the
 * token in a link, and saves it under the server's name. The bytes are kept as they are (a CSV
 * keeps its UTF-8 BOM, a .tar.gz stays binary).
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  const response = await sessionFetch(path, options);
  const blob = await response.blob();
  const fileName = attachmentFileName(response.headers.get('Content-Disposition')) ?? options.fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}
