// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

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
