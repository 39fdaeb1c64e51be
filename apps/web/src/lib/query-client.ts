import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { useAuthStore } from './auth-store';

// A 4xx will not change by asking again; network blips and 5xx get two more tries.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * `networkMode: 'always'`: the app talks only to its own server, which may well be on the same
 * machine or the local network with no Internet at all (a unit's laptop). TanStack's default
 * ('online') pauses every query and mutation once the browser fires `offline` — and a browser with
 * no route outside says offline even while the server answers — so 'Baixar' or 'Salvar' did nothing,
 * silently. Sending anyway lets a real failure show as the error it is.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

// When a session ends (Sair, or a 401 from the API) nothing cached for that user may leak into
// the next one.
useAuthStore.subscribe((state, previous) => {
  if (previous.token && !state.token) queryClient.clear();
});
