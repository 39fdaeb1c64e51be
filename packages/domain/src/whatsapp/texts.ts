import { formatBRLFromCents } from '../shared/format.ts';
import { countLabel, NOUNS } from '../shared/plural.ts';
import { formatWaId } from './phone.ts';

/**
 * Everything the platform writes to consumers and companies over WhatsApp, in pt-BR. WhatsApp's
 * own limits are kept here: an interactive body holds at most 1024 characters, a text 4096.
 */

export const INTERACTIVE_BODY_MAX = 1024;
export const TEXT_BODY_MAX = 4096;
/** A quoted request inside another message is cut here (the rest is in the panel). */
export const QUOTE_MAX = 600;

/** Cuts a text to `max` characters (code points), marking the cut with '…'. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const quote = (content: string) => `"${truncate(content.trim(), QUOTE_MAX)}"`;

export const WHATSAPP_TEXTS = {
  /** The consumer's request was understood and offered to `count` companies. */
  requestAcknowledged: (category: string, count: number) =>
    `Recebemos seu pedido de *${category}*! Já consultamos ${countLabel(count, NOUNS.company)} da região. ` +
    'Assim que uma delas confirmar que tem, você recebe o contato dela aqui.',
  /** Understood, but no company of the unit can take it now. */
  noCompanyAvailable: (category: string) =>
    `Recebemos seu pedido de *${category}*, mas no momento nenhuma empresa da região está disponível para atender. ` +
    'Tente novamente mais tarde.',
  /** Not a request we could categorise: what to send instead. */
  notUnderstood:
    'Não conseguimos entender o que você procura. Envie em uma frase o produto ou serviço que precisa, por exemplo: ' +
    '"Alguém tem pneu aro 15?" ou "Preciso de um eletricista hoje".',
  /** An image, audio, sticker… */
  textOnly:
    'Por enquanto entendemos apenas mensagens de texto. Escreva o que você procura, por exemplo: "Preciso de um encanador".',

  /** Issue 30: a photo, video or document without a caption (the media is kept). */
  mediaWithoutText:
    'Recebemos sua mídia! Para encontrarmos quem tem o que você procura, escreva em uma frase o que você precisa, por exemplo: "Alguém tem essa peça para Gol 2010?".',
  /** Issue 30: an audio we could not turn into text (no transcription, too long, unreadable, provider down). */
  audioNotHeard:
    'Recebemos seu áudio, mas não conseguimos ouvi-lo agora. Por favor, escreva em uma frase (ou envie um áudio curto) o que você precisa, por exemplo: "Preciso de um guincho agora".',

  /** The lead alert a company receives (interactive body, or the template's parameters). */
  leadAlert: (category: string, content: string, creditCents: number, voice = false) =>
    truncate(
      `Novo pedido de cliente em *${category}*:\n${voice ? `🎤 Áudio transcrito: ${quote(content)}` : quote(content)}\n\n` +
        `Você tem? Toque em TENHO para receber o contato do cliente (custo de ${formatBRLFromCents(creditCents)}) ou em NÃO TENHO.`,
      INTERACTIVE_BODY_MAX,
    ),
  /** After TENHO: the consumer's contact, to the company. */
  contactForCompany: (consumerName: string | null, consumerWaId: string, content: string) =>
    `Contato do cliente${consumerName ? `: *${consumerName}*` : ''}\n` +
    `WhatsApp: ${formatWaId(consumerWaId)}\nPedido: ${quote(content)}\n\n` +
    'Fale com ele o quanto antes. Boas vendas!',
  /** After TENHO: the company's contact, to the consumer. */
  contactForConsumer: (
    companyName: string,
    companyWaId: string | null,
    address: string | null,
    content: string,
  ) =>
    `Boa notícia! A empresa *${companyName}* tem o que você pediu (${quote(content)}).\n` +
    (companyWaId ? `WhatsApp: ${formatWaId(companyWaId)}\n` : '') +
    (address ? `Endereço: ${address}\n` : '') +
    'Ela também recebeu o seu contato.',
  /** NÃO TENHO registered. */
  rejectionRegistered: 'Tudo bem, registramos que você não tem. Nenhum valor foi cobrado.',
  /** TENHO without enough balance: the offer stays open until it expires. */
  insufficientBalance: (creditCents: number) =>
    `Seu saldo não é suficiente para receber este contato (${formatBRLFromCents(creditCents)}). ` +
    'Carregue créditos no painel da Tenho e responda TENHO novamente enquanto o pedido estiver aberto.',
  offerExpired: 'Este pedido já expirou e não pode mais ser respondido. Nenhum valor foi cobrado.',
  offerAlreadyAccepted: 'Você já respondeu TENHO a este pedido. O contato do cliente foi enviado acima.',
  offerAlreadyRejected: 'Você já respondeu NÃO TENHO a este pedido.',
  noPendingOffer: 'Você não tem pedidos em aberto no momento. Quando chegar um novo pedido, avisaremos aqui.',
} as const;

/** Parameters of the alert template ({{1}} category, {{2}} request) and its quick replies. */
export function leadAlertTemplateParameters(category: string, content: string): [string, string] {
  // Template parameters may not hold new lines or long runs of spaces.
  const flat = (value: string) => value.replace(/\s+/g, ' ').trim();
  return [flat(category), flat(truncate(content, QUOTE_MAX))];
}
