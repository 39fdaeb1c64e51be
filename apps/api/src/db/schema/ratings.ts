import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { reference, requiredReference, serialId, timestampNow, timestampTz } from './columns.ts';
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
    id: serialId(),
    offerId: requiredReference('offer_id', () => offers.id, 'cascade'),
    companyId: requiredReference('company_id', () => users.id, 'cascade'),
    unitId: reference('unit_id', () => franchiseUnits.id, 'set null'),
    /** The consumer in the stored number form (replies are matched by it). */
    consumerNumber: text('consumer_number').notNull(),
    requestedAt: timestampNow('requested_at'),
    outboundId: reference('outbound_id', () => outboundMessages.id, 'set null'),
    score: integer('score'),
    ratedAt: timestampTz('rated_at'),
    /** The consumer's message that rated. */
    ratingMessageId: reference('rating_message_id', () => inboundMessages.id, 'set null'),
    comment: text('comment'),
    commentedAt: timestampTz('commented_at'),
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
  messageId: reference('message_id', () => inboundMessages.id, 'set null'),
  createdAt: timestampNow('created_at'),
});
