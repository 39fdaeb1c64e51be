import { z } from 'zod';
import '../shared/zod-locale.ts';
import { ROLES } from '../auth/roles.ts';
import { isoDateTimeSchema } from '../shared/schema-fields.ts';
import { profileSchema } from '../users/users.schemas.ts';
import { PRIVACY_REQUEST_STATUSES } from './privacy.schemas.ts';

/**
 * A panel account's own rights (issue 31 point 6): any signed-in person downloads what Tenho keeps
 * about their account (GET /profile/export) and asks, in Perfil, for it to be closed
 * (POST /profile/closure → a privacy request ACCOUNT_CLOSURE carried out in Privacidade).
 */

/** What a closed account's personal fields become (unique per account, never a real address). */
export const closedAccountName = (userId: number) => `Conta encerrada #${userId}`;
export const closedAccountEmail = (userId: number) => `encerrada-${userId}@conta-encerrada.invalid`;
/** The subject of an account's privacy request (the consumers' are `titular-…`). */
export const accountSubject = (userId: number) => `conta-${userId}`;

export const ACCOUNT_MSG = {
  sectionTitle: 'Meus dados',
  sectionDescription:
    'Baixe tudo o que a Tenho guarda sobre a sua conta ou peça o encerramento dela (LGPD, Art. 18).',
  download: 'Baixar meus dados',
  downloading: 'Preparando arquivo…',
  downloaded: 'Seus dados foram baixados.',
  downloadFailed: 'Erro ao baixar seus dados',
  close: 'Encerrar minha conta',
  closeTitle: 'Encerrar minha conta?',
  closeConfirm: 'Pedir encerramento',
  closeRequested: 'Pedido de encerramento enviado. A franquia vai concluir o encerramento em até 15 dias.',
  closeFailed: 'Erro ao pedir o encerramento da conta',
  statusFailed: 'Erro ao carregar o pedido de encerramento',
  pendingNotice: (date: string) =>
    `Você pediu o encerramento da conta em ${date}. A franquia vai concluí-lo em até 15 dias; até lá, sua conta continua funcionando.`,
  lastMaster: 'Você é o único Master ativo. Ative outro Master antes de encerrar sua conta.',
  alreadyPending: 'Já existe um pedido de encerramento da sua conta aguardando a franquia.',
  accountGone: 'Esta conta já foi encerrada ou excluída',
  nothingPending: 'Nenhum pedido de encerramento aguardando para esta conta',
  cancel: 'Cancelar pedido',
  cancelled: 'Pedido de encerramento cancelado. Sua conta continua ativa.',
  cancelFailed: 'Erro ao cancelar o pedido de encerramento',
  note: 'Pedido feito pelo próprio usuário na tela Perfil',
} as const;

/** What the confirmation dialog explains, one line each. */
export const ACCOUNT_CLOSURE_EFFECTS = [
  'O pedido vai para a franquia, que o conclui em até 15 dias. Até lá, sua conta continua funcionando e você pode cancelar o pedido.',
  'Quando concluído, seu acesso é desativado, todas as sessões são encerradas e seu nome, e-mail, telefones, documentos, endereço e foto são apagados.',
  'Se a conta for de uma empresa, os usuários dela também perdem o acesso.',
  'O histórico financeiro (saldo, créditos e cobranças) e os relatórios são mantidos sem seus dados pessoais, como a lei exige.',
  'Antes de pedir, você pode baixar uma cópia dos seus dados.',
] as const;

/** GET /profile/closure and the answer of POST: the account's latest closure request. */
export const accountClosureSchema = z.object({
  id: z.number().int(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  received_at: isoDateTimeSchema,
  due_at: isoDateTimeSchema,
  answered_at: isoDateTimeSchema.nullable(),
});
export type AccountClosure = z.infer<typeof accountClosureSchema>;
export const accountClosureStatusSchema = z.object({ request: accountClosureSchema.nullable() });
export type AccountClosureStatus = z.infer<typeof accountClosureStatusSchema>;

/** GET /profile/export: everything about the signed-in account (portability, Art. 18 V). */
export const accountExportSchema = z.object({
  exported_at: isoDateTimeSchema,
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(ROLES),
    role_label: z.string(),
    unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** A USER's company. */
    company: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
    is_active: z.boolean(),
    created_at: isoDateTimeSchema,
    last_login_at: isoDateTimeSchema.nullable(),
    login_count: z.number().int(),
    terms_version: z.string().nullable(),
    terms_accepted_at: isoDateTimeSchema.nullable(),
  }),
  /** The profile as Perfil shows it (spec §3), photos by their URLs. */
  profile: profileSchema.omit({ version: true }).nullable(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      device: z.string(),
      ip: z.string().nullable(),
      created_at: isoDateTimeSchema,
      last_used_at: isoDateTimeSchema.nullable(),
      expires_at: isoDateTimeSchema,
      revoked_at: isoDateTimeSchema.nullable(),
    }),
  ),
  audit: z.object({
    /** What this account did (its own IP). */
    as_actor: z.array(
      z.object({
        at: isoDateTimeSchema,
        action: z.string(),
        label: z.string(),
        entity: z.string(),
        entity_id: z.number().int().nullable(),
        ip: z.string().nullable(),
      }),
    ),
    /** What was done to this account, by itself or by others (others' IPs and details left out). */
    about_me: z.array(
      z.object({ at: isoDateTimeSchema, action: z.string(), label: z.string(), by_me: z.boolean() }),
    ),
  }),
  /** A company's (CLIENT) wallet; null for the other roles or before its first movement. */
  wallet: z
    .object({
      balance_cents: z.number().int(),
      totals: z.object({
        transactions: z.number().int(),
        credit_cents: z.number().int(),
        debit_cents: z.number().int(),
        refund_cents: z.number().int(),
      }),
      transactions: z.array(
        z.object({
          at: isoDateTimeSchema,
          type: z.string(),
          amount_cents: z.number().int(),
          balance_after_cents: z.number().int(),
          description: z.string(),
        }),
      ),
    })
    .nullable(),
  privacy_requests: z.array(accountClosureSchema.extend({ type: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** How many rows of each list the export holds at most (newest first). */
export const ACCOUNT_EXPORT_LIMIT = 5000;
