import { z } from 'zod';
import { receivingSummarySchema } from '../lead-preferences/lead-preferences.schemas.ts';
import { MSG as AUTH_MSG, emailField } from '../auth/auth.schemas.ts';
import { newPasswordField } from '../auth/password.ts';
import { isValidPhone, normalizePhoneDigits } from '../shared/format.ts';
import { countLabel } from '../shared/plural.ts';
import { ROLES } from '../auth/roles.ts';
import {
  isUF,
  isoDateTimeSchema,
  nullableText,
  optionalPhoneField,
  visibleString,
} from '../shared/schema-fields.ts';
import { leadStatusSchema } from '../users/users.schemas.ts';
import { recordVersionField } from '../shared/record-version.ts';
import { PIX_KEY_MAX, PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX, normalizePixKey } from '../wallet/pix.ts';
import { latestRatingCommentSchema, ratingSummarySchema } from '../ratings/ratings.schemas.ts';
import { FRANCHISE_PAGE_SIZE_DEFAULT, FRANCHISE_PAGE_SIZE_MAX } from './franchise.constants.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './franchise.constants.ts';

export const FRANCHISE_MSG = {
  // Validation (spec §5).
  required: 'Preencha todos os campos obrigatórios',
  codeInvalid: 'O código deve ter apenas letras minúsculas, números e hífens (ex.: zona-sul)',
  stateInvalid: 'UF inválida',
  phoneInvalid: 'Telefone inválido',
  deleteConfirm: 'Digite "excluir" para confirmar a exclusão',
  nothingToUpdate: 'Nenhuma alteração informada',
  // Toasts (spec §8, Franchises and Admins).
  loadFailed: 'Erro ao carregar franquias',
  saveFailed: 'Erro ao salvar franquia',
  created: 'Franquia criada!',
  updated: 'Franquia atualizada!',
  removed: 'Franquia removida!',
  activated: 'Franquia ativada!',
  deactivated: 'Franquia desativada!',
  statusFailed: 'Erro ao atualizar status',
  checkFailed: 'Erro ao verificar franquia',
  removeFailed: 'Erro ao remover franquia',
  hasLinksServer: 'Não é possível excluir esta franquia pois ela possui usuários ou clientes vinculados',
  adminsLoadFailed: 'Erro ao carregar admins da franquia',
  adminCreated: 'Admin criado com sucesso!',
  adminCreateFailed: 'Erro ao criar admin',
  clientsLoadFailed: 'Erro ao carregar clientes da franquia',
  notInUnit: 'Usuário não está associado a uma franquia',
  // Errors the API answers with.
  notFound: 'Franquia não encontrada',
  codeTaken: 'Já existe uma franquia com este código',
  whatsappIdInvalid:
    'Identificador do número no WhatsApp inválido: use apenas dígitos (o phone_number_id da Meta)',
  whatsappIdTaken: 'Este número de WhatsApp (phone_number_id) já está ligado a outra franquia',
  // List filters.
  searchTooLong: 'Busca muito longa (máximo de 100 caracteres)',
  statusInvalid: 'Situação inválida: use all, active ou inactive',
  pageInvalid: 'Página inválida',
  pageSizeInvalid: 'Itens por página: use um número de 1 a 100',
  // Pix receiving data of a unit ('Carregar Créditos').
  pixKeyInvalid: 'Chave Pix inválida: use CPF, CNPJ, e-mail, celular ou chave aleatória',
  pixMerchantNameTooLong: `O nome do recebedor Pix deve ter no máximo ${PIX_MERCHANT_NAME_MAX} caracteres`,
  pixMerchantCityTooLong: `A cidade do recebedor Pix deve ter no máximo ${PIX_MERCHANT_CITY_MAX} caracteres`,
} as const;

/** Spec §8: the linked-records block shown before a delete. */
export function franchiseHasLinksMessage(users: number, clients: number): string {
  return `Esta franquia possui usuários (${users}) e/ou clientes (${clients}) vinculados. Você precisa desvincular todos antes de excluir.`;
}

/**
 * The 409 of DELETE /franchise-units/{id} while people are linked. It contains 'não é possível
 * excluir', which the web turns into FRANCHISE_MSG.hasLinksServer (spec §8).
 */
export function franchiseDeleteBlockedMessage(users: number, clients: number): string {
  return `Esta franquia possui usuários (${users}) e/ou clientes (${clients}) vinculados, por isso não é possível excluir. Desvincule todos antes de excluir.`;
}

/** A unit with its own documents (visibility UNIT) is not deleted: someone removes them first, on purpose. */
export function franchiseDeleteHasDocumentsMessage(documents: number): string {
  return `Esta franquia possui ${countLabel(documents, { one: 'documento da unidade', many: 'documentos da unidade' })}. Exclua-os em Documentos antes de excluir a franquia.`;
}

/** Spec §2: 'Ativa' / 'Inativa'; '-' for a unit without region. */
export const UNIT_STATUS_LABELS = { active: 'Ativa', inactive: 'Inativa' } as const;

/** The word typed to confirm a delete (spec §4, §5). */
export const DELETE_CONFIRMATION_WORD = 'excluir';

/** True when the text is 'excluir' in any case (surrounding spaces ignored). */
export function isDeleteConfirmation(text: string | null | undefined): boolean {
  return (text ?? '').trim().toLocaleLowerCase('pt-BR') === DELETE_CONFIRMATION_WORD;
}

export const UNIT_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const required = (max: number) =>
  visibleString({ error: FRANCHISE_MSG.required })
    .min(1, FRANCHISE_MSG.required)
    .max(max, FRANCHISE_MSG.required);

/** A unit's code: trimmed, lower-cased, then a slug ('Zona-Sul' → 'zona-sul'). */
const codeField = z
  .string({ error: FRANCHISE_MSG.required })
  .trim()
  .min(1, FRANCHISE_MSG.required)
  .max(60, FRANCHISE_MSG.codeInvalid)
  .refine((v) => v === '' || UNIT_CODE_PATTERN.test(v.toLowerCase()), FRANCHISE_MSG.codeInvalid)
  .transform((v) => v.toLowerCase());

/** A state as its two-letter code (UF), upper-cased. */
const stateField = z
  .string({ error: FRANCHISE_MSG.required })
  .trim()
  .min(1, FRANCHISE_MSG.required)
  .refine((v) => v === '' || isUF(v), FRANCHISE_MSG.stateInvalid)
  .transform((v) => v.toUpperCase());

/** A unit's Pix key in its canonical form ('(11) 98765-4321' → '+5511987654321'); '' clears it. */
const pixKeyField = z
  .string()
  .trim()
  .max(PIX_KEY_MAX + 20, FRANCHISE_MSG.pixKeyInvalid)
  .nullable()
  .optional()
  .refine((v) => !v || normalizePixKey(v) !== null, FRANCHISE_MSG.pixKeyInvalid)
  .transform((v) => (v ? normalizePixKey(v) : v === '' ? null : v));

/** The Meta phone_number_id that routes inbound WhatsApp messages to the unit; '' clears it. */
const whatsappPhoneNumberIdField = z
  .string()
  .trim()
  .max(40, FRANCHISE_MSG.whatsappIdInvalid)
  .nullable()
  .optional()
  .refine((v) => !v || /^\d{5,40}$/.test(v), FRANCHISE_MSG.whatsappIdInvalid)
  .transform((v) => (v === '' ? null : v));

const franchiseFields = {
  name: required(120),
  code: codeField,
  city: required(120),
  state: stateField,
  region: nullableText(120),
  is_active: z.boolean().optional(),
  whatsapp_phone_number_id: whatsappPhoneNumberIdField,
  pix_key: pixKeyField,
  /** Receiver name in the Pix code (the unit's name when empty). */
  pix_merchant_name: nullableText(PIX_MERCHANT_NAME_MAX, FRANCHISE_MSG.pixMerchantNameTooLong),
  /** Receiver city in the Pix code (the unit's city when empty). */
  pix_merchant_city: nullableText(PIX_MERCHANT_CITY_MAX, FRANCHISE_MSG.pixMerchantCityTooLong),
  /** The unit's WhatsApp number as consumers see it (national digits). */
  whatsapp_display_number: z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((v) => !v || isValidPhone(v), FRANCHISE_MSG.phoneInvalid)
    .transform((v) => (v ? normalizePhoneDigits(v) : v === '' ? null : v)),
};

/** POST /franchise-units and the create/edit modal. is_active defaults to true on the server. */
export const franchiseInputSchema = z.object(franchiseFields);
export type FranchiseInput = z.input<typeof franchiseInputSchema>;

/** PATCH /franchise-units/{id}: any of the fields, e.g. only is_active to toggle. */
export const franchisePatchSchema = z
  .object(franchiseFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), FRANCHISE_MSG.nothingToUpdate);
export type FranchisePatch = z.input<typeof franchisePatchSchema>;

// ---------------------------------------------------------------------------------------------
// GET /franchise-units query (all values arrive as text). Only the full list (a caller holding
// franchise.view) is filtered and paged; the public list ignores them.
// ---------------------------------------------------------------------------------------------

export const FRANCHISE_STATUSES = ['all', 'active', 'inactive'] as const;
export type FranchiseStatusFilter = (typeof FRANCHISE_STATUSES)[number];
const FRANCHISE_PAGE_MAX = 100_000;

const queryInt = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/**
 * `search` matches name, city, state (UF) or code, accents and case folded; `status` all | active |
 * inactive; `page` from 1 and `pageSize` up to 100 (default 20). Order: name, then id.
 */
export const franchiseListQuerySchema = z.object({
  search: z
    .string({ error: FRANCHISE_MSG.searchTooLong })
    .trim()
    .max(100, FRANCHISE_MSG.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(FRANCHISE_STATUSES, { error: FRANCHISE_MSG.statusInvalid }).default('all'),
  page: queryInt(FRANCHISE_MSG.pageInvalid, 1, FRANCHISE_PAGE_MAX).optional().default(1),
  pageSize: queryInt(FRANCHISE_MSG.pageSizeInvalid, 1, FRANCHISE_PAGE_SIZE_MAX)
    .optional()
    .default(FRANCHISE_PAGE_SIZE_DEFAULT),
});
export type FranchiseListQueryInput = z.input<typeof franchiseListQuerySchema>;
export type FranchiseListQuery = z.output<typeof franchiseListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers (no transforms, so they serialise as they are).
// ---------------------------------------------------------------------------------------------

/** A unit as the API returns it (spec §3), with the routing and Pix fields. */
export const franchiseUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  city: z.string(),
  state: z.string(),
  region: z.string().nullable(),
  is_active: z.boolean(),
  whatsapp_phone_number_id: z.string().nullable(),
  whatsapp_display_number: z.string().nullable(),
  pix_key: z.string().nullable(),
  pix_merchant_name: z.string().nullable(),
  pix_merchant_city: z.string().nullable(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  /** The record's version (the API always sends it), for the edit dialogs' If-Match. */
  version: recordVersionField.optional(),
});
export type FranchiseUnit = z.infer<typeof franchiseUnitSchema>;

/** Cards of the Franquias screen: every unit in the caller's reach, whatever the filters. */
export const franchiseCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
});
export type FranchiseCounts = z.infer<typeof franchiseCountsSchema>;

/**
 * GET /franchise-units for a caller holding franchise.view (MASTER: the network; ADMIN: its own
 * unit): one page of units, the filtered total and the counts.
 */
export const franchiseListResponseSchema = z.object({
  units: z.array(franchiseUnitSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: franchiseCountsSchema,
});
export type FranchiseListResponse = z.infer<typeof franchiseListResponseSchema>;

/** The public list of the register form (active units only). */
export const publicUnitSchema = z.object({ id: z.number().int(), name: z.string() });
export type PublicUnit = z.infer<typeof publicUnitSchema>;
export const publicUnitListSchema = z.array(publicUnitSchema);

/**
 * GET /franchise-units answers the public array to visitors and to sessions without
 * franchise.view (CLIENT, USER), and the paged object to those holding it.
 */
export const franchiseListAnswerSchema = z.union([franchiseListResponseSchema, publicUnitListSchema]);
export type FranchiseListAnswer = z.infer<typeof franchiseListAnswerSchema>;

/** A person linked to a unit (its admins and company users), as the unit's detail lists them. */
export const unitMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The profile's display name, or null. */
  name: z.string().nullable(),
  /** The primary phone, digits only, or null. */
  phone: z.string().nullable(),
  is_active: z.boolean(),
  created_at: isoDateTimeSchema,
});
export type UnitMember = z.infer<typeof unitMemberSchema>;

/** A company (CLIENT) of a unit with its wallet balance in reais (0 without a wallet). */
export const unitClientSchema = unitMemberSchema.extend({
  balance: z.number(),
  /** Architecture §5.7: set for self-registered companies only. */
  lead_status: leadStatusSchema.nullable(),
  /** Quality signal (issue 24): disputes ÷ charged leads of the last 90 days; null without leads. */
  dispute_rate: z.number().nullable(),
  disputes_90d: z.number().int(),
  charged_leads_90d: z.number().int(),
  /** Consumer ratings (average, count) and the newest comment, shown with the rating (issue 29). */
  rating: ratingSummarySchema.optional(),
  latest_comment: latestRatingCommentSchema.nullable().optional(),
  /** Issue 32: how it receives leads right now, and its response time over 30 days. */
  receiving: receivingSummarySchema.optional(),
});
export type UnitClient = z.infer<typeof unitClientSchema>;

/** How many members the detail lists at most; `users_count` / `clients_count` give the totals. */
export const UNIT_DETAIL_LIST_MAX = 500;

/**
 * GET /franchise-units/{id}: the unit with its people. `users` are the non-company accounts (ADMIN,
 * and the USERs of its companies), `client_units` the companies (CLIENT); both by name, at most
 * UNIT_DETAIL_LIST_MAX each. The counts are what the delete check shows (spec §8).
 */
export const franchiseUnitDetailSchema = franchiseUnitSchema.extend({
  users: z.array(unitMemberSchema),
  client_units: z.array(unitClientSchema),
  users_count: z.number().int(),
  clients_count: z.number().int(),
});
export type FranchiseUnitDetail = z.infer<typeof franchiseUnitDetailSchema>;

/** New franchise admin (role fixed ADMIN, bound to the selected unit). */
export const franchiseAdminSchema = z.object({
  email: emailField(FRANCHISE_MSG.required, AUTH_MSG.emailInvalid),
  password: newPasswordField({ required: FRANCHISE_MSG.required, weak: AUTH_MSG.passwordWeak }),
  name: required(160),
  phone: optionalPhoneField(FRANCHISE_MSG.phoneInvalid),
});
export type FranchiseAdminInput = z.input<typeof franchiseAdminSchema>;

/** The form of the delete dialog; the button stays disabled until this passes. */
export const franchiseDeleteConfirmSchema = z.object({
  confirmation: z.string().refine(isDeleteConfirmation, FRANCHISE_MSG.deleteConfirm),
});
