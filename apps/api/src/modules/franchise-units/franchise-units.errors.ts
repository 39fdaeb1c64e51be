import {
  FRANCHISE_MSG,
  franchiseDeleteBlockedMessage,
  franchiseDeleteHasDocumentsMessage,
} from '@tenho/domain/franchise/franchise.schemas';
import { AppError } from '../../lib/app-error.ts';

export const FRANCHISE_ERRORS = {
  notFound: () => new AppError('franchise_units.not_found', 404, FRANCHISE_MSG.notFound),
  codeTaken: () => new AppError('franchise_units.code_taken', 409, FRANCHISE_MSG.codeTaken),
  whatsappIdTaken: () => new AppError('franchise_units.whatsapp_taken', 409, FRANCHISE_MSG.whatsappIdTaken),
  /** Spec §8: the message contains 'não é possível excluir'; details carry the counts. */
  hasLinks: (users: number, clients: number) =>
    new AppError('franchise_units.has_links', 409, franchiseDeleteBlockedMessage(users, clients), {
      users,
      clients,
    }),
  hasDocuments: (documents: number) =>
    new AppError('franchise_units.has_documents', 409, franchiseDeleteHasDocumentsMessage(documents), {
      documents,
    }),
  notInUnit: () => new AppError('franchise_units.no_unit', 404, FRANCHISE_MSG.notInUnit),
} as const;
