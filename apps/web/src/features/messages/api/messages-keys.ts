/**
 * Every query of Central de Mensagens starts with this key (the list, the stats, one message, the
 * dead letters), so an answer or a re-categorisation refreshes them all with one invalidation.
 */
export const MESSAGES_QUERY_KEY = ['messages'] as const;

/** New requests and answers reach the open page this often while it is visible (no event bus yet). */
export const MESSAGES_POLL_MS = 5_000;
