import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth.schemas.ts';
import { TERMS_MSG, TERMS_SECTIONS, TERMS_VERSION, termsAcceptanceError } from './terms.ts';

describe('registration terms (issue 31 point 7)', () => {
  it('say a company uses a contact only to answer that request and erases it when asked', () => {
    const text = TERMS_SECTIONS.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('só podem ser usados para responder àquele pedido');
    expect(text).toContain('deve apagar de seus próprios registros');
    expect(TERMS_VERSION).toMatch(/^\d{4}-\d{2}$/);
  });

  it('require the checkbox, and refuse an older version', () => {
    expect(termsAcceptanceError({})).toBe(TERMS_MSG.required);
    expect(termsAcceptanceError({ terms_accepted: false, terms_version: TERMS_VERSION })).toBe(
      TERMS_MSG.required,
    );
    expect(termsAcceptanceError({ terms_accepted: true, terms_version: '2020-01' })).toBe(TERMS_MSG.outdated);
    expect(termsAcceptanceError({ terms_accepted: true, terms_version: TERMS_VERSION })).toBeNull();
    expect(termsAcceptanceError({ terms_accepted: true })).toBeNull();
  });

  it('travel in the register payload as optional fields (the rule answers 422, not 400)', () => {
    const base = {
      unit_id: 1,
      name: 'Padaria Sol',
      email: 'contato@sol.com.br',
      phone: '11987654321',
      password: 'Segura#2024',
    };
    expect(registerSchema.parse(base)).not.toHaveProperty('terms_accepted');
    expect(
      registerSchema.parse({ ...base, terms_accepted: true, terms_version: ` ${TERMS_VERSION} ` }),
    ).toMatchObject({
      terms_accepted: true,
      terms_version: TERMS_VERSION,
    });
    const wrong = registerSchema.safeParse({ ...base, terms_accepted: 'sim' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(TERMS_MSG.required);
  });
});
