/** Every report query starts with this key, so one invalidation refreshes the three tabs. */
export const REPORTS_QUERY_KEY = ['reports'] as const;
