import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, checkPassword, isStrongPassword } from './password.ts';

describe('password rule (spec §5, §9)', () => {
  it('needs 8 characters with upper, lower, digit and special', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(isStrongPassword('Segura#1')).toBe(true);
    expect(isStrongPassword('Açúcar@2024')).toBe(true);
    expect(isStrongPassword('Segur#1')).toBe(false);
    expect(isStrongPassword('segura#12')).toBe(false);
    expect(isStrongPassword('SEGURA#12')).toBe(false);
    expect(isStrongPassword('Seguras#!')).toBe(false);
    expect(isStrongPassword('Segura123')).toBe(false);
    expect(isStrongPassword('Segura 123')).toBe(false);
    expect(isStrongPassword('')).toBe(false);
  });

  it('counts any non-letter, non-digit, non-space symbol as special', () => {
    for (const ch of ['!', '@', '#', '_', '-', '.', '€', '😀'])
      expect(isStrongPassword(`Segura1${ch}`)).toBe(true);
  });
});

describe('live checklist', () => {
  it('lists the five items in display order with pt-BR labels', () => {
    expect(PASSWORD_RULES.map((r) => [r.id, r.label])).toEqual([
      ['length', 'Pelo menos 8 caracteres'],
      ['upper', 'Uma letra maiúscula'],
      ['lower', 'Uma letra minúscula'],
      ['digit', 'Um número'],
      ['special', 'Um caractere especial'],
    ]);
  });

  it('ticks each item independently', () => {
    expect(checkPassword('')).toEqual({
      length: false,
      upper: false,
      lower: false,
      digit: false,
      special: false,
    });
    expect(checkPassword('a')).toEqual({
      length: false,
      upper: false,
      lower: true,
      digit: false,
      special: false,
    });
    expect(checkPassword('ABCDEFGH')).toEqual({
      length: true,
      upper: true,
      lower: false,
      digit: false,
      special: false,
    });
    expect(checkPassword('1!')).toEqual({
      length: false,
      upper: false,
      lower: false,
      digit: true,
      special: true,
    });
    expect(checkPassword('Segura#1')).toEqual({
      length: true,
      upper: true,
      lower: true,
      digit: true,
      special: true,
    });
  });
});
