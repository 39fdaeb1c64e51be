import { USERS_MSG } from '@tenho/domain/users/users.schemas';
import { AppError } from '../../lib/app-error.ts';

/** The users module's answers; the texts live in the domain (USERS_MSG). */
export const USERS_ERRORS = {
  /** Also for a user outside the caller's scope and for a deleted one: nothing to learn from it. */
  notFound: () => new AppError('users.not_found', 404, USERS_MSG.notFound),
  emailTaken: () => new AppError('users.email_taken', 409, USERS_MSG.emailTaken),
  roleForbidden: () => new AppError('users.role_forbidden', 403, USERS_MSG.roleForbidden),
  unitForbidden: () => new AppError('users.unit_forbidden', 403, USERS_MSG.unitForbidden),
  unitNotFound: () => new AppError('users.unit_not_found', 422, USERS_MSG.unitNotFound),
  unitRequired: () => new AppError('users.unit_required', 422, USERS_MSG.unitRequiredForRole),
  parentNotFound: () => new AppError('users.parent_not_found', 422, USERS_MSG.parentNotFound),
  selfStatus: () => new AppError('users.self_status', 403, USERS_MSG.selfStatus),
  accountClosed: () => new AppError('users.account_closed', 409, USERS_MSG.accountClosed),
  selfDelete: () => new AppError('users.self_delete', 403, USERS_MSG.selfDelete),
  overrideMasterOnly: () => new AppError('users.override_master_only', 403, USERS_MSG.overrideMasterOnly),
  unknownPermission: (names: string[]) =>
    new AppError('users.unknown_permission', 422, USERS_MSG.unknownPermission, { permissions: names }),
  masterProtected: () => new AppError('users.master_protected', 422, USERS_MSG.masterProtected),
  hasDependents: () => new AppError('users.has_dependents', 409, USERS_MSG.hasDependents),
} as const;
