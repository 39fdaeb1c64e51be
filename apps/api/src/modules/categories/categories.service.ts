import type { z } from 'zod';
import {
  CATEGORY_MSG,
  CATEGORY_TEXT_MAX,
  groupCategories,
  type Category,
  type CategoryCoverage,
  type CategoryGroup,
  type categoryExampleInputSchema,
  type categoryInputSchema,
  type categoryPatchSchema,
  type TestCategorizeResult,
} from '@tenho/domain/categories/categories.schemas';
import { slugify } from '@tenho/domain/shared/format';
import { extractDocument } from '../../categorizer/document.ts';
import { normalizedKey } from '../../categorizer/normalize.ts';
import type { Database } from '../../db/client.ts';
import type { CategoryRow } from '../../db/schema/categories.ts';
import { COMMON_ERRORS } from '../../lib/app-error.ts';
import { CATEGORY_ERRORS } from './categories.errors.ts';
import { RECORD_VERSION_ERRORS, claimVersion } from '../../lib/record-version.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { unitScope, type Actor } from '../../plugins/authorization.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import { findActiveUnit } from '../franchise-units/franchise-units.service.ts';
import type { CategorizerService } from './categorizer.service.ts';
import {
  codeExists,
  deleteCategory,
  deleteExamplesByNormalizedText,
  findCategoryById,
  insertCategory,
  insertExample,
  isCategorySelected,
  listCategoryRows,
  listCoverage,
  updateCategory,
  type NewCategory,
} from './categories.repository.ts';

export type CategoryCreatePayload = z.output<typeof categoryInputSchema>;
export type CategoryPatchPayload = z.output<typeof categoryPatchSchema>;
export type CategoryExamplePayload = z.output<typeof categoryExampleInputSchema>;
export type CategoryExample = {
  id: number;
  message: string;
  categoryId: number;
  category: string;
  /** The unit whose routing the correction steers; null = the whole network (MASTER). */
  unit_id: number | null;
  created_at: string;
};

/**
 * Architecture §5.1: an ADMIN acts on its own unit only, so its corrections steer that unit's
 * routing; a MASTER's steer the whole network (null).
 */
function correctionScope(actor: Actor): number | null {
  const scope = unitScope(actor);
  if (scope === 'all') return null;
  if (scope === null) throw COMMON_ERRORS.forbidden();
  return scope;
}

/** Whose corrections a test reads: the caller's unit's and the network's; a MASTER the network's. */
function testScope(actor: Actor): number | null {
  const scope = unitScope(actor);
  return scope === 'all' ? null : scope;
}

/** 'Elétrica Automotiva' → 'eletrica-automotiva' (the code a MASTER may leave blank). */
export function codeFromName(name: string): string {
  const slug = slugify(name).slice(0, CATEGORY_TEXT_MAX).replace(/-+$/, '');
  return slug || 'categoria';
}

const collator = new Intl.Collator('pt-BR');

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    groupName: row.groupName,
    keywords: [...row.keywords],
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

const byGroupThenName = (a: { groupName: string; name: string }, b: { groupName: string; name: string }) =>
  collator.compare(a.groupName, b.groupName) || collator.compare(a.name, b.name);

export type CategoriesServiceDeps = { db: Database; categorizer: CategorizerService };

export function createCategoriesService({ db, categorizer }: CategoriesServiceDeps) {
  /** MASTER manages the whole catalogue; everyone else sees what is active. */
  async function list(actor: Actor): Promise<Category[]> {
    const rows = await listCategoryRows(db, { activeOnly: actor.role !== 'MASTER' });
    return rows.sort(byGroupThenName).map(toCategory);
  }

  async function groups(): Promise<CategoryGroup[]> {
    const rows = await listCategoryRows(db, { activeOnly: true });
    return groupCategories(rows).map((group) => ({
      groupName: group.groupName,
      categories: group.categories.map((c) => ({ id: c.id, name: c.name })),
    }));
  }

  async function create(actor: Actor, input: CategoryCreatePayload, meta: ActionMeta): Promise<Category> {
    const values: NewCategory = {
      name: input.name,
      code: input.code ?? codeFromName(input.name),
      groupName: input.groupName,
      keywords: input.keywords,
      isActive: input.is_active,
    };
    if (await codeExists(db, values.code)) throw CATEGORY_ERRORS.codeTaken();
    let row: CategoryRow;
    try {
      row = await db.transaction(async (tx) => {
        const created = await insertCategory(tx, values);
        await auditAction(tx, actor, meta, {
          action: 'categories.create',
          entity: 'category',
          entityId: created.id,
          data: { code: created.code, name: created.name, groupName: created.groupName },
        });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw CATEGORY_ERRORS.codeTaken();
      throw error;
    }
    await categorizer.syncCategory(row.id);
    return toCategory(row);
  }

  async function update(
    actor: Actor,
    id: number,
    patch: CategoryPatchPayload,
    meta: ActionMeta,
    expectedVersion?: number,
  ): Promise<Category> {
    const existing = await findCategoryById(db, id);
    if (!existing) throw CATEGORY_ERRORS.notFound();
    if (patch.code !== undefined && patch.code !== existing.code && (await codeExists(db, patch.code, id))) {
      throw CATEGORY_ERRORS.codeTaken();
    }
    const values: Partial<NewCategory> = {};
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.code !== undefined) values.code = patch.code;
    if (patch.groupName !== undefined) values.groupName = patch.groupName;
    if (patch.keywords !== undefined) values.keywords = patch.keywords;
    if (patch.is_active !== undefined) values.isActive = patch.is_active;
    if (Object.keys(values).length === 0) {
      if (expectedVersion !== undefined && expectedVersion !== existing.version)
        throw RECORD_VERSION_ERRORS.conflict();
      return toCategory(existing);
    }

    let row: CategoryRow;
    try {
      row = await db.transaction(async (tx) => {
        await claimVersion(tx, 'categories', id, expectedVersion);
        const updated = await updateCategory(tx, id, values);
        if (!updated) throw CATEGORY_ERRORS.notFound();
        await auditAction(tx, actor, meta, {
          action: 'categories.update',
          entity: 'category',
          entityId: id,
          data: {
            fields: Object.keys(values),
            ...(values.isActive !== undefined && { is_active: values.isActive }),
          },
        });
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw CATEGORY_ERRORS.codeTaken();
      throw error;
    }
    await categorizer.syncCategory(id);
    return toCategory(row);
  }

  /** Refused while companies selected it or messages point at it (deactivate it instead). */
  async function remove(actor: Actor, id: number, meta: ActionMeta): Promise<void> {
    const existing = await findCategoryById(db, id);
    if (!existing) throw CATEGORY_ERRORS.notFound();
    if (await isCategorySelected(db, id)) throw CATEGORY_ERRORS.inUse();
    try {
      await db.transaction(async (tx) => {
        if (!(await deleteCategory(tx, id))) throw CATEGORY_ERRORS.notFound();
        await auditAction(tx, actor, meta, {
          action: 'categories.delete',
          entity: 'category',
          entityId: id,
          data: { code: existing.code, name: existing.name },
        });
      });
    } catch (error) {
      // A selection or a message that arrived after the check: the foreign key refuses the delete.
      if (isForeignKeyViolation(error)) throw CATEGORY_ERRORS.inUse();
      throw error;
    }
    await categorizer.removeCategory(id);
  }

  /**
   * ADMIN: its own unit (any `unit_id` asked for is ignored); MASTER: the unit asked for, or the
   * whole network, inactive categories included.
   */
  async function coverage(actor: Actor, requestedUnitId: number | undefined): Promise<CategoryCoverage[]> {
    let unitId: number | null;
    if (actor.role === 'MASTER') {
      unitId = requestedUnitId ?? null;
      if (unitId !== null && !(await findActiveUnit(db, unitId))) throw CATEGORY_ERRORS.unitNotFound();
    } else if (actor.role === 'ADMIN' && actor.unit_id !== null) {
      unitId = actor.unit_id;
    } else {
      throw COMMON_ERRORS.forbidden();
    }
    const rows = await listCoverage(db, { unitId, includeInactive: actor.role === 'MASTER' });
    return rows.sort(byGroupThenName);
  }

  /**
   * A confirmed (message, category) pair, for the caller's unit (ADMIN) or the whole network
   * (MASTER). It replaces the same scope's earlier correction of the same text, and the live
   * categoriser uses it at once.
   */
  async function addExample(
    actor: Actor,
    input: CategoryExamplePayload,
    meta: ActionMeta,
  ): Promise<CategoryExample> {
    const unitId = correctionScope(actor);
    const category = await findCategoryById(db, input.categoryId);
    if (!category) throw CATEGORY_ERRORS.notFound();
    if (!category.isActive) throw CATEGORY_ERRORS.invalidIds();
    const normalizedText = normalizedKey(input.message);
    let row: Awaited<ReturnType<typeof insertExample>>;
    try {
      row = await db.transaction(async (tx) => {
        const replaced = await deleteExamplesByNormalizedText(tx, normalizedText, unitId);
        const created = await insertExample(tx, {
          message: input.message,
          normalizedText,
          categoryId: category.id,
          unitId,
          createdBy: actor.id,
        });
        await auditAction(tx, actor, meta, {
          action: 'categories.example',
          entity: 'category',
          entityId: category.id,
          data: { exampleId: created.id, unitId, message: input.message.slice(0, 200), replaced },
        });
        return created;
      });
    } catch (error) {
      // The category (or the unit) was deleted meanwhile.
      if (isForeignKeyViolation(error)) throw CATEGORY_ERRORS.notFound();
      throw error;
    }
    await categorizer.replaceExample({
      id: row.id,
      message: row.message,
      categoryId: category.id,
      unitId,
    });
    return {
      id: row.id,
      message: row.message,
      categoryId: category.id,
      category: category.name,
      unit_id: unitId,
      created_at: row.createdAt.toISOString(),
    };
  }

  /**
   * POST /webhooks/test-categorize: what the live categoriser makes of a message (spec §7), read
   * as the caller's unit would route it (a MASTER: as the network would).
   */
  async function testCategorize(actor: Actor, message: string): Promise<TestCategorizeResult> {
    const result = await categorizer.categorize(message, { unitId: testScope(actor) });
    const alternatives = result.alternatives.map((a) => ({
      categoryId: a.categoryId,
      category: a.name,
      confidence: a.confidence,
    }));
    const document = extractDocument(message);
    if (result.categoryId === null) {
      return {
        success: false,
        originalMessage: message,
        category: null,
        categoryId: null,
        document,
        error: CATEGORY_MSG.notCategorized,
        confidence: result.confidence,
        alternatives,
        source: result.source,
      };
    }
    return {
      success: true,
      originalMessage: message,
      category: result.name,
      categoryId: result.categoryId,
      document,
      error: null,
      confidence: result.confidence,
      alternatives,
      source: result.source,
    };
  }

  return { list, groups, create, update, remove, coverage, addExample, testCategorize };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;

// What the messages module uses of categories: a category (the re-categorise action) and the
// categoriser's type (routing).
export { findCategoryById } from './categories.repository.ts';
export type { CategorizerService } from './categorizer.service.ts';
