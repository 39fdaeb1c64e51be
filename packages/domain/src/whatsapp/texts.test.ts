import { describe, expect, it } from 'vitest';
import { INTERACTIVE_BODY_MAX, leadAlertTemplateParameters, truncate, WHATSAPP_TEXTS } from './texts.ts';

describe('what we write over WhatsApp', () => {
  it('acknowledges with the category and how many companies were asked', () => {
    expect(WHATSAPP_TEXTS.requestAcknowledged('Eletricista', 3)).toContain('*Eletricista*');
    expect(WHATSAPP_TEXTS.requestAcknowledged('Eletricista', 3)).toContain('3 empresas');
    expect(WHATSAPP_TEXTS.requestAcknowledged('Eletricista', 1)).toContain('1 empresa ');
  });

  it('keeps a lead alert inside the interactive body limit and shows the price', () => {
    const alert = WHATSAPP_TEXTS.leadAlert('Autopeças', 'x'.repeat(5000), 30);
    expect(alert.length).toBeLessThanOrEqual(INTERACTIVE_BODY_MAX);
    expect(alert).toContain('R$');
    expect(alert).toContain('TENHO');
  });

  it('gives the contacts both ways', () => {
    expect(WHATSAPP_TEXTS.contactForCompany('Maria', '5511987654321', 'pneu aro 15')).toContain(
      '+55 (11) 98765-4321',
    );
    const forConsumer = WHATSAPP_TEXTS.contactForConsumer(
      'Auto Peças',
      '5511987654321',
      'Rua A, 1 - São Paulo',
      'pneu',
    );
    expect(forConsumer).toContain('Auto Peças');
    expect(forConsumer).toContain('Endereço: Rua A, 1 - São Paulo');
  });

  it('flattens template parameters (no new lines) and cuts long texts', () => {
    expect(leadAlertTemplateParameters('Pneus', 'linha 1\n\nlinha   2')).toEqual([
      'Pneus',
      'linha 1 linha 2',
    ]);
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('😩😩😩', 2)).toBe('😩…');
  });
});
