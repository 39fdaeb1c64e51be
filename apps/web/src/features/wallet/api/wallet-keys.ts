/**
 * Every query about money starts with this key (a wallet, the network statement, the top-ups),
 * so a confirmed top-up or a new credit refreshes them all with one invalidation.
 */
export const WALLET_QUERY_KEY = ['wallet'] as const;
