import { PERMISSIONS_MSG, permissionInUseMessage } from '@tenho/domain/permissions/permissions.schemas';
import { AppError } from '../../lib/app-error.ts';

/** The permissions module's answers; the texts live in the domain (PERMISSIONS_MSG). */
export const PERMISSIONS_ERRORS = {
  notFound: () => new AppError('permissions.not_found', 404, PERMISSIONS_MSG.notFound),
  nameTaken: () =>
    new AppError('permissions.name_taken', 409, PERMISSIONS_MSG.nameTaken, [
      { path: 'name', message: PERMISSIONS_MSG.nameTaken },
    ]),
  catalogueRename: () =>
    new AppError('permissions.catalogue_rename', 422, PERMISSIONS_MSG.catalogueRename, [
      { path: 'name', message: PERMISSIONS_MSG.catalogueRename },
    ]),
  /** Spec §8: a refused delete answers 400 and the screen shows the message in amber. */
  inUse: (roles: number, users: number) =>
    new AppError('permissions.in_use', 400, permissionInUseMessage(roles, users), { roles, users }),
  catalogueDelete: () => new AppError('permissions.catalogue_delete', 400, PERMISSIONS_MSG.catalogueDelete),
  masterProtectedDelete: () =>
    new AppError('permissions.master_protected', 400, PERMISSIONS_MSG.masterProtected),
  masterProtected: () => new AppError('permissions.master_protected', 422, PERMISSIONS_MSG.masterProtected),
} as const;
