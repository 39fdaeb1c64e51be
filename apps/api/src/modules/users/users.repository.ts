import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ratingSummary, type RatingSummary } from '@tenho/domain/ratings/ratings.schemas';
import type { Role } from '@tenho/domain/auth/roles';
import type { LeadStatus, UserCounts, UserListItem, UserListQuery } from '@tenho/domain/users/users.schemas';
import { onlyDigits } from '@tenho/domain/shared/format';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { userCategories } from '../../db/schema/categories.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { passwordResets } from '../../db/schema/password-resets.ts';
import { permissions, userPermissionOverrides } from '../../db/schema/permissions.ts';
import { profilePhones, profiles } from '../../db/schema/profiles.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { pendingRegistrationCondition, users } from '../../db/schema/users.ts';
import { containsPattern, foldedSql } from '../../lib/sql-text.ts';
import { scopeUsersWhere, type Actor } from '../../plugins/authorization.ts';

/** A live (not deleted) user as scoping and the services need it. */
export type UserRecord = {
  id: number;
  email: string;
  role: Role;
  unit_id: number | null;
  parent_id: number | null;
  is_active: boolean;
  lead_status: LeadStatus | null;
  created_at: Date;
  last_login_at: Date | null;
  login_count: number;
  version: number;
};

const recordColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  unit_id: users.unitId,
  parent_id: users.parentId,
  is_active: users.isActive,
  lead_status: users.leadStatus,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
  login_count: users.loginCount,
  version: users.version,
};

const live = isNull(users.deletedAt);

/** A live user by id; `lock` takes a row lock for the rest of the transaction. */
export async function findUser(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<UserRecord | null> {
  const query = db
    .select(recordColumns)
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function emailInUse(db: Database, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findUnit(db: Database, unitId: number) {
  const [row] = await db
    .select({ id: franchiseUnits.id, name: franchiseUnits.name, isActive: franchiseUnits.isActive })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.id, unitId))
    .limit(1);
  return row ?? null;
}

export async function insertUserRow(
  db: Database,
  values: {
    email: string;
    passwordHash: string;
    role: Role;
    unitId: number | null;
    parentId: number | null;
    isActive: boolean;
  },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning({ id: users.id });
  return row!.id;
}

export async function updateUserRow(
  db: Database,
  id: number,
  values: Partial<{ isActive: boolean; leadStatus: LeadStatus | null; email: string; passwordHash: string }>,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: at })
    .where(eq(users.id, id));
}

// ---------------------------------------------------------------------------------------------
// Permission overrides.
// ---------------------------------------------------------------------------------------------

export async function loadOverrides(db: Database, userId: number): Promise<Record<string, boolean>> {
  const rows = await db
    .select({ name: permissions.name, enabled: userPermissionOverrides.enabled })
    .from(userPermissionOverrides)
    .innerJoin(permissions, eq(permissions.id, userPermissionOverrides.permissionId))
    .where(eq(userPermissionOverrides.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.name, r.enabled]));
}

export async function findPermissionIds(db: Database, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function replaceOverrides(
  db: Database,
  userId: number,
  overrides: { permissionId: number; enabled: boolean }[],
): Promise<void> {
  await db.delete(userPermissionOverrides).where(eq(userPermissionOverrides.userId, userId));
  if (overrides.length === 0) return;
  await db.insert(userPermissionOverrides).values(overrides.map((o) => ({ userId, ...o })));
}

// ---------------------------------------------------------------------------------------------
// The management list: one statement for a page of rows and the cards.
// ---------------------------------------------------------------------------------------------

/** A search that looks like a phone ('(11) 98765', '+55 11 9') also matches phone digits. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

function searchCondition(term: string): SQL {
  const pattern = containsPattern(term);
  const names = sql`select ${profiles.userId} from ${profiles} where ${foldedSql(profiles.displayName)} like ${pattern} or ${foldedSql(profiles.legalName)} like ${pattern}`;
  const conditions: SQL[] = [sql`${users.email} ilike ${pattern}`, sql`${users.id} in (${names})`];
  const digits = onlyDigits(term);
  if (PHONE_LIKE.test(term) && digits.length >= 2) {
    const phones = sql`select ${profiles.userId} from ${profilePhones} join ${profiles} on ${profiles.id} = ${profilePhones.profileId} where ${profilePhones.phone} like ${`%${digits}%`}`;
    conditions.push(sql`${users.id} in (${phones})`);
  }
  return or(...conditions)!;
}

/**
 * Who the caller may list (scopeUsersWhere, the single rule), plus the filters. For an ADMIN the
 * scope is restated as `unit_id = its unit` too: the same set (the ADMIN belongs to that unit), said
 * in a way the planner can serve from the (unit_id, created_at) index instead of an OR.
 */
function listConditions(actor: Actor, query: UserListQuery): SQL {
  return and(
    live,
    scopeUsersWhere(actor),
    actor.role === 'ADMIN' && actor.unit_id !== null ? eq(users.unitId, actor.unit_id) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.unit_id !== undefined ? eq(users.unitId, query.unit_id) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  )!;
}

function statusCondition(status: UserListQuery['status']): SQL | undefined {
  if (status === 'active') return eq(users.isActive, true);
  if (status === 'inactive') return eq(users.isActive, false);
  return undefined;
}

/** ORDER BY for the page, written over the inner query's own columns. */
function orderBy(query: UserListQuery, column: (name: string) => SQL): SQL {
  const dir = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  switch (query.sort) {
    case 'email':
      return sql`${column('email')} ${dir}, ${column('id')} ${dir}`;
    case 'name':
      return sql`${column('sort_name')} ${dir}, ${column('id')} ${dir}`;
    case 'last_login_at':
      return sql`${column('last_login_at')} ${dir} nulls last, ${column('id')} ${dir}`;
    default:
      return sql`${column('created_at')} ${dir}, ${column('id')} ${dir}`;
  }
}

type ListRow = {
  total?: number;
  active?: number;
  inactive?: number;
  pending?: number;
  id: number | null;
  email: string;
  role: Role;
  unit_id: number | null;
  parent_id: number | null;
  is_active: boolean;
  created_at: string | Date;
  last_login_at: string | Date | null;
  login_count: number;
  version: number;
  lead_status: LeadStatus | null;
  has_profile: boolean;
  display_name: string | null;
  legal_name: string | null;
  phone: string | null;
  photo_url: string | null;
  unit_name: string | null;
  overrides: Record<string, boolean> | string | null;
  ratings: unknown;
};

const iso = (value: string | Date | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * One round trip: one page of rows, each with its primary phone, primary photo, unit and overrides,
 * and (unless the caller already holds them) the counts of the filtered set, status excluded (see
 * userCountsSchema). The page subquery is ordered and limited on `users` alone (an index walk for
 * the default order) and only its rows are joined to the rest: no N+1, no work proportional to the
 * whole list but the count.
 */
export async function listUsers(
  db: Database,
  actor: Actor,
  query: UserListQuery,
  options: { withCounts: boolean } = { withCounts: true },
): Promise<{ rows: UserListItem[]; counts: UserCounts | null }> {
  const where = listConditions(actor, query);
  const pageWhere = and(where, statusCondition(query.status));
  const offset = (query.page - 1) * query.pageSize;
  const innerColumn = (name: string) =>
    name === 'sort_name'
      ? sql`lower(coalesce(${profiles.displayName}, ${users.email}))`
      : sql`${sql.identifier(name)}`;
  const outerColumn = (name: string) => sql`page.${sql.identifier(name)}`;
  const byName = query.sort === 'name';
  const sortJoin = byName ? sql`left join ${profiles} on ${profiles.userId} = ${users.id}` : sql``;
  const sortName = byName
    ? sql`, lower(coalesce(${profiles.displayName}, ${users.email})) as sort_name`
    : sql``;

  const page = sql`
    select u.id, u.email, u.role, u.unit_id, u.parent_id, u.is_active, u.created_at, u.last_login_at,
           u.login_count, u.version, u.lead_status, ${byName ? sql`u.sort_name,` : sql``}
           (p.id is not null) as has_profile, p.display_name, p.legal_name,
           (select ph.phone from profile_phones ph where ph.profile_id = p.id
             order by ph.is_primary desc, ph.id asc limit 1) as phone,
           (select pf.photo_url from profile_photos pf where pf.profile_id = p.id and pf.is_primary
             order by pf.id desc limit 1) as photo_url,
           (select fu.name from franchise_units fu where fu.id = u.unit_id) as unit_name,
           (select jsonb_object_agg(pm.name, o.enabled) from user_permission_overrides o
             join permissions pm on pm.id = o.permission_id where o.user_id = u.id) as overrides,
           -- A company's consumer ratings (issue 29); offer_ratings bumps the list version.
           (select jsonb_build_object('sum', coalesce(sum(r.score), 0), 'count', count(*))
              from offer_ratings r where u.role = 'CLIENT' and r.company_id = u.id and r.score is not null) as ratings
    from (
      select ${users.id} as id, ${users.email} as email, ${users.role} as role, ${users.unitId} as unit_id,
             ${users.parentId} as parent_id, ${users.isActive} as is_active, ${users.createdAt} as created_at,
             ${users.lastLoginAt} as last_login_at, ${users.loginCount} as login_count, ${users.version} as version,
             ${users.leadStatus} as lead_status ${sortName}
      from ${users} ${sortJoin}
      where ${pageWhere}
      order by ${orderBy(query, innerColumn)}
      limit ${query.pageSize} offset ${offset}
    ) u
    left join profiles p on p.user_id = u.id`;

  const statement = options.withCounts
    ? sql`
      select c.total, c.active, c.inactive, c.pending, page.*
      from (
        select count(*)::int as total,
               (count(*) filter (where ${users.isActive}))::int as active,
               (count(*) filter (where not ${users.isActive}))::int as inactive,
               (count(*) filter (where ${pendingRegistrationCondition}))::int as pending
        from ${users}
        where ${where}
      ) c
      left join lateral (${page}) page on true
      order by ${orderBy(query, outerColumn)}`
    : sql`select page.* from (${page}) page order by ${orderBy(query, outerColumn)}`;

  const result = await db.execute(statement);
  const rows = (result as unknown as { rows: ListRow[] }).rows;
  const first = rows[0];
  const counts: UserCounts | null = options.withCounts
    ? {
        total: first?.total ?? 0,
        active: first?.active ?? 0,
        inactive: first?.inactive ?? 0,
        pending_activation: first?.pending ?? 0,
      }
    : null;
  const items = rows
    .filter((r) => r.id !== null)
    .map((r): UserListItem => ({
      id: r.id!,
      email: r.email,
      role: r.role,
      unit_id: r.unit_id,
      parent_id: r.parent_id,
      is_active: r.is_active,
      created_at: iso(r.created_at)!,
      last_login_at: iso(r.last_login_at),
      login_count: r.login_count,
      version: r.version,
      name: r.display_name,
      profile: r.has_profile
        ? {
            display_name: r.display_name,
            legal_name: r.legal_name,
            phone: r.phone,
            photo_url: r.photo_url,
          }
        : null,
      permission_override:
        typeof r.overrides === 'string'
          ? (JSON.parse(r.overrides) as Record<string, boolean>)
          : (r.overrides ?? {}),
      lead_status: r.lead_status,
      unit: r.unit_id !== null && r.unit_name !== null ? { id: r.unit_id, name: r.unit_name } : null,
      rating: r.role === 'CLIENT' ? ratingOfRow(r.ratings) : null,
    }));
  return { rows: items, counts };
}

/** The `ratings` column ({sum, count} as JSON, text on some drivers) as the list's summary. */
function ratingOfRow(value: unknown): RatingSummary {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as {
    sum?: number;
    count?: number;
  } | null;
  return ratingSummary(Number(parsed?.sum ?? 0), Number(parsed?.count ?? 0));
}

/** The unit of a user, for the full answer. */
export async function findUnitRef(db: Database, unitId: number | null) {
  if (unitId === null) return null;
  const unit = await findUnit(db, unitId);
  return unit ? { id: unit.id, name: unit.name } : null;
}

// ---------------------------------------------------------------------------------------------
// Deletion: the row stays as an anonymised tombstone (see the users table).
// ---------------------------------------------------------------------------------------------

/** Live USERs that belong to this CLIENT. */
export async function countChildren(db: Database, parentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.parentId, parentId), live));
  return row?.n ?? 0;
}

/** Personal keys that older audit entries may carry about a user; removed on deletion. */
const PERSONAL_AUDIT_KEYS = [
  'email',
  'name',
  'companyName',
  'phone',
  'display_name',
  'legal_name',
  'document',
];

/**
 * Anonymises a user: login and personal data gone, the row kept so references stay valid.
 * The caller removes the profile (and its photo files) in the same transaction.
 */
export async function anonymiseUser(db: Database, id: number, at: Date): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, id));
  await db.delete(passwordResets).where(eq(passwordResets.userId, id));
  await db.delete(userPermissionOverrides).where(eq(userPermissionOverrides.userId, id));
  await db.delete(userCategories).where(eq(userCategories.userId, id));
  await db
    .update(auditLog)
    .set({
      data: sql`case when ${auditLog.data} is null then null else ${auditLog.data} - ${sql.raw(
        `array[${PERSONAL_AUDIT_KEYS.map((k) => `'${k}'`).join(', ')}]::text[]`,
      )} end`,
    })
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, id)));
  await db
    .update(users)
    .set({
      email: `excluido-${id}@excluido.invalid`,
      // No argon2 hash can equal this, so the tombstone can never log in.
      passwordHash: '!',
      isActive: false,
      leadStatus: null,
      lastLoginAt: null,
      deletedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, id));
}
