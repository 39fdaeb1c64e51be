import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sanitizeFileName } from './documents.file-name.ts';
import { detectDocumentType, type ByteSource } from './documents.file-type.ts';
import {
  SAMPLE_PNG,
  sampleDocx,
  sampleElf,
  sampleExe,
  sampleOdt,
  sampleOle,
  samplePdf,
  sampleXlsx,
  zipOf,
} from './documents.fixtures.ts';

const source = (bytes: Buffer): ByteSource => ({
  size: bytes.length,
  read: async (position, length) => bytes.subarray(position, position + length),
});
const detect = (bytes: Buffer, name = 'arquivo') => detectDocumentType(source(bytes), name);
const type = async (bytes: Buffer, name?: string) => {
  const result = await detect(bytes, name);
  return result.ok ? result.mimeType : result.reason;
};

describe('document type from the content', () => {
  it('recognises PDF, images and office files whatever their name says', async () => {
    expect(await type(samplePdf(), 'foto.png')).toBe('application/pdf');
    expect(await type(SAMPLE_PNG, 'x.pdf')).toBe('image/png');
    expect(await type(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(await type(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('image/gif');
    const webp = Buffer.alloc(16);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBP', 8, 'latin1');
    expect(await type(webp)).toBe('image/webp');
    expect(await type(sampleDocx(), 'a.zip')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await type(sampleXlsx())).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(
      await type(
        zipOf([
          ['[Content_Types].xml', '<Types/>'],
          ['ppt/presentation.xml', '<p/>'],
        ]),
      ),
    ).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(await type(sampleOdt())).toBe('application/vnd.oasis.opendocument.text');
    expect(await type(sampleOle('WordDocument'))).toBe('application/msword');
    expect(await type(sampleOle('Workbook'))).toBe('application/vnd.ms-excel');
    expect(await type(sampleOle('PowerPoint Document'))).toBe('application/vnd.ms-powerpoint');
  });

  it('refuses executables, however they are named', async () => {
    expect(await type(sampleElf(), 'relatorio.pdf')).toBe('executable');
    expect(await type(sampleExe(), 'planilha.xlsx')).toBe('executable');
    expect(await type(Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), 'foto.jpg')).toBe('executable');
    expect(await type(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'notas.txt')).toBe('executable');
    expect(await type(Buffer.from('\ufeff#!/usr/bin/env node\n'), 'notas.txt')).toBe('executable');
  });

  it('refuses a plain ZIP, macros, other OLE files and unknown binaries', async () => {
    expect(await type(zipOf([['leia-me.txt', 'oi']]), 'documento.docx')).toBe('not_allowed');
    expect(await type(sampleDocx([['word/vbaProject.bin', 'vba']]), 'a.docm')).toBe('macros');
    expect(await type(zipOf([['mimetype', 'application/epub+zip']]))).toBe('not_allowed');
    expect(await type(sampleOle('Macros'))).toBe('macros');
    expect(await type(sampleOle('\u0005SummaryInformation'))).toBe('not_allowed'); // e.g. an MSI
    expect(await type(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('not_allowed'); // truncated ZIP
    expect(await type(Buffer.from([0, 1, 2, 3, 4, 5]), 'dados.txt')).toBe('not_allowed');
    expect(await type(Buffer.alloc(0))).toBe('not_allowed');
  });

  it('accepts UTF-8 and Windows-1252 text as .txt/.csv only, never with control bytes', async () => {
    expect(await type(Buffer.from('nome;valor\nJoão;1,50\n'), 'planilha.csv')).toBe('text/csv');
    expect(await type(Buffer.from('Ol\xe1, tudo bem?\r\n', 'latin1'), 'notas.TXT')).toBe('text/plain');
    expect(await type(Buffer.from('sem extensão'), 'LEIAME')).toBe('text/plain');
    expect(await type(Buffer.from('<html><script>alert(1)</script></html>'), 'pagina.html')).toBe(
      'not_allowed',
    );
    expect(await type(Buffer.from('texto\u0000binário'), 'a.txt')).toBe('not_allowed');
    // A control byte far past the first chunk is still found.
    const long = Buffer.alloc(200_000, 'a');
    long[150_000] = 0x01;
    expect(await type(long, 'a.txt')).toBe('not_allowed');
  });
});

describe('stored file names', () => {
  it('keeps the last segment, drops unsafe characters and fixes the extension to the real type', () => {
    expect(sanitizeFileName('../../etc/relatório final.exe', 'application/pdf')).toBe('relatório final.pdf');
    expect(sanitizeFileName('C:\\Users\\ana\\Foto.JPEG', 'image/jpeg')).toBe('Foto.jpeg');
    expect(sanitizeFileName('a<b>:c"d|e?f*.pdf', 'application/pdf')).toBe('abcdef.pdf');
    expect(sanitizeFileName('nome\u0000com\u0007controle.pdf', 'application/pdf')).toBe(
      'nomecomcontrole.pdf',
    );
    expect(sanitizeFileName('   ...   ', 'text/plain')).toBe('documento.txt');
    expect(sanitizeFileName(undefined, 'image/png')).toBe('documento.png');
    expect(sanitizeFileName('.bashrc', 'text/plain')).toBe('bashrc.txt');
    expect(sanitizeFileName('CON.pdf', 'application/pdf')).toBe('_CON.pdf');
    expect(sanitizeFileName('v1.2 final', 'application/pdf')).toBe('v1.2 final.pdf');
    const long = sanitizeFileName(`${'ç'.repeat(300)}.pdf`, 'application/pdf');
    expect(Array.from(long)).toHaveLength(180);
    expect(long.endsWith('ç.pdf')).toBe(true);
  });

  it('offers the name in an RFC 5987 attachment header with an ASCII fallback', () => {
    expect(attachmentDisposition('relatório (1)*.pdf')).toBe(
      `attachment; filename="relatorio (1)*.pdf"; filename*=UTF-8''relat%C3%B3rio%20%281%29%2A.pdf`,
    );
    expect(attachmentDisposition('日本;%.pdf')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%3B%25.pdf`,
    );
  });
});

describe('document names with bidi characters (issue 28)', () => {
  it("'rel\\u202Efdp.txt' no longer reads as 'reltxt.pdf': the override is removed", () => {
    expect(sanitizeFileName('rel\u202Efdp.txt', 'text/plain')).toBe('relfdp.txt');
    expect(sanitizeFileName('contrato\u2066\u200B.pdf', 'application/pdf')).toBe('contrato.pdf');
  });
});
