import { foldText } from '../shared/format.ts';
import { countLabel, NOUNS } from '../shared/plural.ts';
import { truncate, INTERACTIVE_BODY_MAX } from '../whatsapp/texts.ts';
import type { RatingSummary } from './ratings.schemas.ts';

// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

/**
 * Consumer ratings of a company (issue 24 point 4). `ratingDelayMinutes` after a TENHO the consumer
 * gets one WhatsApp message with three reply buttons; the answer is stored once per offer.
 *
 * Score: Ótimo 3, Regular 2, Ruim 1. A company's average is the plain mean of its scores.
 */
export const RATING_SCORES = { GREAT: 3, FAIR: 2, POOR: 1 } as const;
export type RatingScore = (typeof RATING_SCORES)[keyof typeof RATING_SCORES];

/** The reply buttons, in the order the consumer sees them (titles ≤ 20 characters). */
export const RATING_BUTTONS: readonly { score: RatingScore; title: string }[] = [
  { score: RATING_SCORES.GREAT, title: 'Ótimo' },
  { score: RATING_SCORES.FAIR, title: 'Regular' },
  { score: RATING_SCORES.POOR, title: 'Ruim' },
];

export const RATING_LABELS: Record<RatingScore, string> = { 3: 'Ótimo', 2: 'Regular', 1: 'Ruim' };

/**
 * Routing tie-breaker: a company with at least this many ratings whose average is below 'Regular'
 * is offered after the others of the same turn.
 */
export const LOW_RATING_MIN_COUNT = 3;
export const LOW_RATING_BELOW = RATING_SCORES.FAIR;

/** Free text within this many hours after the rating may become its comment (see routing). */
export const RATING_COMMENT_WINDOW_HOURS = 24;
/** A rating request may be answered by a typed 'Ótimo'/'Regular'/'Ruim' this long after it was sent. */
export const RATING_TYPED_ANSWER_DAYS = 7;
/**
 * A TENHO older than `ratingDelayMinutes` plus this is no longer asked about: after a long outage
 * of the workers nobody receives a question about a week-old request.
 */
export const RATING_CATCH_UP_HOURS = 72;
/** The longest comment kept (WhatsApp texts hold up to 4096 characters). */
export const RATING_COMMENT_MAX = 1000;

export const RATING_DELAY_MINUTES_DEFAULT = 1440;
export const RATING_DELAY_MINUTES_MAX = 30 * 24 * 60;

const BUTTON_ID = /^rating:([1-9]\d{0,9}):([123])$/;

/** The id of a rating reply button: 'rating:42:3'. */
export function ratingButtonId(offerId: number, score: RatingScore): string {
  return `rating:${offerId}:${score}`;
}

/** The offer and score a button id names, or null when it names none of ours. */
export function parseRatingButtonId(
  id: string | null | undefined,
): { offerId: number; score: RatingScore } | null {
  const match = typeof id === 'string' ? BUTTON_ID.exec(id.trim()) : null;
  if (!match) return null;
  const offerId = Number(match[1]);
  if (offerId > 2_147_483_647) return null;
  return { offerId, score: Number(match[2]) as RatingScore };
}

const words = (text: string | null | undefined) =>
  foldText(text)
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** A typed button title ('ótimo!', 'RUIM') as its score; anything longer is not a rating. */
export function classifyRatingText(text: string | null | undefined): RatingScore | null {
  const w = words(text);
  if (w.length !== 1) return null;
  switch (w[0]) {
    case 'otimo':
      return RATING_SCORES.GREAT;
    case 'regular':
      return RATING_SCORES.FAIR;
    case 'ruim':
      return RATING_SCORES.POOR;
    default:
      return null;
  }
}

/** 'PARAR' (any case, accents, punctuation): the consumer wants no more rating requests. */
export function isRatingStopText(text: string | null | undefined): boolean {
  const w = words(text);
  return w.length === 1 && w[0] === 'parar';
}

export const NO_RATINGS: RatingSummary = { average: null, count: 0 };

/** Mean of `sum` over `count`, one decimal; null without ratings. */
export function ratingSummary(sum: number, count: number): RatingSummary {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count };
}

/** True when routing offers the company after the others of its turn. */
export function isLowRated(summary: RatingSummary): boolean {
  return (
    summary.count >= LOW_RATING_MIN_COUNT && summary.average !== null && summary.average < LOW_RATING_BELOW
  );
}

/** '2,7 de 3 (12 avaliações)', 'Sem avaliações'. */
export function formatRating(summary: RatingSummary): string {
  if (summary.count === 0 || summary.average === null) return RATINGS_MSG.none;
  const avg = summary.average.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${avg} de 3 (${countLabel(summary.count, NOUNS.rating)})`;
}

export const RATINGS_MSG = {
  title: 'Avaliação dos clientes',
  column: 'Avaliação',
  none: 'Sem avaliações',
  scale: 'Ótimo = 3, Regular = 2, Ruim = 1',
} as const;

/** What the consumer reads over WhatsApp. */
export const RATING_TEXTS = {
  request: (companyName: string, category: string) =>
    truncate(
      `Olá! Como foi o atendimento de *${companyName}* no seu pedido de *${category}*? ` +
        'Toque em uma das opções abaixo.\n\nSe não quiser mais receber estas perguntas, responda PARAR.',
      INTERACTIVE_BODY_MAX,
    ),
  thanks: (label: string) =>
    `Obrigado pela avaliação (${label})! Se quiser, conte em uma mensagem como foi o atendimento.`,
  alreadyRated: 'Obrigado! Sua avaliação deste atendimento já estava registrada.',
  commentSaved: 'Obrigado pelo comentário! Ele ajuda a melhorar as empresas da rede.',
  optedOut:
    'Pronto! Você não receberá mais pedidos de avaliação. Seus pedidos continuam funcionando normalmente.',
} as const;
