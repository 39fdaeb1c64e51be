import { z } from 'zod';
import '../shared/zod-locale.ts';
import { MAX_ID, visibleString } from '../shared/schema-fields.ts';
import { recordVersionField } from '../shared/record-version.ts';
import { incidentReportDeadline } from './business-days.ts';

/**
 * The security incident register (Res. CD/ANPD 15/2024): every incident, reported or not, with
 * when it happened and was known, its nature, the data and people affected, the measures taken,
 * and when the ANPD and the people were told. Kept at least five years (Art. 10).
 */

/** Art. 10: the register is kept at least five years; the retention job never deletes it. */
export const INCIDENT_RETENTION_YEARS = 5;

/** Where an incident stands against its three-business-day deadline. */
export const INCIDENT_DEADLINE_STATUSES = ['ON_TIME', 'NEAR', 'OVERDUE', 'DONE', 'NOT_REQUIRED'] as const;
export type IncidentDeadlineStatus = (typeof INCIDENT_DEADLINE_STATUSES)[number];

export const INCIDENT_DEADLINE_LABELS: Record<IncidentDeadlineStatus, string> = {
  ON_TIME: 'No prazo',
  NEAR: 'Prazo próximo',
  OVERDUE: 'Prazo vencido',
  DONE: 'Comunicado',
  NOT_REQUIRED: 'Sem comunicação obrigatória',
};

/** 'Near' when less than this is left before the deadline. */
export const INCIDENT_NEAR_MS = 24 * 3_600_000;

export type IncidentDeadlineFacts = {
  knownAt: Date;
  relevantRisk: boolean;
  anpdNotifiedAt: Date | null;
  subjectsNotifiedAt: Date | null;
};

/**
 * Only an incident that may cause relevant risk or harm must be reported (to the ANPD and to the
 * people); it is done once both were told.
 */
export function incidentDeadlineStatus(facts: IncidentDeadlineFacts, now: Date): IncidentDeadlineStatus {
  if (!facts.relevantRisk) return 'NOT_REQUIRED';
  if (facts.anpdNotifiedAt && facts.subjectsNotifiedAt) return 'DONE';
  const left = incidentReportDeadline(facts.knownAt).getTime() - now.getTime();
  if (left < 0) return 'OVERDUE';
  return left <= INCIDENT_NEAR_MS ? 'NEAR' : 'ON_TIME';
}

export const INCIDENT_MSG = {
  notFound: 'Incidente não encontrado',
  dateInvalid: 'Informe data e hora válidas',
  dateTooOld: 'Informe uma data a partir de 2000',
  dateInFuture: 'A data não pode estar no futuro',
  knownBeforeOccurred: 'A data em que se soube não pode ser anterior à data do incidente',
  notifiedBeforeKnown: 'A comunicação não pode ser anterior à data em que se soube do incidente',
  natureRequired: 'Descreva a natureza do incidente',
  dataRequired: 'Informe os dados afetados',
  peopleRequired: 'Informe as pessoas afetadas',
  unitInvalid: 'Selecione uma franquia válida',
  unitNotFound: 'Franquia não encontrada',
  nothingToUpdate: 'Nenhuma alteração informada',
  tooLong: (max: number) => `Use no máximo ${max} caracteres`,
} as const;

export const INCIDENT_LABELS = {
  occurredAt: 'Quando aconteceu',
  knownAt: 'Quando se soube',
  nature: 'Natureza do incidente',
  affectedData: 'Dados afetados',
  affectedPeople: 'Pessoas afetadas',
  relevantRisk: 'Pode causar risco ou dano relevante (comunicar à ANPD e aos titulares)',
  measures: 'Medidas tomadas',
  anpdNotifiedAt: 'Comunicado à ANPD em',
  subjectsNotifiedAt: 'Comunicado aos titulares em',
  unitId: 'Franquia',
  deadlineAt: 'Prazo de comunicação',
} as const;

/** A little clock skew is tolerated; anything later is a typo. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');

/** An instant with its offset ('2026-03-13T10:00:00-03:00'), not before 2000 and not in the future. */
const instant = z.iso
  .datetime({ offset: true, error: INCIDENT_MSG.dateInvalid })
  .refine((v) => Date.parse(v) >= EARLIEST, INCIDENT_MSG.dateTooOld)
  .refine((v) => Date.parse(v) <= Date.now() + FUTURE_TOLERANCE_MS, INCIDENT_MSG.dateInFuture);

const text = (max: number, required: string) =>
  visibleString({ error: required }).min(1, required).max(max, INCIDENT_MSG.tooLong(max));
const optionalText = (max: number) =>
  visibleString({ error: INCIDENT_MSG.tooLong(max) })
    .max(max, INCIDENT_MSG.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

const incidentFields = {
  /** MASTER: the unit it concerns (null = the whole network); ADMIN: always its own. */
  unitId: z
    .number({ error: INCIDENT_MSG.unitInvalid })
    .int(INCIDENT_MSG.unitInvalid)
    .positive(INCIDENT_MSG.unitInvalid)
    .max(MAX_ID, INCIDENT_MSG.unitInvalid)
    .nullable(),
  occurredAt: instant.nullable(),
  knownAt: instant,
  nature: text(2000, INCIDENT_MSG.natureRequired),
  affectedData: text(2000, INCIDENT_MSG.dataRequired),
  affectedPeople: text(1000, INCIDENT_MSG.peopleRequired),
  relevantRisk: z.boolean({ error: 'Informe se há risco ou dano relevante' }),
  measures: optionalText(4000),
  anpdNotifiedAt: instant.nullable(),
  subjectsNotifiedAt: instant.nullable(),
};

/** The order in which the dates must follow each other; the message of the first out of order. */
export function incidentDatesProblem(dates: {
  occurredAt?: string | Date | null;
  knownAt?: string | Date | null;
  anpdNotifiedAt?: string | Date | null;
  subjectsNotifiedAt?: string | Date | null;
}): { path: 'knownAt' | 'anpdNotifiedAt' | 'subjectsNotifiedAt'; message: string } | null {
  const time = (v: string | Date | null | undefined) => (v ? new Date(v).getTime() : null);
  const occurred = time(dates.occurredAt);
  const known = time(dates.knownAt);
  if (occurred !== null && known !== null && known < occurred)
    return { path: 'knownAt', message: INCIDENT_MSG.knownBeforeOccurred };
  for (const path of ['anpdNotifiedAt', 'subjectsNotifiedAt'] as const) {
    const told = time(dates[path]);
    if (told !== null && known !== null && told < known)
      return { path, message: INCIDENT_MSG.notifiedBeforeKnown };
  }
  return null;
}

const checkDates = (value: Parameters<typeof incidentDatesProblem>[0], ctx: z.RefinementCtx) => {
  const problem = incidentDatesProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
};

/** POST /api/privacy/incidents. */
export const incidentCreateSchema = z
  .object({
    ...incidentFields,
    unitId: incidentFields.unitId.optional(),
    occurredAt: incidentFields.occurredAt.optional(),
    relevantRisk: incidentFields.relevantRisk.default(true),
    anpdNotifiedAt: incidentFields.anpdNotifiedAt.optional(),
    subjectsNotifiedAt: incidentFields.subjectsNotifiedAt.optional(),
  })
  .superRefine(checkDates);
export type IncidentCreate = z.input<typeof incidentCreateSchema>;
export type IncidentCreateValues = z.output<typeof incidentCreateSchema>;

/** PATCH /api/privacy/incidents/{id}: any field; the dates are checked again on the merged record. */
export const incidentPatchSchema = z
  .object(incidentFields)
  .partial()
  .superRefine(checkDates)
  .refine((v) => Object.values(v).some((x) => x !== undefined), INCIDENT_MSG.nothingToUpdate);
export type IncidentPatch = z.input<typeof incidentPatchSchema>;
export type IncidentPatchValues = z.output<typeof incidentPatchSchema>;

export const incidentSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int().nullable(),
  unitName: z.string().nullable(),
  occurredAt: z.iso.datetime().nullable(),
  knownAt: z.iso.datetime(),
  nature: z.string(),
  affectedData: z.string(),
  affectedPeople: z.string(),
  relevantRisk: z.boolean(),
  measures: z.string().nullable(),
  anpdNotifiedAt: z.iso.datetime().nullable(),
  subjectsNotifiedAt: z.iso.datetime().nullable(),
  /** The end of the third business day after `knownAt` (Brasília). */
  deadlineAt: z.iso.datetime(),
  deadlineStatus: z.enum(INCIDENT_DEADLINE_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: recordVersionField,
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentListSchema = z.object({ items: z.array(incidentSchema) });
