import { describe, expect, it } from 'vitest';
import { PAY_IN_CHAT_TEXTS, payInChatAmountCents, payInChatExpirySeconds } from './pay-in-chat.ts';

describe('payInChatAmountCents', () => {
  it("asks the company's last confirmed top-up when it covers the credit", () => {
    expect(payInChatAmountCents({ lastConfirmedCents: 2550, suggestedCents: 5000, creditCents: 30 })).toBe(
      2550,
    );
  });

  it('falls back to the suggested top-up without one, or when the last one is below the credit', () => {
    expect(payInChatAmountCents({ lastConfirmedCents: null, suggestedCents: 5000, creditCents: 30 })).toBe(
      5000,
    );
    expect(payInChatAmountCents({ lastConfirmedCents: 20, suggestedCents: 5000, creditCents: 30 })).toBe(
      5000,
    );
  });

  it('never asks less than the credit value', () => {
    expect(payInChatAmountCents({ lastConfirmedCents: null, suggestedCents: 100, creditCents: 1500 })).toBe(
      1500,
    );
  });
});

describe('payInChatExpirySeconds', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('expires the charge with the offer', () => {
    expect(payInChatExpirySeconds(new Date('2026-11-28T13:30:00Z'), now)).toBe(5400);
  });
  it('keeps at least five minutes and at most a day', () => {
    expect(payInChatExpirySeconds(new Date('2026-11-28T12:01:00Z'), now)).toBe(300);
    expect(payInChatExpirySeconds(new Date('2026-12-05T12:00:00Z'), now)).toBe(86_400);
  });
});

describe('PAY_IN_CHAT_TEXTS', () => {
  it('tells the amount and, for a PSP charge, until when the code is valid (Brasília time)', () => {
    const text = PAY_IN_CHAT_TEXTS.instructions(5000, new Date('2026-11-28T15:30:00Z'));
    expect(text).toContain('R$ 50,00');
    expect(text).toContain('Pix copia e cola');
    expect(text).toContain('O código vale até 28/11/2026 12:30.');
    expect(PAY_IN_CHAT_TEXTS.instructions(5000, null)).not.toContain('vale até');
  });

  it('tells an expired offer that the credit stays', () => {
    expect(PAY_IN_CHAT_TEXTS.offerExpired(2550, 'Eletricista')).toMatch(
      /Pix de R\$ 25,50.*Eletricista.*nada foi cobrado.*crédito fica/s,
    );
  });
});
