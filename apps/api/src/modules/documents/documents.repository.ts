import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@tenho/domain/auth/roles';
import type { DocumentVisibility } from '@tenho/domain/documents/documents.schemas';
import type { Database } from '../../db/client.ts';
import { documents, type NewDocumentRow } from '../../db/schema/documents.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, foldedSql } from '../../lib/sql-text.ts';

/**
 * Who is looking, with what scoping needs: `unitId` is the unit whose UNIT documents they see (a
 * USER's is its company's), `companyId` the owner of the PRIVATE documents they share (a CLIENT
 * itself, a USER its company).
 */
export type Viewer = {
  id: number;
  role: Role;
  unitId: number | null;
  companyId: number | null;
};

/** The viewer behind a signed-in user (a USER's unit is its company's). */
export async function viewerFor(
  db: Database,
  actor: { id: number; role: Role; unit_id: number | null; parent_id: number | null },
): Promise<Viewer> {
  switch (actor.role) {
    case 'CLIENT':
      return { id: actor.id, role: actor.role, unitId: actor.unit_id, companyId: actor.id };
    case 'USER': {
      const companyUnit = actor.parent_id === null ? null : await findUserUnit(db, actor.parent_id);
      return {
        id: actor.id,
        role: actor.role,
        unitId: companyUnit ?? actor.unit_id,
        companyId: actor.parent_id,
      };
    }
    default:
      return { id: actor.id, role: actor.role, unitId: actor.unit_id, companyId: null };
  }
}

/**
 * What each person sees (architecture §5.1 applied to documents):
 * - MASTER: everything;
 * - ADMIN: NETWORK, its unit's UNIT documents, the PRIVATE documents of its unit's companies
 *   (it is above them), and its own PRIVATE ones;
 * - CLIENT: NETWORK, its unit's UNIT documents, its own PRIVATE ones (also those its USERs filed);
 * - USER: NETWORK, its company's unit's UNIT documents, its company's PRIVATE ones.
 * Another ADMIN's or a MASTER's PRIVATE document stays with its uploader (and MASTER).
 */
export function visibleDocumentsWhere(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'MASTER') return undefined;
  const conditions: (SQL | undefined)[] = [eq(documents.visibility, 'NETWORK')];
  if (viewer.unitId !== null)
    conditions.push(and(eq(documents.visibility, 'UNIT'), eq(documents.unitId, viewer.unitId)));
  if (viewer.role === 'ADMIN') {
    const owners: (SQL | undefined)[] = [eq(documents.ownerId, viewer.id)];
    if (viewer.unitId !== null)
      owners.push(
        inArray(
          documents.ownerId,
          sql`(select ${users.id} from ${users} where ${users.role} = 'CLIENT' and ${users.unitId} = ${viewer.unitId})`,
        ),
      );
    conditions.push(and(eq(documents.visibility, 'PRIVATE'), or(...owners)));
  } else if (viewer.companyId !== null) {
    conditions.push(and(eq(documents.visibility, 'PRIVATE'), eq(documents.ownerId, viewer.companyId)));
  }
  return or(...conditions);
}

/** A document as the services need it: the row, its unit and uploader names, its owner's place. */
export type DocumentRecord = {
  id: number;
  title: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  visibility: DocumentVisibility;
  unitId: number | null;
  unitName: string | null;
  ownerId: number;
  ownerRole: Role | null;
  ownerUnitId: number | null;
  uploadedById: number;
  uploadedByName: string;
  createdAt: Date;
};

const owner = alias(users, 'document_owner');
const uploader = alias(users, 'document_uploader');
const uploaderProfile = alias(profiles, 'document_uploader_profile');

const recordColumns = {
  id: documents.id,
  title: documents.title,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  sha256: documents.sha256,
  storageKey: documents.storageKey,
  visibility: documents.visibility,
  unitId: documents.unitId,
  unitName: franchiseUnits.name,
  ownerId: documents.ownerId,
  ownerRole: owner.role,
  ownerUnitId: owner.unitId,
  uploadedById: documents.uploadedBy,
  uploadedByName: sql<string>`case when ${uploader.deletedAt} is not null then 'Usuário excluído'
    else coalesce(nullif(${uploaderProfile.displayName}, ''), ${uploader.email}) end`,
  createdAt: documents.createdAt,
};

function selectRecords(db: Database) {
  return db
    .select(recordColumns)
    .from(documents)
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, documents.unitId))
    .leftJoin(owner, eq(owner.id, documents.ownerId))
    .leftJoin(uploader, eq(uploader.id, documents.uploadedBy))
    .leftJoin(uploaderProfile, eq(uploaderProfile.userId, documents.uploadedBy));
}

/** A document the viewer may see, or null (missing and out of scope alike). */
export async function findVisibleDocument(
  db: Database,
  viewer: Viewer,
  id: number,
): Promise<DocumentRecord | null> {
  const [row] = await selectRecords(db)
    .where(and(eq(documents.id, id), visibleDocumentsWhere(viewer)))
    .limit(1);
  return row ?? null;
}

export async function listVisibleDocuments(
  db: Database,
  viewer: Viewer,
  query: { search?: string; limit: number; offset: number },
): Promise<{ rows: DocumentRecord[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    visibleDocumentsWhere(viewer),
    pattern
      ? or(
          sql`${foldedSql(documents.title)} like ${pattern}`,
          sql`${foldedSql(documents.fileName)} like ${pattern}`,
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertDocument(db: Database, values: NewDocumentRow): Promise<number> {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}

/** Removes the row; returns its storage key (null when it was already gone). */
export async function deleteDocumentRow(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ storageKey: documents.storageKey });
  return row?.storageKey ?? null;
}

/** The unit of a user (a USER's company's unit) and whether the unit exists. */
export async function findUserUnit(db: Database, userId: number): Promise<number | null> {
  const [row] = await db.select({ unitId: users.unitId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.unitId ?? null;
}

export async function unitExists(db: Database, unitId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: franchiseUnits.id })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.id, unitId))
    .limit(1);
  return Boolean(row);
}

/**
 * Documents shared *with* the viewer (not those it only oversees): NETWORK ones, its unit's UNIT
 * ones and its company's PRIVATE ones. A MASTER is shared NETWORK documents only.
 */
export function sharedDocumentsWhere(viewer: Viewer): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(documents.visibility, 'NETWORK')];
  if (viewer.role !== 'MASTER' && viewer.unitId !== null)
    conditions.push(and(eq(documents.visibility, 'UNIT'), eq(documents.unitId, viewer.unitId)));
  if (viewer.companyId !== null)
    conditions.push(and(eq(documents.visibility, 'PRIVATE'), eq(documents.ownerId, viewer.companyId)));
  return or(...conditions);
}

/** The newest documents shared with the viewer by someone else, since `days` ago. */
export async function recentlySharedDocuments(
  db: Database,
  viewer: Viewer,
  options: { days: number; limit: number },
): Promise<{ id: number; title: string; createdAt: Date }[]> {
  return db
    .select({ id: documents.id, title: documents.title, createdAt: documents.createdAt })
    .from(documents)
    .where(
      and(
        sharedDocumentsWhere(viewer),
        sql`${documents.uploadedBy} <> ${viewer.id}`,
        sql`${documents.createdAt} >= now() - make_interval(days => ${options.days})`,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(options.limit);
}
