import { describe, expect, it } from 'vitest';
import { stripWhatsappMarkup, whatsappSegments } from './markup.ts';

describe('stripWhatsappMarkup', () => {
  it('drops the marks of bold, italic, strike and monospace, keeping their text', () => {
    expect(stripWhatsappMarkup('Contato do cliente: *Rita Oliveira*')).toBe(
      'Contato do cliente: Rita Oliveira',
    );
    expect(stripWhatsappMarkup('_urgente_ e ~caro~ e ```código```')).toBe('urgente e caro e código');
    expect(stripWhatsappMarkup('*Pedido:* pneu *aro 15*\n*WhatsApp:* (11) 91234-5678')).toBe(
      'Pedido: pneu aro 15\nWhatsApp: (11) 91234-5678',
    );
  });

  it('leaves what WhatsApp would not format as typed', () => {
    expect(stripWhatsappMarkup('2 * 3 * 4')).toBe('2 * 3 * 4');
    expect(stripWhatsappMarkup('nome_da_empresa')).toBe('nome_da_empresa');
    expect(stripWhatsappMarkup('* solto*')).toBe('* solto*');
    expect(stripWhatsappMarkup('**')).toBe('**');
    expect(stripWhatsappMarkup('*abre\nfecha*')).toBe('*abre\nfecha*');
    expect(stripWhatsappMarkup('')).toBe('');
  });
});

describe('whatsappSegments', () => {
  it('cuts the text into plain and styled runs in order', () => {
    expect(whatsappSegments('Recebemos seu pedido de *Pneus*! _Obrigado_')).toEqual([
      { text: 'Recebemos seu pedido de ', style: null },
      { text: 'Pneus', style: 'bold' },
      { text: '! ', style: null },
      { text: 'Obrigado', style: 'italic' },
    ]);
  });
});
