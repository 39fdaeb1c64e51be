import { errorMessage } from '@/lib/api-client';
import { ErrorState } from './error-state';

/** The part of a TanStack query a failed screen needs: its error, a retry and whether one runs. */
export type RetryableQuery = {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

export type QueryErrorProps = {
  /** One query, or several whose failures share the screen (all are retried). */
  query: RetryableQuery | readonly RetryableQuery[];
  /** The screen's own text, shown when the server did not say why. */
  message: string;
  /** Always show `message`, even when the server said something. */
  ignoreServerMessage?: boolean;
  className?: string;
};

/**
 * The error state of a screen that loads data: the server's message (or the screen's fallback)
 * and 'Tentar novamente', which refetches what failed and spins while it runs.
 */
export function QueryError({ query, message, ignoreServerMessage = false, className }: QueryErrorProps) {
  const queries: readonly RetryableQuery[] = Array.isArray(query) ? query : [query as RetryableQuery];
  const failing = queries.filter((q) => q.error);
  const retried = failing.length > 0 ? failing : queries;
  return (
    <ErrorState
      className={className}
      message={ignoreServerMessage ? message : errorMessage(failing[0]?.error, message)}
      onRetry={() => {
        for (const q of retried) void q.refetch();
      }}
      retrying={queries.some((q) => q.isFetching)}
    />
  );
}
