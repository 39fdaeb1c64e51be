import { describe, expect, it } from 'vitest';
import {
  classifyPrivacyText,
  parsePrivacyButtonId,
  PRIVACY_TEXTS,
  privacyButtonId,
  privacyRequestCreateSchema,
} from './privacy.schemas.ts';

describe('classifyPrivacyText', () => {
  it('reads the two phrases after accent, case and punctuation folding', () => {
    expect(classifyPrivacyText('MEUS DADOS')).toBe('ACCESS');
    expect(classifyPrivacyText('  meus   dados? ')).toBe('ACCESS');
    expect(classifyPrivacyText('Apagar meus dados!')).toBe('ERASURE');
    expect(classifyPrivacyText('APAGÁR MEUS DÁDOS')).toBe('ERASURE');
  });

  it('leaves anything else to the loop (a request that mentions the words is a request)', () => {
    expect(classifyPrivacyText('preciso de alguém para apagar meus dados do HD')).toBeNull();
    expect(classifyPrivacyText('dados')).toBeNull();
    expect(classifyPrivacyText('')).toBeNull();
    expect(classifyPrivacyText(null)).toBeNull();
  });
});

describe('privacy buttons', () => {
  it('round-trips the request and action, refusing foreign ids', () => {
    expect(parsePrivacyButtonId(privacyButtonId(42, 'erase'))).toEqual({ requestId: 42, action: 'erase' });
    expect(parsePrivacyButtonId(privacyButtonId(7, 'cancel'))).toEqual({ requestId: 7, action: 'cancel' });
    expect(parsePrivacyButtonId('offer:42:yes')).toBeNull();
    expect(parsePrivacyButtonId('privacy:0:erase')).toBeNull();
    expect(parsePrivacyButtonId('privacy:99999999999:erase')).toBeNull();
  });
});

describe('PRIVACY_TEXTS.accessAnswer', () => {
  it('says nothing is stored for an unknown number', () => {
    expect(
      PRIVACY_TEXTS.accessAnswer({
        name: null,
        requests: 0,
        firstAt: null,
        lastAt: null,
        ratings: 0,
        companies: [],
      }),
    ).toBe('Não guardamos nenhum dado sobre este número.');
  });

  it('names each company with its date', () => {
    const text = PRIVACY_TEXTS.accessAnswer({
      name: 'Ana',
      requests: 2,
      firstAt: new Date('2026-01-05T15:00:00Z'),
      lastAt: new Date('2026-02-10T15:00:00Z'),
      ratings: 1,
      companies: [{ name: 'Elétrica Alfa', at: new Date('2026-01-05T16:00:00Z') }],
    });
    expect(text).toContain('Nome: Ana');
    expect(text).toContain('Pedidos: 2 (de 05/01/2026 a 10/02/2026)');
    expect(text).toContain('• Elétrica Alfa (05/01/2026)');
  });
});

describe('privacyRequestCreateSchema', () => {
  it('takes a national phone and refuses WhatsApp as a panel channel', () => {
    expect(
      privacyRequestCreateSchema.parse({ type: 'ERASURE', phone: '(21) 98765-4321', channel: 'EMAIL' }),
    ).toEqual({
      type: 'ERASURE',
      phone: '21987654321',
      channel: 'EMAIL',
      note: null,
    });
    expect(
      privacyRequestCreateSchema.safeParse({ type: 'ACCESS', phone: '21987654321', channel: 'WHATSAPP' })
        .success,
    ).toBe(false);
  });
});
