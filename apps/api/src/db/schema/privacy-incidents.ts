import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { reference, requiredReference, serialId, timestampNow, timestampTz } from './columns.ts';
import { franchiseUnits } from './franchise-units.ts';
import { offers } from './offers.ts';
import { privacyRequests } from './privacy.ts';
import { users } from './users.ts';

/**
 * The security incident register (Res. CD/ANPD 15/2024, issue 31 point 5): every incident,
 * reported or not, kept at least five years (the retention job never touches this table).
 */
export const privacyIncidents = pgTable(
  'privacy_incidents',
  {
    id: serialId(),
    /** The unit it concerns (ADMIN scoping); null = the whole network (MASTER only). */
    unitId: reference('unit_id', () => franchiseUnits.id, 'set null'),
    occurredAt: timestampTz('occurred_at'),
    knownAt: timestampTz('known_at').notNull(),
    nature: text('nature').notNull(),
    affectedData: text('affected_data').notNull(),
    affectedPeople: text('affected_people').notNull(),
    relevantRisk: boolean('relevant_risk').notNull().default(true),
    measures: text('measures'),
    anpdNotifiedAt: timestampTz('anpd_notified_at'),
    subjectsNotifiedAt: timestampTz('subjects_notified_at'),
    createdBy: reference('created_by', () => users.id, 'set null'),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
    /** Optimistic concurrency (lib/record-version.ts). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('privacy_incidents_known_idx').on(t.knownAt),
    index('privacy_incidents_unit_idx').on(t.unitId),
  ],
);
export type PrivacyIncidentRow = typeof privacyIncidents.$inferSelect;

/**
 * The panel notice a company gets when a consumer whose contact it received is erased (Art. 18
 * §6): the lead and the date of the request, never the number. `readAt`: 'Marcar como lida'.
 */
export const privacyErasureNotices = pgTable(
  'privacy_erasure_notices',
  {
    id: serialId(),
    companyId: requiredReference('company_id', () => users.id, 'cascade'),
    offerId: requiredReference('offer_id', () => offers.id, 'cascade'),
    unitId: reference('unit_id', () => franchiseUnits.id, 'set null'),
    requestId: reference('request_id', () => privacyRequests.id, 'set null'),
    requestedAt: timestampTz('requested_at').notNull(),
    createdAt: timestampNow('created_at'),
    readAt: timestampTz('read_at'),
    readBy: reference('read_by', () => users.id, 'set null'),
  },
  (t) => [index('privacy_erasure_notices_company_idx').on(t.companyId, t.createdAt)],
);
export type PrivacyErasureNoticeRow = typeof privacyErasureNotices.$inferSelect;
