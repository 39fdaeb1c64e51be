/** Every simulator query starts with this key; a sent message refreshes the unit's phones. */
export const SIMULATOR_QUERY_KEY = ['simulator'] as const;

/** The phones follow the loop (categorising, offers, replies) this often while the page is visible. */
export const SIMULATOR_POLL_MS = 2_000;
