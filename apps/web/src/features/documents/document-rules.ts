import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_MSG,
  type DocumentVisibility,
} from '@tenho/domain/documents/documents.schemas';

/** The same message the server gives, before a byte is sent. */
export function validateDocumentFile(file: Pick<File, 'size'> | null | undefined): string | null {
  if (!file) return DOCUMENTS_MSG.fileRequired;
  if (file.size === 0) return DOCUMENTS_MSG.fileEmpty;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENTS_MSG.tooLarge;
  return null;
}

/** What the uploader may pick: the domain's rule, the one the API enforces. */
export {
  documentVisibilityOptions as visibilityOptions,
  type DocumentVisibilityOption as VisibilityOption,
} from '@tenho/domain/documents/documents.schemas';

/** The short badge text of the list. */
export const VISIBILITY_BADGES: Record<
  DocumentVisibility,
  { label: string; tone: 'brand' | 'green' | 'grey' }
> = {
  NETWORK: { label: 'Rede', tone: 'brand' },
  UNIT: { label: 'Unidade', tone: 'green' },
  PRIVATE: { label: 'Privado', tone: 'grey' },
};

/** A title from a file name: 'Contrato_2024-final.pdf' → 'Contrato 2024-final'. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/_+/g, ' ')
    .trim();
}
