import {
  brasiliaDateTimeParts,
  brasiliaDay,
  brasiliaInstant,
  incidentReportDeadline,
  isClockTime,
} from '@tenho/domain/privacy/business-days';
import type { Incident, IncidentCreate } from '@tenho/domain/privacy/incidents.schemas';
import type { DateTimeValue } from './date-time-field';

export const DATE_FIELDS = ['occurredAt', 'knownAt', 'anpdNotifiedAt', 'subjectsNotifiedAt'] as const;
export type DateFieldName = (typeof DATE_FIELDS)[number];

/** What the incident form holds: texts as typed, each date as its day and clock time. */
export type IncidentFormValues = Record<DateFieldName, DateTimeValue> & {
  unitId: string;
  nature: string;
  affectedData: string;
  affectedPeople: string;
  relevantRisk: boolean;
  measures: string;
};

export type IncidentFormField = keyof IncidentFormValues;

const NO_DATE: DateTimeValue = { date: '', time: '' };
const partsOf = (iso: string | null) => (iso ? brasiliaDateTimeParts(iso) : NO_DATE);

/** A new incident: known now (the usual case: it is registered when found out). */
export function newIncidentValues(now = new Date(), unitId: number | null = null): IncidentFormValues {
  return {
    unitId: unitId === null ? '' : String(unitId),
    occurredAt: NO_DATE,
    knownAt: brasiliaDateTimeParts(now),
    nature: '',
    affectedData: '',
    affectedPeople: '',
    relevantRisk: true,
    measures: '',
    anpdNotifiedAt: NO_DATE,
    subjectsNotifiedAt: NO_DATE,
  };
}

export function incidentValues(incident: Incident): IncidentFormValues {
  return {
    unitId: incident.unitId === null ? '' : String(incident.unitId),
    occurredAt: partsOf(incident.occurredAt),
    knownAt: partsOf(incident.knownAt),
    nature: incident.nature,
    affectedData: incident.affectedData,
    affectedPeople: incident.affectedPeople,
    relevantRisk: incident.relevantRisk,
    measures: incident.measures ?? '',
    anpdNotifiedAt: partsOf(incident.anpdNotifiedAt),
    subjectsNotifiedAt: partsOf(incident.subjectsNotifiedAt),
  };
}

export const DATE_TIME_MSG = {
  incomplete: 'Informe a data e a hora (hh:mm)',
  time: 'Hora inválida: use hh:mm, de 00:00 a 23:59',
} as const;

/** A date pair as the API takes it: an instant, null when both boxes are empty, or the problem. */
export function instantOf(value: DateTimeValue): { iso: string | null } | { error: string } {
  if (!value.date && !value.time) return { iso: null };
  if (!value.date || !value.time) return { error: DATE_TIME_MSG.incomplete };
  if (!isClockTime(value.time)) return { error: DATE_TIME_MSG.time };
  return { iso: brasiliaInstant(value.date, value.time) };
}

/**
 * The body of a POST from the form, or the errors of the date boxes. The rest is checked by the
 * domain's schema (the same the API uses).
 */
export function incidentBody(
  values: IncidentFormValues,
  withUnit: boolean,
): { body: IncidentCreate; errors: Partial<Record<IncidentFormField, string>> } {
  const errors: Partial<Record<IncidentFormField, string>> = {};
  const dates = {} as Record<DateFieldName, string | null>;
  for (const name of DATE_FIELDS) {
    const result = instantOf(values[name]);
    if ('error' in result) errors[name] = result.error;
    else dates[name] = result.iso;
  }
  const body: IncidentCreate = {
    ...(withUnit ? { unitId: values.unitId ? Number(values.unitId) : null } : {}),
    occurredAt: dates.occurredAt ?? null,
    knownAt: dates.knownAt ?? '',
    nature: values.nature,
    affectedData: values.affectedData,
    affectedPeople: values.affectedPeople,
    relevantRisk: values.relevantRisk,
    measures: values.measures,
    anpdNotifiedAt: dates.anpdNotifiedAt ?? null,
    subjectsNotifiedAt: dates.subjectsNotifiedAt ?? null,
  };
  return { body, errors };
}

/** The deadline the form shows while the 'known at' boxes hold a real instant. */
export function formDeadline(values: IncidentFormValues): Date | null {
  const known = instantOf(values.knownAt);
  return 'iso' in known && known.iso ? incidentReportDeadline(new Date(known.iso)) : null;
}

export const todayInBrasilia = () => brasiliaDay(new Date());
