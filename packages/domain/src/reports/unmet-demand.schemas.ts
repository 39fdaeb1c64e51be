import { z } from 'zod';
import '../shared/zod-locale.ts';
import { REPORT_PERIODS, type ReportPeriod } from '../shared/constants.ts';
import { idSchema, isoDateTimeSchema } from '../shared/schema-fields.ts';
import { REPORT_FORMATS, REPORTS_MSG } from './reports.schemas.ts';
import { UNSERVED_REASONS } from './unmet-demand.constants.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './unmet-demand.constants.ts';

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
