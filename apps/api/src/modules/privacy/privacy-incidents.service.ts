import { eq, type SQL } from 'drizzle-orm';
import { incidentReportDeadline } from '@tenho/domain/privacy/business-days';
import {
  incidentCreateSchema,
  incidentDatesProblem,
  incidentDeadlineStatus,
  incidentPatchSchema,
  type Incident,
  type IncidentCreate,
  type IncidentPatch,
} from '@tenho/domain/privacy/incidents.schemas';
import type { Database } from '../../db/client.ts';
import { privacyIncidents } from '../../db/schema/privacy-incidents.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import { claimVersion } from '../../lib/record-version.ts';
import { PRIVACY_ERRORS } from './privacy.errors.ts';
import {
  findIncident,
  insertIncident,
  listIncidents,
  unitExists,
  updateIncident,
  type IncidentWithUnit,
} from './privacy-incidents.repository.ts';
import type { PrivacyActor } from './privacy.service.ts';

export type PrivacyIncidentsServiceDeps = { db: Database; now?: () => Date };

const iso = (date: Date | null) => date?.toISOString() ?? null;
const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * The incident register of Privacidade (Res. CD/ANPD 15/2024): MASTER keeps the network's (any
 * unit, or none); ADMIN only its unit's, and another unit's answers 404. Every change is audited;
 * an edit carries the version it read (If-Match).
 */
export function createPrivacyIncidentsService({ db, now = () => new Date() }: PrivacyIncidentsServiceDeps) {
  const scope = (actor: PrivacyActor): SQL | undefined =>
    actor.role === 'MASTER' ? undefined : eq(privacyIncidents.unitId, actor.unit_id ?? -1);

  function toIncident(row: IncidentWithUnit): Incident {
    return {
      id: row.id,
      unitId: row.unitId,
      unitName: row.unitName,
      occurredAt: iso(row.occurredAt),
      knownAt: row.knownAt.toISOString(),
      nature: row.nature,
      affectedData: row.affectedData,
      affectedPeople: row.affectedPeople,
      relevantRisk: row.relevantRisk,
      measures: row.measures,
      anpdNotifiedAt: iso(row.anpdNotifiedAt),
      subjectsNotifiedAt: iso(row.subjectsNotifiedAt),
      deadlineAt: incidentReportDeadline(row.knownAt).toISOString(),
      deadlineStatus: incidentDeadlineStatus(row, now()),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    };
  }

  /** ADMIN always files under its own unit (another one is not found); MASTER names one (checked) or none. */
  async function unitFor(
    actor: PrivacyActor,
    requested: number | null | undefined,
    current: number | null,
    tx: Database = db,
  ) {
    if (actor.role !== 'MASTER') {
      if (requested !== undefined && requested !== actor.unit_id) throw PRIVACY_ERRORS.unitNotFound();
      return actor.unit_id;
    }
    if (requested === undefined) return current;
    if (requested !== null && !(await unitExists(tx, requested))) throw PRIVACY_ERRORS.unitNotFound();
    return requested;
  }

  async function list(actor: PrivacyActor): Promise<{ items: Incident[] }> {
    return { items: (await listIncidents(db, scope(actor))).map(toIncident) };
  }

  async function create(actor: PrivacyActor, input: IncidentCreate, meta: ActionMeta): Promise<Incident> {
    const body = incidentCreateSchema.parse(input);
    const unitId = await unitFor(actor, body.unitId, null);
    if (actor.role !== 'MASTER' && unitId === null) throw PRIVACY_ERRORS.incidentNotFound();
    return db.transaction(async (tx) => {
      const row = await insertIncident(tx, {
        unitId,
        occurredAt: toDate(body.occurredAt) ?? null,
        knownAt: new Date(body.knownAt),
        nature: body.nature,
        affectedData: body.affectedData,
        affectedPeople: body.affectedPeople,
        relevantRisk: body.relevantRisk,
        measures: body.measures,
        anpdNotifiedAt: toDate(body.anpdNotifiedAt) ?? null,
        subjectsNotifiedAt: toDate(body.subjectsNotifiedAt) ?? null,
        createdBy: actor.id,
      });
      await auditAction(tx, actor, meta, {
        action: 'privacy.incident_create',
        entity: 'privacy_incident',
        entityId: row.id,
        data: { unitId, knownAt: row.knownAt.toISOString(), relevantRisk: row.relevantRisk },
      });
      return toIncident((await findIncident(tx, row.id, undefined))!);
    });
  }

  async function update(
    actor: PrivacyActor,
    id: number,
    input: IncidentPatch,
    meta: ActionMeta,
    expectedVersion?: number,
  ): Promise<Incident> {
    const patch = incidentPatchSchema.parse(input);
    return db.transaction(async (tx) => {
      const before = await findIncident(tx, id, scope(actor));
      if (!before) throw PRIVACY_ERRORS.incidentNotFound();
      await claimVersion(tx, 'privacy_incidents', id, expectedVersion);
      // Inside the transaction: PGlite has one connection, a read on `db` here would wait forever.
      const unitId = await unitFor(actor, patch.unitId, before.unitId, tx);
      const values = {
        unitId,
        occurredAt: toDate(patch.occurredAt),
        knownAt: toDate(patch.knownAt) ?? undefined,
        nature: patch.nature,
        affectedData: patch.affectedData,
        affectedPeople: patch.affectedPeople,
        relevantRisk: patch.relevantRisk,
        measures: patch.measures,
        anpdNotifiedAt: toDate(patch.anpdNotifiedAt),
        subjectsNotifiedAt: toDate(patch.subjectsNotifiedAt),
      };
      const merged = {
        ...before,
        ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)),
      };
      const problem = incidentDatesProblem(merged);
      if (problem)
        throw new AppError('validation', 400, problem.message, [
          { path: problem.path, message: problem.message },
        ]);
      await updateIncident(tx, id, values);
      const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
        (key) => values[key] !== undefined && String(values[key]) !== String(before[key]),
      );
      await auditAction(tx, actor, meta, {
        action: 'privacy.incident_update',
        entity: 'privacy_incident',
        entityId: id,
        data: { changed },
      });
      return toIncident((await findIncident(tx, id, undefined))!);
    });
  }

  return { list, create, update };
}

export type PrivacyIncidentsService = ReturnType<typeof createPrivacyIncidentsService>;
