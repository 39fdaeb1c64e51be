import { DOCUMENTS_MSG } from '@tenho/domain/documents/documents.schemas';
import { AppError, COMMON_ERRORS } from '../../lib/app-error.ts';

export const DOCUMENTS_ERRORS = {
  notFound: () => new AppError('documents.not_found', 404, DOCUMENTS_MSG.notFound),
  tooLarge: () => new AppError('documents.too_large', 413, DOCUMENTS_MSG.tooLarge),
  typeNotAllowed: () => new AppError('documents.type_not_allowed', 415, DOCUMENTS_MSG.typeNotAllowed),
  executable: () => new AppError('documents.type_not_allowed', 415, DOCUMENTS_MSG.executable),
  macros: () => new AppError('documents.type_not_allowed', 415, DOCUMENTS_MSG.macros),
  multipartRequired: () => new AppError('documents.multipart_required', 415, DOCUMENTS_MSG.multipartRequired),
  fileRequired: () => new AppError('documents.file_required', 400, DOCUMENTS_MSG.fileRequired),
  fileEmpty: () => new AppError('documents.file_empty', 400, DOCUMENTS_MSG.fileEmpty),
  tooManyFiles: () => new AppError('documents.too_many_files', 400, DOCUMENTS_MSG.tooManyFiles),
  tooManyFields: () => new AppError('documents.too_many_fields', 400, DOCUMENTS_MSG.tooManyFields),
  fieldInvalid: () => new AppError('documents.field_invalid', 400, DOCUMENTS_MSG.fieldInvalid),
  uploadInterrupted: () => new AppError('documents.upload_interrupted', 400, DOCUMENTS_MSG.uploadInterrupted),
  unitOnlyForUnitVisibility: () =>
    new AppError('validation', 400, DOCUMENTS_MSG.unitOnlyForUnitVisibility, [
      { path: 'unit_id', message: DOCUMENTS_MSG.unitOnlyForUnitVisibility },
    ]),
  unitRequired: () =>
    new AppError('validation', 400, DOCUMENTS_MSG.unitRequired, [
      { path: 'unit_id', message: DOCUMENTS_MSG.unitRequired },
    ]),
  unitNotFound: () => new AppError('franchise_units.not_found', 404, DOCUMENTS_MSG.unitNotFound),
  networkMasterOnly: () =>
    new AppError('documents.network_master_only', 403, DOCUMENTS_MSG.networkMasterOnly),
  unitForbidden: () => new AppError('documents.unit_forbidden', 403, DOCUMENTS_MSG.unitForbidden),
  noCompany: () => new AppError('documents.no_company', 403, DOCUMENTS_MSG.noCompany),
  deleteForbidden: () => new AppError('documents.delete_forbidden', 403, DOCUMENTS_MSG.deleteForbidden),
  /** The upload's form fields refused by their schema: answered like a refused JSON body. */
  invalidFields: (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
    COMMON_ERRORS.validation(
      error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    ),
} as const;
