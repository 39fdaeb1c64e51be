import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const franchiseUnits = pgTable(
  'franchise_units',
  {
    id: serial('id').primaryKey(),
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
    pixKey: text('pix_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('franchise_units_is_active_idx').on(t.isActive)],
);

export type FranchiseUnitRow = typeof franchiseUnits.$inferSelect;
