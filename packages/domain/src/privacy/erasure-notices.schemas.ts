import { z } from 'zod';

/**
 * Issue 31 point 3 (Art. 18 §6): when a consumer's data is erased, every company that received the
 * contact is asked to erase it too: by WhatsApp and by this notice in its panel, naming the date of
 * the request and the lead, never the number.
 */
export const erasureNoticeSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  /** The lead (offer) whose consumer asked for the erasure. */
  leadId: z.number().int(),
  /** When the consumer asked (the date the notice names). */
  requestedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type ErasureNotice = z.infer<typeof erasureNoticeSchema>;

export const erasureNoticeListSchema = z.object({
  items: z.array(erasureNoticeSchema),
  unread: z.number().int(),
});
export type ErasureNoticeList = z.infer<typeof erasureNoticeListSchema>;

export const ERASURE_NOTICE_MSG = {
  title: 'Avisos de eliminação de dados (LGPD)',
  description:
    'Um cliente pediu a eliminação dos seus dados. Apague de seus registros o nome, o número e as mensagens do cliente de cada lead abaixo (Art. 18 §6 da LGPD).',
  empty: 'Nenhum aviso de eliminação de dados.',
  notFound: 'Aviso não encontrado',
  markRead: 'Marcar como lida',
  read: 'Lida',
  loadFailed: 'Erro ao carregar os avisos de eliminação',
  markFailed: 'Erro ao marcar o aviso como lido',
  arrived: 'Novo aviso de eliminação de dados (LGPD). Veja no Dashboard.',
  /** The line of one notice. */
  line: (leadId: number, requestedAt: string) =>
    `O cliente do lead #${leadId} pediu em ${requestedAt} a eliminação dos seus dados.`,
} as const;
