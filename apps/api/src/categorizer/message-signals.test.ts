import { describe, expect, it } from 'vitest';
import { readRequestSignals } from './message-signals.ts';
import { normalizeText } from './normalize.ts';
import { expandTokens } from './text-analysis.ts';

const signals = (text: string) => readRequestSignals(expandTokens(normalizeText(text).tokens), text);

describe('readRequestSignals', () => {
  it.each([
    'alguém tem pneu aro 14?',
    'preciso de um eletricista',
    'onde acho gás agora',
    'qto custa o botijão',
    'vcs fazem bolo de pote',
    'tem como entregar hoje',
    'quem reboca carro',
    'buffet pra sábado, alguém?',
  ])('sees a request in "%s"', (text) => {
    expect(signals(text).requestLevel).toBe(2);
    expect(signals(text).askVerb).toBe(true);
  });

  it('sees no request in chit-chat, even with a question mark', () => {
    expect(signals('alguém viu o jogo ontem?')).toMatchObject({ requestLevel: 1, askVerb: false });
    expect(signals('bom dia grupo')).toMatchObject({ requestLevel: 0, askVerb: false });
  });

  it('tells thanks for a recommendation from a request for one', () => {
    expect(signals('valeu pela indicação do encanador')).toMatchObject({ socialHits: 1, askVerb: false });
    expect(signals('obrigado! alguém indica um pintor?')).toMatchObject({ socialHits: 1, requestLevel: 2 });
  });

  it('spots lost-and-found posts and explicit needs', () => {
    expect(signals('achei um cachorro perdido, alguém conhece o dono?')).toMatchObject({
      lostHits: 2,
      explicitNeed: false,
    });
    expect(signals('achei escorpião no quintal, preciso de dedetização')).toMatchObject({
      explicitNeed: true,
    });
  });
});
