import { CATEGORY_MSG } from '@tenho/domain/categories/categories.schemas';
import { AppError, COMMON_ERRORS } from '../../lib/app-error.ts';

/** The categories module's answers; the texts live in the domain (CATEGORY_MSG). */
export const CATEGORY_ERRORS = {
  notFound: () => new AppError('categories.not_found', 404, CATEGORY_MSG.notFound),
  codeTaken: () => new AppError('categories.code_taken', 409, CATEGORY_MSG.codeTaken),
  inUse: () => new AppError('categories.in_use', 409, CATEGORY_MSG.inUse),
  invalidIds: () => new AppError('categories.invalid_ids', 422, CATEGORY_MSG.invalidIds),
  unitNotFound: () => new AppError('franchise_units.not_found', 404, CATEGORY_MSG.unitNotFound),
} as const;

/** 'Minhas Categorias' of a company and its users. */
export const USER_CATEGORY_ERRORS = {
  userNotFound: COMMON_ERRORS.userNotFound,
  invalidTarget: () => new AppError('categories.invalid_target', 422, CATEGORY_MSG.invalidTarget),
} as const;
