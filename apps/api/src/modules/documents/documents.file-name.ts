import { stripAccents, stripInvisibleFormatting } from '@tenho/domain/shared/format';
import {
  DOCUMENT_FILE_NAME_MAX,
  DOCUMENT_TYPES,
  type DocumentMimeType,
} from '@tenho/domain/documents/documents.schemas';

const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * The name a document is stored and offered again under: the last path segment of what the browser
 * sent, without control, invisible format (bidi) or path characters, and with an extension that fits the detected type
 * ('relatorio.exe' that is really a PDF becomes 'relatorio.pdf'), at most DOCUMENT_FILE_NAME_MAX
 * characters.
 */
export function sanitizeFileName(raw: string | undefined, mimeType: DocumentMimeType): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = stripInvisibleFormatting(lastSegment.normalize('NFC'))
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const match = /^(.*)\.([A-Za-z0-9]{1,10})$/.exec(cleaned);
  let base = (match ? match[1]! : cleaned).replace(/[\s.]+$/g, '');
  const allowed: readonly string[] = DOCUMENT_TYPES[mimeType].extensions;
  const given = match?.[2]?.toLowerCase();
  const extension = given && allowed.includes(given) ? given : allowed[0]!;
  if (base === '') base = 'documento';
  if (WINDOWS_RESERVED.test(base)) base = `_${base}`;
  const room = DOCUMENT_FILE_NAME_MAX - extension.length - 1;
  const characters = Array.from(base);
  if (characters.length > room) base = characters.slice(0, room).join('').trimEnd();
  return `${base}.${extension}`;
}

/** RFC 5987 percent-encoding (encodeURIComponent leaves ' ( ) * as they are). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback for old clients (accents
 * dropped, anything else replaced) and the exact UTF-8 name for the rest.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii =
    stripAccents(fileName)
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
      .trim() || 'documento';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
