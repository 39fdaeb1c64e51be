// Finds a CPF or CNPJ in a message ("meu cpf e 12345678909") and returns it formatted, after
// checking its verification digits. Also accepts the alphanumeric CNPJ (letters in the first
// twelve positions) when it is written with its punctuation.
//
// The patterns have only bounded repetitions, so each start position costs a constant amount of
// work: the scan is linear in the text.

export type DocumentMatch = { type: 'CPF' | 'CNPJ'; formatted: string; index: number };

const CPF_PATTERN = /(?<![\dA-Za-z])\d{3}[.\s]?\d{3}[.\s]?\d{3}[-.\s]?\d{2}(?![\dA-Za-z])/g;
const CNPJ_NUMERIC_PATTERN = /(?<![\dA-Za-z])\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}(?![\dA-Za-z])/g;
const CNPJ_ALPHANUMERIC_PATTERN =
  /(?<![\dA-Za-z])[\dA-Za-z]{2}\.[\dA-Za-z]{3}\.[\dA-Za-z]{3}\/[\dA-Za-z]{4}-\d{2}(?![\dA-Za-z])/g;

function allSameCharacter(value: string): boolean {
  return value.split('').every((character) => character === value[0]);
}

function cpfCheckDigit(digits: readonly number[]): number {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (weightStart - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11 || allSameCharacter(digits)) return false;
  const numbers = digits.split('').map(Number);
  const first = cpfCheckDigit(numbers.slice(0, 9));
  const second = cpfCheckDigit(numbers.slice(0, 10));
  return first === numbers[9] && second === numbers[10];
}

const CNPJ_WEIGHTS_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_SECOND = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cnpjCheckDigit(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Validates a CNPJ, numeric or alphanumeric (each character counts as its code point minus 48). */
export function isValidCnpj(value: string): boolean {
  const characters = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (characters.length !== 14 || !/^[0-9A-Z]{12}\d{2}$/.test(characters)) return false;
  if (allSameCharacter(characters)) return false;
  const values = characters.split('').map((character) => character.charCodeAt(0) - 48);
  const first = cnpjCheckDigit(values.slice(0, 12), CNPJ_WEIGHTS_FIRST);
  const second = cnpjCheckDigit(values.slice(0, 13), CNPJ_WEIGHTS_SECOND);
  return first === values[12] && second === values[13];
}

export function formatCpf(value: string): string {
  const d = value.replace(/\D/g, '');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

export function formatCnpj(value: string): string {
  const c = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12, 14)}`;
}

/** Every valid CPF and CNPJ in the text, in order of appearance. */
export function findDocuments(text: string): DocumentMatch[] {
  const found: (DocumentMatch & { end: number })[] = [];
  const collect = (pattern: RegExp, type: DocumentMatch['type']) => {
    for (const match of text.matchAll(pattern)) {
      const raw = match[0];
      const index = match.index ?? 0;
      const valid = type === 'CPF' ? isValidCpf(raw) : isValidCnpj(raw);
      if (!valid) continue;
      const formatted = type === 'CPF' ? formatCpf(raw) : formatCnpj(raw);
      found.push({ type, formatted, index, end: index + raw.length });
    }
  };
  collect(CNPJ_NUMERIC_PATTERN, 'CNPJ');
  collect(CNPJ_ALPHANUMERIC_PATTERN, 'CNPJ');
  collect(CPF_PATTERN, 'CPF');
  // A CNPJ wins over a CPF read inside the same digits; keep one match per position. Each match is
  // at most 18 characters long, so marking the characters it covers keeps this linear.
  const taken = new Uint8Array(text.length);
  const kept: typeof found = [];
  for (const candidate of found) {
    if (taken.subarray(candidate.index, candidate.end).includes(1)) continue;
    taken.fill(1, candidate.index, candidate.end);
    kept.push(candidate);
  }
  return kept
    .sort((a, b) => a.index - b.index)
    .map(({ type, formatted, index }) => ({ type, formatted, index }));
}

/** The first valid CPF or CNPJ in the text, formatted (000.000.000-00 / 00.000.000/0000-00), else null. */
export function extractDocument(text: string): string | null {
  return findDocuments(text)[0]?.formatted ?? null;
}
