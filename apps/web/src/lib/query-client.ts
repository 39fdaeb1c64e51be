import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { useAuthStore } from './auth-store';

// A 4xx will not change by asking again; network blips and 5xx get two more tries.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// When a session ends (Sair, or a 401 from the API) nothing cached for that user may leak into
// the next one.
useAuthStore.subscribe((state, previous) => {
  if (previous.token && !state.token) queryClient.clear();
});
