/** The root of every query of the Privacidade screen (requests, incidents, erasure notices). */
export const PRIVACY_QUERY_KEY = ['privacy'] as const;
export const PRIVACY_REQUESTS_QUERY_KEY = [...PRIVACY_QUERY_KEY, 'requests'] as const;
export const PRIVACY_INCIDENTS_QUERY_KEY = [...PRIVACY_QUERY_KEY, 'incidents'] as const;
export const ERASURE_NOTICES_QUERY_KEY = [...PRIVACY_QUERY_KEY, 'notices'] as const;
