import { z } from 'zod';
import '../shared/zod-locale.ts';
import { REPORT_PERIODS, type ReportPeriod } from '../shared/constants.ts';
import { countLabel, NOUNS } from '../shared/plural.ts';
import { idSchema, isoDateTimeSchema } from '../shared/schema-fields.ts';
import { REPORT_FORMATS, REPORTS_MSG } from './reports.schemas.ts';

/**
 * Demanda não atendida (issue 24 point 5): consumer requests whose routing offered them to nobody,
 * by unit and category, with why. MASTER sees every unit, ADMIN its own.
 */

/**
 * no_company: no active company of the unit has the category; no_balance: some have it, but none
 * could pay the credit value when the request came in; closed (issue 32): every one that could
 * take it was outside its business hours.
 */
export const UNSERVED_REASONS = [
  'no_company',
  'no_balance',
  'not_understood',
  'media_without_text',
  'closed',
] as const;
export type UnservedReason = (typeof UNSERVED_REASONS)[number];

export const UNSERVED_REASON_LABELS: Record<UnservedReason, string> = {
  no_company: 'Nenhuma empresa na categoria',
  no_balance: 'Empresas sem saldo',
  not_understood: 'Pedido não compreendido',
  media_without_text: 'Áudio ou foto sem texto',
  closed: 'Empresas fora do horário',
};

/** The category column of a request nobody could place (issue 30). */
export const UNMET_DEMAND_NO_CATEGORY = 'Sem categoria';

export const UNMET_DEMAND_MSG = {
  tab: 'Demanda não atendida',
  title: 'Demanda não atendida',
  description:
    'Pedidos de consumidores que nenhuma empresa recebeu: a categoria não tem empresa ativa na franquia, ou as que têm estavam sem saldo ou fora do horário.',
  empty: 'Nenhum pedido ficou sem empresa no período.',
  emptyHint: 'Quando um pedido chegar para uma categoria sem empresa disponível, ele aparece aqui.',
  loadFailed: 'Erro ao carregar a demanda não atendida',
  forbidden: 'Este relatório é exclusivo de administradores da franquia e da rede.',
  cardTitle: 'Pedidos sem empresa nos últimos 30 dias',
  cardEmpty: 'Nenhum pedido ficou sem empresa nos últimos 30 dias.',
  cardLink: 'Ver empresas',
  cardReport: 'Ver relatório completo',
  requests: (n: number) => countLabel(n, NOUNS.request),
} as const;

/** The dashboard card lists this many unit × category rows. */
export const UNMET_DEMAND_CARD_SIZE = 5;
/** The dashboard card looks at this period. */
export const UNMET_DEMAND_CARD_PERIOD: ReportPeriod = 30;

/** GET /reports/unmet-demand?period=7|30|90|365&format=json|csv. */
export const unmetDemandQuerySchema = z.object({
  period: z
    .enum(REPORT_PERIODS.map(String) as [`${ReportPeriod}`, ...`${ReportPeriod}`[]], {
      error: REPORTS_MSG.periodInvalid,
    })
    .optional()
    .default('30')
    .transform((v) => Number(v) as ReportPeriod),
  format: z.enum(REPORT_FORMATS, { error: REPORTS_MSG.formatInvalid }).optional().default('json'),
});
export type UnmetDemandQueryInput = z.input<typeof unmetDemandQuerySchema>;
export type UnmetDemandQuery = z.output<typeof unmetDemandQuerySchema>;

export const unmetDemandRowSchema = z.object({
  unit_id: idSchema,
  unit_name: z.string(),
  /** Null for requests no category was found for (not_understood, media_without_text). */
  category_id: idSchema.nullable(),
  category_name: z.string(),
  requests: z.number().int(),
  last_request_at: isoDateTimeSchema,
  reason: z.enum(UNSERVED_REASONS),
});
export type UnmetDemandRow = z.infer<typeof unmetDemandRowSchema>;

/** Rows by requests (most first), then the newest request. */
export const unmetDemandReportSchema = z.object({
  period: z.number().int(),
  from: z.string().describe('aaaa-mm-dd (horário de Brasília)'),
  to: z.string().describe('aaaa-mm-dd (horário de Brasília)'),
  total: z.number().int(),
  rows: z.array(unmetDemandRowSchema),
});
export type UnmetDemandReport = z.infer<typeof unmetDemandReportSchema>;
