import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_VISIBILITY_LABELS,
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

export type VisibilityOption = { value: DocumentVisibility; label: string; hint: string };

/**
 * What the uploader may pick: NETWORK only the MASTER; UNIT the MASTER (choosing a unit) or an
 * ADMIN (its own unit); PRIVATE everyone (a company's: it and its USERs; otherwise the uploader).
 */
export function visibilityOptions(role: string | null | undefined): VisibilityOption[] {
  const options: VisibilityOption[] = [];
  if (role === 'MASTER')
    options.push({
      value: 'NETWORK',
      label: DOCUMENT_VISIBILITY_LABELS.NETWORK,
      hint: 'Todas as pessoas da rede.',
    });
  if (role === 'MASTER' || role === 'ADMIN')
    options.push({
      value: 'UNIT',
      label: DOCUMENT_VISIBILITY_LABELS.UNIT,
      hint: role === 'MASTER' ? 'As pessoas da franquia escolhida.' : 'As pessoas da sua unidade.',
    });
  options.push({
    value: 'PRIVATE',
    label: DOCUMENT_VISIBILITY_LABELS.PRIVATE,
    hint: role === 'CLIENT' ? 'Sua empresa e os usuários dela.' : 'Somente você.',
  });
  return options;
}

/** The short badge text of the list. */
export const VISIBILITY_BADGES: Record<
  DocumentVisibility,
  { label: string; tone: 'brand' | 'green' | 'grey' }
> = {
  NETWORK: { label: 'Rede', tone: 'brand' },
  UNIT: { label: 'Unidade', tone: 'green' },
  PRIVATE: { label: 'Privado', tone: 'grey' },
};

/** '532 B', '12,4 KB', '3,2 MB' (pt-BR decimals, 1 KB = 1024 B). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text =
    value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace('.', ',').replace(/,0$/, '');
  return `${text} ${units[unit]}`;
}

/** A title from a file name: 'Contrato_2024-final.pdf' → 'Contrato 2024-final'. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/_+/g, ' ')
    .trim();
}
