/**
 * Every query about people starts with this key (the list, one user, a profile), so a change
 * anywhere can refresh them all with one invalidation.
 */
export const USERS_QUERY_KEY = ['users'] as const;
