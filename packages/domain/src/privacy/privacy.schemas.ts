import { z } from 'zod';
import { foldText } from '../shared/format.ts';
import { phoneDigitsField } from '../shared/schema-fields.ts';

/**
 * The consumer's data under the LGPD (issue 31): requests by WhatsApp or registered in the panel,
 * their erasure (pseudonym + a fixed text in place of free text) and the words a consumer sends.
 */
/** ACCOUNT_CLOSURE: a panel user asks, in Perfil, for their own account to be closed (point 6). */
export const PRIVACY_REQUEST_TYPES = ['ACCESS', 'ERASURE', 'ACCOUNT_CLOSURE'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
/** The types of a consumer (a phone number): the ones registered by number in Privacidade. */
export const CONSUMER_REQUEST_TYPES = ['ACCESS', 'ERASURE'] as const;

/** PANEL: asked by the signed-in account itself (Perfil). */
export const PRIVACY_CHANNELS = ['WHATSAPP', 'EMAIL', 'PHONE', 'PANEL'] as const;
export type PrivacyChannel = (typeof PRIVACY_CHANNELS)[number];

/** PENDING: registered, not carried out; CONFIRMING: waiting for the consumer's 'Apagar'. */
export const PRIVACY_REQUEST_STATUSES = ['PENDING', 'CONFIRMING', 'ANSWERED', 'CANCELLED'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const PRIVACY_TYPE_LABELS: Record<PrivacyRequestType, string> = {
  ACCESS: 'Acesso aos dados',
  ERASURE: 'Eliminação',
  ACCOUNT_CLOSURE: 'Encerramento de conta',
};
export const PRIVACY_CHANNEL_LABELS: Record<PrivacyChannel, string> = {
  WHATSAPP: 'WhatsApp',
  EMAIL: 'E-mail',
  PHONE: 'Telefone',
  PANEL: 'Painel',
};

/** Art. 19: the complete answer is due within 15 days of the request. */
export const PRIVACY_ANSWER_DAYS = 15;

/** What replaces a consumer's free text once erased. */
export const ERASED_TEXT = '[removido a pedido do titular]';

/** The words a consumer sends (matched after accent and case folding, punctuation ignored). */
export const PRIVACY_WORDS = { access: 'MEUS DADOS', erasure: 'APAGAR MEUS DADOS' } as const;

const wordsOf = (text: string | null | undefined) =>
  foldText(text)
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');

/** 'Meus dados!' → ACCESS, 'apagar meus dados' → ERASURE, anything else → null. */
export function classifyPrivacyText(text: string | null | undefined): PrivacyRequestType | null {
  const words = wordsOf(text);
  if (words === wordsOf(PRIVACY_WORDS.erasure)) return 'ERASURE';
  if (words === wordsOf(PRIVACY_WORDS.access)) return 'ACCESS';
  return null;
}

/** Reply buttons of the erasure confirmation: `privacy:<request id>:erase|cancel`. */
export const PRIVACY_BUTTON_TITLES = { erase: 'Apagar', cancel: 'Cancelar' } as const;
export type PrivacyButtonAction = keyof typeof PRIVACY_BUTTON_TITLES;
const BUTTON_ID = /^privacy:([1-9]\d{0,9}):(erase|cancel)$/;

export function privacyButtonId(requestId: number, action: PrivacyButtonAction): string {
  return `privacy:${requestId}:${action}`;
}

export function parsePrivacyButtonId(
  id: string | null | undefined,
): { requestId: number; action: PrivacyButtonAction } | null {
  const match = typeof id === 'string' ? BUTTON_ID.exec(id.trim()) : null;
  if (!match) return null;
  const requestId = Number(match[1]);
  if (requestId > 2_147_483_647) return null;
  return { requestId, action: match[2] as PrivacyButtonAction };
}

const dateBR = (date: Date) =>
  date.toLocaleDateString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

export type ConsumerDataSummary = {
  name: string | null;
  requests: number;
  firstAt: Date | null;
  lastAt: Date | null;
  ratings: number;
  companies: { name: string; at: Date }[];
};

/** The WhatsApp texts of the consumer's rights (pt-BR). */
export const PRIVACY_TEXTS = {
  /** The line the first message to a consumer number ends with (once per number). */
  noticeLine: (publicUrl: string) =>
    `Rede Tenho: usamos seu número e mensagem só para atender seu pedido. Privacidade: ${publicUrl}/privacidade`,
  accessAnswer(data: ConsumerDataSummary): string {
    if (data.requests === 0 && data.companies.length === 0 && data.ratings === 0)
      return 'Não guardamos nenhum dado sobre este número.';
    const lines = [
      'Seus dados guardados pela Tenho:',
      `• Nome: ${data.name ?? 'não informado'}`,
      `• Pedidos: ${data.requests}` +
        (data.firstAt && data.lastAt ? ` (de ${dateBR(data.firstAt)} a ${dateBR(data.lastAt)})` : ''),
      `• Avaliações dadas: ${data.ratings}`,
    ];
    if (data.companies.length === 0) lines.push('Nenhuma empresa recebeu seu número.');
    else {
      lines.push('Empresas que receberam seu número:');
      for (const company of data.companies) lines.push(`• ${company.name} (${dateBR(company.at)})`);
    }
    lines.push(`Para apagar tudo, envie ${PRIVACY_WORDS.erasure}.`);
    return lines.join('\n');
  },
  erasureConfirm:
    'Você pediu para apagar seus dados. Seu nome, número e mensagens serão removidos e as empresas que receberam seu contato serão avisadas. Confirma?',
  erasureDone: 'Pronto: seus dados foram apagados e as empresas que receberam seu contato foram avisadas.',
  erasureCancelled: 'Tudo certo, nada foi apagado.',
  companyNotice: (requestDate: Date, leadId: number) =>
    `Aviso LGPD (Art. 18 §6): em ${dateBR(requestDate)} o cliente do lead #${leadId} pediu a eliminação dos seus dados. Apague o nome, número e mensagens desse cliente dos seus registros.`,
};

export const privacyRequestSchema = z.object({
  id: z.number().int(),
  type: z.enum(PRIVACY_REQUEST_TYPES),
  channel: z.enum(PRIVACY_CHANNELS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  unitId: z.number().int().nullable(),
  /** The subject as its pseudonym (the number is never kept once a request is carried out). */
  subject: z.string(),
  note: z.string().nullable(),
  receivedAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  overdue: z.boolean(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

export const privacyRequestListSchema = z.object({ items: z.array(privacyRequestSchema) });

export const privacyRequestCreateSchema = z.object({
  type: z.enum(CONSUMER_REQUEST_TYPES, { error: 'Tipo de pedido inválido' }),
  phone: phoneDigitsField('Telefone inválido', 'Informe o telefone'),
  channel: z.enum(['EMAIL', 'PHONE'], { error: 'Canal inválido' }),
  note: z
    .string()
    .trim()
    .max(500, 'Observação muito longa')
    .nullish()
    .transform((v) => v || null),
});
export type PrivacyRequestCreate = z.input<typeof privacyRequestCreateSchema>;

export const privacyExportQuerySchema = z.object({
  phone: phoneDigitsField('Telefone inválido', 'Informe o telefone'),
});

export const privacyExportSchema = z.object({
  subject: z.string(),
  exportedAt: z.iso.datetime(),
  name: z.string().nullable(),
  messages: z.array(
    z.object({ receivedAt: z.iso.datetime(), content: z.string(), category: z.string().nullable() }),
  ),
  companies: z.array(z.object({ name: z.string(), at: z.iso.datetime() })),
  ratings: z.array(
    z.object({ company: z.string(), score: z.number().nullable(), comment: z.string().nullable() }),
  ),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** pt-BR texts of the privacy routes' errors. */
export const PRIVACY_MSG = {
  notFound: 'Pedido de privacidade não encontrado',
  subjectNotFound: 'Nenhum dado deste número na sua franquia',
  notPending: 'Este pedido já foi executado ou cancelado',
} as const;

/** The request's status as the Privacidade screen shows it. */
export const PRIVACY_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  PENDING: 'Pendente',
  CONFIRMING: 'Aguardando o titular',
  ANSWERED: 'Respondido',
  CANCELLED: 'Cancelado',
};

/** The label of a request type; a type added later without a label still shows its code. */
export function privacyTypeLabel(type: string): string {
  return Object.hasOwn(PRIVACY_TYPE_LABELS, type) ? PRIVACY_TYPE_LABELS[type as PrivacyRequestType] : type;
}

/** pt-BR texts of the Privacidade screen. */
export const PRIVACY_SCREEN_MSG = {
  requestsLoadFailed: 'Erro ao carregar os pedidos de titulares',
  incidentsLoadFailed: 'Erro ao carregar o registro de incidentes',
  requestCreated: 'Pedido registrado.',
  requestCreateFailed: 'Erro ao registrar o pedido',
  executed: 'Pedido executado.',
  erased: 'Dados eliminados e empresas avisadas.',
  executeFailed: 'Erro ao executar o pedido',
  exported: 'Arquivo com os dados baixado.',
  exportFailed: 'Erro ao exportar os dados',
  incidentCreated: 'Incidente registrado.',
  incidentSaved: 'Incidente atualizado.',
  incidentSaveFailed: 'Erro ao salvar o incidente',
} as const;

/** The types a person at the network registers for a consumer's number (other types come from elsewhere). */
export const PRIVACY_CONSUMER_REQUEST_TYPES = [
  'ACCESS',
  'ERASURE',
] as const satisfies readonly PrivacyRequestType[];
