import { z } from 'zod';
import '../shared/zod-locale.ts';
import { idSchema, isoDateTimeSchema, MAX_ID, visibleString } from '../shared/schema-fields.ts';

/** Documentos (issue 11): a real document library, scoped like everything else (architecture §5.1). */

export const DOCUMENT_VISIBILITIES = ['NETWORK', 'UNIT', 'PRIVATE'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

export const DOCUMENT_VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  NETWORK: 'Toda a rede',
  UNIT: 'Unidade',
  PRIVATE: 'Privado',
};

/** The visibility choices the upload offers, and the only ones the API accepts from that role. */
export type DocumentVisibilityOption = { value: DocumentVisibility; label: string; hint: string };

/**
 * What an uploader may pick: NETWORK only the MASTER; UNIT the MASTER (choosing a unit) or an
 * ADMIN (its own unit); PRIVATE everyone (a company's: it and its USERs; otherwise the uploader).
 */
export function documentVisibilityOptions(role: string | null | undefined): DocumentVisibilityOption[] {
  const options: DocumentVisibilityOption[] = [];
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

/** Whether `role` may place a document at `visibility` (the rule behind documentVisibilityOptions). */
export function mayChooseVisibility(
  role: string | null | undefined,
  visibility: DocumentVisibility,
): boolean {
  return documentVisibilityOptions(role).some((option) => option.value === visibility);
}

/** Largest file accepted by POST /api/documents (10 MB). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_FILE_NAME_MAX = 180;
export const DOCUMENTS_PAGE_SIZE_DEFAULT = 20;
export const DOCUMENTS_PAGE_SIZE_MAX = 100;
export const DOCUMENTS_SEARCH_MAX = 100;

/**
 * The types a document may have, checked from the content (magic bytes, the entries of a ZIP or an
 * OLE2 file, valid UTF-8 for text), never from the name or the browser's claim. `extensions`: the
 * first is the one a stored name gets when its own does not fit the detected type.
 */
export const DOCUMENT_TYPES = {
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'image/png': { label: 'Imagem PNG', extensions: ['png'] },
  'image/jpeg': { label: 'Imagem JPEG', extensions: ['jpg', 'jpeg'] },
  'image/gif': { label: 'Imagem GIF', extensions: ['gif'] },
  'image/webp': { label: 'Imagem WebP', extensions: ['webp'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    label: 'Documento Word',
    extensions: ['docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    label: 'Planilha Excel',
    extensions: ['xlsx'],
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    label: 'Apresentação PowerPoint',
    extensions: ['pptx'],
  },
  'application/vnd.oasis.opendocument.text': { label: 'Documento ODT', extensions: ['odt'] },
  'application/vnd.oasis.opendocument.spreadsheet': { label: 'Planilha ODS', extensions: ['ods'] },
  'application/vnd.oasis.opendocument.presentation': { label: 'Apresentação ODP', extensions: ['odp'] },
  'application/msword': { label: 'Documento Word (97-2003)', extensions: ['doc'] },
  'application/vnd.ms-excel': { label: 'Planilha Excel (97-2003)', extensions: ['xls'] },
  'application/vnd.ms-powerpoint': { label: 'Apresentação PowerPoint (97-2003)', extensions: ['ppt'] },
  'text/csv': { label: 'CSV', extensions: ['csv'] },
  'text/plain': { label: 'Texto', extensions: ['txt'] },
} as const satisfies Record<string, { label: string; extensions: readonly string[] }>;
export type DocumentMimeType = keyof typeof DOCUMENT_TYPES;

export function isDocumentMimeType(value: string): value is DocumentMimeType {
  return Object.hasOwn(DOCUMENT_TYPES, value);
}

/** 'Documento Word'; an unknown type is shown as it is. */
export function documentTypeLabel(mimeType: string): string {
  return isDocumentMimeType(mimeType) ? DOCUMENT_TYPES[mimeType].label : mimeType;
}

/** The file input's `accept` (a hint for the picker; the server checks the content). */
export const DOCUMENT_ACCEPT = Object.values(DOCUMENT_TYPES)
  .flatMap((type) => type.extensions.map((extension) => `.${extension}`))
  .join(',');

export const DOCUMENTS_MSG = {
  title: 'Documentos',
  // Upload form.
  titleRequired: 'Informe o título do documento',
  titleTooLong: `Use no máximo ${DOCUMENT_TITLE_MAX} caracteres no título`,
  titleInvalid: 'O título contém caracteres inválidos',
  visibilityInvalid: 'Selecione uma visibilidade válida: Toda a rede, Unidade ou Privado',
  unitInvalid: 'Selecione uma franquia válida',
  unitOnlyForUnitVisibility: 'A franquia só se aplica a documentos da unidade',
  unitRequired: 'Selecione a franquia do documento',
  fileRequired: 'Selecione um arquivo para enviar',
  fileEmpty: 'O arquivo está vazio',
  tooLarge: 'O arquivo excede o limite de 10 MB.',
  typeNotAllowed:
    'Tipo de arquivo não permitido. Envie PDF, imagem (PNG, JPEG, GIF, WebP), documento do Office ou do LibreOffice, CSV ou TXT.',
  executable: 'Arquivos executáveis não são permitidos.',
  macros: 'Documentos com macros não são permitidos. Salve o arquivo sem macros e envie de novo.',
  multipartRequired: 'Envie o arquivo em um formulário (multipart/form-data)',
  tooManyFiles: 'Envie um arquivo por vez',
  tooManyFields: 'O formulário tem campos demais',
  fieldInvalid: 'Campo do formulário inválido',
  uploadInterrupted: 'O envio foi interrompido. Tente novamente.',
  // Rules (API answers; codes in apps/api/src/modules/documents/documents.errors.ts).
  networkMasterOnly: 'Somente o Master pode publicar documentos para toda a rede',
  unitForbidden: 'Somente o Master ou o administrador da unidade podem publicar documentos da unidade',
  unitNotFound: 'Franquia não encontrada',
  noCompany: 'Sua conta não está vinculada a uma empresa',
  notFound: 'Documento não encontrado',
  deleteForbidden: 'Você não pode excluir este documento',
  // List.
  pageInvalid: 'Página inválida',
  pageSizeInvalid: `Itens por página: use um número de 1 a ${DOCUMENTS_PAGE_SIZE_MAX}`,
  searchTooLong: `Busca muito longa (máximo de ${DOCUMENTS_SEARCH_MAX} caracteres)`,
  searchInvalid: 'A busca contém caracteres inválidos',
  searchPlaceholder: 'Buscar por título ou nome do arquivo',
  empty: 'Nenhum documento encontrado',
  // Toasts.
  uploaded: 'Documento enviado com sucesso!',
  uploadFailed: 'Erro ao enviar documento',
  notSent: 'O documento não foi enviado',
  deleted: 'Documento excluído com sucesso!',
  deleteFailed: 'Erro ao excluir documento',
  loadFailed: 'Erro ao carregar documentos',
  downloadFailed: 'Erro ao baixar documento',
} as const;

/** Control characters (NUL, line breaks …) have no place in a title or a name. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
/** Half of a UTF-16 surrogate pair alone: not text a database or a file system can store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text with no control characters and no broken UTF-16. */
export function isCleanText(value: string): boolean {
  return !CONTROL_CHARS.test(value) && !LONE_SURROGATE.test(value);
}

const queryInt = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/**
 * The text fields of the POST /documents form (multipart: every value arrives as text). The file
 * itself is the `file` part. `unit_id`: the unit of a UNIT document (MASTER chooses it; an ADMIN's
 * is its own unit).
 */
export const documentUploadFieldsSchema = z.object({
  title: visibleString({ error: DOCUMENTS_MSG.titleRequired })
    .min(1, DOCUMENTS_MSG.titleRequired)
    .max(DOCUMENT_TITLE_MAX, DOCUMENTS_MSG.titleTooLong)
    .refine(isCleanText, DOCUMENTS_MSG.titleInvalid),
  visibility: z.enum(DOCUMENT_VISIBILITIES, { error: DOCUMENTS_MSG.visibilityInvalid }),
  unit_id: z
    .string({ error: DOCUMENTS_MSG.unitInvalid })
    .trim()
    .refine((v) => v === '' || (/^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_ID), DOCUMENTS_MSG.unitInvalid)
    .transform((v) => (v === '' ? undefined : Number(v)))
    .optional(),
});
export type DocumentUploadFieldsInput = z.input<typeof documentUploadFieldsSchema>;
export type DocumentUploadFields = z.output<typeof documentUploadFieldsSchema>;

/** GET /documents: `search` looks in the title and the file name (accents and case ignored). */
export const documentListQuerySchema = z.object({
  search: z
    .string({ error: DOCUMENTS_MSG.searchTooLong })
    .trim()
    .max(DOCUMENTS_SEARCH_MAX, DOCUMENTS_MSG.searchTooLong)
    .refine(isCleanText, DOCUMENTS_MSG.searchInvalid)
    .optional()
    .transform((v) => v || undefined),
  page: queryInt(DOCUMENTS_MSG.pageInvalid, 1, 100_000).optional().default(1),
  pageSize: queryInt(DOCUMENTS_MSG.pageSizeInvalid, 1, DOCUMENTS_PAGE_SIZE_MAX)
    .optional()
    .default(DOCUMENTS_PAGE_SIZE_DEFAULT),
});
export type DocumentListQueryInput = z.input<typeof documentListQuerySchema>;
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

export const documentSchema = z.object({
  id: idSchema,
  title: z.string(),
  file_name: z.string(),
  /** The type detected from the content. */
  mime_type: z.string(),
  size_bytes: z.number().int(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  /** The unit a UNIT document is shared with (null for NETWORK and PRIVATE). */
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  /** The company (CLIENT) of a company's PRIVATE document, otherwise the uploader. */
  owner_id: z.number().int(),
  uploaded_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: isoDateTimeSchema,
  /** Whether the caller may delete it (document.delete and owner or above). */
  can_delete: z.boolean(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({
  items: z.array(documentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** '532 B', '12,4 KB', '3,2 MB' (pt-BR decimals, 1 KB = 1024 B); '-' for no size. */
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
