// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

export const USER_PAGE_SIZE_DEFAULT = 20;
export const USER_PAGE_SIZE_MAX = 100;
/** Deep pages are bounded (offset paging): 100 000 pages of 100 is far beyond any network. */
export const USER_PAGE_MAX = 100_000;
