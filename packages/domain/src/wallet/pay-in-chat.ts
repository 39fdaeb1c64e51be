import { formatBRLFromCents, formatDateTime } from '../shared/format.ts';

/**
 * Issue 32, point 1 (pay in the chat): a company that answers TENHO without enough balance gets a
 * Pix to pay right there, and the consumer's contact as soon as the payment is confirmed.
 */

/**
 * How much the Pix in the chat asks: the company's usual top-up (its last confirmed one) when that
 * covers the credit value, the network's suggested top-up otherwise — never less than the credit.
 */
export function payInChatAmountCents(input: {
  lastConfirmedCents: number | null;
  suggestedCents: number;
  creditCents: number;
}): number {
  const { lastConfirmedCents, suggestedCents, creditCents } = input;
  if (lastConfirmedCents !== null && lastConfirmedCents >= creditCents && lastConfirmedCents > 0)
    return lastConfirmedCents;
  return Math.max(suggestedCents, creditCents, 1);
}

/** A charge at the PSP lives as long as its offer, within these bounds (seconds). */
export const PAY_IN_CHAT_EXPIRY = { min: 5 * 60, max: 24 * 60 * 60 } as const;

export function payInChatExpirySeconds(offerExpiresAt: Date, now: Date): number {
  const seconds = Math.floor((offerExpiresAt.getTime() - now.getTime()) / 1000);
  return Math.min(PAY_IN_CHAT_EXPIRY.max, Math.max(PAY_IN_CHAT_EXPIRY.min, seconds));
}

export const PAY_IN_CHAT_TEXTS = {
  /** Before the code: what to do with it, and what happens then. */
  instructions: (amountCents: number, expiresAt: Date | null) =>
    `Não perca este cliente: pague agora pelo Pix e receba o contato aqui mesmo.\n\n` +
    `Copie o código *Pix copia e cola* da próxima mensagem (toque e segure sobre ela) e pague ` +
    `*${formatBRLFromCents(amountCents)}* no app do seu banco. ` +
    `Assim que o pagamento for confirmado, o valor entra no seu saldo e enviamos o contato do cliente, ` +
    `sem você precisar responder TENHO de novo.` +
    (expiresAt ? `\n\nO código vale até ${formatDateTime(expiresAt)}.` : ''),
  /** The top-up was confirmed, but the offer expired first: the money stays in the wallet. */
  offerExpired: (amountCents: number, category: string) =>
    `Recebemos seu Pix de ${formatBRLFromCents(amountCents)} e o valor já está no seu saldo. ` +
    `O pedido de *${category}* expirou antes da confirmação do pagamento, então nada foi cobrado: ` +
    'o crédito fica para os próximos pedidos.',
} as const;
