/**
 * The block of index.html that preloads the landing page's chunks: the web build writes it between
 * these markers and the API keeps it in the `/` page only (a panel does not load the landing page).
 */
export const LANDING_PRELOAD_MARKERS = {
  start: '<!-- landing-preload -->',
  end: '<!-- /landing-preload -->',
} as const;

/**
 * The block of index.html that preloads the panels' shared chunks (the frame and what the screens
 * share): the web build writes it between these markers and the API keeps it in every page but the
 * public ones (a panel address, which a signed-in start opens; the landing page does not load them).
 */
export const PANEL_PRELOAD_MARKERS = {
  start: '<!-- panel-preload -->',
  end: '<!-- /panel-preload -->',
} as const;

/**
 * The blocks of index.html that preload a panel screen's own chunks, one per panel address (the
 * web build writes `${start(address)}`, the links, then `end`): the API keeps the block of the
 * requested address and takes the others out, so a signed-in start fetches the screen's chunks
 * beside the shell instead of once the shell has run and the router has rendered it.
 */
export const SCREEN_PRELOAD_MARKERS = {
  start: (address: string) => `<!-- screen-preload ${address} -->`,
  end: '<!-- /screen-preload -->',
} as const;
