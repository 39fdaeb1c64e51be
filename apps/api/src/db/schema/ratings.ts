import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { franchiseUnits } from './franchise-units.ts';
import { inboundMessages } from './messages.ts';
import { offers } from './offers.ts';
import { outboundMessages } from './outbound.ts';
import { users } from './users.ts';

/**
 * One rating request per accepted offer (issue 24): written with the WhatsApp question in one
 * transaction (the offer id is unique, so the question goes out once); the consumer's score
 * (Ótimo 3, Regular 2, Ruim 1) is set once, and a free-text comment may follow.
 */
export const offerRatings = pgTable(
  'offer_ratings',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').references(() => franchiseUnits.id, { onDelete: 'set null' }),
    /** The consumer in the stored number form (replies are matched by it). */
    consumerNumber: text('consumer_number').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    outboundId: integer('outbound_id').references(() => outboundMessages.id, { onDelete: 'set null' }),
    score: integer('score'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** The consumer's message that rated. */
    ratingMessageId: integer('rating_message_id').references(() => inboundMessages.id, {
      onDelete: 'set null',
    }),
    comment: text('comment'),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
  },
  (t) => [
    unique('offer_ratings_offer_key').on(t.offerId),
    index('offer_ratings_company_scored_idx')
      .on(t.companyId)
      .where(sql`${t.score} is not null`),
    index('offer_ratings_consumer_idx').on(t.consumerNumber, t.requestedAt),
    check('offer_ratings_score_check', sql`${t.score} is null or ${t.score} between 1 and 3`),
    check('offer_ratings_rated_check', sql`(${t.score} is null) = (${t.ratedAt} is null)`),
  ],
);

export type OfferRatingRow = typeof offerRatings.$inferSelect;

/** Consumers who answered PARAR: they receive no more rating requests. */
export const ratingOptOuts = pgTable('rating_opt_outs', {
  number: text('number').primaryKey(),
  messageId: integer('message_id').references(() => inboundMessages.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
