import { describe, expect, it } from 'vitest';
import {
  CNPJ_MASK_LENGTH,
  CPF_MASK_LENGTH,
  PHONE_MASK_MAX_LENGTH,
  centsToReais,
  comparePtBR,
  foldText,
  formatBRL,
  formatBRLFromCents,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  hasAtMostTwoDecimals,
  initials,
  isValidCNPJ,
  isValidCPF,
  isValidPhone,
  maskCNPJ,
  maskCPF,
  maskDocument,
  onFirstUse,
  maskPhone,
  normalizePhoneDigits,
  onlyDigits,
  reaisToCents,
  slugify,
} from './format.ts';

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits(1234)).toBe('1234');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('reaisToCents / centsToReais', () => {
  it('converts without binary drift', () => {
    expect(reaisToCents(0.3)).toBe(30);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(1.005)).toBe(101);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(1234.56)).toBe(123456);
    expect(reaisToCents(0.07)).toBe(7);
    expect(reaisToCents(100)).toBe(10000);
    expect(reaisToCents(0)).toBe(0);
  });

  it('rounds half up on the magnitude', () => {
    expect(reaisToCents(1234.565)).toBe(123457);
    expect(reaisToCents(1234.564)).toBe(123456);
    expect(reaisToCents(0.005)).toBe(1);
    expect(reaisToCents(0.0049)).toBe(0);
    expect(reaisToCents(-1234.565)).toBe(-123457);
    expect(reaisToCents(-0.004)).toBe(0);
    expect(Object.is(reaisToCents(-0.004), -0)).toBe(false);
  });

  it('handles exponent notation', () => {
    expect(reaisToCents(1e-7)).toBe(0);
    expect(reaisToCents(5e-3)).toBe(1);
    expect(reaisToCents(1e21)).toBe(1e23);
  });

  it('refuses non-finite amounts', () => {
    expect(() => reaisToCents(Number.NaN)).toThrow(RangeError);
    expect(() => reaisToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => centsToReais(Number.NaN)).toThrow(RangeError);
  });

  it('gives back the same decimal', () => {
    expect(centsToReais(30)).toBe(0.3);
    expect(centsToReais(123456)).toBe(1234.56);
    expect(centsToReais(-1999)).toBe(-19.99);
    expect(centsToReais(10.5)).toBe(0.11);
    expect(Object.is(centsToReais(-0), 0)).toBe(true);
    for (const cents of [1, 7, 29, 30, 99, 101, 123457, 99999999]) {
      expect(reaisToCents(centsToReais(cents))).toBe(cents);
    }
  });

  it('knows when a number has at most 2 decimals', () => {
    expect(hasAtMostTwoDecimals(0.3)).toBe(true);
    expect(hasAtMostTwoDecimals(1.25)).toBe(true);
    expect(hasAtMostTwoDecimals(10)).toBe(true);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    expect(hasAtMostTwoDecimals(1.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

describe('formatBRL', () => {
  it('formats like R$ 1.234,56 with a plain space', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(1234.56).charCodeAt(2)).toBe(32);
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(0.3)).toBe('R$ 0,30');
    expect(formatBRL(5)).toBe('R$ 5,00');
    expect(formatBRL(999.999)).toBe('R$ 1.000,00');
    expect(formatBRL(1234567.8)).toBe('R$ 1.234.567,80');
    expect(formatBRL(100)).toBe('R$ 100,00');
    expect(formatBRL(1000)).toBe('R$ 1.000,00');
  });

  it('puts the minus sign before R$', () => {
    expect(formatBRL(-1234.56)).toBe('-R$ 1.234,56');
    expect(formatBRL(-0.001)).toBe('R$ 0,00');
    expect(formatBRL(-0)).toBe('R$ 0,00');
  });

  it('accepts numeric strings and shows - for anything else', () => {
    expect(formatBRL('1234.5')).toBe('R$ 1.234,50');
    expect(formatBRL('abc')).toBe('-');
    expect(formatBRL('')).toBe('-');
    expect(formatBRL(null)).toBe('-');
    expect(formatBRL(undefined)).toBe('-');
    expect(formatBRL(Number.NaN)).toBe('-');
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe('-');
  });

  it('formats integer cents', () => {
    expect(formatBRLFromCents(123456)).toBe('R$ 1.234,56');
    expect(formatBRLFromCents(30)).toBe('R$ 0,30');
    expect(formatBRLFromCents(5)).toBe('R$ 0,05');
    expect(formatBRLFromCents(-5)).toBe('-R$ 0,05');
    expect(formatBRLFromCents(0)).toBe('R$ 0,00');
    expect(formatBRLFromCents(100000000)).toBe('R$ 1.000.000,00');
    expect(formatBRLFromCents(null)).toBe('-');
  });
});

describe('formatDate / formatDateTime', () => {
  it('shows Brasília time whatever the input type', () => {
    const instant = '2024-01-15T03:30:00Z';
    expect(formatDateTime(instant)).toBe('15/01/2024 00:30');
    expect(formatDateTime(new Date(instant))).toBe('15/01/2024 00:30');
    expect(formatDateTime(Date.parse(instant))).toBe('15/01/2024 00:30');
    expect(formatDate(instant)).toBe('15/01/2024');
  });

  it('crosses midnight in the right zone', () => {
    expect(formatDate('2024-01-15T02:59:00Z')).toBe('14/01/2024');
    expect(formatDateTime('2024-01-15T02:59:00Z')).toBe('14/01/2024 23:59');
    expect(formatDateTime(0)).toBe('31/12/1969 21:00');
  });

  it('uses 24-hour time with leading zeros', () => {
    expect(formatDateTime('2024-07-04T20:05:00Z')).toBe('04/07/2024 17:05');
    expect(formatDateTime('2024-07-04T03:00:00Z')).toBe('04/07/2024 00:00');
  });

  it('applies the historical daylight-saving time', () => {
    expect(formatDateTime('2018-12-01T12:00:00Z')).toBe('01/12/2018 10:00');
  });

  it('keeps a calendar date as written', () => {
    expect(formatDate('2024-01-15')).toBe('15/01/2024');
    expect(formatDate('2000-02-29')).toBe('29/02/2000');
    expect(formatDate('2023-02-29')).toBe('-');
    expect(formatDate('2024-13-01')).toBe('-');
  });

  it('shows - for invalid or empty input', () => {
    for (const bad of ['', 'ontem', 'abc', null, undefined, Number.NaN, new Date('x')]) {
      expect(formatDate(bad)).toBe('-');
      expect(formatDateTime(bad)).toBe('-');
    }
  });
});

describe('phones', () => {
  it('masks progressively while typing', () => {
    const typed = '11987654321';
    const steps = Array.from(typed, (_, i) => maskPhone(typed.slice(0, i + 1)));
    expect(steps).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-543',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ]);
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });

  it('gives the 10-digit shape for landlines and never exceeds 15 characters', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
    expect(maskPhone('119876543210000').length).toBe(PHONE_MASK_MAX_LENGTH);
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('abc')).toBe('');
  });

  it('drops a pasted country code', () => {
    expect(maskPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(normalizePhoneDigits('+55 (11) 3333-4444')).toBe('1133334444');
    expect(normalizePhoneDigits('011 98765-4321')).toBe('11987654321');
    expect(normalizePhoneDigits('5511987654321')).toBe('11987654321');
    // DDD 55 (Rio Grande do Sul) is a real area code, kept when the number is national.
    expect(normalizePhoneDigits('55999998888')).toBe('55999998888');
  });

  it('formats stored phones of 10 or 11 digits and leaves the rest alone', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });

  it('validates 10 or 11 national digits', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('1133334444')).toBe(true);
    expect(isValidPhone('+55 11 98765-4321')).toBe(true);
    expect(isValidPhone('113333444')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('CPF and CNPJ', () => {
  it('masks CPF progressively up to 14 characters', () => {
    expect(maskCPF('123')).toBe('123');
    expect(maskCPF('1234')).toBe('123.4');
    expect(maskCPF('1234567')).toBe('123.456.7');
    expect(maskCPF('1234567890')).toBe('123.456.789-0');
    expect(maskCPF('12345678909')).toBe('123.456.789-09');
    expect(maskCPF('12345678909999')).toHaveLength(CPF_MASK_LENGTH);
    expect(maskCPF('')).toBe('');
    expect(maskCPF(null)).toBe('');
  });

  it('masks CNPJ progressively up to 18 characters', () => {
    expect(maskCNPJ('12')).toBe('12');
    expect(maskCNPJ('123')).toBe('12.3');
    expect(maskCNPJ('12345678')).toBe('12.345.678');
    expect(maskCNPJ('123456789')).toBe('12.345.678/9');
    expect(maskCNPJ('123456780001')).toBe('12.345.678/0001');
    expect(maskCNPJ('1234567800019')).toBe('12.345.678/0001-9');
    expect(maskCNPJ('12345678000195')).toBe('12.345.678/0001-95');
    expect(maskCNPJ('1234567800019599')).toHaveLength(CNPJ_MASK_LENGTH);
  });

  it('picks the document mask by length', () => {
    expect(maskDocument('12345678909')).toBe('123.456.789-09');
    expect(maskDocument('123456789012')).toBe('12.345.678/9012');
  });

  it('validates CPF check digits', () => {
    expect(isValidCPF('123.456.789-09')).toBe(true);
    expect(isValidCPF('12345678909')).toBe(true);
    expect(isValidCPF('123.456.789-00')).toBe(false);
    expect(isValidCPF('111.111.111-11')).toBe(false);
    expect(isValidCPF('1234567890')).toBe(false);
    expect(isValidCPF('123456789091')).toBe(false);
    expect(isValidCPF('')).toBe(false);
    expect(isValidCPF(null)).toBe(false);
  });

  it('validates CNPJ check digits', () => {
    expect(isValidCNPJ('11.222.333/0001-81')).toBe(true);
    expect(isValidCNPJ('12345678000195')).toBe(true);
    expect(isValidCNPJ('12345678000190')).toBe(false);
    expect(isValidCNPJ('00000000000000')).toBe(false);
    expect(isValidCNPJ('12345678909')).toBe(false);
    expect(isValidCNPJ(undefined)).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first and last words, at most 2 upper-case characters', () => {
    expect(initials('Maria da Silva')).toBe('MS');
    expect(initials('joão pedro')).toBe('JP');
    expect(initials('Ana')).toBe('A');
    expect(initials('  élida   souza  ')).toBe('ÉS');
    expect(initials('Padaria Pão Quente Ltda')).toBe('PL');
    expect(initials('admin@tenho.com.br')).toBe('AB');
    expect(initials('(Loja) 24h')).toBe('L2');
  });

  it('gives an empty string for blank input', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials('🙂')).toBe('');
  });
});

describe('foldText and slugify', () => {
  it('lower-cases and removes accents', () => {
    expect(foldText('NÃO TENHO')).toBe('nao tenho');
    expect(foldText('Ação Ç É ü')).toBe('acao c e u');
    expect(foldText('')).toBe('');
    expect(foldText(null)).toBe('');
  });

  it('builds codes from names', () => {
    expect(slugify('Zona Sul - São Paulo')).toBe('zona-sul-sao-paulo');
    expect(slugify('  Centro!! ')).toBe('centro');
    expect(slugify('')).toBe('');
  });
});

describe('formatNumber / comparePtBR / onFirstUse', () => {
  it("writes a number as Intl's pt-BR does, whole numbers without Intl", () => {
    const intl = new Intl.NumberFormat('pt-BR');
    for (const value of [
      0,
      7,
      999,
      1000,
      -1234,
      12_345,
      1_234_567,
      Number.MAX_SAFE_INTEGER,
      0.5,
      -12.345,
      1e21,
    ]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
    expect(formatNumber(1234)).toBe('1.234');
  });

  it('orders texts alphabetically in pt-BR: accents and case after the letters', () => {
    expect(['Óculos', 'ovos', 'Água', 'abacate', 'Zebra', 'élitro'].sort(comparePtBR)).toEqual([
      'abacate',
      'Água',
      'élitro',
      'Óculos',
      'ovos',
      'Zebra',
    ]);
  });

  it('makes the object on the first call only, and keeps it', () => {
    let made = 0;
    const get = onFirstUse(() => ({ made: ++made }));
    expect(made).toBe(0);
    expect(get()).toBe(get());
    expect(made).toBe(1);
  });
});
