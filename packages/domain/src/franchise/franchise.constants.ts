// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

export const FRANCHISE_PAGE_SIZE_DEFAULT = 20;
export const FRANCHISE_PAGE_SIZE_MAX = 100;
