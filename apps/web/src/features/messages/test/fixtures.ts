import {
  inboundMessageDetailSchema,
  inboundMessageSchema,
  messageListResponseSchema,
  messageStatsSchema,
  type InboundMessage,
  type InboundMessageDetail,
  type MessageResponse,
  type MessageStats,
} from '@tenho/domain/messages/messages.schemas';

/** Answers of the messages API, checked against the domain's schemas so a changed contract fails here. */

export function makeResponse(overrides: Partial<MessageResponse> = {}): MessageResponse {
  return {
    offer_id: 1,
    company_id: 10,
    company_name: 'Elétrica Copacabana',
    response_text: 'TENHO',
    responded_at: '2026-03-10T15:05:00.000Z',
    contacts_exchanged: true,
    channel: 'WHATSAPP',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<InboundMessage> = {}): InboundMessage {
  return inboundMessageSchema.parse({
    id: 1,
    received_at: '2026-03-10T15:00:00.000Z',
    sender_name: 'Marcos Lima',
    whatsapp: '5521998765432',
    content: 'Preciso de um eletricista hoje',
    category_id: 7,
    category_name: 'Eletricista',
    status: 'Pendente',
    unit_id: 2,
    unit_name: 'Tenho Zona Sul',
    responses: [],
    notified_companies: [],
    my_offer: null,
    type: 'text',
    transcript: null,
    media: null,
    ...overrides,
  });
}

export function makeDetail(
  message: InboundMessage,
  overrides: Partial<InboundMessageDetail> = {},
): InboundMessageDetail {
  return inboundMessageDetailSchema.parse({
    ...message,
    type: 'text',
    category_confidence: 0.92,
    category_source: 'offline',
    processed_at: '2026-03-10T15:00:01.000Z',
    outbound: [],
    ...overrides,
  });
}

export function messageList(
  messages: InboundMessage[],
  total = messages.length,
  page = 1,
  pageSize = 20,
  totalCapped = false,
) {
  return messageListResponseSchema.parse({ messages, total, totalCapped, page, pageSize });
}

export function makeStats(overrides: Partial<MessageStats> = {}): MessageStats {
  return messageStatsSchema.parse({
    totalMessages: 12,
    categorizedMessages: 10,
    responsesCount: 7,
    avgResponseTime: 754,
    revenue: 1.5,
    refunds: 0,
    ...overrides,
  });
}
