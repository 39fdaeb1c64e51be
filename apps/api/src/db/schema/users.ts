import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role } from '@tenho/domain/auth/roles';
import type { LeadStatus } from '@tenho/domain/users/users.schemas';
import { reference, serialId, timestampNow, timestampTz } from './columns.ts';
import { franchiseUnits } from './franchise-units.ts';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** Stored lower-cased; the unique index on lower(email) also guards writes that forget to. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    unitId: reference('unit_id', () => franchiseUnits.id, 'restrict'),
    /** A USER's CLIENT (the company it works for). */
    parentId: reference('parent_id', (): AnyPgColumn => users.id, 'cascade'),
    isActive: boolean('is_active').notNull().default(false),
    lastLoginAt: timestampTz('last_login_at'),
    loginCount: integer('login_count').notNull().default(0),
    /** Architecture §5.7: set for self-registered companies (PENDING_CONFIRMATION, then CONFIRMED). */
    leadStatus: text('lead_status').$type<LeadStatus>(),
    /**
     * Deleting a user keeps this row as an anonymised tombstone (e-mail `excluido-<id>@…invalid`,
     * unusable password hash, inactive, no profile, sessions, overrides or categories) so the audit
     * log, and later the ledger and messages, keep a valid reference. Every list and lookup
     * excludes rows with deleted_at; GET /users/{id} answers 404 for them.
     */
    deletedAt: timestampTz('deleted_at'),
    /** Issue 31 point 7: the terms (auth/terms.ts TERMS_VERSION) a self-registered company accepted, and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestampTz('terms_accepted_at'),
    createdAt: timestampNow('created_at'),
    /** Optimistic concurrency: bumped by every update (lib/record-version.ts). */
    version: integer('version').notNull().default(1),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_unit_id_idx').on(t.unitId),
    index('users_parent_id_idx').on(t.parentId),
    index('users_role_idx').on(t.role),
    // GET /users pages: newest first inside a unit (ADMIN) or across the network (MASTER).
    // Ascending: a backward scan serves `created_at desc, id desc` (the default) just as well.
    index('users_live_unit_created_idx')
      .on(t.unitId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_live_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Search by any part of the e-mail (ILIKE '%…%'); pg_trgm is created by migration 0002.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('users_role_check', sql`${t.role} in ('MASTER', 'ADMIN', 'CLIENT', 'USER')`),
    check(
      'users_lead_status_check',
      sql`${t.leadStatus} is null or ${t.leadStatus} in ('PENDING_CONFIRMATION', 'CONFIRMED')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * One row whose version grows with every committed transaction that changes what GET /users shows
 * (users, profiles, phones, photos, overrides, unit names): deferred triggers of migration 0009
 * bump it once per transaction, at commit. A list page cached with version v is valid while the
 * row still says v, in every API process, so a cached answer costs one primary-key read.
 */
export const userListVersion = pgTable(
  'user_list_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('user_list_version_single_row', sql`${t.id} = 1`)],
);

/**
 * SQL twin of the domain's `isPendingRegistration` (users/registration.ts): inactive and never
 * signed in. Every count of pending registrations (Usuários' card, the MASTER dashboard's leads
 * waiting for confirmation) uses this condition, so the two can never disagree.
 */
export const pendingRegistrationCondition = sql`(not ${users.isActive} and ${users.lastLoginAt} is null)`;

/**
 * One definition of a lead (architecture §5.7) for every card and list that counts or shows one:
 * a company that registered itself (lead_status set). A lead waiting for its confirmation is one
 * of them whose status is still PENDING_CONFIRMATION, so 'aguardando' can never exceed 'Leads'.
 */
export const leadCondition = sql`(${users.role} = 'CLIENT' and ${users.leadStatus} is not null)`;
export const pendingLeadCondition = sql`(${users.role} = 'CLIENT' and ${users.leadStatus} = 'PENDING_CONFIRMATION')`;
