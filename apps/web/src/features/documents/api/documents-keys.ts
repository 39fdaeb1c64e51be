/** Every documents query starts with this key (the list pages and searches). */
export const DOCUMENTS_QUERY_KEY = ['documents'] as const;
