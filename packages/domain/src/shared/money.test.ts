import { describe, expect, it } from 'vitest';
import { MONEY_MSG, formatMoneyText, moneyTextSchema, parseMoney } from './money.ts';

const cents = (text: string) => {
  const result = parseMoney(text);
  return result.ok ? result.cents : result.reason;
};

describe('parseMoney', () => {
  it('reads what a Brazilian types', () => {
    expect(cents('10')).toBe(1000);
    expect(cents('10,5')).toBe(1050);
    expect(cents('10,50')).toBe(1050);
    expect(cents('10,00')).toBe(1000);
    expect(cents('1.234,56')).toBe(123456);
    expect(cents('1.234.567,89')).toBe(123456789);
    expect(cents('0,01')).toBe(1);
    expect(cents(',5')).toBe(50);
    expect(cents('R$ 1.234,56')).toBe(123456);
    expect(cents('  R$10  ')).toBe(1000);
  });

  it('reads a dot with one or two decimals as the decimal mark (number fields, English keyboards)', () => {
    expect(cents('10.50')).toBe(1050);
    expect(cents('10.5')).toBe(1050);
    expect(cents('0.30')).toBe(30);
  });

  it('reads dots before groups of three digits as thousands (money has no third decimal)', () => {
    expect(cents('1.234')).toBe(123400);
    expect(cents('12.345')).toBe(1234500);
    expect(cents('1.234.567')).toBe(123456700);
  });

  it('refuses what an English text means a thousand times larger', () => {
    expect(cents('1,234')).toBe('ambiguous');
    expect(cents('1,234.56')).toBe('ambiguous');
    expect(cents('1,234,567')).toBe('ambiguous');
    expect(parseMoney('1,234')).toEqual({ ok: false, reason: 'ambiguous', message: MONEY_MSG.ambiguous });
  });

  it('refuses blanks, malformed text, signs, three decimals and huge amounts with pt-BR messages', () => {
    expect(parseMoney('')).toEqual({ ok: false, reason: 'required', message: 'Informe um valor' });
    expect(cents('   ')).toBe('required');
    expect(cents('R$')).toBe('required');
    expect(cents('abc')).toBe('invalid');
    expect(cents('10,')).toBe('invalid');
    expect(cents('10.')).toBe('invalid');
    expect(cents('1.23,45')).toBe('invalid');
    expect(cents('1.2.3')).toBe('invalid');
    expect(cents('1e3')).toBe('invalid');
    expect(cents('10,5,0')).toBe('invalid');
    expect(cents('-5')).toBe('negative');
    expect(cents('10,555')).toBe('ambiguous');
    expect(cents('1234,567')).toBe('decimals');
    expect(cents('10,5555')).toBe('decimals');
    expect(cents('0,123')).toBe('decimals');
    expect(cents('0.123')).toBe('decimals');
    expect(cents('12.3456')).toBe('decimals');
    expect(cents('12345678901234')).toBe('tooLarge');
    expect(parseMoney('abc')).toMatchObject({ message: MONEY_MSG.invalid });
  });
});

describe('formatMoneyText', () => {
  it('writes cents the way the field shows them', () => {
    expect(formatMoneyText(1000)).toBe('10,00');
    expect(formatMoneyText(30)).toBe('0,30');
    expect(formatMoneyText(123456)).toBe('1.234,56');
    expect(formatMoneyText(123456789)).toBe('1.234.567,89');
  });

  it('round-trips through parseMoney', () => {
    for (const value of [0, 1, 99, 1000, 123456, 100000000]) {
      expect(cents(formatMoneyText(value))).toBe(value);
    }
  });
});

describe('moneyTextSchema', () => {
  it('gives reais for the API and pt-BR messages for the form', () => {
    expect(moneyTextSchema().parse('10,00')).toBe(10);
    expect(moneyTextSchema().parse('1.234,56')).toBe(1234.56);
    const refused = moneyTextSchema().safeParse('1,234');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(MONEY_MSG.ambiguous);
    expect(moneyTextSchema().safeParse('').error?.issues[0]?.message).toBe('Informe um valor');
  });

  it('lets a blank field stand for an amount when asked', () => {
    expect(moneyTextSchema({ whenBlank: 0 }).parse('')).toBe(0);
    expect(moneyTextSchema({ whenBlank: 0 }).safeParse('abc').success).toBe(false);
  });
});
