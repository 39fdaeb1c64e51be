/**
 * Every query about disputes starts with this key, so a new dispute, a decision or a live
 * `dispute` event refreshes them all with one invalidation.
 */
export const DISPUTES_QUERY_KEY = ['disputes'] as const;
