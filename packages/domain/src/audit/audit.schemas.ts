import { z } from 'zod';
import { formatDateTimeSeconds } from '../shared/format.ts';
import { ownEntry } from '../shared/own-entry.ts';
import { MAX_ID, isCalendarDate, isoDateTimeSchema } from '../shared/schema-fields.ts';

/** 'Logs do sistema' (architecture §5.16): who changed what, when and from where. MASTER only. */
export const AUDIT_MSG = {
  title: 'Logs do sistema',
  loadFailed: 'Erro ao carregar logs do sistema',
  empty: 'Nenhum registro encontrado para os filtros aplicados.',
  systemActor: 'Sistema',
  // Filters and paging.
  actorTooLong: 'Usuário: use no máximo 120 caracteres',
  actionInvalid: 'Ação inválida: use o código da ação (ex.: users.create) ou só a área (ex.: users)',
  targetInvalid: 'Alvo inválido: use o tipo do registro (ex.: user, franchise_unit)',
  targetIdInvalid: 'Identificador do alvo inválido',
  dateInvalid: 'Data inválida: use aaaa-mm-dd',
  dateRangeInvalid: 'A data inicial deve ser anterior ou igual à data final',
  pageInvalid: 'Página inválida',
  pageSizeInvalid: 'Itens por página: use um número de 1 a 100',
  pageTooDeep: 'Página além do limite: use os filtros ou o período para chegar a registros mais antigos',
  formatInvalid: 'Formato inválido: use json ou csv',
  exportTooLarge: 'Há registros demais para exportar de uma vez. Reduza o período ou use os filtros.',
} as const;

export const AUDIT_PAGE_SIZE_DEFAULT = 20;
export const AUDIT_PAGE_SIZE_MAX = 100;
/**
 * Paging reaches the newest AUDIT_WINDOW_MAX matching rows; older ones are reached by narrowing
 * the period. `total` counts up to this many (then `totalCapped` is true), so no request counts a
 * log of millions of rows.
 */
export const AUDIT_WINDOW_MAX = 10_000;
/** A CSV export holds at most this many rows; more answers 422 (narrow the filters). */
export const AUDIT_CSV_MAX_ROWS = 50_000;
export const AUDIT_FORMATS = ['json', 'csv'] as const;

// ---------------------------------------------------------------------------------------------
// Labels: what the screen and the CSV show for the codes the services write.
// ---------------------------------------------------------------------------------------------

/** Areas (the part before the dot of an action). */
export const AUDIT_AREA_LABELS: Record<string, string> = {
  auth: 'Acesso',
  account: 'Conta',
  users: 'Usuários',
  profiles: 'Perfis',
  categories: 'Categorias',
  franchise_units: 'Franquias',
  wallet: 'Carteiras',
  settings: 'Configurações',
  permissions: 'Permissões',
  messages: 'Mensagens',
  whatsapp: 'WhatsApp',
  system: 'Sistema',
  documents: 'Documentos',
  lead_preferences: 'Recebimento de pedidos',
};

/** Known actions; an unknown code is shown as it is. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'auth.register': 'Cadastro de empresa',
  'auth.login': 'Login',
  'auth.login_failed': 'Login recusado',
  'auth.login_throttled': 'Login bloqueado por excesso de tentativas',
  'auth.logout': 'Logout',
  'account.export': 'Dados da própria conta baixados (LGPD)',
  'account.closure_request': 'Encerramento da própria conta pedido (LGPD)',
  'account.closure_cancel': 'Pedido de encerramento da própria conta cancelado (LGPD)',
  'account.close': 'Conta encerrada a pedido do titular (LGPD)',
  'auth.password_reset_requested': 'Pedido de redefinição de senha',
  'auth.password_reset': 'Senha redefinida',
  'auth.session_end': 'Sessão encerrada',
  'auth.sessions_end_others': 'Outras sessões encerradas',
  'users.sessions_end': 'Sessões do usuário encerradas',
  'users.create': 'Usuário criado',
  'users.update': 'Usuário alterado',
  'users.activate': 'Usuário ativado',
  'users.deactivate': 'Usuário desativado',
  'users.delete': 'Usuário excluído',
  'users.permissions': 'Permissões do usuário alteradas',
  'users.categories': 'Categorias da empresa alteradas',
  'profiles.create': 'Perfil criado',
  'profiles.update': 'Perfil alterado',
  'profiles.photo': 'Foto do perfil alterada',
  'categories.create': 'Categoria criada',
  'categories.update': 'Categoria alterada',
  'categories.delete': 'Categoria excluída',
  'categories.example': 'Exemplo de categorização confirmado',
  'franchise_units.create': 'Franquia criada',
  'franchise_units.update': 'Franquia alterada',
  'franchise_units.activate': 'Franquia ativada',
  'franchise_units.deactivate': 'Franquia desativada',
  'franchise_units.delete': 'Franquia excluída',
  'wallet.credit': 'Crédito na carteira',
  'wallet.debit': 'Débito na carteira',
  'wallet.refund': 'Reembolso na carteira',
  'dispute.create': 'Lead contestado',
  'dispute.resolve': 'Contestação decidida',
  'wallet.top_up.request': 'Pedido de carga de créditos',
  'wallet.top_up.confirm': 'Carga de créditos confirmada',
  'wallet.top_up.cancel': 'Carga de créditos cancelada',
  'wallet.top_up.psp_confirm': 'Carga de créditos confirmada pelo banco (API Pix)',
  'wallet.top_up.psp_mismatch': 'Pix pago com valor diferente do pedido',
  'wallet.top_up.expire': 'Carga de créditos expirada',
  'pix_api.connect': 'API Pix conectada',
  'pix_api.disconnect': 'API Pix desconectada',
  'settings.update': 'Configurações alteradas',
  'permissions.create': 'Permissão criada',
  'permissions.update': 'Permissão alterada',
  'permissions.delete': 'Permissão excluída',
  'permissions.role_update': 'Permissão do perfil alterada',
  'system.backup': 'Backup baixado',
  'whatsapp.dead_letter_retry': 'Reenvio de mensagem não entregue',
  'documents.upload': 'Documento enviado',
  'documents.delete': 'Documento excluído',
  'wallet.top_up.psp_new_connection':
    'Atenção: crédito do banco por uma conexão API Pix salva há menos de 24 h',
  'privacy.request_create': 'Pedido de titular registrado (LGPD)',
  'privacy.request_execute': 'Pedido de titular executado (LGPD)',
  'privacy.erase': 'Dados de consumidor eliminados (LGPD)',
  'privacy.export': 'Dados de consumidor exportados (LGPD)',
  'lead_preferences.update': 'Recebimento de pedidos alterado',
  'lead_preferences.pause': 'Pedidos pausados pelo WhatsApp',
  'lead_preferences.resume': 'Pedidos retomados pelo WhatsApp',
  'lead_preferences.auto_pause': 'Pedidos pausados automaticamente (sem resposta)',
  'privacy.incident_create': 'Incidente de segurança registrado (LGPD)',
  'privacy.incident_update': 'Incidente de segurança alterado (LGPD)',
  'privacy.notice_read': 'Aviso de eliminação marcado como lido (LGPD)',
};

/** Kinds of record an entry points at. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  user: 'Usuário',
  profile: 'Perfil',
  category: 'Categoria',
  franchise_unit: 'Franquia',
  wallet: 'Carteira',
  wallet_transaction: 'Transação',
  wallet_top_up: 'Carga de créditos',
  setting: 'Configuração',
  settings: 'Configurações',
  permission: 'Permissão',
  role_permission: 'Permissão do perfil',
  message: 'Mensagem',
  outbound_message: 'Mensagem enviada',
  system: 'Sistema',
  document: 'Documento',
  dispute: 'Contestação',
  privacy_request: 'Pedido de titular',
  privacy_subject: 'Titular (pseudônimo)',
  privacy_incident: 'Incidente de segurança',
  privacy_erasure_notice: 'Aviso de eliminação',
};

export function auditActionLabel(action: string): string {
  return ownEntry(AUDIT_ACTION_LABELS, action) ?? action;
}

export function auditEntityLabel(entity: string): string {
  return ownEntry(AUDIT_ENTITY_LABELS, entity) ?? entity;
}

/** 'Franquia #12', or the kind alone when the entry names no record. */
export function auditTargetLabel(entity: string, entityId: number | null): string {
  const label = auditEntityLabel(entity);
  return entityId === null ? label : `${label} #${entityId}`;
}

/** 'dd/mm/aaaa HH:mm:ss' in Brasília time: a log needs the seconds. Invalid input gives '-'. */
export function formatAuditTime(value: string | Date): string {
  return formatDateTimeSeconds(value);
}

/** Header of the CSV export (architecture §5.18: UTF-8 with BOM, `;`, pt-BR dates). */
export const AUDIT_CSV_HEADER = [
  'Data',
  'Usuário',
  'Ação',
  'Código da ação',
  'Alvo',
  'IP',
  'Detalhes',
] as const;

// ---------------------------------------------------------------------------------------------
// GET /audit-log query (all values arrive as text).
// ---------------------------------------------------------------------------------------------

const queryInt = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const dateField = z.string({ error: AUDIT_MSG.dateInvalid }).refine(isCalendarDate, AUDIT_MSG.dateInvalid);

const blankToUndefined = (v: string | undefined) => v || undefined;

/**
 * Filters: `actor` (part of the e-mail or name of who acted), `action` (a code such as
 * `users.create`, or an area such as `users` or `wallet.top_up` for every action under it), `target` (the kind of record, e.g. `franchise_unit`)
 * and `target_id`, `from` / `to` (calendar days in Brasília time, inclusive). Newest first.
 */
export const auditLogQuerySchema = z
  .object({
    actor: z
      .string({ error: AUDIT_MSG.actorTooLong })
      .trim()
      .max(120, AUDIT_MSG.actorTooLong)
      .optional()
      .transform(blankToUndefined),
    action: z
      .string({ error: AUDIT_MSG.actionInvalid })
      .trim()
      .max(80, AUDIT_MSG.actionInvalid)
      .refine((v) => v === '' || /^[a-z_]+(\.[a-z_]+){0,3}$/.test(v), AUDIT_MSG.actionInvalid)
      .optional()
      .transform(blankToUndefined),
    target: z
      .string({ error: AUDIT_MSG.targetInvalid })
      .trim()
      .max(60, AUDIT_MSG.targetInvalid)
      .refine((v) => v === '' || /^[a-z_]+$/.test(v), AUDIT_MSG.targetInvalid)
      .optional()
      .transform(blankToUndefined),
    target_id: queryInt(AUDIT_MSG.targetIdInvalid, 1, MAX_ID).optional(),
    from: dateField.optional(),
    to: dateField.optional(),
    page: queryInt(AUDIT_MSG.pageInvalid, 1, AUDIT_WINDOW_MAX).optional().default(1),
    pageSize: queryInt(AUDIT_MSG.pageSizeInvalid, 1, AUDIT_PAGE_SIZE_MAX)
      .optional()
      .default(AUDIT_PAGE_SIZE_DEFAULT),
    format: z.enum(AUDIT_FORMATS, { error: AUDIT_MSG.formatInvalid }).optional().default('json'),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to) {
      ctx.addIssue({ code: 'custom', message: AUDIT_MSG.dateRangeInvalid, path: ['from'] });
    }
    if ((value.page - 1) * value.pageSize >= AUDIT_WINDOW_MAX) {
      ctx.addIssue({ code: 'custom', message: AUDIT_MSG.pageTooDeep, path: ['page'] });
    }
  });
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

/** Who acted: null for the system (or a removed account, whose id the log no longer keeps). */
export const auditActorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** One row of the log. `data` holds the details the service recorded (never a password). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: isoDateTimeSchema,
  action: z.string(),
  actor: auditActorSchema.nullable(),
  /** The kind of record changed (`user`, `franchise_unit`, …) and its id. */
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /audit-log: one page, newest first. */
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Matching rows, counted up to AUDIT_WINDOW_MAX. */
  total: z.number().int(),
  /** True when more than AUDIT_WINDOW_MAX rows match (show 'mais de 10.000'). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
