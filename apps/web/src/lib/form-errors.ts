/**
 * Field errors from an API 400 answer, in the form's own field order. The API sends
 * `details: [{ path: 'email', message: '…' }]` (architecture §4); only the first message of a
 * field is kept, and paths into nested values ('keywords.2') count for their top-level field.
 */
export function serverFieldErrors<F extends string>(
  details: unknown,
  fieldOrder: readonly F[],
): Array<[F, string]> {
  if (!Array.isArray(details)) return [];
  const byField = new Map<string, string>();
  for (const item of details) {
    if (!item || typeof item !== 'object') continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string' || !message) continue;
    const field = path.split('.')[0] ?? '';
    if (!byField.has(field)) byField.set(field, message);
  }
  return fieldOrder.flatMap((field) => {
    const message = byField.get(field);
    return message ? [[field, message] as [F, string]] : [];
  });
}
