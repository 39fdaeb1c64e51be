import { z } from 'zod';
import { newPasswordField, PASSWORD_MAX_LENGTH } from './password.ts';
import { ROLES } from './roles.ts';
import { TERMS_MSG } from './terms.ts';
import '../shared/zod-locale.ts';
import { isValidPhone, normalizePhoneDigits } from '../shared/format.ts';
import { countLabel } from '../shared/plural.ts';
import { visibleString } from '../shared/schema-fields.ts';

export const MSG = {
  unitRequired: 'Selecione a franquia desejada',
  companyRequired: 'Nome da empresa é obrigatório',
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  whatsappRequired: 'WhatsApp é obrigatório',
  whatsappInvalid: 'WhatsApp inválido',
  passwordWeak:
    'Senha deve ter pelo menos 8 caracteres com: letra maiúscula, minúscula, número e caractere especial',
  passwordMismatch: 'Senhas não coincidem',
  passwordRequired: 'Senha é obrigatória',
  invalidCredentials: 'E-mail ou senha inválidos',
  loginFailed: 'Erro ao fazer login',
  loginSuccess: 'Login realizado com sucesso!',
  inactive: 'Conta ainda não foi ativada. Entre em contato com a franquia para ativar sua conta.',
  registerFailed: 'Erro ao criar conta',
  registerSuccessTitle: 'Cadastro Realizado com Sucesso!',
  companyTooLong: 'Nome da empresa deve ter no máximo 160 caracteres',
  emailTaken: 'Este e-mail já está cadastrado',
  /** Routing finds a company by its number: a registration may not take another company's (issue 29 §6). */
  whatsappTaken: 'Este número de WhatsApp já é de outra empresa. Cada empresa precisa de um número próprio.',
  unitInvalid: 'Franquia inválida ou inativa',
  throttled: 'Muitas tentativas. Tente novamente em alguns minutos.',
  registerLimited: 'Muitos cadastros feitos a partir deste endereço. Tente novamente mais tarde.',
} as const;

/** The login throttle spacing out attempts on one e-mail: 'Aguarde 2 segundos e tente novamente.' */
export const emailThrottledMessage = (seconds: number): string =>
  `Muitas tentativas para este e-mail. Aguarde ${countLabel(seconds, { one: 'segundo', many: 'segundos' })} e tente novamente.`;

/** Trimmed, lower-cased e-mail; empty → required, malformed → invalid. */
export const emailField = (required: string = MSG.emailRequired, invalid: string = MSG.emailInvalid) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email({ error: invalid }))
    .transform((v) => v.toLowerCase());

export const loginSchema = z.object({
  email: z
    .string({ error: MSG.emailRequired })
    .trim()
    .min(1, MSG.emailRequired)
    .max(254, MSG.invalidCredentials)
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, MSG.invalidCredentials),
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The API payload of POST /auth/register (spec §3); fields in the order of spec §5. */
export const registerSchema = z.object({
  unit_id: z.coerce.number({ error: MSG.unitRequired }).int(MSG.unitRequired).positive(MSG.unitRequired),
  name: visibleString({ error: MSG.companyRequired })
    .min(1, MSG.companyRequired)
    .max(160, MSG.companyTooLong),
  email: emailField(),
  phone: z
    .string({ error: MSG.whatsappRequired })
    .trim()
    .min(1, MSG.whatsappRequired)
    .refine((v) => v === '' || isValidPhone(v), MSG.whatsappInvalid)
    .transform((v) => normalizePhoneDigits(v)),
  password: newPasswordField({ required: MSG.passwordWeak, weak: MSG.passwordWeak }),
  /**
   * The terms of auth/terms.ts (issue 31 point 7): without `true` the API answers 422
   * (termsAcceptanceError), so a missing checkbox reads as a rule, not as malformed input.
   */
  terms_accepted: z.boolean({ error: TERMS_MSG.required }).optional(),
  /** The TERMS_VERSION the form showed; an older one is refused (the terms changed meanwhile). */
  terms_version: z.string({ error: TERMS_MSG.outdated }).trim().max(20, TERMS_MSG.outdated).optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * A form's schema: the payload plus `confirmPassword`, which must equal `password` (checked last,
 * spec §5 rule 6). Compared even while other fields are still wrong, so the form shows every problem
 * at once.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape & { password: z.ZodType<string> }>(
  schema: z.ZodObject<Shape>,
) {
  return schema.extend({ confirmPassword: z.string({ error: MSG.passwordMismatch }) }).refine(
    (value) => {
      const v = value as { password: unknown; confirmPassword: unknown };
      return v.password === v.confirmPassword;
    },
    {
      path: ['confirmPassword'],
      message: MSG.passwordMismatch,
      when: ({ value }) => {
        const v = (value ?? {}) as { password?: unknown; confirmPassword?: unknown };
        return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
      },
    },
  );
}

/** The register form: the payload plus the confirmation. */
export const registerFormSchema = withPasswordConfirmation(registerSchema);
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const unitRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The signed-in user as login and /auth/me return it (spec §3, Session user / Login response). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  name: z.string().nullable(),
  permissions: z.array(z.string()),
  permission_override: z.record(z.string(), z.boolean()),
  is_active: z.boolean(),
  unit_id: z.number().int().nullable(),
  unit: unitRefSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ user: sessionUserSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });

export const registerResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  is_active: z.boolean(),
  message: z.string(),
});

/** Error contract (architecture §4). */
export const errorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
