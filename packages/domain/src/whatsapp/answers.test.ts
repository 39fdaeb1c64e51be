import { describe, expect, it } from 'vitest';
import { isPositiveResponse } from '../messages/message-status.ts';
import {
  classifyAnswerText,
  OFFER_ANSWER_TEXTS,
  OFFER_BUTTON_TITLES,
  offerButtonId,
  parseOfferButtonId,
} from './answers.ts';

describe('offer button ids', () => {
  it('round-trips the offer and the answer', () => {
    expect(offerButtonId(42, 'ACCEPT')).toBe('offer:42:yes');
    expect(parseOfferButtonId('offer:42:yes')).toEqual({ offerId: 42, answer: 'ACCEPT' });
    expect(parseOfferButtonId(offerButtonId(7, 'REJECT'))).toEqual({ offerId: 7, answer: 'REJECT' });
  });

  it('names none of ours for anything else', () => {
    for (const id of [
      '',
      'TENHO',
      'offer:0:yes',
      'offer:1:maybe',
      'offer:99999999999:yes',
      'x offer:1:yes',
      null,
    ]) {
      expect(parseOfferButtonId(id)).toBeNull();
    }
  });

  it('fits WhatsApp limits (titles ≤ 20 characters)', () => {
    for (const title of Object.values(OFFER_BUTTON_TITLES)) expect(title.length).toBeLessThanOrEqual(20);
  });
});

describe('typed answers', () => {
  it.each(['TENHO', 'tenho', 'Tenho sim!', 'sim tenho', 'Sim', 'temos sim', 'TÊNHO'])(
    '%s → ACCEPT',
    (text) => {
      expect(classifyAnswerText(text)).toBe('ACCEPT');
    },
  );

  it.each(['NÃO TENHO', 'nao tenho', 'Não', 'tenho não', 'Infelizmente não tenho', 'n'])(
    '%s → REJECT',
    (text) => {
      expect(classifyAnswerText(text)).toBe('REJECT');
    },
  );

  it.each([
    '',
    'oi, tudo bem?',
    'qual o endereço do cliente?',
    'tenho uma dúvida sobre o pedido que vocês mandaram ontem',
    'alguém tem pneu aro 15?',
  ])('%s → not an answer', (text) => {
    expect(classifyAnswerText(text)).toBeNull();
  });

  it('stores canonical texts that derive the spec status', () => {
    expect(isPositiveResponse(OFFER_ANSWER_TEXTS.ACCEPT)).toBe(true);
    expect(isPositiveResponse(OFFER_ANSWER_TEXTS.REJECT)).toBe(false);
  });
});
