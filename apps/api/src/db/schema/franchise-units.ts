import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestampNow } from './columns.ts';

export const franchiseUnits = pgTable(
  'franchise_units',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** URL-friendly slug, unique across the network. */
    code: text('code').notNull().unique(),
    city: text('city').notNull(),
    /** Two-letter UF. */
    state: text('state').notNull(),
    region: text('region'),
    isActive: boolean('is_active').notNull().default(true),
    /** The WhatsApp Cloud API phone_number_id that routes inbound messages to this unit. */
    whatsappPhoneNumberId: text('whatsapp_phone_number_id').unique(),
    /** The WhatsApp number consumers write to, as shown to people (national digits). */
    whatsappDisplayNumber: text('whatsapp_display_number'),
    /** Pix receiving data for 'Carregar Créditos': key in canonical form, name ≤ 25, city ≤ 15. */
    pixKey: text('pix_key'),
    pixMerchantName: text('pix_merchant_name'),
    pixMerchantCity: text('pix_merchant_city'),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
    /** Optimistic concurrency: bumped by every update (lib/record-version.ts). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('franchise_units_is_active_idx').on(t.isActive)],
);

export type FranchiseUnitRow = typeof franchiseUnits.$inferSelect;
