/**
 * The block of index.html that preloads the landing page's chunks: the web build writes it between
 * these markers and the API keeps it in the `/` page only (a panel does not load the landing page).
 */
export const LANDING_PRELOAD_MARKERS = {
  start: '<!-- landing-preload -->',
  end: '<!-- /landing-preload -->',
} as const;
