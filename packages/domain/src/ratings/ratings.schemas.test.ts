import { describe, expect, it } from 'vitest';
import {
  classifyRatingText,
  formatRating,
  isLowRated,
  isRatingStopText,
  parseRatingButtonId,
  ratingButtonId,
  ratingSummary,
  RATING_TEXTS,
} from './ratings.schemas.ts';

describe('rating buttons and texts', () => {
  it('names the offer and the score in the button id, and reads only ours back', () => {
    expect(ratingButtonId(42, 3)).toBe('rating:42:3');
    expect(parseRatingButtonId('rating:42:3')).toEqual({ offerId: 42, score: 3 });
    expect(parseRatingButtonId(' rating:7:1 ')).toEqual({ offerId: 7, score: 1 });
    for (const id of ['rating:42:4', 'rating:0:3', 'offer:42:yes', 'rating:99999999999:2', '', null])
      expect(parseRatingButtonId(id)).toBeNull();
  });

  it('reads a typed title as its score, and nothing longer', () => {
    expect(classifyRatingText('Ótimo!')).toBe(3);
    expect(classifyRatingText('otimo')).toBe(3);
    expect(classifyRatingText('REGULAR')).toBe(2);
    expect(classifyRatingText('ruim.')).toBe(1);
    expect(classifyRatingText('o serviço foi ótimo')).toBeNull();
    expect(classifyRatingText('')).toBeNull();
  });

  it('reads PARAR in any case, with accents or punctuation, alone', () => {
    expect(isRatingStopText('PARAR')).toBe(true);
    expect(isRatingStopText(' parar! ')).toBe(true);
    expect(isRatingStopText('quero parar de receber')).toBe(false);
  });

  it('asks with the company name and keeps the body within the interactive limit', () => {
    expect(RATING_TEXTS.request('Elétrica Alfa', 'Eletricista')).toContain('*Elétrica Alfa*');
    expect(Array.from(RATING_TEXTS.request('x'.repeat(2000), 'y')).length).toBeLessThanOrEqual(1024);
  });
});

describe('rating summaries', () => {
  it('averages with one decimal, null without ratings, and says it in pt-BR', () => {
    expect(ratingSummary(8, 3)).toEqual({ average: 2.7, count: 3 });
    expect(ratingSummary(0, 0)).toEqual({ average: null, count: 0 });
    expect(formatRating({ average: 2.7, count: 3 })).toBe('2,7 de 3 (3 avaliações)');
    expect(formatRating({ average: 3, count: 1 })).toBe('3,0 de 3 (1 avaliação)');
    expect(formatRating({ average: null, count: 0 })).toBe('Sem avaliações');
  });

  it('calls low rated only with at least 3 ratings averaging below Regular', () => {
    expect(isLowRated({ average: 1.3, count: 3 })).toBe(true);
    expect(isLowRated({ average: 1, count: 2 })).toBe(false);
    expect(isLowRated({ average: 2, count: 10 })).toBe(false);
  });
});
