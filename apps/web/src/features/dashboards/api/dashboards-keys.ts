/** Every dashboard query starts with this key (a unit's dashboard, the master stats). */
export const DASHBOARDS_QUERY_KEY = ['dashboards'] as const;
