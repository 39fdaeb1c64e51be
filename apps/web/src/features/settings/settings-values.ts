import { formatBRL, reaisToCents } from '@tenho/domain/shared/format';
import { formatMoneyText } from '@tenho/domain/shared/money';
import type { SettingsFormInput, SettingsResponse } from '@tenho/domain/settings/settings.schemas';
import { DEFAULT_SETTINGS } from '@tenho/domain/settings/settings.schemas';
import { countLabel } from '@tenho/domain/shared/plural';

/** The form's starting values from the saved settings (the money field shows '0,30'). */
export function settingsFormValues(settings: SettingsResponse): SettingsFormInput {
  return {
    creditValue: formatMoneyText(reaisToCents(settings.creditValue)),
    offerTtlHours: String(settings.offerTtlHours ?? DEFAULT_SETTINGS.offerTtlHours),
    maxCompaniesPerRequest: String(
      settings.maxCompaniesPerRequest ?? DEFAULT_SETTINGS.maxCompaniesPerRequest,
    ),
    disputeWindowDays: String(settings.disputeWindowDays ?? DEFAULT_SETTINGS.disputeWindowDays),
    defaultUnitId: settings.defaultUnitId == null ? '' : String(settings.defaultUnitId),
    ratingDelayMinutes: String(settings.ratingDelayMinutes ?? DEFAULT_SETTINGS.ratingDelayMinutes),
    suggestedTopUp: formatMoneyText(reaisToCents(settings.suggestedTopUp ?? DEFAULT_SETTINGS.suggestedTopUp)),
    alertBacklogMax: String(settings.alertBacklogMax ?? DEFAULT_SETTINGS.alertBacklogMax),
  };
}

const plural = (n: number, one: string, many: string) => countLabel(n, { one, many });

/** '1440' → '24 horas', '90' → '90 minutos', '0' → 'Logo após o TENHO'. */
export function minutesPhrase(minutes: number): string {
  if (minutes === 0) return 'Logo após o TENHO';
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'dia', 'dias');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hora', 'horas');
  return plural(minutes, 'minuto', 'minutos');
}

/** The values as read-only text ('R$ 0,30', '24 horas', '5 empresas'). */
export function settingsDisplay(settings: SettingsResponse, unitName: (id: number) => string | undefined) {
  return {
    creditValue: formatBRL(settings.creditValue),
    offerTtlHours:
      settings.offerTtlHours === undefined ? '-' : plural(settings.offerTtlHours, 'hora', 'horas'),
    maxCompaniesPerRequest:
      settings.maxCompaniesPerRequest === undefined
        ? '-'
        : plural(settings.maxCompaniesPerRequest, 'empresa', 'empresas'),
    disputeWindowDays:
      settings.disputeWindowDays === undefined ? '-' : plural(settings.disputeWindowDays, 'dia', 'dias'),
    defaultUnitId:
      settings.defaultUnitId == null
        ? 'Nenhuma'
        : (unitName(settings.defaultUnitId) ?? `Franquia nº ${settings.defaultUnitId}`),
    ratingDelayMinutes:
      settings.ratingDelayMinutes === undefined ? '-' : minutesPhrase(settings.ratingDelayMinutes),
    suggestedTopUp: settings.suggestedTopUp === undefined ? '-' : formatBRL(settings.suggestedTopUp),
    alertBacklogMax:
      settings.alertBacklogMax === undefined
        ? '-'
        : settings.alertBacklogMax === 0
          ? 'Sem limite'
          : plural(settings.alertBacklogMax, 'alerta', 'alertas'),
  };
}

/** What each value does, under its label (the Crédito tab and the read-only view). */
export const SETTINGS_HELP = {
  creditValue: 'Quanto a empresa paga por lead aceito (TENHO). Use 0 para não cobrar.',
  offerTtlHours: 'Sem resposta dentro desse prazo, a oferta expira e a empresa não é cobrada.',
  maxCompaniesPerRequest:
    'Quantas empresas da categoria recebem cada pedido; quem recebeu há mais tempo vem primeiro.',
  disputeWindowDays:
    'Por quantos dias após o TENHO a empresa pode contestar um lead cobrado (contato inválido, pedido falso…).',
  defaultUnitId: 'Recebe os pedidos que chegam por números de WhatsApp que não pertencem a nenhuma franquia.',
  ratingDelayMinutes:
    'Depois desse tempo do TENHO, o cliente recebe no WhatsApp a pergunta Ótimo, Regular ou Ruim sobre a empresa (1440 = 24 horas).',
  suggestedTopUp:
    'Quando a empresa responde TENHO sem saldo, recebe no WhatsApp um Pix deste valor (ou da sua última recarga) e o contato chega assim que ela paga.',
  alertBacklogMax:
    'Com esse número de alertas de pedidos ainda aguardando envio, a empresa é pulada e o pedido vai para a próxima (0 = sem limite).',
} as const;

/** The settings in screen order (the Crédito tab's fields and the read-only view's items). */
export const SETTINGS_FIELDS = [
  'creditValue',
  'suggestedTopUp',
  'offerTtlHours',
  'maxCompaniesPerRequest',
  'disputeWindowDays',
  'defaultUnitId',
  'ratingDelayMinutes',
  'alertBacklogMax',
] as const satisfies ReadonlyArray<keyof SettingsFormInput>;
