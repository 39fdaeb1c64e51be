/**
 * Every query about franchise units starts with this key: the Franquias list, a unit's detail and
 * the lists of lib/api/get-units (['franchise-units', 'options'|'public']), so creating,
 * (de)activating or removing a unit refreshes the register select and the unit pickers too.
 */
export const FRANCHISES_QUERY_KEY = ['franchise-units'] as const;
