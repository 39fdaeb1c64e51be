// What a message does, apart from what it is about: does it ask for something ("alguém tem",
// "preciso de", "onde acho", "quanto custa", "vcs fazem", "tem como"), thank or congratulate
// someone, or report a lost or found animal or object? The categoriser answers a real request
// even on thin evidence, and holds back on thanks and lost-and-found posts that merely mention
// a trade.
import { STOPWORDS } from './lexicon.ts';

const set = (words: string): ReadonlySet<string> =>
  new Set(words.split(/\s+/).filter((word) => word.length > 0));

/** Words that state a need on their own. */
const NEED_WORDS = set(`
  preciso precisa precisamos precisando precisava precisaria necessito necessita
  quero queria gostaria queremos procuro procurando procura procuramos
  contratar contrato alugar alugo encomendar encomenda orcamento orcamentos cotacao
`);

/** Nouns that ask for a recommendation, unless someone is thanking for one. */
const RECOMMENDATION_WORDS = set(
  'indica indicam indique indiquem indicacao indicacoes recomenda recomendam recomendacao dica',
);

/** Who is asked: "alguém", "quem", "vc(s)" (already expanded to voce/voces). */
const ASKERS = set('alguem quem voce voces vcs senhor senhora');

/** What is asked of them: "alguém faz", "vocês entregam", "quem conserta". */
const ASK_VERBS = set(`
  tem tens faz fazem faria vende vendem vendo conserta consertam arruma arrumam instala instalam
  entrega entregam atende atendem aluga alugam trabalha trabalham conhece conhece conhecem indica
  indicam sabe sabem ensina ensinam da dao manda mandam leva levam troca trocam limpa limpam lava
  lavam monta montam corta cortam pinta pintam busca buscam aceita aceitam cobra cobram resolve
  resolvem recomenda recomendam presta prestam oferece oferecem tira tiram abre abrem
`);

/** "onde acho", "onde tem", "aonde compro". */
const WHERE_WORDS = set('onde aonde');
const WHERE_VERBS = set(`
  acho acha tem compro compra encontro encontra faz fazem vende vendem conserto conserta arrumo
  levo consigo fica ficam posso pode da tiro acho
`);

/** "quanto custa", "qto ta", "qual o preço". */
const PRICE_WORDS = set(
  'custa custam cobra cobram fica ficaria sai sairia ta esta seria preco precos valor valores',
);

/** Thanks and congratulations: a message made of them is not a request. */
const SOCIAL_WORDS = set(`
  obrigado obrigada obrigadu obrigados obrigadas agradeco agradecemos agradecida agradecido valeu
  grato grata gratidao parabens parabenizar felicidades feliz amem
`);

/** Lost and found posts: "cachorro perdido", "quem achou", "sumiu". */
const LOST_WORDS = set(`
  perdido perdida perdidos perdidas desaparecido desaparecida desaparecidos sumiu sumiram fugiu
  fugiram extraviado extraviada achei achou achamos encontrei encontrou encontrado encontrada
  encontrados resgatado resgatada
`);

/** Stop words a request verb may follow: "quem me indica", "alguém aí faz", "vcs ainda fazem". */
const FILLERS = set('me te nos ai aqui ainda tambem ja la pra por favor');

export type RequestSignals = {
  /** 0: no marker, 1: a question or an opening "tem", 2: an explicit request pattern. */
  requestLevel: number;
  /** The message says it needs or wants something ("preciso", "quero", "orçamento", a price question). */
  explicitNeed: boolean;
  /** A request pattern other than a recommendation noun ("obrigado pela indicação" is not one). */
  askVerb: boolean;
  socialHits: number;
  lostHits: number;
};

/** Reads the request, thanks and lost-and-found markers of expanded, folded tokens. */
export function readRequestSignals(tokens: readonly string[], rawText: string): RequestSignals {
  const signals: RequestSignals = {
    requestLevel: rawText.includes('?') ? 1 : 0,
    explicitNeed: false,
    askVerb: false,
    socialHits: 0,
    lostHits: 0,
  };
  // The next word that is not a filler, for every position, in one pass from the end (skipping
  // fillers forward from each word would be quadratic in a message made of fillers).
  const nextIndex: number[] = new Array<number>(tokens.length);
  let following = tokens.length;
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    nextIndex[i] = following;
    if (!FILLERS.has(tokens[i] ?? '')) following = i;
  }
  const nextWord = (index: number): string | undefined => tokens[nextIndex[index] ?? tokens.length];
  tokens.forEach((token, index) => {
    if (SOCIAL_WORDS.has(token)) signals.socialHits += 1;
    if (LOST_WORDS.has(token)) signals.lostHits += 1;
    const next = nextWord(index);
    if (next === undefined && index > 0 && (ASKERS.has(token) || WHERE_WORDS.has(token))) {
      // A closing "alguém?", "quem?", "onde?": "buffet pra sábado, alguém?".
      signals.askVerb = true;
    } else if (NEED_WORDS.has(token)) {
      signals.explicitNeed = true;
      signals.askVerb = true;
    } else if (RECOMMENDATION_WORDS.has(token)) {
      signals.requestLevel = 2;
    } else if (
      ASKERS.has(token) &&
      next !== undefined &&
      (ASK_VERBS.has(next) || (token === 'quem' && !STOPWORDS.has(next) && /^[a-z]{3,}$/.test(next)))
    ) {
      // "quem" asks with any verb that follows it ("quem reboca?", "quem lava tapete?").
      signals.askVerb = true;
    } else if (WHERE_WORDS.has(token) && next !== undefined && WHERE_VERBS.has(next)) {
      signals.askVerb = true;
    } else if ((token === 'quanto' || token === 'quanta') && next !== undefined && PRICE_WORDS.has(next)) {
      signals.explicitNeed = true;
      signals.askVerb = true;
    } else if (token === 'qual' && next !== undefined && PRICE_WORDS.has(next)) {
      signals.explicitNeed = true;
      signals.askVerb = true;
    } else if (token === 'tem' && (next === 'como' || next === 'alguem' || next === 'algum' || index === 0)) {
      signals.askVerb = true;
    }
  });
  if (signals.askVerb) signals.requestLevel = 2;
  return signals;
}
