import { z } from 'zod';

/**
 * Optimistic concurrency for shared records (issue 29 point 2). Every shared record carries an
 * integer `version`, bumped by each update; its GET sends it as a weak ETag (`W/"<version>"`) and a
 * write may send it back as `If-Match`. A stale version answers 409 `record.version_conflict`.
 */
export const RECORD_VERSION_CONFLICT_CODE = 'record.version_conflict';

export const RECORD_VERSION_MSG = {
  conflict:
    'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual; o que você digitou continua na tela.',
  invalidIfMatch: 'Cabeçalho If-Match inválido: envie a versão lida, como W/"3".',
  reload: 'Recarregar',
} as const;

/** The `version` field of a record's JSON. */
export const recordVersionField = z
  .number()
  .int()
  .min(0)
  .describe('Versão do registro (sobe a cada alteração); envie-a como If-Match: W/"<versão>" ao salvar');

/** `W/"3"`: the ETag of version 3. */
export function formatEtag(version: number): string {
  return `W/"${version}"`;
}

/**
 * The version an `If-Match` value names: `W/"3"`, `"3"` or `3`. `undefined` for a missing header or
 * `*` (any version); `null` when the value is not a version this API issued.
 */
export function parseIfMatch(value: string | undefined | null): number | undefined | null {
  if (value === undefined || value === null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(trimmed);
  if (!match) return null;
  return Number(match[1]);
}
