import { foldText } from '../shared/format.ts';

/**
 * A company's answer to an offer: TENHO (accept: it is charged and gets the contact) or NÃO TENHO
 * (reject, free). Buttons and template quick replies carry an id naming the offer; plain text is
 * read as an answer only when it is one (short, and clearly yes or no).
 */
export const OFFER_ANSWERS = ['ACCEPT', 'REJECT'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/** The canonical response texts; message status (spec §4) is derived from them. */
export const OFFER_ANSWER_TEXTS: Record<OfferAnswer, string> = {
  ACCEPT: 'TENHO',
  REJECT: 'NÃO TENHO',
};

/** Titles of the two reply buttons (WhatsApp allows at most 20 characters). */
export const OFFER_BUTTON_TITLES = OFFER_ANSWER_TEXTS;

const BUTTON_ID = /^offer:([1-9]\d{0,9}):(yes|no)$/;

/** The id of a reply button or template quick-reply payload: 'offer:42:yes'. */
export function offerButtonId(offerId: number, answer: OfferAnswer): string {
  return `offer:${offerId}:${answer === 'ACCEPT' ? 'yes' : 'no'}`;
}

/** The offer and answer a button id names, or null when it names none of ours. */
export function parseOfferButtonId(
  id: string | null | undefined,
): { offerId: number; answer: OfferAnswer } | null {
  const match = typeof id === 'string' ? BUTTON_ID.exec(id.trim()) : null;
  if (!match) return null;
  const offerId = Number(match[1]);
  if (offerId > 2_147_483_647) return null;
  return { offerId, answer: match[2] === 'yes' ? 'ACCEPT' : 'REJECT' };
}

/** Words that say "no" in an answer. */
const NO_WORDS = new Set(['nao', 'n', 'nope', 'negativo']);
/** Words that say "I have it". */
const HAVE_WORDS = new Set(['tenho', 'temos']);
const YES_WORDS = new Set(['sim', 's', 'positivo']);
/** Longer texts are conversation, not an answer (the company may be asking something). */
const MAX_ANSWER_WORDS = 6;

/**
 * Reads a typed answer: 'TENHO', 'tenho sim', 'Sim!' → ACCEPT; 'NÃO TENHO', 'nao', 'tenho não' →
 * REJECT; anything else (a question, a long text) → null. Accents, case and punctuation are folded.
 */
export function classifyAnswerText(text: string | null | undefined): OfferAnswer | null {
  const words = foldText(text)
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > MAX_ANSWER_WORDS) return null;
  const saysNo = words.some((w) => NO_WORDS.has(w));
  const saysHave = words.some((w) => HAVE_WORDS.has(w));
  const saysYes = words.some((w) => YES_WORDS.has(w));
  if (saysNo) return saysHave || words.length <= 2 ? 'REJECT' : null;
  if (saysHave || (saysYes && words.length <= 2)) return 'ACCEPT';
  return null;
}
