import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvDecimalFromCents, toCsv } from './csv.ts';

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
