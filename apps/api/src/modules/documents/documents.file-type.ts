import type { DocumentMimeType } from '@tenho/domain/documents/documents.schemas';

/**
 * What a file is, from its bytes only (the name and the browser's claimed type are ignored, except
 * to tell a CSV from other text). Executables are named as such so the answer can say so.
 */
export type Detection =
  { ok: true; mimeType: DocumentMimeType } | { ok: false; reason: 'executable' | 'macros' | 'not_allowed' };

/** Random access to the bytes being checked (a staged upload). */
export type ByteSource = { size: number; read: (position: number, length: number) => Promise<Buffer> };

const NOT_ALLOWED: Detection = { ok: false, reason: 'not_allowed' };
const EXECUTABLE: Detection = { ok: false, reason: 'executable' };
const MACROS: Detection = { ok: false, reason: 'macros' };
const found = (mimeType: DocumentMimeType): Detection => ({ ok: true, mimeType });

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

const MACH_O = [
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  // Universal binaries (the same bytes as a Java class file: refused too).
  [0xca, 0xfe, 0xba, 0xbe],
  [0xbe, 0xba, 0xfe, 0xca],
];

function isExecutable(head: Buffer): boolean {
  return (
    startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(head, 'MZ') || // PE (Windows .exe/.dll), DOS
    MACH_O.some((signature) => startsWith(head, signature)) ||
    startsWith(head, '#!') || // script with an interpreter line
    startsWith(head, [0xef, 0xbb, 0xbf, 0x23, 0x21]) // the same after a UTF-8 BOM
  );
}

export async function detectDocumentType(file: ByteSource, fileName: string): Promise<Detection> {
  if (file.size === 0) return NOT_ALLOWED;
  const head = await file.read(0, 4096);
  if (isExecutable(head)) return EXECUTABLE;
  if (startsWith(head, '%PDF-')) return found('application/pdf');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return found('image/png');
  if (startsWith(head, [0xff, 0xd8, 0xff])) return found('image/jpeg');
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return found('image/gif');
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return found('image/webp');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return inspectZip(file);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return inspectOle(file);
  return inspectText(file, fileName);
}

// ---------------------------------------------------------------------------------------------
// ZIP containers: OOXML (DOCX, XLSX, PPTX) and OpenDocument (ODT, ODS, ODP); a plain ZIP is refused.
// ---------------------------------------------------------------------------------------------

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** Office files list a few hundred entries at most; a bigger directory is not one of ours. */
const MAX_CENTRAL_DIRECTORY = 4 * 1024 * 1024;

const ODF_TYPES: Record<string, DocumentMimeType> = {
  'application/vnd.oasis.opendocument.text': 'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet': 'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation': 'application/vnd.oasis.opendocument.presentation',
};

type ZipEntry = { name: string; localOffset: number };

async function zipEntries(file: ByteSource): Promise<ZipEntry[] | null> {
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment.
  const tailLength = Math.min(file.size, 22 + 0xffff);
  const tail = await file.read(file.size - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const count = tail.readUInt16LE(at + 10);
  const directorySize = tail.readUInt32LE(at + 12);
  const directoryOffset = tail.readUInt32LE(at + 16);
  // ZIP64 (0xffffffff markers) and impossible offsets: not an office file we accept.
  if (directorySize > MAX_CENTRAL_DIRECTORY || directoryOffset + directorySize > file.size) return null;
  const directory = await file.read(directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL_ENTRY) return null;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const localOffset = directory.readUInt32LE(offset + 42);
    const name = directory.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    entries.push({ name, localOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The stored (uncompressed) bytes of a small entry, e.g. ODF's `mimetype`; null otherwise. */
async function storedEntry(file: ByteSource, entry: ZipEntry, maxBytes: number): Promise<Buffer | null> {
  const header = await file.read(entry.localOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_ENTRY) return null;
  const method = header.readUInt16LE(8);
  const size = header.readUInt32LE(18);
  if (method !== 0 || size > maxBytes) return null;
  const dataAt = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  return file.read(dataAt, size);
}

async function inspectZip(file: ByteSource): Promise<Detection> {
  const entries = await zipEntries(file);
  if (!entries) return NOT_ALLOWED;
  const names = entries.map((entry) => entry.name);
  // VBA projects (docm, xlsm, pptm) and OpenDocument Basic/script libraries.
  if (names.some((name) => /(^|\/)vbaProject\.bin$/i.test(name) || /^(Basic|Scripts)\//.test(name)))
    return MACROS;

  const mimetype = entries.find((entry) => entry.name === 'mimetype');
  if (mimetype) {
    const content = await storedEntry(file, mimetype, 200);
    const odf = content ? ODF_TYPES[content.toString('latin1').trim()] : undefined;
    return odf ? found(odf) : NOT_ALLOWED;
  }
  if (names.includes('[Content_Types].xml')) {
    if (names.some((name) => name.startsWith('word/')))
      return found('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    if (names.some((name) => name.startsWith('xl/')))
      return found('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    if (names.some((name) => name.startsWith('ppt/')))
      return found('application/vnd.openxmlformats-officedocument.presentationml.presentation');
  }
  return NOT_ALLOWED;
}

// ---------------------------------------------------------------------------------------------
// OLE2 compound files: legacy DOC, XLS, PPT, told apart by their main stream; the rest (MSI
// installers, encrypted packages, …) is refused.
// ---------------------------------------------------------------------------------------------

const END_OF_CHAIN = 0xfffffffa; // this and above: special markers, not sectors
const MAX_SECTORS_WALKED = 100_000;

async function oleStreamNames(file: ByteSource): Promise<string[] | null> {
  const header = await file.read(0, 512);
  if (header.length < 512) return null;
  const sectorShift = header.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.ceil(file.size / sectorSize);
  const fatSectorCount = header.readUInt32LE(0x2c);
  if (fatSectorCount > sectorCount) return null;
  const readSector = async (sector: number) => {
    if (sector >= sectorCount) throw new Error('sector out of range');
    return file.read((sector + 1) * sectorSize, sectorSize);
  };

  // Where the FAT lives: 109 entries in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i += 1) {
    const sector = header.readUInt32LE(0x4c + i * 4);
    if (sector < END_OF_CHAIN) fatSectors.push(sector);
  }
  let difat = header.readUInt32LE(0x44);
  let walked = 0;
  while (difat < END_OF_CHAIN && fatSectors.length < fatSectorCount && walked++ < MAX_SECTORS_WALKED) {
    const sector = await readSector(difat);
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatSectors.length < fatSectorCount; i += 1) {
      const fat = sector.readUInt32LE(i * 4);
      if (fat < END_OF_CHAIN) fatSectors.push(fat);
    }
    difat = sector.readUInt32LE(perSector * 4);
  }
  const fat: number[] = [];
  for (const sector of fatSectors) {
    const bytes = await readSector(sector);
    for (let i = 0; i < sectorSize; i += 4) fat.push(bytes.readUInt32LE(i));
  }

  // The directory: a chain of sectors of 128-byte entries with UTF-16 names.
  const names: string[] = [];
  let sector = header.readUInt32LE(0x30);
  walked = 0;
  while (sector < END_OF_CHAIN && walked++ < MAX_SECTORS_WALKED) {
    const bytes = await readSector(sector);
    for (let at = 0; at + 128 <= bytes.length; at += 128) {
      const nameLength = bytes.readUInt16LE(at + 0x40);
      const type = bytes[at + 0x42];
      if (nameLength < 2 || nameLength > 64 || (type !== 1 && type !== 2)) continue;
      names.push(bytes.subarray(at, at + nameLength - 2).toString('utf16le'));
    }
    const next = fat[sector];
    if (next === undefined) break;
    sector = next;
  }
  return names;
}

async function inspectOle(file: ByteSource): Promise<Detection> {
  const names = await oleStreamNames(file).catch(() => null);
  if (!names) return NOT_ALLOWED;
  if (names.some((name) => name === 'Macros' || name === '_VBA_PROJECT_CUR' || name === 'VBA')) return MACROS;
  if (names.includes('WordDocument')) return found('application/msword');
  if (names.includes('Workbook') || names.includes('Book')) return found('application/vnd.ms-excel');
  if (names.includes('PowerPoint Document')) return found('application/vnd.ms-powerpoint');
  return NOT_ALLOWED;
}

// ---------------------------------------------------------------------------------------------
// Plain text and CSV: UTF-8 (what the platform's own exports write) or the Windows-1252 that
// Excel in Brazil still saves CSVs in — so any byte from 0x80 up passes —, but no NUL or other
// control bytes, which every binary format has. Only .txt, .csv or no extension: text called
// .html or .js is not a document.
// ---------------------------------------------------------------------------------------------

const TEXT_CHUNK = 64 * 1024;

/** Control bytes that plain text never holds (tab, line feed, form feed and carriage return pass). */
function hasBinaryControl(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return true;
    if (byte === 0x7f) return true;
  }
  return false;
}

async function inspectText(file: ByteSource, fileName: string): Promise<Detection> {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (extension !== '' && extension !== 'txt' && extension !== 'csv') return NOT_ALLOWED;
  for (let position = 0; position < file.size; position += TEXT_CHUNK) {
    if (hasBinaryControl(await file.read(position, TEXT_CHUNK))) return NOT_ALLOWED;
  }
  return found(extension === 'csv' ? 'text/csv' : 'text/plain');
}
