import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { reference, requiredReference, serialId, timestampNow, timestampTz } from './columns.ts';
import { franchiseUnits } from './franchise-units.ts';
import { users } from './users.ts';
import { walletTopUps } from './wallet.ts';

/**
 * A unit's connection to its PSP's API Pix (issue 23). `secrets` is one AES-256-GCM envelope
 * (SECRETS_KEY) holding the client secret and, for mTLS, the certificate and private key; it never
 * leaves the server. The webhook token is kept only as its SHA-256 (hex).
 */
export const pixApiConnections = pgTable('pix_api_connections', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => franchiseUnits.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  tokenUrl: text('token_url'),
  clientId: text('client_id').notNull(),
  secrets: text('secrets').notNull(),
  hasCertificate: boolean('has_certificate').notNull().default(false),
  /** The Pix key the webhook was registered for (the unit's key when it was saved). */
  pixKey: text('pix_key').notNull(),
  webhookTokenHash: text('webhook_token_hash').notNull().unique(),
  webhookRegistered: boolean('webhook_registered').notNull().default(false),
  /** Who vouched for this connection (issue 28): the person who saved it (null: the sandbox at start). */
  savedBy: reference('saved_by', () => users.id, 'set null'),
  /** When its credentials and address were last saved (updated_at also moves on a webhook check). */
  savedAt: timestampNow('saved_at'),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
});

export type PixApiConnectionRow = typeof pixApiConnections.$inferSelect;

/** Every Pix a PSP reported paid for a top-up, once per endToEndId (whoever saw it first). */
export const pixReceived = pgTable(
  'pix_received',
  {
    endToEndId: text('end_to_end_id').primaryKey(),
    topUpId: requiredReference('top_up_id', () => walletTopUps.id, 'restrict'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidAt: timestampTz('paid_at'),
    /** False when it was recorded but not credited (a different amount, a top-up already confirmed). */
    credited: boolean('credited').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [index('pix_received_top_up_idx').on(t.topUpId)],
);

/**
 * Webhook notices, written before the webhook is answered: processed right after, or by the
 * reconciliation job when the process died in between. Nothing here is trusted: each txid is read
 * back from the PSP.
 */
export const pixWebhookInbox = pgTable(
  'pix_webhook_inbox',
  {
    id: serialId(),
    unitId: requiredReference('unit_id', () => franchiseUnits.id, 'cascade'),
    txid: text('txid').notNull(),
    receivedAt: timestampNow('received_at'),
    processedAt: timestampTz('processed_at'),
  },
  (t) => [
    index('pix_webhook_inbox_pending_idx')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
  ],
);
