import {
  RECORD_VERSION_CONFLICT_CODE,
  RECORD_VERSION_MSG,
  formatEtag,
} from '@tenho/domain/shared/record-version';
import { ApiError } from './api-client';

/**
 * Optimistic concurrency (issue 29 point 2): every edit of a shared record sends the version it
 * read as `If-Match`; the API answers 409 `record.version_conflict` when someone else saved first.
 */
export function ifMatchHeaders(version: number | null | undefined): Record<string, string> {
  return version === null || version === undefined ? {} : { 'If-Match': formatEtag(version) };
}

/** The 409 of a stale edit (the form then offers to reload). */
export function isVersionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === RECORD_VERSION_CONFLICT_CODE;
}

/** The conflict's text: the API's, or the domain's when the answer had none. */
export function versionConflictMessage(error: ApiError): string {
  return error.message || RECORD_VERSION_MSG.conflict;
}

export { RECORD_VERSION_MSG };

/** The `version` field of a record the API sent (undefined for a record without one). */
export function recordVersionOf(record: unknown): number | undefined {
  if (record && typeof record === 'object' && 'version' in record) {
    const { version } = record as { version: unknown };
    if (typeof version === 'number') return version;
  }
  return undefined;
}
