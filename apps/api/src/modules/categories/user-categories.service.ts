import type { UserCategory } from '@tenho/domain/categories/categories.schemas';
import type { Database } from '../../db/client.ts';
import { assertCanAccessUser, type Actor } from '../../plugins/authorization.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import { CATEGORY_ERRORS, USER_CATEGORY_ERRORS } from './categories.errors.ts';
import {
  findActiveCategoryIds,
  findUserForCategories,
  listUserCategoryRows,
  replaceUserCategories,
} from './categories.repository.ts';

const collator = new Intl.Collator('pt-BR');
const sorted = (rows: UserCategory[]) =>
  rows.sort((a, b) => collator.compare(a.groupName, b.groupName) || collator.compare(a.name, b.name));

export type UserCategoriesServiceDeps = { db: Database };

/** A company's 'Minhas Categorias': scoped like every user read (architecture §5.1). */
export function createUserCategoriesService({ db }: UserCategoriesServiceDeps) {
  async function get(actor: Actor, userId: number): Promise<UserCategory[]> {
    const target = await findUserForCategories(db, userId);
    if (!target) throw USER_CATEGORY_ERRORS.userNotFound();
    assertCanAccessUser(actor, target);
    return sorted(await listUserCategoryRows(db, userId));
  }

  /** Replaces the selection in one transaction; every id must be an active category. */
  async function save(
    actor: Actor,
    userId: number,
    categoryIds: readonly number[],
    meta: ActionMeta,
  ): Promise<UserCategory[]> {
    const target = await findUserForCategories(db, userId);
    if (!target) throw USER_CATEGORY_ERRORS.userNotFound();
    assertCanAccessUser(actor, target);
    if (target.role !== 'CLIENT' && target.role !== 'USER') throw USER_CATEGORY_ERRORS.invalidTarget();

    return db.transaction(async (tx) => {
      // Two saves of the same company run one after the other.
      if (!(await findUserForCategories(tx, userId, { lock: true })))
        throw USER_CATEGORY_ERRORS.userNotFound();
      const valid = await findActiveCategoryIds(tx, categoryIds);
      if (valid.length !== categoryIds.length) throw CATEGORY_ERRORS.invalidIds();
      await replaceUserCategories(tx, userId, categoryIds);
      await auditAction(tx, actor, meta, {
        action: 'users.categories',
        entity: 'user',
        entityId: userId,
        data: { categoryIds: [...categoryIds] },
      });
      return sorted(await listUserCategoryRows(tx, userId));
    });
  }

  return { get, save };
}

export type UserCategoriesService = ReturnType<typeof createUserCategoriesService>;
