import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  RECORD_VERSION_CONFLICT_CODE,
  RECORD_VERSION_MSG,
  formatEtag,
  parseIfMatch,
} from '@tenho/domain/shared/record-version';
import type { Database } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { queryRows } from './query-rows.ts';

/**
 * Optimistic concurrency for shared records (users/companies, franchise units, categories,
 * settings, role links). The GET sends the record's `version` as an ETag; a write sends it back as
 * `If-Match`. A missing If-Match is still accepted (outside clients of the §7 contract), a stale
 * one answers 409 `record.version_conflict` and changes nothing.
 */
export const RECORD_VERSION_ERRORS = {
  conflict: () => new AppError(RECORD_VERSION_CONFLICT_CODE, 409, RECORD_VERSION_MSG.conflict),
  invalidIfMatch: () =>
    new AppError('validation', 400, RECORD_VERSION_MSG.invalidIfMatch, [
      { path: 'If-Match', message: RECORD_VERSION_MSG.invalidIfMatch },
    ]),
} as const;

/** The version the write was based on (If-Match), or undefined when the client sent none. */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  const version = parseIfMatch(Array.isArray(header) ? header.join(',') : header);
  if (version === null) throw RECORD_VERSION_ERRORS.invalidIfMatch();
  return version;
}

/** Sends the record's version as its ETag and returns the record (for `return withEtag(...)`). */
export function withEtag<T extends { version?: number }>(reply: FastifyReply, record: T): T {
  if (record.version !== undefined) void reply.header('ETag', formatEtag(record.version));
  return record;
}

/** The tables whose rows carry a `version` column (migrations 0022, 0029). */
export type VersionedTable =
  'users' | 'franchise_units' | 'categories' | 'settings' | 'role_permissions' | 'privacy_incidents';

/**
 * Bumps the version of one row, checking the one the client read in the same statement
 * (`UPDATE … SET version = version + 1 WHERE id = $1 AND version = $read`). Call it first inside the
 * write's transaction: it also locks the row until the commit. Answers the new version; throws the
 * 409 when the row moved on (or vanished) since it was read.
 */
export async function claimVersion(
  tx: Database,
  table: VersionedTable,
  id: number,
  expected: number | undefined,
): Promise<number> {
  const name = sql.identifier(table);
  const rows = await queryRows<{ version: number }>(
    tx,
    expected === undefined
      ? sql`update ${name} set version = version + 1 where id = ${id} returning version`
      : sql`update ${name} set version = version + 1 where id = ${id} and version = ${expected} returning version`,
  );
  if (rows.length === 0) throw RECORD_VERSION_ERRORS.conflict();
  return rows[0]!.version;
}

/** The shared `If-Match` header parameter (components.parameters.IfMatch). */
export const IF_MATCH_PARAMETER = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'A versão do registro lida (o ETag do GET, ex.: W/"3", ou o campo `version` da lista). ' +
    'Se o registro mudou desde então, responde 409 `record.version_conflict` e nada é gravado; ' +
    'sem o cabeçalho a gravação é aceita (clientes antigos).',
  schema: { type: 'string', example: 'W/"3"' },
} as const;

/** The operations that honour If-Match (operationId), for the OpenAPI document. */
export const VERSIONED_OPERATIONS = new Set([
  'updateUser',
  'updateProfile',
  'updateFranchiseUnit',
  'updateCategory',
  'updateSettings',
  'updateRolePermissions',
  'updateLeadPreferences',
  'updatePrivacyIncident',
]);

type Operation = { operationId?: string; parameters?: { $ref?: string; in?: string; name?: string }[] };
type Document = { paths?: Record<string, Record<string, Operation>> };

/** Adds `$ref: IfMatch` to each versioned operation of the document. */
export function withIfMatchParameter<T extends object>(spec: T): T {
  const document = spec as Document;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (!operation.operationId || !VERSIONED_OPERATIONS.has(operation.operationId)) continue;
      const parameters = operation.parameters ?? [];
      if (parameters.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'if-match')) continue;
      operation.parameters = [...parameters, { $ref: '#/components/parameters/IfMatch' }];
    }
  }
  return spec;
}
