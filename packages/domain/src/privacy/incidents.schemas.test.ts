import { describe, expect, it } from 'vitest';
import {
  INCIDENT_MSG,
  incidentCreateSchema,
  incidentDatesProblem,
  incidentDeadlineStatus,
} from './incidents.schemas.ts';

// Known Friday 2026-03-13 10:00 in Brasília: due Wednesday 2026-03-18 23:59:59.999 (-03:00).
const knownAt = new Date('2026-03-13T13:00:00Z');
const due = new Date('2026-03-19T02:59:59.999Z');
const facts = { knownAt, relevantRisk: true, anpdNotifiedAt: null, subjectsNotifiedAt: null };
const at = (ms: number) => new Date(due.getTime() + ms);

describe('incidentDeadlineStatus', () => {
  it('is on time, then near in the last 24 hours, then overdue', () => {
    expect(incidentDeadlineStatus(facts, at(-25 * 3_600_000))).toBe('ON_TIME');
    expect(incidentDeadlineStatus(facts, at(-23 * 3_600_000))).toBe('NEAR');
    expect(incidentDeadlineStatus(facts, at(0))).toBe('NEAR');
    expect(incidentDeadlineStatus(facts, at(1))).toBe('OVERDUE');
  });

  it('is done only once both the ANPD and the people were told', () => {
    const told = new Date('2026-03-16T12:00:00Z');
    expect(incidentDeadlineStatus({ ...facts, anpdNotifiedAt: told }, at(1))).toBe('OVERDUE');
    expect(incidentDeadlineStatus({ ...facts, anpdNotifiedAt: told, subjectsNotifiedAt: told }, at(1))).toBe(
      'DONE',
    );
  });

  it('asks nothing of an incident without relevant risk', () => {
    expect(incidentDeadlineStatus({ ...facts, relevantRisk: false }, at(86_400_000))).toBe('NOT_REQUIRED');
  });
});

describe('incident dates', () => {
  it('keep their order: happened, known, told', () => {
    expect(incidentDatesProblem({ occurredAt: '2026-03-14T10:00:00Z', knownAt })).toEqual({
      path: 'knownAt',
      message: INCIDENT_MSG.knownBeforeOccurred,
    });
    expect(incidentDatesProblem({ knownAt, subjectsNotifiedAt: '2026-03-12T10:00:00Z' })).toEqual({
      path: 'subjectsNotifiedAt',
      message: INCIDENT_MSG.notifiedBeforeKnown,
    });
    expect(incidentDatesProblem({ occurredAt: null, knownAt, anpdNotifiedAt: knownAt })).toBeNull();
  });

  it('take an instant with its offset, trimmed texts, and default to a reportable incident', () => {
    const parsed = incidentCreateSchema.parse({
      knownAt: '2026-03-13T10:00:00-03:00',
      nature: '  Notebook furtado ',
      affectedData: 'Nome',
      affectedPeople: '3',
      measures: '',
    });
    expect(parsed).toMatchObject({ nature: 'Notebook furtado', relevantRisk: true, measures: null });
    expect(incidentCreateSchema.safeParse({ ...parsed, knownAt: '2026-03-13 10:00' }).success).toBe(false);
  });
});
