// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

/**
 * Central de Mensagens (spec §2, §3 Inbound message and Message stats; issue 9): the consumers'
 * requests, the companies notified and their answers, per caller's scope (MASTER all, ADMIN its
 * unit, CLIENT the requests offered to it).
 */

export const MESSAGES_MSG = {
  // Filters and paging.
  searchTooLong: 'Use no máximo 100 caracteres na busca',
  dateInvalid: 'Data inválida: use aaaa-mm-dd',
  dateRangeInvalid: 'A data inicial deve ser anterior ou igual à data final',
  statusInvalid: 'Situação inválida: use Pendente, Respondido ou Negativo',
  categoryInvalid: 'Categoria inválida',
  companyInvalid: 'Empresa inválida',
  unitInvalid: 'Franquia inválida',
  pageInvalid: 'Página inválida',
  pageSizeInvalid: 'Itens por página: use um número de 1 a 100',
  // Answers of the API.
  notFound: 'Mensagem não encontrada',
  offerNotFound: 'Pedido não encontrado',
  categoryUnavailable: 'Categoria inativa ou inexistente',
  notARequest: 'Apenas pedidos de clientes podem ser recategorizados',
  answerInvalid: 'Resposta inválida: use TENHO ou NÃO TENHO',
  answerAccepted: 'Contato liberado! Os dados do cliente também foram enviados pelo WhatsApp.',
  answerRejected: 'Resposta registrada. Nenhum valor foi cobrado.',
  offerExpired: 'Este pedido já expirou e não pode mais ser respondido. Nenhum valor foi cobrado.',
  offerAlreadyAnswered: 'Este pedido já foi respondido.',
  insufficientBalance:
    'Saldo insuficiente para receber este contato. Carregue créditos e responda novamente.',
  answerCompanyOnly: 'Apenas a empresa consultada pode responder a este pedido',
  recategorized: 'Mensagem recategorizada com sucesso!',
  recategorizeFailed: 'Erro ao recategorizar mensagem',
  deadLetterNotFound: 'Mensagem de saída não encontrada ou já reenviada',
  deadLetterRetried: 'Mensagem colocada de volta na fila de envio',
  // Screens (spec §8).
  loadFailed: 'Erro ao carregar mensagens',
  empty: 'Nenhuma mensagem encontrada',
  // The webhook.
  webhookSignature: 'Assinatura do webhook ausente ou inválida',
  webhookVerification: 'Token de verificação inválido',
  webhookPayload: 'Conteúdo do webhook inválido',
  webhookUnavailable: 'Serviço de mensagens temporariamente indisponível. Tente novamente em instantes.',
} as const;

export const MESSAGE_PAGE_SIZE_DEFAULT = 20;
export const MESSAGE_PAGE_SIZE_MAX = 100;
/** Deep pages cost a scan: a list never goes past this page. */
export const MESSAGE_PAGE_MAX = 10_000;
export const MESSAGE_SEARCH_MAX = 100;
/**
 * A list's `total` counts the matching requests up to this many, or up to the end of the page asked
 * for when that is further (then `totalCapped` is true when more match): no request counts a network
 * of millions of requests.
 */
export const MESSAGE_TOTAL_CAP = 1_000;

/** Issue 30: a message's stored media, served by GET /api/webhooks/messages/{id}/media. */
export const MEDIA_KINDS = ['audio', 'image', 'video', 'document'] as const;

/** Average response time for a stat card: '45 s', '12 min', '2 h 05 min', '—' without answers. */
export function formatResponseTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}
