import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import { can } from '@tenho/domain/auth/permissions';
import {
  DOCUMENT_MAX_BYTES,
  documentUploadFieldsSchema,
  mayChooseVisibility,
  type Document,
  type DocumentList,
  type DocumentListQuery,
  type DocumentUploadFields,
  type DocumentVisibility,
} from '@tenho/domain/documents/documents.schemas';
import type { Database } from '../../db/client.ts';
import type { AppError } from '../../lib/app-error.ts';
import { isAppError } from '../../lib/app-error.ts';
import { StorageNotFoundError, type FileStorage, type StagedFile } from '../../lib/storage.ts';
import type { AuthUser } from '../../lib/session-cache.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import { DOCUMENTS_ERRORS } from './documents.errors.ts';
import { detectDocumentType } from './documents.file-type.ts';
import { attachmentDisposition, sanitizeFileName } from './documents.file-name.ts';
import {
  deleteDocumentRow,
  findVisibleDocument,
  insertDocument,
  listVisibleDocuments,
  unitExists,
  viewerFor,
  type DocumentRecord,
  type Viewer,
} from './documents.repository.ts';

export type DocumentsServiceDeps = {
  db: Database;
  storage: FileStorage;
  logger: FastifyBaseLogger;
};

/** The form's text fields we read; anything else in the form is ignored. */
const FIELD_NAMES = new Set(['title', 'visibility', 'unit_id']);

/** @fastify/multipart's and busboy's errors, answered in Portuguese. */
const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_FILES_LIMIT: DOCUMENTS_ERRORS.tooManyFiles,
  FST_FIELDS_LIMIT: DOCUMENTS_ERRORS.tooManyFields,
  FST_PARTS_LIMIT: DOCUMENTS_ERRORS.tooManyFields,
  FST_PROTO_VIOLATION: DOCUMENTS_ERRORS.fieldInvalid,
  FST_REQ_FILE_TOO_LARGE: DOCUMENTS_ERRORS.tooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: DOCUMENTS_ERRORS.multipartRequired,
  FST_MP_PREMATURE_CLOSE: DOCUMENTS_ERRORS.uploadInterrupted,
};

function toUploadError(error: unknown): unknown {
  if (isAppError(error)) return error;
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  const mapped = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  if (mapped) return mapped();
  // File-system failures are ours (500); anything else came from parsing what the client sent
  // (busboy: 'Unexpected end of form', 'Malformed part header', …).
  if (typeof syscall === 'string') return error;
  return DOCUMENTS_ERRORS.uploadInterrupted();
}

/**
 * Documentos (issue 11): upload (checked by content, streamed to disk), list/search, download and
 * delete, each scoped by visibility (see visibleDocumentsWhere).
 */
export function createDocumentsService({ db, storage, logger }: DocumentsServiceDeps) {
  const viewerOf = (actor: AuthUser) => viewerFor(db, actor);

  /** Owner or above: the uploader, the company that owns it, the unit's ADMIN, MASTER. */
  function canDelete(actor: AuthUser, viewer: Viewer, row: DocumentRecord): boolean {
    if (!can(actor, 'document.delete')) return false;
    if (row.uploadedById === viewer.id) return true;
    switch (viewer.role) {
      case 'MASTER':
        return true;
      case 'ADMIN':
        if (viewer.unitId === null) return row.visibility === 'PRIVATE' && row.ownerId === viewer.id;
        return (
          (row.visibility === 'UNIT' && row.unitId === viewer.unitId) ||
          (row.visibility === 'PRIVATE' &&
            (row.ownerId === viewer.id || (row.ownerRole === 'CLIENT' && row.ownerUnitId === viewer.unitId)))
        );
      case 'CLIENT':
        return row.visibility === 'PRIVATE' && row.ownerId === viewer.id;
      default:
        return false;
    }
  }

  function toDocument(actor: AuthUser, viewer: Viewer, row: DocumentRecord): Document {
    return {
      id: row.id,
      title: row.title,
      file_name: row.fileName,
      mime_type: row.mimeType,
      size_bytes: row.sizeBytes,
      visibility: row.visibility,
      unit_id: row.unitId,
      unit_name: row.unitName,
      owner_id: row.ownerId,
      uploaded_by: { id: row.uploadedById, name: row.uploadedByName },
      created_at: row.createdAt.toISOString(),
      can_delete: canDelete(actor, viewer, row),
    };
  }

  async function list(actor: AuthUser, query: DocumentListQuery): Promise<DocumentList> {
    const viewer = await viewerOf(actor);
    const { rows, total } = await listVisibleDocuments(db, viewer, {
      search: query.search,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: rows.map((row) => toDocument(actor, viewer, row)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function get(actor: AuthUser, id: number): Promise<Document> {
    const viewer = await viewerOf(actor);
    const row = await findVisibleDocument(db, viewer, id);
    if (!row) throw DOCUMENTS_ERRORS.notFound();
    return toDocument(actor, viewer, row);
  }

  /**
   * Where a new document goes, by the rules of issue 11: NETWORK is MASTER's; UNIT is MASTER's
   * (naming the unit) or an ADMIN's for its own unit; PRIVATE belongs to the company (a CLIENT,
   * or a USER's company) or, for ADMIN and MASTER, to the uploader alone.
   */
  async function placement(
    actor: AuthUser,
    fields: DocumentUploadFields,
  ): Promise<{ visibility: DocumentVisibility; unitId: number | null; ownerId: number }> {
    const { visibility, unit_id: unitId } = fields;
    if (visibility !== 'UNIT' && unitId !== undefined) throw DOCUMENTS_ERRORS.unitOnlyForUnitVisibility();
    switch (visibility) {
      case 'NETWORK':
        if (!mayChooseVisibility(actor.role, visibility)) throw DOCUMENTS_ERRORS.networkMasterOnly();
        return { visibility, unitId: null, ownerId: actor.id };
      case 'UNIT':
        if (actor.role === 'MASTER') {
          if (unitId === undefined) throw DOCUMENTS_ERRORS.unitRequired();
          if (!(await unitExists(db, unitId))) throw DOCUMENTS_ERRORS.unitNotFound();
          return { visibility, unitId, ownerId: actor.id };
        }
        if (!mayChooseVisibility(actor.role, visibility) || actor.unit_id === null)
          throw DOCUMENTS_ERRORS.unitForbidden();
        // Another unit answers like a missing one.
        if (unitId !== undefined && unitId !== actor.unit_id) throw DOCUMENTS_ERRORS.unitNotFound();
        return { visibility, unitId: actor.unit_id, ownerId: actor.id };
      case 'PRIVATE':
        if (actor.role === 'USER') {
          if (actor.parent_id === null) throw DOCUMENTS_ERRORS.noCompany();
          return { visibility, unitId: null, ownerId: actor.parent_id };
        }
        return { visibility, unitId: null, ownerId: actor.id };
    }
  }

  /**
   * POST /documents. The file is streamed to a staged file (hashed and counted; more than
   * DOCUMENT_MAX_BYTES stops it at once), its type read from its bytes, then the row is inserted
   * and the file committed in one transaction: a failure leaves neither a file nor a row.
   */
  async function upload(
    actor: AuthUser,
    parts: AsyncIterable<Multipart>,
    meta: ActionMeta,
  ): Promise<Document> {
    let staged: StagedFile | null = null;
    let clientFileName = '';
    const raw: Record<string, string> = {};
    try {
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || staged) {
            part.file.resume();
            throw staged ? DOCUMENTS_ERRORS.tooManyFiles() : DOCUMENTS_ERRORS.fieldInvalid();
          }
          // Rules that the fields sent before the file already break: refuse before storing it.
          const early = documentUploadFieldsSchema.safeParse(raw);
          if (early.success) {
            await placement(actor, early.data).catch((error: unknown) => {
              part.file.resume();
              throw error;
            });
          }
          clientFileName = part.filename ?? '';
          staged = await storage.stage(part.file as Readable, {
            maxBytes: DOCUMENT_MAX_BYTES,
            tooLarge: DOCUMENTS_ERRORS.tooLarge,
          });
        } else if (FIELD_NAMES.has(part.fieldname)) {
          if (part.valueTruncated || Object.hasOwn(raw, part.fieldname))
            throw DOCUMENTS_ERRORS.fieldInvalid();
          raw[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      await (staged as StagedFile | null)?.discard();
      throw toUploadError(error);
    }

    const file = staged as StagedFile | null;
    if (!file) throw DOCUMENTS_ERRORS.fileRequired();
    let key: string | null = null;
    try {
      const parsed = documentUploadFieldsSchema.safeParse(raw);
      if (!parsed.success) throw DOCUMENTS_ERRORS.invalidFields(parsed.error);
      const target = await placement(actor, parsed.data);
      if (file.size === 0) throw DOCUMENTS_ERRORS.fileEmpty();
      const detection = await detectDocumentType(file, clientFileName);
      if (!detection.ok) {
        throw detection.reason === 'executable'
          ? DOCUMENTS_ERRORS.executable()
          : detection.reason === 'macros'
            ? DOCUMENTS_ERRORS.macros()
            : DOCUMENTS_ERRORS.typeNotAllowed();
      }
      const fileName = sanitizeFileName(clientFileName, detection.mimeType);

      const id = await db.transaction(async (tx) => {
        key = await file.commit();
        const created = await insertDocument(tx, {
          title: parsed.data.title,
          fileName,
          mimeType: detection.mimeType,
          sizeBytes: file.size,
          sha256: file.sha256,
          storageKey: key,
          visibility: target.visibility,
          unitId: target.unitId,
          ownerId: target.ownerId,
          uploadedBy: actor.id,
        });
        await auditAction(tx, actor, meta, {
          action: 'documents.upload',
          entity: 'document',
          entityId: created,
          data: {
            title: parsed.data.title,
            fileName,
            mimeType: detection.mimeType,
            sizeBytes: file.size,
            sha256: file.sha256,
            visibility: target.visibility,
            unitId: target.unitId,
            ownerId: target.ownerId,
          },
        });
        return created;
      });
      return await get(actor, id);
    } catch (error) {
      if (key !== null) {
        await storage.remove(key).catch((removeError: unknown) => {
          logger.error({ err: removeError, key }, 'could not remove the file of a failed upload');
        });
      }
      await file.discard();
      throw error;
    }
  }

  /** GET /documents/{id}/download: the stored bytes, streamed, with the name and type to send. */
  async function download(
    actor: AuthUser,
    id: number,
  ): Promise<{ stream: Readable; size: number; mimeType: string; disposition: string }> {
    const viewer = await viewerOf(actor);
    const row = await findVisibleDocument(db, viewer, id);
    if (!row) throw DOCUMENTS_ERRORS.notFound();
    try {
      const { stream, size } = await storage.openRead(row.storageKey);
      return { stream, size, mimeType: row.mimeType, disposition: attachmentDisposition(row.fileName) };
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      logger.error({ documentId: id }, 'the file of a document is missing from the storage');
      throw DOCUMENTS_ERRORS.notFound();
    }
  }

  /** DELETE /documents/{id}: the row (with its audit entry), then the file. */
  async function remove(actor: AuthUser, id: number, meta: ActionMeta): Promise<void> {
    const viewer = await viewerOf(actor);
    const row = await findVisibleDocument(db, viewer, id);
    if (!row) throw DOCUMENTS_ERRORS.notFound();
    if (!canDelete(actor, viewer, row)) throw DOCUMENTS_ERRORS.deleteForbidden();
    const key = await db.transaction(async (tx) => {
      const storageKey = await deleteDocumentRow(tx, id);
      if (storageKey === null) throw DOCUMENTS_ERRORS.notFound();
      await auditAction(tx, actor, meta, {
        action: 'documents.delete',
        entity: 'document',
        entityId: id,
        data: {
          title: row.title,
          fileName: row.fileName,
          visibility: row.visibility,
          unitId: row.unitId,
          ownerId: row.ownerId,
          uploadedBy: row.uploadedById,
        },
      });
      return storageKey;
    });
    // After the commit: a file without a row is only wasted space, a row without a file is broken.
    await storage.remove(key).catch((error: unknown) => {
      logger.error({ err: error, documentId: id }, 'could not remove the file of a deleted document');
    });
  }

  return { list, get, upload, download, remove };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

// What the user dashboard shows of documents (recently shared with the user).
export { recentlySharedDocuments, viewerFor } from './documents.repository.ts';
