import { z } from 'zod';
import '../shared/zod-locale.ts';
import { DEFAULT_CREDIT_VALUE, MAX_COMPANIES_PER_REQUEST, OFFER_TTL_HOURS } from '../shared/constants.ts';
import { hasAtMostTwoDecimals } from '../shared/format.ts';
import { moneyTextSchema } from '../shared/money.ts';
import { MAX_ID } from '../shared/schema-fields.ts';
import { RATING_DELAY_MINUTES_DEFAULT, RATING_DELAY_MINUTES_MAX } from '../ratings/ratings.schemas.ts';
import { normalizePspHost, PSP_HOSTS_MAX, PSP_HOSTS_MSG } from './psp-hosts.ts';

export const SETTINGS_MSG = {
  creditInvalid: 'Informe um valor válido',
  creditMin: 'O valor do crédito não pode ser negativo',
  creditDecimals: 'Use no máximo 2 casas decimais',
  creditMax: 'Valor do crédito acima do limite permitido',
  offerTtlInvalid: 'Informe o prazo da oferta em horas inteiras, de 1 a 720',
  maxCompaniesInvalid: 'Informe um número inteiro de empresas, de 1 a 50',
  defaultUnitInvalid: 'Selecione uma franquia válida',
  defaultUnitNotFound: 'Franquia padrão não encontrada',
  disputeWindowInvalid: 'Informe o prazo para contestar em dias inteiros, de 1 a 90',
  ratingDelayInvalid: 'Informe o tempo até o pedido de avaliação em minutos inteiros, de 0 a 43200',
  suggestedTopUpInvalid: 'Informe um valor válido',
  suggestedTopUpMin: 'A recarga sugerida deve ser de pelo menos R$ 1,00',
  suggestedTopUpMax: 'A recarga sugerida deve ser de no máximo R$ 10.000,00',
  alertBacklogInvalid: 'Informe o limite de alertas na fila em número inteiro, de 0 a 1000',
  nothingToUpdate: 'Nenhuma alteração informada',
  loadFailed: 'Erro ao carregar configurações',
  securityInProgress: 'em desenvolvimento',
} as const;

/** Tabs of Configurações do Sistema and the {área} of their messages. */
export const SETTINGS_AREAS = {
  credit: 'Crédito',
  users: 'Usuários',
  security: 'Segurança',
  privacy: 'Privacidade',
} as const;
export type SettingsArea = keyof typeof SETTINGS_AREAS;

/** pt-BR labels of the fields (the Crédito tab and the read-only view of ADMIN). */
export const SETTINGS_LABELS = {
  creditValue: 'Valor do crédito (R$)',
  offerTtlHours: 'Prazo para a empresa responder (horas)',
  maxCompaniesPerRequest: 'Empresas consultadas por pedido',
  defaultUnitId: 'Franquia padrão (mensagens sem franquia identificada)',
  disputeWindowDays: 'Prazo para contestar um lead (dias)',
  ratingDelayMinutes: 'Pedir a avaliação do cliente após (minutos)',
  suggestedTopUp: 'Recarga sugerida no WhatsApp (R$)',
  alertBacklogMax: 'Alertas aguardando envio por empresa (máximo)',
  consumerDataRetentionDays: 'Guardar dados de consumidores por (dias)',
  auditLogRetentionDays: 'Guardar logs do sistema por (dias)',
  privacyControllerName: 'Controlador dos dados (nome)',
  privacyContactEmail: 'Encarregado: e-mail',
  privacyContactPhone: 'Encarregado: WhatsApp',
  privacyRetentionLastRunAt: 'Última execução da limpeza automática',
} as const;

/** 'Configurações de Crédito salvas com sucesso!' (spec §8). */
export function settingsSavedMessage(area: SettingsArea): string {
  return `Configurações de ${SETTINGS_AREAS[area]} salvas com sucesso!`;
}

/** 'Erro ao salvar configurações de Crédito' (spec §8). */
export function settingsSaveFailedMessage(area: SettingsArea): string {
  return `Erro ao salvar configurações de ${SETTINGS_AREAS[area]}`;
}

export const CREDIT_VALUE_MAX = 1000;
export const OFFER_TTL_HOURS_MAX = 720;
export const MAX_COMPANIES_PER_REQUEST_MAX = 50;
export const DISPUTE_WINDOW_DAYS_DEFAULT = 7;
export const DISPUTE_WINDOW_DAYS_MAX = 90;
/** Issue 32: the Pix sent in the chat to a company without a confirmed top-up yet (R$ 50,00). */
export const SUGGESTED_TOP_UP_DEFAULT = 50;
export const SUGGESTED_TOP_UP_MIN = 1;
export const SUGGESTED_TOP_UP_MAX = 10_000;

/** Credit value in reais: a number ≥ 0 with step 0.01 (the API refuses text). */
export const creditValueSchema = z
  .number({ error: SETTINGS_MSG.creditInvalid })
  .min(0, SETTINGS_MSG.creditMin)
  .max(CREDIT_VALUE_MAX, SETTINGS_MSG.creditMax)
  .refine(hasAtMostTwoDecimals, SETTINGS_MSG.creditDecimals);

/**
 * Issue 32: what a company without a confirmed top-up is asked to pay in the chat after a TENHO
 * without balance (never less than the credit value).
 */
export const suggestedTopUpSchema = z
  .number({ error: SETTINGS_MSG.suggestedTopUpInvalid })
  .min(SUGGESTED_TOP_UP_MIN, SETTINGS_MSG.suggestedTopUpMin)
  .max(SUGGESTED_TOP_UP_MAX, SETTINGS_MSG.suggestedTopUpMax)
  .refine(hasAtMostTwoDecimals, SETTINGS_MSG.creditDecimals);

/** Hours an offer waits for TENHO / NÃO TENHO before it expires. */
export const offerTtlHoursSchema = z
  .number({ error: SETTINGS_MSG.offerTtlInvalid })
  .int(SETTINGS_MSG.offerTtlInvalid)
  .min(1, SETTINGS_MSG.offerTtlInvalid)
  .max(OFFER_TTL_HOURS_MAX, SETTINGS_MSG.offerTtlInvalid);

/** How many companies each request is offered to. */
export const maxCompaniesPerRequestSchema = z
  .number({ error: SETTINGS_MSG.maxCompaniesInvalid })
  .int(SETTINGS_MSG.maxCompaniesInvalid)
  .min(1, SETTINGS_MSG.maxCompaniesInvalid)
  .max(MAX_COMPANIES_PER_REQUEST_MAX, SETTINGS_MSG.maxCompaniesInvalid);

/** The unit that takes messages whose receiving number belongs to no unit; null = none. */
export const defaultUnitIdSchema = z
  .number({ error: SETTINGS_MSG.defaultUnitInvalid })
  .int(SETTINGS_MSG.defaultUnitInvalid)
  .positive(SETTINGS_MSG.defaultUnitInvalid)
  .max(MAX_ID, SETTINGS_MSG.defaultUnitInvalid)
  .nullable();

/** Days after its TENHO during which a company may contest a charged lead. */
export const disputeWindowDaysSchema = z
  .number({ error: SETTINGS_MSG.disputeWindowInvalid })
  .int(SETTINGS_MSG.disputeWindowInvalid)
  .min(1, SETTINGS_MSG.disputeWindowInvalid)
  .max(DISPUTE_WINDOW_DAYS_MAX, SETTINGS_MSG.disputeWindowInvalid);

/** Minutes after a TENHO until the consumer is asked to rate the company (issue 24). */
export const ratingDelayMinutesSchema = z
  .number({ error: SETTINGS_MSG.ratingDelayInvalid })
  .int(SETTINGS_MSG.ratingDelayInvalid)
  .min(0, SETTINGS_MSG.ratingDelayInvalid)
  .max(RATING_DELAY_MINUTES_MAX, SETTINGS_MSG.ratingDelayInvalid);

/**
 * Issue 33, the backlog rule: a company with this many lead alerts still waiting to be sent is
 * skipped by routing (the request goes to the next company of the rotation); 0 turns the rule off.
 * The initial value is ALERT_BACKLOG_MAX (the API's environment), else this default.
 */
export const ALERT_BACKLOG_MAX_DEFAULT = 3;
export const ALERT_BACKLOG_MAX_MAX = 1000;
export const alertBacklogMaxSchema = z
  .number({ error: SETTINGS_MSG.alertBacklogInvalid })
  .int(SETTINGS_MSG.alertBacklogInvalid)
  .min(0, SETTINGS_MSG.alertBacklogInvalid)
  .max(ALERT_BACKLOG_MAX_MAX, SETTINGS_MSG.alertBacklogInvalid);

/** The PSP allow-list (issue 28): host names, normalised, without repeats. */
export const pixPspHostsSchema = z
  .array(z.string().max(300), { error: PSP_HOSTS_MSG.invalid('') })
  .max(PSP_HOSTS_MAX, PSP_HOSTS_MSG.tooMany)
  .transform((values, ctx) => {
    const hosts: string[] = [];
    for (const value of values) {
      const host = normalizePspHost(value);
      if (host === null) {
        ctx.addIssue({ code: 'custom', message: PSP_HOSTS_MSG.invalid(value) });
        return z.NEVER;
      }
      if (!hosts.includes(host)) hosts.push(host);
    }
    return hosts;
  });
/** Issue 31 point 4: consumer data is anonymised this many days after its last request. */
export const CONSUMER_DATA_RETENTION_DAYS = { default: 180, min: 30, max: 3650 } as const;
/** Audit entries are deleted after this many days; never under 183 (Marco Civil, Art. 15: 6 months). */
export const AUDIT_LOG_RETENTION_DAYS = { default: 1825, min: 183, max: 3650 } as const;
const RETENTION_CONSUMER_MSG = 'Informe a guarda de dados de consumidores em dias inteiros, de 30 a 3650';
const RETENTION_AUDIT_MSG = 'Informe a guarda dos logs em dias inteiros, de 183 (6 meses) a 3650';
export const consumerDataRetentionDaysSchema = z
  .number({ error: RETENTION_CONSUMER_MSG })
  .int(RETENTION_CONSUMER_MSG)
  .min(CONSUMER_DATA_RETENTION_DAYS.min, RETENTION_CONSUMER_MSG)
  .max(CONSUMER_DATA_RETENTION_DAYS.max, RETENTION_CONSUMER_MSG);
export const auditLogRetentionDaysSchema = z
  .number({ error: RETENTION_AUDIT_MSG })
  .int(RETENTION_AUDIT_MSG)
  .min(AUDIT_LOG_RETENTION_DAYS.min, RETENTION_AUDIT_MSG)
  .max(AUDIT_LOG_RETENTION_DAYS.max, RETENTION_AUDIT_MSG);

/** Issue 31: who answers for the data on /privacidade (controller and encarregado's contacts). */
const PRIVACY_CONTACT_MSG = {
  name: 'Informe o nome do controlador, até 200 caracteres',
  email: 'Informe um e-mail válido para o encarregado',
  phone: 'Informe o WhatsApp do encarregado com DDD (10 a 13 dígitos)',
} as const;
export const privacyControllerNameSchema = z
  .string({ error: PRIVACY_CONTACT_MSG.name })
  .trim()
  .min(1, PRIVACY_CONTACT_MSG.name)
  .max(200, PRIVACY_CONTACT_MSG.name);
/** '' = not informed yet (the page then shows the landing's contact). */
export const privacyContactEmailSchema = z
  .string({ error: PRIVACY_CONTACT_MSG.email })
  .trim()
  .max(254, PRIVACY_CONTACT_MSG.email)
  .refine((v) => v === '' || z.email().safeParse(v).success, PRIVACY_CONTACT_MSG.email);
/** Digits only once stored; '' = not informed. */
export const privacyContactPhoneSchema = z
  .string({ error: PRIVACY_CONTACT_MSG.phone })
  .max(30, PRIVACY_CONTACT_MSG.phone)
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => v === '' || (v.length >= 10 && v.length <= 13), PRIVACY_CONTACT_MSG.phone);

const settingsFields = {
  creditValue: creditValueSchema,
  offerTtlHours: offerTtlHoursSchema,
  maxCompaniesPerRequest: maxCompaniesPerRequestSchema,
  defaultUnitId: defaultUnitIdSchema,
  disputeWindowDays: disputeWindowDaysSchema,
  ratingDelayMinutes: ratingDelayMinutesSchema,
  suggestedTopUp: suggestedTopUpSchema,
  alertBacklogMax: alertBacklogMaxSchema,
  consumerDataRetentionDays: consumerDataRetentionDaysSchema,
  auditLogRetentionDays: auditLogRetentionDaysSchema,
};
/** Validated on the way in (POST /settings); plain text on the way out, like pixPspHosts. */
const privacyContactFields = {
  privacyControllerName: privacyControllerNameSchema,
  privacyContactEmail: privacyContactEmailSchema,
  privacyContactPhone: privacyContactPhoneSchema,
};

/** Every setting (what MASTER and ADMIN read from GET /settings, and POST /settings answers). */
export const settingsSchema = z.object({
  ...settingsFields,
  pixPspHosts: z.array(z.string()),
  privacyControllerName: z.string(),
  privacyContactEmail: z.string(),
  privacyContactPhone: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  creditValue: DEFAULT_CREDIT_VALUE,
  offerTtlHours: OFFER_TTL_HOURS,
  maxCompaniesPerRequest: MAX_COMPANIES_PER_REQUEST,
  defaultUnitId: null,
  disputeWindowDays: DISPUTE_WINDOW_DAYS_DEFAULT,
  ratingDelayMinutes: RATING_DELAY_MINUTES_DEFAULT,
  suggestedTopUp: SUGGESTED_TOP_UP_DEFAULT,
  alertBacklogMax: ALERT_BACKLOG_MAX_DEFAULT,
  pixPspHosts: [],
  consumerDataRetentionDays: CONSUMER_DATA_RETENTION_DAYS.default,
  auditLogRetentionDays: AUDIT_LOG_RETENTION_DAYS.default,
  privacyControllerName: 'Tenho',
  privacyContactEmail: '',
  privacyContactPhone: '',
};

/**
 * GET /settings: every signed-in user reads `creditValue` and `disputeWindowDays` (a company needs
 * both); the routing values come only to those who may see the settings (`setting.view`: MASTER
 * and ADMIN by default).
 */
export const settingsResponseSchema = settingsSchema
  .partial({
    offerTtlHours: true,
    maxCompaniesPerRequest: true,
    defaultUnitId: true,
    ratingDelayMinutes: true,
    suggestedTopUp: true,
    alertBacklogMax: true,
    pixPspHosts: true,
    consumerDataRetentionDays: true,
    auditLogRetentionDays: true,
    privacyControllerName: true,
    privacyContactEmail: true,
    privacyContactPhone: true,
  })
  .extend({
    /** When the daily retention job last ran (issue 31 point 4); read-only, for setting.view. */
    privacyRetentionLastRunAt: z.iso.datetime().nullable().optional(),
  });

/** GET /api/privacy/notice (public): what /privacidade shows. */
export const privacyNoticeSchema = z.object({
  controllerName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  consumerDataRetentionDays: z.number().int(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** POST /settings: any of the fields (the spec's web sends `creditValue`); at least one. */
export const settingsUpdateSchema = z
  .object({ ...settingsFields, pixPspHosts: pixPspHostsSchema, ...privacyContactFields })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), SETTINGS_MSG.nothingToUpdate);
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/**
 * The Crédito tab: the credit value is typed money (shared/money.ts: '0,30', '0.30', 'R$ 1,50');
 * a blank field is 0 (spec §5), malformed or ambiguous text is refused with its message. The
 * routing values come from number inputs and a unit select ('' = no default unit).
 */
export const settingsFormSchema = z.object({
  creditValue: moneyTextSchema({ whenBlank: 0 }).pipe(creditValueSchema),
  offerTtlHours: z.coerce.number({ error: SETTINGS_MSG.offerTtlInvalid }).pipe(offerTtlHoursSchema),
  maxCompaniesPerRequest: z.coerce
    .number({ error: SETTINGS_MSG.maxCompaniesInvalid })
    .pipe(maxCompaniesPerRequestSchema),
  disputeWindowDays: z.coerce
    .number({ error: SETTINGS_MSG.disputeWindowInvalid })
    .pipe(disputeWindowDaysSchema),
  defaultUnitId: z
    .union([z.number(), z.string(), z.null()])
    .transform((v) => (v === '' || v === null ? null : Number(v)))
    .pipe(defaultUnitIdSchema),
  ratingDelayMinutes: z.coerce
    .number({ error: SETTINGS_MSG.ratingDelayInvalid })
    .pipe(ratingDelayMinutesSchema),
  suggestedTopUp: moneyTextSchema().pipe(suggestedTopUpSchema),
  alertBacklogMax: z.coerce.number({ error: SETTINGS_MSG.alertBacklogInvalid }).pipe(alertBacklogMaxSchema),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

/** The Privacidade tab of Configurações (issue 31): retention and who answers for the data. */
export const privacySettingsFormSchema = z.object({
  consumerDataRetentionDays: z.coerce
    .number({ error: RETENTION_CONSUMER_MSG })
    .pipe(consumerDataRetentionDaysSchema),
  auditLogRetentionDays: z.coerce.number({ error: RETENTION_AUDIT_MSG }).pipe(auditLogRetentionDaysSchema),
  ...privacyContactFields,
});
export type PrivacySettingsFormInput = z.input<typeof privacySettingsFormSchema>;
export type PrivacySettingsFormOutput = z.output<typeof privacySettingsFormSchema>;

/** What each privacy setting does, under its label. */
export const PRIVACY_SETTINGS_HELP = {
  consumerDataRetentionDays:
    'Depois desse prazo sem novos pedidos, o nome, o número e as mensagens do consumidor são anonimizados (contestações abertas esperam). De 30 a 3650 dias.',
  auditLogRetentionDays:
    'Registros mais antigos que isso saem dos logs do sistema. Nunca menos de 183 dias (Marco Civil da Internet).',
  privacyControllerName: 'Quem responde pelos dados, mostrado na página /privacidade.',
  privacyContactEmail: 'O e-mail do encarregado (DPO) para os titulares.',
  privacyContactPhone: 'O WhatsApp do encarregado, com DDD.',
} as const;
