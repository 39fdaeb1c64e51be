import { z } from 'zod';
import { centsToReais } from './format.ts';

/**
 * Money typed by a person, read the way a Brazilian writes it whatever the browser's language.
 *
 * The rules, in order:
 * - Blank text (or only 'R$') is no amount at all.
 * - Only digits, '.' and ',' are allowed (plus an optional 'R$' and spaces around it).
 * - A comma is the decimal mark: at most one, followed by 1 or 2 digits ('10,5' = R$ 10,50).
 *   Dots before it must group thousands exactly ('1.234,56'); '1.23,45' is refused.
 * - Without a comma, a dot followed by exactly 1 or 2 digits is the decimal mark, as a number
 *   field or an English keyboard writes it ('10.50' = R$ 10,50, '10.5' = R$ 10,50).
 * - Without a comma, dots followed by groups of exactly 3 digits group thousands, as in
 *   Brazil ('1.234' = R$ 1.234,00, '1.234.567' = R$ 1.234.567,00). Money never has 3 decimals,
 *   so this reading is the only sensible one; a leading '0.' ('0.123') has no such reading and
 *   is refused.
 * - A comma followed by 3 digits ('1,234') or a comma before a dot ('1,234.56') is how an English
 *   text groups thousands: it means a thousand times more than a Brazilian reading, so it is
 *   refused as ambiguous instead of guessed.
 */

export const MONEY_MSG = {
  required: 'Informe um valor',
  invalid: 'Valor inválido. Digite só números, com vírgula para os centavos (ex.: 1.234,56)',
  decimals: 'Use no máximo 2 casas decimais',
  ambiguous: 'Valor ambíguo. Use vírgula para os centavos e ponto para os milhares (ex.: 1.234,56)',
  negative: 'O valor não pode ser negativo',
  tooLarge: 'Valor acima do limite permitido',
} as const;

export type MoneyParseResult =
  { ok: true; cents: number } | { ok: false; reason: keyof typeof MONEY_MSG; message: string };

/** Up to 13 digits of reais keeps every amount a safe integer of cents. */
const MAX_INT_DIGITS = 13;

const fail = (reason: keyof typeof MONEY_MSG): MoneyParseResult => ({
  ok: false,
  reason,
  message: MONEY_MSG[reason],
});

/** Integer part written plainly ('1234') or grouped by thousands ('1.234'). */
const PLAIN_INT = /^\d+$/;
const GROUPED_INT = /^[1-9]\d{0,2}(\.\d{3})+$/;

function toCents(intText: string, fracText: string): MoneyParseResult {
  const digits = intText.replace(/\./g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_INT_DIGITS) return fail('tooLarge');
  return { ok: true, cents: Number(digits) * 100 + Number(fracText.padEnd(2, '0')) };
}

/** Reads typed money into integer cents, or says in pt-BR why it cannot (rules above). */
export function parseMoney(input: string | null | undefined): MoneyParseResult {
  const text = (input ?? '').replace(/^\s*R\$/i, '').replace(/\s/g, '');
  if (text === '') return fail('required');
  if (/^[-−]/.test(text)) return fail('negative');
  if (!/^[\d.,]+$/.test(text)) return fail('invalid');

  const commas = text.split(',').length - 1;
  if (commas > 1) return fail(/^\d{1,3}(,\d{3})+$/.test(text) ? 'ambiguous' : 'invalid');
  if (commas === 1) {
    const [intText = '', fracText = ''] = text.split(',');
    if (fracText.includes('.')) return fail('ambiguous'); // '1,234.56'
    if (!/^\d+$/.test(fracText)) return fail('invalid');
    if (intText !== '' && !PLAIN_INT.test(intText) && !GROUPED_INT.test(intText)) return fail('invalid');
    if (fracText.length === 3 && /^[1-9]\d{0,2}$/.test(intText)) return fail('ambiguous'); // '1,234'
    if (fracText.length > 2) return fail('decimals');
    return toCents(intText || '0', fracText);
  }

  if (PLAIN_INT.test(text)) return toCents(text, '');
  if (GROUPED_INT.test(text)) return toCents(text, '');
  const decimal = /^(\d*)\.(\d+)$/.exec(text);
  if (decimal) {
    const [, intText = '', fracText = ''] = decimal;
    if (fracText.length > 2) return fail('decimals'); // '0.123', '12.3456'
    return toCents(intText || '0', fracText);
  }
  return fail('invalid');
}

/** The digits a money field shows for integer cents: '1.234,56', '0,30' (no 'R$', no sign). */
export function formatMoneyText(cents: number): string {
  const magnitude = Math.round(Math.abs(cents));
  const int = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${int},${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * A zod field for money typed as text: reais out (the API contract), pt-BR messages in.
 * `whenBlank` is the amount a blank field stands for; without it a blank field is refused.
 */
export function moneyTextSchema(options: { whenBlank?: number } = {}) {
  return z.string().transform((text, ctx) => {
    const parsed = parseMoney(text);
    if (parsed.ok) return centsToReais(parsed.cents);
    if (parsed.reason === 'required' && options.whenBlank !== undefined) return options.whenBlank;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });
}
