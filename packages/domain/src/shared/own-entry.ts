/**
 * A table's own entry for a key that comes from outside (a request's word, a stored type, a status a
 * later server may add): never one of Object.prototype's ("constructor", "toString", "__proto__").
 */
export function ownEntry<K extends string, V>(
  table: Readonly<Record<K, V>>,
  key: string | null | undefined,
): V | undefined {
  return key != null && Object.hasOwn(table, key) ? table[key as K] : undefined;
}
