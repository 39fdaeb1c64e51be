import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, categoryExamples, userCategories } from '../../db/schema/categories.ts';
import { users } from '../../db/schema/users.ts';

export async function listCategoryRows(db: Database, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(categories)
    .where(options.activeOnly ? eq(categories.isActive, true) : undefined);
}

export const listActiveCategoryRows = (db: Database) => listCategoryRows(db, { activeOnly: true });

export async function findCategoryById(db: Database, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

export async function codeExists(db: Database, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      exceptId === undefined
        ? eq(categories.code, code)
        : and(eq(categories.code, code), ne(categories.id, exceptId)),
    )
    .limit(1);
  return Boolean(row);
}

export type NewCategory = {
  name: string;
  code: string;
  groupName: string;
  keywords: string[];
  isActive: boolean;
};

export async function insertCategory(db: Database, values: NewCategory) {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Database, id: number, values: Partial<NewCategory>) {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(categories.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCategory(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

/** Whether any company selection points at the category (messages are guarded by their foreign key). */
export async function isCategorySelected(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userCategories.userId })
    .from(userCategories)
    .where(eq(userCategories.categoryId, id))
    .limit(1);
  return Boolean(row);
}

/** Ids among `ids` that are active categories. */
export async function findActiveCategoryIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, [...ids]), eq(categories.isActive, true)));
  return rows.map((r) => r.id);
}

/** What names a category on screen: the selection lists and the coverage. */
const categoryLabel = {
  id: categories.id,
  name: categories.name,
  code: categories.code,
  groupName: categories.groupName,
};

/** A user's selection, active categories only (an inactive one is hidden until reactivated). */
export async function listUserCategoryRows(db: Database, userId: number) {
  return db
    .select(categoryLabel)
    .from(userCategories)
    .innerJoin(categories, eq(categories.id, userCategories.categoryId))
    .where(and(eq(userCategories.userId, userId), eq(categories.isActive, true)));
}

/**
 * Replaces the user's selection of active categories with `categoryIds`. Selections of inactive
 * categories are kept, so a reactivated category finds its companies again.
 */
export async function replaceUserCategories(
  db: Database,
  userId: number,
  categoryIds: readonly number[],
): Promise<void> {
  await db
    .delete(userCategories)
    .where(
      and(
        eq(userCategories.userId, userId),
        inArray(
          userCategories.categoryId,
          db.select({ id: categories.id }).from(categories).where(eq(categories.isActive, true)),
        ),
      ),
    );
  if (categoryIds.length) {
    await db
      .insert(userCategories)
      .values(categoryIds.map((categoryId) => ({ userId, categoryId })))
      .onConflictDoNothing();
  }
}

/** The user a selection belongs to, with what scoping needs; locks the row inside a transaction. */
export async function findUserForCategories(db: Database, userId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: users.id, role: users.role, unit_id: users.unitId, parent_id: users.parentId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Every category (active only unless `includeInactive`) with the number of active CLIENTs that
 * selected it, restricted to one unit when `unitId` is given.
 */
export async function listCoverage(
  db: Database,
  options: { unitId: number | null; includeInactive: boolean },
) {
  const companyJoin: SQL[] = [
    eq(users.id, userCategories.userId),
    eq(users.role, 'CLIENT'),
    eq(users.isActive, true),
  ];
  if (options.unitId !== null) companyJoin.push(eq(users.unitId, options.unitId));
  return db
    .select({
      ...categoryLabel,
      is_active: categories.isActive,
      activeCompanies: sql<number>`count(${users.id})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(userCategories, eq(userCategories.categoryId, categories.id))
    .leftJoin(users, and(...companyJoin))
    .where(options.includeInactive ? undefined : eq(categories.isActive, true))
    .groupBy(categories.id);
}

const exampleColumns = {
  id: categoryExamples.id,
  message: categoryExamples.message,
  categoryId: categoryExamples.categoryId,
  unitId: categoryExamples.unitId,
};

export async function listExamplesOfActiveCategories(db: Database) {
  return db
    .select(exampleColumns)
    .from(categoryExamples)
    .innerJoin(categories, eq(categories.id, categoryExamples.categoryId))
    .where(eq(categories.isActive, true))
    .orderBy(categoryExamples.id);
}

export async function listExamplesOfCategory(db: Database, categoryId: number) {
  return db
    .select(exampleColumns)
    .from(categoryExamples)
    .where(eq(categoryExamples.categoryId, categoryId))
    .orderBy(categoryExamples.id);
}

/**
 * Drops the examples with this normalised text in one scope (a unit, or the network when null);
 * returns how many there were.
 */
export async function deleteExamplesByNormalizedText(
  db: Database,
  normalizedText: string,
  unitId: number | null,
): Promise<number> {
  const rows = await db
    .delete(categoryExamples)
    .where(
      and(
        eq(categoryExamples.normalizedText, normalizedText),
        unitId === null ? isNull(categoryExamples.unitId) : eq(categoryExamples.unitId, unitId),
      ),
    )
    .returning({ id: categoryExamples.id });
  return rows.length;
}

export async function insertExample(
  db: Database,
  values: {
    message: string;
    normalizedText: string;
    categoryId: number;
    unitId: number | null;
    createdBy: number;
  },
) {
  const [row] = await db.insert(categoryExamples).values(values).returning();
  return row!;
}
