import { z } from 'zod';
import { MSG as AUTH_MSG, emailField } from '../auth/auth.schemas.ts';
import { isStrongPassword } from '../auth/password.ts';
import { isUF, isoDateTimeSchema, nullableText, optionalPhoneField } from '../shared/schema-fields.ts';
import { userSchema } from '../users/users.schemas.ts';

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
} as const;

/** Spec §8: the linked-records block shown before a delete. */
export function franchiseHasLinksMessage(users: number, clients: number): string {
  return `Esta franquia possui usuários (${users}) e/ou clientes (${clients}) vinculados. Você precisa desvincular todos antes de excluir.`;
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
  z
    .string({ error: FRANCHISE_MSG.required })
    .trim()
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

const franchiseFields = {
  name: required(120),
  code: codeField,
  city: required(120),
  state: stateField,
  region: nullableText(120),
  is_active: z.boolean().optional(),
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

/** A unit as the API returns it (spec §3). */
export const franchiseUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  city: z.string(),
  state: z.string(),
  region: z.string().nullable().optional(),
  is_active: z.boolean(),
  created_at: isoDateTimeSchema.optional(),
});
export type FranchiseUnit = z.infer<typeof franchiseUnitSchema>;

/** GET /franchise-units/{id}: the unit with its users and client companies. */
export const franchiseUnitDetailSchema = franchiseUnitSchema.extend({
  users: z.array(userSchema),
  client_units: z.array(userSchema),
});
export type FranchiseUnitDetail = z.infer<typeof franchiseUnitDetailSchema>;

/** The public list of the register form (active units only). */
export const publicUnitSchema = z.object({ id: z.number().int(), name: z.string() });
export type PublicUnit = z.infer<typeof publicUnitSchema>;
export const publicUnitListSchema = z.array(publicUnitSchema);

/** New franchise admin (role fixed ADMIN, bound to the selected unit). */
export const franchiseAdminSchema = z.object({
  email: emailField(FRANCHISE_MSG.required, AUTH_MSG.emailInvalid),
  password: z
    .string({ error: FRANCHISE_MSG.required })
    .min(1, FRANCHISE_MSG.required)
    .max(256, AUTH_MSG.passwordWeak)
    .refine((v) => v === '' || isStrongPassword(v), AUTH_MSG.passwordWeak),
  name: required(160),
  phone: optionalPhoneField(FRANCHISE_MSG.phoneInvalid),
});
export type FranchiseAdminInput = z.input<typeof franchiseAdminSchema>;

/** The form of the delete dialog; the button stays disabled until this passes. */
export const franchiseDeleteConfirmSchema = z.object({
  confirmation: z.string().refine(isDeleteConfirmation, FRANCHISE_MSG.deleteConfirm),
});
