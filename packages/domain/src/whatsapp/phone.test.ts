import { describe, expect, it } from 'vitest';
import {
  formatWaId,
  isWaId,
  nationalPhoneVariants,
  normalizeWaId,
  waIdFromNationalPhone,
  waIdVariants,
} from './phone.ts';

describe('Brazilian WhatsApp ids and the ninth digit', () => {
  it('stores mobiles with the ninth digit, whichever form arrived', () => {
    expect(normalizeWaId('551187654321')).toBe('5511987654321');
    expect(normalizeWaId('5511987654321')).toBe('5511987654321');
    expect(normalizeWaId('+55 (21) 8765-1234')).toBe('5521987651234');
  });

  it('leaves landlines and other countries alone', () => {
    // 55 11 3xxx-xxxx is a landline: no ninth digit to add.
    expect(normalizeWaId('551133334444')).toBe('551133334444');
    expect(normalizeWaId('14155552671')).toBe('14155552671');
  });

  it('lists both forms of a mobile, the stored one first', () => {
    expect(waIdVariants('551187654321')).toEqual(['5511987654321', '551187654321']);
    expect(waIdVariants('5511987654321')).toEqual(['5511987654321', '551187654321']);
    expect(waIdVariants('551133334444')).toEqual(['551133334444']);
  });

  it('gives the national digits a profile may hold, in both forms', () => {
    expect(nationalPhoneVariants('551187654321')).toEqual(['11987654321', '1187654321']);
    expect(nationalPhoneVariants('551133334444')).toEqual(['1133334444']);
    expect(nationalPhoneVariants('14155552671')).toEqual([]);
  });

  it('turns a registration phone into a WhatsApp id', () => {
    expect(waIdFromNationalPhone('11987654321')).toBe('5511987654321');
    expect(waIdFromNationalPhone('(11) 8765-4321')).toBe('5511987654321');
    expect(waIdFromNationalPhone('1133334444')).toBe('551133334444');
  });

  it('accepts plausible ids only', () => {
    expect(isWaId('5511987654321')).toBe(true);
    expect(isWaId('0551198765432')).toBe(false);
    expect(isWaId('1234')).toBe(false);
    expect(isWaId('55119876543210000')).toBe(false);
    expect(isWaId('55 11')).toBe(false);
  });

  it('formats ids for people', () => {
    expect(formatWaId('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatWaId('551133334444')).toBe('+55 (11) 3333-4444');
    expect(formatWaId('14155552671')).toBe('+14155552671');
  });
});
