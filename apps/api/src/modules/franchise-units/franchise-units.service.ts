import type { z } from 'zod';
import type { ReceivingSummary } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { can } from '@tenho/domain/auth/permissions';
import {
  UNIT_DETAIL_LIST_MAX,
  type FranchiseListAnswer,
  type FranchiseListQuery,
  type FranchiseUnit,
  type FranchiseUnitDetail,
  type franchiseInputSchema,
  type franchisePatchSchema,
  type PublicUnit,
  type UnitMember,
} from '@tenho/domain/franchise/franchise.schemas';
import { centsToReais } from '@tenho/domain/shared/format';
import {
  NO_RATINGS,
  type LatestRatingComment,
  type RatingSummary,
} from '@tenho/domain/ratings/ratings.schemas';
import type { Database } from '../../db/client.ts';
import type { FranchiseUnitRow } from '../../db/schema/franchise-units.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { canAccessUnit, unitScope, type Actor } from '../../plugins/authorization.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import type { AuthUser, SessionCache } from '../../lib/session-cache.ts';
import { FRANCHISE_ERRORS } from './franchise-units.errors.ts';
import { claimVersion } from '../../lib/record-version.ts';
import {
  countUnitDocuments,
  countUnitMembers,
  countUnitsByStatus,
  deleteUnit,
  detachDeletedMembers,
  findUnitById,
  insertUnit,
  listActiveUnitRefs,
  listUnitMembers,
  listUnits,
  lockUnit,
  unitFieldTaken,
  updateUnit,
  type NewUnit,
  type UnitMemberRow,
} from './franchise-units.repository.ts';

export type FranchiseCreatePayload = z.output<typeof franchiseInputSchema>;
export type FranchisePatchPayload = z.output<typeof franchisePatchSchema>;
export function toFranchiseUnit(row: FranchiseUnitRow): FranchiseUnit {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    city: row.city,
    state: row.state,
    region: row.region,
    is_active: row.isActive,
    whatsapp_phone_number_id: row.whatsappPhoneNumberId,
    whatsapp_display_number: row.whatsappDisplayNumber,
    pix_key: row.pixKey,
    pix_merchant_name: row.pixMerchantName,
    pix_merchant_city: row.pixMerchantCity,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const toMember = (row: UnitMemberRow): UnitMember => ({
  id: row.id,
  email: row.email,
  role: row.role,
  name: row.name,
  phone: row.phone,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

/** The payload's fields as table columns (only those sent, for a PATCH). */
function toColumns(input: FranchisePatchPayload): Partial<NewUnit> {
  const values: Partial<NewUnit> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.code !== undefined) values.code = input.code;
  if (input.city !== undefined) values.city = input.city;
  if (input.state !== undefined) values.state = input.state;
  if (input.region !== undefined) values.region = input.region;
  if (input.is_active !== undefined) values.isActive = input.is_active;
  if (input.whatsapp_phone_number_id !== undefined)
    values.whatsappPhoneNumberId = input.whatsapp_phone_number_id;
  if (input.whatsapp_display_number !== undefined)
    values.whatsappDisplayNumber = input.whatsapp_display_number;
  if (input.pix_key !== undefined) values.pixKey = input.pix_key;
  if (input.pix_merchant_name !== undefined) values.pixMerchantName = input.pix_merchant_name;
  if (input.pix_merchant_city !== undefined) values.pixMerchantCity = input.pix_merchant_city;
  return values;
}

/** A unique violation names its constraint (on the error, or on Drizzle's `cause`): which field clashed. */
function uniqueConflict(error: unknown) {
  if (!isUniqueViolation(error)) return null;
  const { constraint, cause } = error as { constraint?: string; cause?: { constraint?: string } };
  return (cause?.constraint ?? constraint ?? '').includes('whatsapp_phone_number_id')
    ? FRANCHISE_ERRORS.whatsappIdTaken()
    : FRANCHISE_ERRORS.codeTaken();
}

// What other modules use of units (registration, categories, the unit dashboard).
export { findActiveUnit } from './franchise-units.repository.ts';

/** A unit the actor may see, else the franchise not-found answer (never 403 for another unit). */
export async function findVisibleUnit(db: Database, actor: Actor, unitId: number): Promise<FranchiseUnitRow> {
  const unit = canAccessUnit(actor, unitId) ? await findUnitById(db, unitId) : undefined;
  if (!unit) throw FRANCHISE_ERRORS.notFound();
  return unit;
}

export type FranchiseUnitsServiceDeps = {
  db: Database;
  /** Session users carry their unit's name: a rename must not wait for the cache to expire. */
  sessionCache?: Pick<SessionCache, 'invalidateAll'>;
  /**
   * The companies' dispute rates (issue 24), composed in app.ts from the disputes module so this
   * module does not depend on it; without it the rates are empty.
   */
  disputeRates?: DisputeRates;
  /** Each company's consumer ratings with its newest comment (modules/ratings, through app.ts). */
  companyRatings?: CompanyRatings;
  /** Issue 32: each company's receiving state and response time (modules/lead-preferences, through app.ts). */
  companyReceiving?: CompanyReceiving;
};

export type CompanyReceiving = (companyIds: readonly number[]) => Promise<Map<number, ReceivingSummary>>;

/** Disputes and charged leads of the last 90 days per company, and their ratio (null: no lead). */
export type CompanyRatings = (
  companyIds: readonly number[],
) => Promise<Map<number, { rating: RatingSummary; latest_comment: LatestRatingComment | null }>>;

export type DisputeRates = (
  companyIds: readonly number[],
) => Promise<Map<number, { disputes: number; chargedLeads: number; rate: number | null }>>;

export function createFranchiseUnitsService({
  db,
  sessionCache,
  disputeRates,
  companyRatings,
  companyReceiving,
}: FranchiseUnitsServiceDeps) {
  /** A unit the actor may see, else 404 exactly like a missing one. */
  async function findVisible(actor: Actor, id: number): Promise<FranchiseUnitRow> {
    const row = canAccessUnit(actor, id) ? await findUnitById(db, id) : undefined;
    if (!row) throw FRANCHISE_ERRORS.notFound();
    return row;
  }

  /** Refuses a code or WhatsApp id another unit holds (the unique indexes guard races too). */
  async function assertFree(values: Partial<NewUnit>, exceptId?: number) {
    if (values.code && (await unitFieldTaken(db, 'code', values.code, exceptId)))
      throw FRANCHISE_ERRORS.codeTaken();
    if (
      values.whatsappPhoneNumberId &&
      (await unitFieldTaken(db, 'whatsappPhoneNumberId', values.whatsappPhoneNumberId, exceptId))
    )
      throw FRANCHISE_ERRORS.whatsappIdTaken();
  }

  /** What the register form's select needs: id and name of the active units, by name. */
  const listPublic = (): Promise<PublicUnit[]> => listActiveUnitRefs(db);

  /**
   * Visitors, and sessions without franchise.view (CLIENT, USER), get the public list; the others
   * the full one in their reach (MASTER the network, ADMIN its own unit), filtered and paged.
   */
  async function list(actor: AuthUser | null, query: FranchiseListQuery): Promise<FranchiseListAnswer> {
    if (!actor || !can(actor, 'franchise.view')) return listPublic();
    const scope = unitScope(actor);
    if (scope === null) {
      return {
        units: [],
        total: 0,
        page: query.page,
        pageSize: query.pageSize,
        counts: { total: 0, active: 0, inactive: 0 },
      };
    }
    const onlyUnitId = scope === 'all' ? undefined : scope;
    const { rows, total } = await listUnits(
      db,
      { search: query.search, status: query.status, onlyUnitId },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return {
      units: rows.map(toFranchiseUnit),
      total,
      page: query.page,
      pageSize: query.pageSize,
      counts: await countUnitsByStatus(db, { onlyUnitId }),
    };
  }

  async function detail(actor: Actor, id: number): Promise<FranchiseUnitDetail> {
    const row = await findVisible(actor, id);
    const [counts, people, companies] = [
      await countUnitMembers(db, id),
      await listUnitMembers(db, id, { clients: false, limit: UNIT_DETAIL_LIST_MAX }),
      await listUnitMembers(db, id, { clients: true, limit: UNIT_DETAIL_LIST_MAX }),
    ];
    const rates = disputeRates ? await disputeRates(companies.map((c) => c.id)) : new Map();
    const rated = companyRatings ? await companyRatings(companies.map((c) => c.id)) : new Map();
    const receiving = companyReceiving ? await companyReceiving(companies.map((c) => c.id)) : new Map();
    return {
      ...toFranchiseUnit(row),
      users: people.map(toMember),
      client_units: companies.map((c) => {
        const quality = rates.get(c.id);
        return {
          ...toMember(c),
          balance: centsToReais(c.balanceCents),
          lead_status: c.leadStatus,
          dispute_rate: quality?.rate ?? null,
          disputes_90d: quality?.disputes ?? 0,
          charged_leads_90d: quality?.chargedLeads ?? 0,
          rating: rated.get(c.id)?.rating ?? NO_RATINGS,
          latest_comment: rated.get(c.id)?.latest_comment ?? null,
          receiving: receiving.get(c.id),
        };
      }),
      users_count: counts.users,
      clients_count: counts.clients,
    };
  }

  async function create(
    actor: Actor,
    input: FranchiseCreatePayload,
    meta: ActionMeta,
  ): Promise<FranchiseUnit> {
    const values = { ...toColumns(input), isActive: input.is_active ?? true } as NewUnit;
    await assertFree(values);
    try {
      const row = await db.transaction(async (tx) => {
        const created = await insertUnit(tx, values);
        await auditAction(tx, actor, meta, {
          action: 'franchise_units.create',
          entity: 'franchise_unit',
          entityId: created.id,
          data: { name: created.name, code: created.code, city: created.city, state: created.state },
        });
        return created;
      });
      return toFranchiseUnit(row);
    } catch (error) {
      throw uniqueConflict(error) ?? error;
    }
  }

  /**
   * Any of the fields, or only is_active (activate / deactivate). Deactivating hides the unit from
   * registration and routing; its people and their data stay as they are.
   */
  async function update(
    actor: Actor,
    id: number,
    patch: FranchisePatchPayload,
    meta: ActionMeta,
    expectedVersion?: number,
  ): Promise<FranchiseUnit> {
    const existing = await findVisible(actor, id);
    const values = toColumns(patch);
    await assertFree(values, id);
    const onlyStatus = Object.keys(values).length === 1 && values.isActive !== undefined;
    const action = onlyStatus
      ? values.isActive
        ? 'franchise_units.activate'
        : 'franchise_units.deactivate'
      : 'franchise_units.update';
    let row: FranchiseUnitRow;
    try {
      row = await db.transaction(async (tx) => {
        await claimVersion(tx, 'franchise_units', id, expectedVersion);
        const updated = await updateUnit(tx, id, values);
        if (!updated) throw FRANCHISE_ERRORS.notFound();
        await auditAction(tx, actor, meta, {
          action,
          entity: 'franchise_unit',
          entityId: id,
          data: {
            name: updated.name,
            fields: Object.keys(patch).filter((k) => patch[k as keyof FranchisePatchPayload] !== undefined),
            ...(values.isActive !== undefined && { is_active: values.isActive }),
          },
        });
        return updated;
      });
    } catch (error) {
      throw uniqueConflict(error) ?? error;
    }
    if (row.name !== existing.name) await sessionCache?.invalidateAll('profile');
    return toFranchiseUnit(row);
  }

  /** Only an empty unit goes: with users or companies linked it answers 409 with their counts. */
  async function remove(actor: Actor, id: number, meta: ActionMeta): Promise<void> {
    await findVisible(actor, id);
    try {
      await db.transaction(async (tx) => {
        const row = await lockUnit(tx, id);
        if (!row) throw FRANCHISE_ERRORS.notFound();
        const linked = await countUnitMembers(tx, id);
        if (linked.users > 0 || linked.clients > 0)
          throw FRANCHISE_ERRORS.hasLinks(linked.users, linked.clients);
        const documentCount = await countUnitDocuments(tx, id);
        if (documentCount > 0) throw FRANCHISE_ERRORS.hasDocuments(documentCount);
        await detachDeletedMembers(tx, id);
        await deleteUnit(tx, id);
        await auditAction(tx, actor, meta, {
          action: 'franchise_units.delete',
          entity: 'franchise_unit',
          entityId: id,
          data: { name: row.name, code: row.code },
        });
      });
    } catch (error) {
      // Someone linked a person (or another record) between the check and the delete.
      if (isForeignKeyViolation(error)) {
        const linked = await countUnitMembers(db, id);
        const documentCount = await countUnitDocuments(db, id);
        if (documentCount > 0 && linked.users === 0 && linked.clients === 0)
          throw FRANCHISE_ERRORS.hasDocuments(documentCount);
        throw FRANCHISE_ERRORS.hasLinks(linked.users, linked.clients);
      }
      throw error;
    }
  }

  return { listPublic, list, detail, create, update, remove };
}

export type FranchiseUnitsService = ReturnType<typeof createFranchiseUnitsService>;
