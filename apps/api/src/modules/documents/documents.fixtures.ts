import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * Real files and multipart bodies for the documents tests (and the audit sweep). Built here, byte by
 * byte, so no binary sample files live in the repository.
 */

export type FormFile = { name: string; content: Buffer; type?: string; field?: string };

/** A multipart/form-data body as a browser sends it: the text fields, then the file(s). */
export function multipartForm(
  fields: Record<string, string>,
  files: FormFile[] = [],
  options: { filesFirst?: boolean } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tenho${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value, 'utf8'),
      Buffer.from('\r\n'),
    ]),
  );
  const fileParts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n'),
    ]),
  );
  const parts = options.filesFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small valid one-page PDF with a line of text (offsets in the xref table are exact). */
export function samplePdf(text = 'Documento de teste da Tenho'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG. */
export const SAMPLE_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** The start of a Linux executable (ELF header). */
export function sampleElf(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]).copy(header);
  return header;
}

/** The start of a Windows executable (the 'MZ' DOS header and a PE signature). */
export function sampleExe(): Buffer {
  const header = Buffer.alloc(512);
  header.write('MZ', 0, 'latin1');
  header.writeUInt32LE(0x80, 0x3c);
  header.write('PE\0\0', 0x80, 'latin1');
  return header;
}

/** A ZIP of stored (uncompressed) entries, in the order given. */
export function zipOf(entries: [name: string, content: string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of entries) {
    const content = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, content);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** The entries that make a ZIP a Word document (enough for content detection). */
export function sampleDocx(extra: [string, string][] = []): Buffer {
  return zipOf([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', '<Relationships/>'],
    ['word/document.xml', '<w:document/>'],
    ...extra,
  ]);
}

export function sampleXlsx(): Buffer {
  return zipOf([
    ['_rels/.rels', '<Relationships/>'],
    ['[Content_Types].xml', CONTENT_TYPES],
    ['xl/workbook.xml', '<workbook/>'],
  ]);
}

export function sampleOdt(): Buffer {
  return zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
    ['META-INF/manifest.xml', '<manifest:manifest/>'],
  ]);
}

/**
 * A minimal OLE2 compound file (512-byte sectors: header, one FAT sector, one directory sector)
 * holding one stream entry with the given name: 'WordDocument' makes it a .doc.
 */
export function sampleOle(streamName: string): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(0xffffffff, 0x4c + i * 4);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0

  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: directory, end of chain

  const directory = Buffer.alloc(512, 0);
  const entry = (index: number, name: string, type: number) => {
    const at = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 0x40);
    directory[at + 0x42] = type;
    directory.writeUInt32LE(0xffffffff, at + 0x44);
    directory.writeUInt32LE(0xffffffff, at + 0x48);
    directory.writeUInt32LE(index === 0 ? 1 : 0xffffffff, at + 0x4c);
  };
  entry(0, 'Root Entry', 5);
  entry(1, streamName, 2);
  return Buffer.concat([header, fat, directory]);
}
