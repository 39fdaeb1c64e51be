import { describe, expect, it } from 'vitest';
import { buffer, text } from 'node:stream/consumers';
import { attachmentDisposition, csvDecimalFromCents, csvStream, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes UTF-8 with a BOM, `;` between fields and CRLF lines', () => {
    expect(toCsv(['Data', 'Descrição'], [['15/01/2024', 'Crédito']])).toBe(
      '\uFEFFData;Descrição\r\n15/01/2024;Crédito\r\n',
    );
  });

  it('quotes fields with separators, quotes or line breaks', () => {
    expect(toCsv(['a'], [['x;y'], ['diz "oi"'], ['linha\nnova'], [null], [undefined], [12]])).toBe(
      '\uFEFFa\r\n"x;y"\r\n"diz ""oi"""\r\n"linha\nnova"\r\n\r\n\r\n12\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula, but keeps pt-BR numbers', () => {
    const csv = toCsv(
      ['v'],
      [['=HYPERLINK("x")'], ['+1+1'], ['@SUM(A1)'], ['-2+3'], ['-0,30'], ['10,00'], ['-5']],
    );
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      '"\'=HYPERLINK(""x"")"',
      "'+1+1",
      "'@SUM(A1)",
      "'-2+3",
      '-0,30',
      '10,00',
      '-5',
    ]);
  });
});

describe('csvStream', () => {
  async function* pagesOf<T>(...pages: T[][]): AsyncGenerator<T[]> {
    for (const page of pages) yield page;
  }
  const rows = [
    ['15/01/2024', 'Crédito'],
    ['=1+1', 'x;y'],
    ['-0,30', null],
  ];

  it('sends the same bytes as toCsv, a page at a time', async () => {
    const header = ['Data', 'Descrição'];
    const expected = toCsv(header, rows);
    // Bytes, BOM included (a TextDecoder would drop it).
    const bytes = async (stream: NodeJS.ReadableStream) => (await buffer(stream)).toString('utf8');
    expect(await bytes(csvStream(header, pagesOf(rows.slice(0, 2), [], rows.slice(2)), (r) => r))).toBe(
      expected,
    );
    expect(await bytes(csvStream(header, pagesOf<(string | null)[]>(), (r) => r))).toBe(toCsv(header, []));
  });

  it('stops taking pages once the stream is destroyed (a client gone)', async () => {
    let taken = 0;
    let finished = false;
    async function* pages() {
      try {
        for (;;) {
          taken += 1;
          yield [['a']];
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      } finally {
        finished = true;
      }
    }
    const stream = csvStream(['h'], pages(), (r) => r);
    await new Promise((resolve) => setTimeout(resolve, 30));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const after = taken;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(finished).toBe(true);
    expect(taken).toBe(after);
  });

  it('ends the stream with the pages’ error', async () => {
    async function* failing() {
      yield [['a']];
      throw new Error('leitura falhou');
    }
    await expect(text(csvStream(['h'], failing(), (r) => r))).rejects.toThrow('leitura falhou');
  });
});

describe('csvDecimalFromCents', () => {
  it('writes reais with a decimal comma and no thousands separator', () => {
    expect(csvDecimalFromCents(123456)).toBe('1234,56');
    expect(csvDecimalFromCents(-30)).toBe('-0,30');
    expect(csvDecimalFromCents(0)).toBe('0,00');
    expect(csvDecimalFromCents(5)).toBe('0,05');
  });
});

describe('attachmentDisposition', () => {
  it('keeps the file name to safe characters', () => {
    expect(attachmentDisposition('extrato-geral-2024-01-15.csv')).toBe(
      'attachment; filename="extrato-geral-2024-01-15.csv"',
    );
    expect(attachmentDisposition('a"b\r\n.csv')).toBe('attachment; filename="a_b__.csv"');
  });
});
