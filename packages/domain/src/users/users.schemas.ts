import { recordVersionField } from '../shared/record-version.ts';
import { z } from 'zod';
import { emailField, unitRefSchema } from '../auth/auth.schemas.ts';
import { newPasswordField } from '../auth/password.ts';
import { ROLES, isRole, type Role } from '../auth/roles.ts';
import {
  isCEP,
  isUF,
  isoDateTimeSchema,
  nullableText,
  optionalPhoneField,
  optionalPastDate,
  requiredText,
  MAX_ID,
} from '../shared/schema-fields.ts';
import { isValidCNPJ, isValidCPF, isValidPhone, normalizePhoneDigits, onlyDigits } from '../shared/format.ts';
import { ratingSummarySchema } from '../ratings/ratings.schemas.ts';
import { receivingSummarySchema } from '../lead-preferences/lead-preferences.schemas.ts';
import { USER_PAGE_SIZE_DEFAULT, USER_PAGE_SIZE_MAX, USER_PAGE_MAX } from './users.constants.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './users.constants.ts';

export const USERS_MSG = {
  // Validation (spec §5, Create user).
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha é obrigatória',
  passwordWeak: 'Senha não atende aos critérios de segurança',
  nameRequired: 'Nome é obrigatório',
  phoneRequired: 'Pelo menos um telefone válido é obrigatório',
  phoneInvalid: 'Telefone inválido',
  roleInvalid: 'Selecione um perfil válido',
  unitInvalid: 'Selecione uma franquia válida',
  documentInvalid: 'Documento inválido',
  cpfInvalid: 'CPF inválido',
  cnpjInvalid: 'CNPJ inválido',
  birthDateInvalid: 'Data de nascimento inválida',
  ufInvalid: 'UF inválida',
  cepInvalid: 'CEP inválido',
  nothingToUpdate: 'Nenhuma alteração informada',
  parentInvalid: 'Selecione uma empresa válida',
  pageInvalid: 'Página inválida',
  pageSizeInvalid: 'Tamanho de página inválido (1 a 100)',
  sortInvalid: 'Ordenação inválida',
  searchTooLong: 'Busca muito longa (máximo de 100 caracteres)',
  permissionOverrideInvalid: 'Permissões inválidas',
  // API answers (codes in apps/api/src/modules/users/users.errors.ts).
  notFound: 'Usuário não encontrado',
  emailTaken: 'Este e-mail já está cadastrado',
  /** Routing finds a company by its number: two companies may not share one (issue 29 §6). */
  whatsappTaken: (company: string) =>
    `Este número de WhatsApp já é da empresa ${company}. Cada empresa precisa de um número próprio.`,
  roleForbidden: 'Você não tem permissão para criar usuários com este perfil',
  unitForbidden: 'Você só pode gerenciar usuários da sua unidade',
  unitNotFound: 'Franquia não encontrada ou inativa',
  unitRequiredForRole: 'Selecione a franquia do usuário',
  parentNotFound: 'Empresa não encontrada nesta franquia',
  selfStatus: 'Você não pode ativar ou desativar a própria conta',
  selfDelete: 'Você não pode excluir a própria conta',
  /** Issue 31: a closed account was anonymised at its holder's request; it stays closed. */
  accountClosed: 'Esta conta foi encerrada a pedido do titular e não pode ser reativada.',
  overrideMasterOnly: 'Somente o Master pode alterar permissões de usuários',
  unknownPermission: 'Permissão desconhecida',
  masterProtected: 'O Master não pode perder o acesso às configurações e permissões',
  hasDependents: 'Esta empresa possui usuários vinculados. Exclua-os antes de excluir a empresa.',
  profileExists: 'Este usuário já possui perfil',
  profileNotFound: 'Perfil não encontrado',
  // Toasts (spec §8, Users and clients).
  created: 'Usuário criado com sucesso!',
  createFailed: 'Erro ao criar usuário',
  deleted: 'Usuário excluído permanentemente!',
  deleteFailed: 'Erro ao excluir usuário',
  deleteCancelled: 'Exclusão cancelada',
  updated: 'Usuário atualizado com sucesso!',
  updateFailed: 'Erro ao atualizar usuário. Tente novamente.',
  activated: 'Usuário ativado com sucesso!',
  activateFailed: 'Erro ao ativar usuário',
  deactivated: 'Usuário desativado com sucesso!',
  deactivateFailed: 'Erro ao desativar usuário',
  loadFailed: 'Erro ao carregar usuários',
  clientsLoadFailed: 'Erro ao carregar lista de clientes',
  unitsLoadFailed: 'Erro ao carregar lista de franquias',
  noClientsMatch: 'Nenhum cliente encontrado com os critérios de busca',
} as const;

export const PROFILE_MSG = {
  nameRequired: 'Nome é obrigatório',
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  phoneInvalid: 'Telefone inválido',
  notAuthenticated: 'Usuário não autenticado',
  avatarNotImage: 'O arquivo selecionado não é uma imagem',
  avatarUnsupported: 'Formato de imagem não suportado. Use JPEG, PNG ou WebP.',
  avatarTooLarge: 'A imagem é grande demais (máximo de 0,5 MB)',
  photoNotFound: 'Imagem não encontrada',
  avatarUpdated: 'Avatar atualizado com sucesso!',
  avatarFailed: 'Erro ao enviar avatar. Tente novamente.',
  updated: 'Perfil atualizado com sucesso!',
  updateFailed: 'Erro ao atualizar perfil. Tente novamente.',
} as const;

// ---------------------------------------------------------------------------------------------
// Enumerations.
// ---------------------------------------------------------------------------------------------

export const PHONE_TYPES = ['MOBILE', 'LANDLINE', 'WHATSAPP', 'OTHER'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const PHONE_TYPE_LABELS: Record<PhoneType, string> = {
  MOBILE: 'Celular',
  LANDLINE: 'Fixo',
  WHATSAPP: 'WhatsApp',
  OTHER: 'Outro',
};
export const phoneTypeSchema = z.enum(PHONE_TYPES);

export const DOCUMENT_TYPES = ['CPF', 'CNPJ'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const GENDERS = ['M', 'F', 'O'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { M: 'Masculino', F: 'Feminino', O: 'Outro' };

/**
 * Architecture §5.7: a company that registered itself is a lead, PENDING_CONFIRMATION until its
 * unit activates it, then CONFIRMED. Users created by someone else have no lead status (null).
 */
export const LEAD_STATUSES = ['PENDING_CONFIRMATION', 'CONFIRMED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const leadStatusSchema = z.enum(LEAD_STATUSES);

/** GET /users sorting: column and direction (default created_at desc, newest first). */
export const USER_SORTS = ['created_at', 'email', 'name', 'last_login_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const USER_STATUSES = ['all', 'active', 'inactive'] as const;
export type UserStatusFilter = (typeof USER_STATUSES)[number];
/** Badge text of the active flag; an inactive account is shown as waiting for activation in the cards. */
export const USER_STATUS_LABELS = {
  active: 'Ativo',
  inactive: 'Inativo',
  pending: 'Aguardando Ativação',
} as const;

// ---------------------------------------------------------------------------------------------
// Who may create whom (architecture §5.3; default role of the form, spec §6).
// ---------------------------------------------------------------------------------------------

const CREATABLE: Record<Role, readonly Role[]> = {
  MASTER: ROLES,
  ADMIN: ['ADMIN', 'CLIENT', 'USER'],
  CLIENT: ['USER'],
  USER: [],
};

/** The roles an actor may give to a new user; unknown roles may create nobody. */
export function creatableRoles(actorRole: string | null | undefined): readonly Role[] {
  return isRole(actorRole) ? CREATABLE[actorRole] : [];
}

export function canCreateRole(actorRole: string | null | undefined, targetRole: string): boolean {
  return creatableRoles(actorRole).includes(targetRole as Role);
}

/** The role preselected in the create form: ADMIN for MASTER, USER for the others; null when none allowed. */
export function defaultCreateRole(actorRole: string | null | undefined): Role | null {
  const allowed = creatableRoles(actorRole);
  if (allowed.length === 0) return null;
  return actorRole === 'MASTER' ? 'ADMIN' : 'USER';
}

// ---------------------------------------------------------------------------------------------
// Contact rows. Empty rows are dropped on submit; one row ends up primary (the first marked one,
// else the first row).
// ---------------------------------------------------------------------------------------------

function withOnePrimary<T extends { is_primary: boolean }>(rows: T[]): T[] {
  const primary = Math.max(
    0,
    rows.findIndex((r) => r.is_primary),
  );
  return rows.map((r, i) => ({ ...r, is_primary: i === primary }));
}

export const emailRowSchema = z.object({
  email: z.string().trim(),
  is_primary: z.boolean().optional(),
});
export type EmailRowInput = z.input<typeof emailRowSchema>;

export const phoneRowSchema = z.object({
  phone: z.string().trim(),
  type: phoneTypeSchema.optional(),
  is_primary: z.boolean().optional(),
});
export type PhoneRowInput = z.input<typeof phoneRowSchema>;

/** The rows a new form starts with (at least one of each must remain, spec §5). */
export const EMPTY_EMAIL_ROW: EmailRowInput = { email: '', is_primary: true };
export const EMPTY_PHONE_ROW: PhoneRowInput = { phone: '', type: 'MOBILE', is_primary: true };

const emailShape = z.email();

/** E-mail rows: blank rows dropped, the others must be e-mails ('Email inválido'), lower-cased. */
export const emailRowsField = (invalid: string = USERS_MSG.emailInvalid) =>
  z
    .array(emailRowSchema)
    .max(20)
    .superRefine((rows, ctx) => {
      rows.forEach((row, i) => {
        if (row.email !== '' && !emailShape.safeParse(row.email).success) {
          ctx.addIssue({ code: 'custom', path: [i, 'email'], message: invalid });
        }
      });
    })
    .transform((rows) =>
      withOnePrimary(
        rows
          .filter((r) => r.email !== '')
          .map((r) => ({ email: r.email.toLowerCase(), is_primary: r.is_primary ?? false })),
      ),
    );

/**
 * Phone rows: blank rows dropped, the others must have 10 or 11 digits, stored as digits.
 * With `requireOne`, at least one valid phone must remain ('Pelo menos um telefone válido é obrigatório').
 */
export const phoneRowsField = (requireOne: boolean) =>
  z
    .array(phoneRowSchema, { error: requireOne ? USERS_MSG.phoneRequired : undefined })
    .max(20)
    .superRefine((rows, ctx) => {
      const filled = rows.map((r, i) => ({ digits: onlyDigits(r.phone), i })).filter((r) => r.digits !== '');
      const valid = filled.filter((r) => isValidPhone(r.digits));
      if (requireOne && valid.length === 0) {
        ctx.addIssue({ code: 'custom', path: [], message: USERS_MSG.phoneRequired });
        return;
      }
      for (const row of filled) {
        if (!isValidPhone(row.digits))
          ctx.addIssue({ code: 'custom', path: [row.i, 'phone'], message: USERS_MSG.phoneInvalid });
      }
    })
    .transform((rows) =>
      withOnePrimary(
        rows
          .filter((r) => onlyDigits(r.phone) !== '')
          .map((r) => ({
            phone: normalizePhoneDigits(r.phone),
            type: r.type ?? ('MOBILE' as PhoneType),
            is_primary: r.is_primary ?? false,
          })),
      ),
    );

// ---------------------------------------------------------------------------------------------
// Profile pieces.
// ---------------------------------------------------------------------------------------------

/** Address input: every field optional ('' clears), UF and CEP checked when given. */
export const addressInputSchema = z.object({
  street: nullableText(200),
  number: nullableText(20),
  complement: nullableText(120),
  district: nullableText(120),
  city: nullableText(120),
  state: nullableText(2, USERS_MSG.ufInvalid)
    .refine((v) => !v || isUF(v), USERS_MSG.ufInvalid)
    .transform((v) => (v ? v.toUpperCase() : v)),
  zip_code: nullableText(10, USERS_MSG.cepInvalid)
    .refine((v) => !v || isCEP(v), USERS_MSG.cepInvalid)
    .transform((v) => (v ? onlyDigits(v) : v)),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** The optional personal/company data shared by create-user and create-profile. */
const profileDetailsShape = {
  legal_name: nullableText(200),
  document_type: z.enum(DOCUMENT_TYPES, { error: USERS_MSG.documentInvalid }).nullable().optional(),
  document: nullableText(18, USERS_MSG.documentInvalid),
  birth_date: optionalPastDate(USERS_MSG.birthDateInvalid),
  gender: z.enum(GENDERS).nullable().optional(),
  address: addressInputSchema.nullable().optional(),
};

/** CPF/CNPJ check: by document_type when given, else by length (11 CPF, 14 CNPJ). */
function checkDocument(
  value: { document?: string | null; document_type?: DocumentType | null },
  ctx: z.RefinementCtx,
): void {
  if (!value.document) return;
  const digits = onlyDigits(value.document);
  const type = value.document_type ?? (digits.length === 14 ? 'CNPJ' : digits.length === 11 ? 'CPF' : null);
  const ok =
    type === 'CPF' ? isValidCPF(value.document) : type === 'CNPJ' ? isValidCNPJ(value.document) : false;
  if (!ok) {
    const message =
      type === 'CPF'
        ? USERS_MSG.cpfInvalid
        : type === 'CNPJ'
          ? USERS_MSG.cnpjInvalid
          : USERS_MSG.documentInvalid;
    ctx.addIssue({ code: 'custom', path: ['document'], message });
  }
}

/** Stored documents are digits; the type is filled in from the length when absent. */
function normalizeDocument<T extends { document?: string | null; document_type?: DocumentType | null }>(
  value: T,
): T {
  if (!value.document) return value;
  const digits = onlyDigits(value.document);
  return {
    ...value,
    document: digits,
    document_type: value.document_type ?? (digits.length === 14 ? 'CNPJ' : 'CPF'),
  };
}

// ---------------------------------------------------------------------------------------------
// Create user (spec §5): the form of the five-tab modal and the POST /users body.
// ---------------------------------------------------------------------------------------------

/** The fields of a new user (the five tabs), with the phone rule of the caller. */
const createUserShape = <P extends z.ZodType>(phones: P) =>
  z.object({
    email: emailField(USERS_MSG.emailRequired, USERS_MSG.emailInvalid),
    password: newPasswordField({ required: USERS_MSG.passwordRequired, weak: USERS_MSG.passwordWeak }),
    display_name: requiredText(USERS_MSG.nameRequired),
    phones,
    emails: emailRowsField().optional(),
    role: z.enum(ROLES, { error: USERS_MSG.roleInvalid }),
    /**
     * MASTER: required for ADMIN and CLIENT (and for a USER without parent_id), ignored for MASTER.
     * ADMIN and CLIENT: always their own unit (another unit answers 403).
     */
    unit_id: z.coerce
      .number({ error: USERS_MSG.unitInvalid })
      .int(USERS_MSG.unitInvalid)
      .positive(USERS_MSG.unitInvalid)
      .max(MAX_ID, USERS_MSG.unitInvalid)
      .nullable()
      .optional(),
    /**
     * The CLIENT a new USER belongs to. A CLIENT creating a USER is always the parent (this field
     * is ignored); MASTER/ADMIN may name a CLIENT of the unit, or leave it out.
     */
    parent_id: z.coerce
      .number({ error: USERS_MSG.parentInvalid })
      .int(USERS_MSG.parentInvalid)
      .positive(USERS_MSG.parentInvalid)
      .max(MAX_ID, USERS_MSG.parentInvalid)
      .nullable()
      .optional(),
    /** The Configurações tab: created active (default) or waiting for activation. */
    is_active: z.boolean().optional(),
    ...profileDetailsShape,
  });

/**
 * The Create User modal (spec §5): at least one valid phone, whatever the role. The form's schema
 * (zodResolver) and the type of POST /users bodies.
 */
export const createUserSchema = createUserShape(phoneRowsField(true))
  .superRefine(checkDocument)
  .transform(normalizeDocument);
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUser = z.output<typeof createUserSchema>;

/**
 * POST /users body: the modal's rules, except that staff accounts (ADMIN, MASTER) may come without
 * a phone — the franchise screen's "new admin" form has it optional (spec §5). Companies and their
 * USERs still need one ('Pelo menos um telefone válido é obrigatório').
 */
export const createUserBodySchema = createUserShape(phoneRowsField(false).optional().default([]))
  .superRefine((value, ctx) => {
    if ((value.role === 'CLIENT' || value.role === 'USER') && value.phones.length === 0)
      ctx.addIssue({ code: 'custom', path: ['phones'], message: USERS_MSG.phoneRequired });
  })
  .superRefine(checkDocument)
  .transform(normalizeDocument);

/** PATCH /users/{id}: activate/deactivate and/or the permission overrides. */
export const permissionOverrideSchema = z
  .record(z.string().trim().min(1).max(100), z.boolean())
  .refine((v) => Object.keys(v).length <= 500, 'Permissões demais');

export const updateUserSchema = z
  .object({
    is_active: z.boolean().optional(),
    permission_override: permissionOverrideSchema.optional(),
  })
  .refine((v) => v.is_active !== undefined || v.permission_override !== undefined, USERS_MSG.nothingToUpdate);
export type UpdateUserInput = z.input<typeof updateUserSchema>;

const queryInt = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/**
 * GET /users query (all strings, as in a URL). Every filter narrows the caller's scope
 * (architecture §5.1); `search` matches display name, legal name, login e-mail and phone digits.
 */
export const userListQuerySchema = z.object({
  role: z
    .union([z.enum(ROLES), z.literal('')], { error: USERS_MSG.roleInvalid })
    .optional()
    .transform((v) => v || undefined),
  unit_id: z
    .union([queryInt(USERS_MSG.unitInvalid, 1, MAX_ID), z.literal('')], { error: USERS_MSG.unitInvalid })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  search: z
    .string({ error: USERS_MSG.searchTooLong })
    .trim()
    .max(100, USERS_MSG.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(USER_STATUSES, { error: 'Status inválido' }).default('all'),
  page: queryInt(USERS_MSG.pageInvalid, 1, USER_PAGE_MAX).optional().default(1),
  pageSize: queryInt(USERS_MSG.pageSizeInvalid, 1, USER_PAGE_SIZE_MAX)
    .optional()
    .default(USER_PAGE_SIZE_DEFAULT),
  sort: z.enum(USER_SORTS, { error: USERS_MSG.sortInvalid }).default('created_at'),
  order: z.enum(SORT_ORDERS, { error: USERS_MSG.sortInvalid }).default('desc'),
});
export type UserListQueryInput = z.input<typeof userListQuerySchema>;
export type UserListQuery = z.output<typeof userListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Profiles.
// ---------------------------------------------------------------------------------------------

/** POST /users/{id}/profile: the full profile. */
export const profileCreateSchema = z
  .object({
    display_name: requiredText(USERS_MSG.nameRequired),
    emails: emailRowsField().optional(),
    phones: phoneRowsField(false).optional(),
    ...profileDetailsShape,
  })
  .superRefine(checkDocument)
  .transform(normalizeDocument);
export type ProfileCreateInput = z.input<typeof profileCreateSchema>;

/**
 * PATCH /users/{id}/profile: only what is sent changes.
 * - `emails` / `phones` replace the whole lists (Edit User modal);
 * - `email` changes the LOGIN e-mail (unique: 409 'Este e-mail já está cadastrado') and makes it the
 *   primary contact e-mail (Perfil screen);
 * - `phone` replaces only the primary phone, keeping the others (Perfil screen); null removes it.
 * A profile is created on the fly for a user that has none (then display_name is required).
 */
export const profileUpdateSchema = z
  .object({
    display_name: requiredText(USERS_MSG.nameRequired).optional(),
    email: emailField(PROFILE_MSG.emailRequired, PROFILE_MSG.emailInvalid).optional(),
    phone: z
      .string({ error: PROFILE_MSG.phoneInvalid })
      .trim()
      .nullable()
      .optional()
      .refine((v) => !v || isValidPhone(v), PROFILE_MSG.phoneInvalid)
      .transform((v) => (v === undefined ? undefined : v ? normalizePhoneDigits(v) : null)),
    emails: emailRowsField().optional(),
    phones: phoneRowsField(false).optional(),
    ...profileDetailsShape,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), USERS_MSG.nothingToUpdate)
  .superRefine(checkDocument)
  .transform(normalizeDocument);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The "Perfil" screen form: name and e-mail required (spec §5), phone optional. */
export const profileFormSchema = z.object({
  name: requiredText(PROFILE_MSG.nameRequired),
  email: emailField(PROFILE_MSG.emailRequired, PROFILE_MSG.emailInvalid),
  phone: optionalPhoneField(PROFILE_MSG.phoneInvalid),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/**
 * Avatars: compressed images sent as data URLs (POST /users/{id}/profile/photo). The server decodes
 * them and accepts only real JPEG, PNG or WebP bytes (magic numbers) of at most 0.5 MB.
 */
export const AVATAR_MAX_BYTES = 512 * 1024;
/** 'data:image/webp;base64,' plus the base64 of AVATAR_MAX_BYTES, with room to spare. */
export const AVATAR_MAX_DATA_URL_LENGTH = 700_000;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|webp|gif|avif);base64,[A-Za-z0-9+/]+={0,2}$/;

export function isImageFile(file: { type: string } | null | undefined): boolean {
  return !!file && /^image\//.test(file.type);
}

export const photoUploadSchema = z.object({
  photo_data: z
    .string({ error: PROFILE_MSG.avatarNotImage })
    .max(AVATAR_MAX_DATA_URL_LENGTH, PROFILE_MSG.avatarTooLarge)
    .refine(
      (v) => v.length > AVATAR_MAX_DATA_URL_LENGTH || IMAGE_DATA_URL.test(v),
      PROFILE_MSG.avatarNotImage,
    ),
  /** Default true: the new photo becomes the avatar and the previous primary stops being primary. */
  is_primary: z.boolean().optional(),
});
export type PhotoUploadInput = z.input<typeof photoUploadSchema>;

// ---------------------------------------------------------------------------------------------
// Responses (spec §3). Timestamps are ISO strings.
// ---------------------------------------------------------------------------------------------

export const profileEmailSchema = z.object({ email: z.string(), is_primary: z.boolean() });
export const profilePhoneSchema = z.object({
  phone: z.string(),
  type: phoneTypeSchema,
  is_primary: z.boolean(),
});
export const addressSchema = z.object({
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
});
export const profilePhotoSchema = z.object({
  id: z.number().int().optional(),
  photo_url: z.string(),
  is_primary: z.boolean(),
});

export const profileSchema = z.object({
  user_id: z.number().int(),
  display_name: z.string().nullable(),
  legal_name: z.string().nullable(),
  document: z.string().nullable(),
  document_type: z.enum(DOCUMENT_TYPES).nullable(),
  birth_date: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  emails: z.array(profileEmailSchema),
  phones: z.array(profilePhoneSchema),
  address: addressSchema.nullable(),
  photos: z.array(profilePhotoSchema),
  /** The version of the user record the profile belongs to (GET/PATCH /users/{id}/profile always send it). */
  version: recordVersionField.optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET/POST/PATCH /users…: the full user (never a password hash). The optional fields are always
 * present in the API's answers; they are optional only for older fixtures and embedded lists.
 */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  unit_id: z.number().int().nullable(),
  /** The CLIENT a USER belongs to. */
  parent_id: z.number().int().nullable().optional(),
  is_active: z.boolean(),
  created_at: isoDateTimeSchema,
  last_login_at: isoDateTimeSchema.nullable().optional(),
  login_count: z.number().int().optional(),
  /** display_name of the profile, when there is one. */
  name: z.string().nullable().optional(),
  profile: profileSchema.nullable(),
  permission_override: z.record(z.string(), z.boolean()),
  /** Architecture §5.7: set for self-registered companies only. */
  lead_status: leadStatusSchema.nullable().optional(),
  unit: unitRefSchema.nullable().optional(),
  /** The record's version (the API always sends it); If-Match on PATCH /users/{id} and its profile. */
  version: recordVersionField.optional(),
});
export type User = z.infer<typeof userSchema>;

export const userListSchema = z.array(userSchema);

/** One row of GET /users: the list needs the primary contacts only, not the whole profile. */
export const userListItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  unit_id: z.number().int().nullable(),
  parent_id: z.number().int().nullable(),
  is_active: z.boolean(),
  created_at: isoDateTimeSchema,
  last_login_at: isoDateTimeSchema.nullable(),
  login_count: z.number().int(),
  /** The profile's display name, or null. */
  name: z.string().nullable(),
  profile: z
    .object({
      display_name: z.string().nullable(),
      legal_name: z.string().nullable(),
      /** The primary phone, digits only. */
      phone: z.string().nullable(),
      /** The primary photo's URL. */
      photo_url: z.string().nullable(),
    })
    .nullable(),
  permission_override: z.record(z.string(), z.boolean()),
  lead_status: leadStatusSchema.nullable(),
  unit: unitRefSchema.nullable(),
  /** A company's consumer ratings (average, count); null for other roles (issue 29). */
  rating: ratingSummarySchema.nullable().optional(),
  /** Issue 32: a company's receiving state now and response time over 30 days (CLIENT rows only). */
  receiving: receivingSummarySchema.optional(),
  /** The record's version (the API always sends it), for the edit dialogs' If-Match. */
  version: recordVersionField.optional(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/**
 * The cards of the management table. They count the caller's scope narrowed by role, unit_id and
 * search, but NOT by status, so 'Ativos' and 'Aguardando Ativação' keep their meaning while a
 * status filter is on (`total` of the answer is the filtered number of rows, status included).
 * - total: every user of that set; active / inactive: by is_active;
 * - pending_activation: inactive and never logged in (self-registered companies and users
 *   created inactive waiting for their first activation; a deactivated user is only 'inactive').
 */
export const userCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  pending_activation: z.number().int(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/** GET /users answer: one page of rows, the filtered total (for paging) and the cards. */
export const userListResponseSchema = z.object({
  users: z.array(userListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: userCountsSchema,
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** GET /users/{id}/profile/photos. */
export const profilePhotoListSchema = z.array(profilePhotoSchema);

/** The name to show for a user: profile display name, then name, then e-mail. */
export function userDisplayName(user: {
  email: string;
  name?: string | null;
  profile?: { display_name?: string | null } | null;
}): string {
  return user.profile?.display_name?.trim() || user.name?.trim() || user.email;
}
