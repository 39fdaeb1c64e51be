import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type {
  BusinessHoursInterval,
  NotOfferedReason,
  SpendCapPeriod,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { requiredReference, timestampNow, timestampTz } from './columns.ts';
import { inboundMessages } from './messages.ts';
import { users } from './users.ts';

/**
 * How a company receives leads (issue 32), one row per company, created on its first change (no
 * row: always open, no cap, not paused). The row is also the lock a TENHO takes to check the spend
 * cap in the transaction of the charge, so concurrent TENHOs of one company run one at a time.
 */
export const companyLeadPreferences = pgTable(
  'company_lead_preferences',
  {
    companyId: requiredReference('company_id', () => users.id, 'cascade').primaryKey(),
    /** Paused until then (9999-12-31: until resumed); null: not paused. */
    pausedUntil: timestampTz('paused_until'),
    /** Paused by the platform after unanswered offers, not by the company. */
    autoPaused: boolean('auto_paused').notNull().default(false),
    /** The last resume: offers made before it do not count towards the automatic pause. */
    resumedAt: timestampTz('resumed_at'),
    spendCapPeriod: text('spend_cap_period').$type<SpendCapPeriod>(),
    spendCapCents: bigint('spend_cap_cents', { mode: 'number' }),
    /** null: always open; a list of Brasília-time intervals (a weekday without one is closed). */
    businessHours: jsonb('business_hours').$type<BusinessHoursInterval[] | null>(),
    /** The start of the cap period whose 80 % warning was sent (once per period). */
    capWarnedPeriod: timestampTz('cap_warned_period'),
    /** Optimistic concurrency (If-Match), like users.version. */
    version: integer('version').notNull().default(1),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [
    check(
      'company_lead_preferences_cap_check',
      sql`(${t.spendCapPeriod} is null and ${t.spendCapCents} is null) or (${t.spendCapPeriod} in ('week', 'month') and ${t.spendCapCents} > 0)`,
    ),
    index('company_lead_preferences_paused_idx')
      .on(t.pausedUntil)
      .where(sql`${t.pausedUntil} is not null`),
  ],
);

export type CompanyLeadPreferencesRow = typeof companyLeadPreferences.$inferSelect;

/**
 * Why a company of the request's category was not offered it (Central de Mensagens): written with
 * the routing of the request, one row per company left out.
 */
export const requestNotOffered = pgTable(
  'request_not_offered',
  {
    messageId: requiredReference('message_id', () => inboundMessages.id, 'cascade'),
    companyId: requiredReference('company_id', () => users.id, 'cascade'),
    reason: text('reason').$type<NotOfferedReason>().notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.companyId] }),
    index('request_not_offered_company_idx').on(t.companyId),
    check(
      'request_not_offered_reason_check',
      sql`${t.reason} in ('paused', 'closed', 'cap_reached', 'no_balance', 'backlog', 'rotation')`,
    ),
  ],
);
