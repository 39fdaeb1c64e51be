import { useAuthStore } from './auth-store';
import { actionKey } from './idempotency-key';

/** Every call of the web app goes through this client (architecture §5.5). */
export const API_BASE = '/api';

/** The error contract of the API (`{ code, message, details? }`) plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key); they never replace the session's Authorization. */
  headers?: Record<string, string>;
  /**
   * A call made as a visitor, never carrying the session token (sign-in, sign-up, password reset,
   * the register form's unit list); the caller says so. Every other call sends the session.
   */
  public?: boolean;
};

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  delete headers.Authorization;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const token = options.public ? null : useAuthStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = buildUrl(path, options.query);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  // Every mutation carries an Idempotency-Key (issue 29): one per user action, unless the caller
  // manages its own. The API answers a repeat of the action once (plugins/idempotency.ts).
  const action =
    method !== 'GET' && !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')
      ? actionKey(`${method} ${url} ${token ?? ''} ${body ?? ''}`)
      : null;
  if (action) headers['Idempotency-Key'] = action.key;

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    action?.settle(false);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network.error', NETWORK_ERROR_MESSAGE);
  }
  action?.settle(true);

  const answer = await readBody(response);
  if (response.ok) return answer as T;

  // An expired or revoked session: forget it; the route guards send the visitor home.
  if (response.status === 401 && token) useAuthStore.getState().logout();

  const payload =
    answer && typeof answer === 'object'
      ? (answer as { code?: unknown; message?: unknown; details?: unknown })
      : {};
  throw new ApiError(
    response.status,
    typeof payload.code === 'string' ? payload.code : `http.${response.status}`,
    typeof payload.message === 'string' ? payload.message : '',
    payload.details,
  );
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The server's message when it answered with one, else the screen's own fallback text (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;
}
