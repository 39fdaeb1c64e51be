import { z } from 'zod';
import '../shared/zod-locale.ts';
import { DEFAULT_CREDIT_VALUE } from '../shared/constants.ts';
import { hasAtMostTwoDecimals, parseDecimalInput } from '../shared/format.ts';

export const SETTINGS_MSG = {
  creditInvalid: 'Informe um valor válido',
  creditMin: 'O valor do crédito não pode ser negativo',
  creditDecimals: 'Use no máximo 2 casas decimais',
  creditMax: 'Valor do crédito acima do limite permitido',
  loadFailed: 'Erro ao carregar configurações',
  securityInProgress: 'em desenvolvimento',
} as const;

/** Tabs of Configurações do Sistema and the {área} of their messages. */
export const SETTINGS_AREAS = { credit: 'Crédito', users: 'Usuários', security: 'Segurança' } as const;
export type SettingsArea = keyof typeof SETTINGS_AREAS;

/** 'Configurações de Crédito salvas com sucesso!' (spec §8). */
export function settingsSavedMessage(area: SettingsArea): string {
  return `Configurações de ${SETTINGS_AREAS[area]} salvas com sucesso!`;
}

/** 'Erro ao salvar configurações de Crédito' (spec §8). */
export function settingsSaveFailedMessage(area: SettingsArea): string {
  return `Erro ao salvar configurações de ${SETTINGS_AREAS[area]}`;
}

export const CREDIT_VALUE_MAX = 1000;

/**
 * The credit value field as typed ('0,30', '0.30', 0.3). Spec §5: unparseable input becomes 0;
 * a negative number is kept so the schema can refuse it.
 */
export function parseCreditValue(input: unknown): number {
  if (typeof input !== 'number' && typeof input !== 'string') return 0;
  const value = parseDecimalInput(input);
  return Number.isFinite(value) ? value : 0;
}

/** Credit value in reais: a number ≥ 0 with step 0.01. */
export const creditValueSchema = z
  .number({ error: SETTINGS_MSG.creditInvalid })
  .min(0, SETTINGS_MSG.creditMin)
  .max(CREDIT_VALUE_MAX, SETTINGS_MSG.creditMax)
  .refine(hasAtMostTwoDecimals, SETTINGS_MSG.creditDecimals);

/** GET /settings answer and POST /settings body. */
export const settingsSchema = z.object({ creditValue: creditValueSchema });
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { creditValue: DEFAULT_CREDIT_VALUE };

/** The Crédito tab: whatever was typed goes through parseCreditValue first. */
export const settingsFormSchema = z.object({
  creditValue: z.unknown().transform(parseCreditValue).pipe(creditValueSchema),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
