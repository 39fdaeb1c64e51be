import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DocumentVisibility } from '@tenho/domain/documents/documents.schemas';
import { foldedSql } from '../../lib/sql-text.ts';
import { reference, requiredReference, serialId, timestampNow } from './columns.ts';
import { franchiseUnits } from './franchise-units.ts';
import { users } from './users.ts';

/**
 * The document library (Documentos). The file itself lives in the storage (lib/storage.ts) under
 * `storage_key`; a row exists only while its file does (deleting removes both).
 *
 * Visibility: NETWORK — everyone with `document.access`; UNIT — the people of `unit_id` (set only
 * for UNIT); PRIVATE — `owner_id`: a company and its USERs (and the ADMINs of the company's current
 * unit, above it), or the uploader alone when an ADMIN/MASTER keeps a private one.
 */
export const documents = pgTable(
  'documents',
  {
    id: serialId(),
    title: text('title').notNull(),
    /** The sanitised original name, offered again on download. */
    fileName: text('file_name').notNull(),
    /** The type detected from the content (never the client's claim). */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the stored bytes. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    visibility: text('visibility').$type<DocumentVisibility>().notNull(),
    unitId: reference('unit_id', () => franchiseUnits.id, 'restrict'),
    /** The company (CLIENT) for a company's PRIVATE document, otherwise the uploader. */
    ownerId: requiredReference('owner_id', () => users.id, 'restrict'),
    uploadedBy: requiredReference('uploaded_by', () => users.id, 'restrict'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    // Listing newest first by what a person may see.
    index('documents_created_idx').on(t.createdAt, t.id),
    index('documents_visibility_created_idx').on(t.visibility, t.createdAt, t.id),
    index('documents_unit_created_idx').on(t.unitId, t.createdAt, t.id),
    index('documents_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    // Reports count documents per uploader.
    index('documents_uploaded_by_idx').on(t.uploadedBy, t.createdAt),
    // Search by any part of the title or file name, accents folded (pg_trgm from migration 0005).
    index('documents_title_trgm_idx').using('gin', sql`${foldedSql(t.title).inlineParams()} gin_trgm_ops`),
    index('documents_file_name_trgm_idx').using(
      'gin',
      sql`${foldedSql(t.fileName).inlineParams()} gin_trgm_ops`,
    ),
    check('documents_visibility_check', sql`${t.visibility} in ('NETWORK', 'UNIT', 'PRIVATE')`),
    check('documents_size_check', sql`${t.sizeBytes} >= 0`),
    check('documents_unit_check', sql`${t.visibility} <> 'UNIT' or ${t.unitId} is not null`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
