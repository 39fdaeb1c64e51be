import { z } from 'zod';
import '../shared/zod-locale.ts';
import { idSchema, isoDateTimeSchema } from '../shared/schema-fields.ts';
import { ratingSummarySchema } from '../ratings/ratings.schemas.ts';
import { receivingSummarySchema } from '../lead-preferences/lead-preferences.schemas.ts';
import { TRANSACTION_TYPES } from '../wallet/wallet.schemas.ts';
import { INTERACTION_STATUSES } from './message-status.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './client-dashboard.constants.ts';

export const clientDashboardSchema = z.object({
  client: z.object({
    id: idSchema,
    email: z.string(),
    /** Wallet balance in reais. */
    balance: z.number(),
    profile: z.object({ display_name: z.string().nullable() }),
  }),
  stats: z.object({
    totalInteractions: z.number().int(),
    pendingInteractions: z.number().int(),
    acceptedInteractions: z.number().int(),
    totalTransactions: z.number().int(),
  }),
  /** Newest first: the requests offered to the company. */
  recentInteractions: z.array(
    z.object({
      id: idSchema,
      category: z.string(),
      requestedAt: isoDateTimeSchema,
      status: z.enum(INTERACTION_STATUSES),
    }),
  ),
  /** Newest first; amounts in reais, always positive (the type gives the sign). */
  recentTransactions: z.array(
    z.object({
      id: idSchema,
      type: z.enum(TRANSACTION_TYPES),
      amount: z.number(),
      description: z.string().nullable(),
      createdAt: isoDateTimeSchema,
    }),
  ),
  /** 'Minhas Categorias' (active ones). */
  categories: z.array(z.object({ id: idSchema, name: z.string(), code: z.string() })),
  /** The company's unit, with the WhatsApp number for support (national digits, null when unset). */
  unit: z.object({ id: idSchema, name: z.string(), whatsapp: z.string().nullable() }).nullable(),
  /** What consumers said of the company (Ótimo 3, Regular 2, Ruim 1): average and count. */
  rating: ratingSummarySchema,
  /**
   * Issue 32: how it receives leads right now (open, paused, closed, at its cap) and its response
   * time over 30 days; the card links to GET /users/{id}/lead-preferences for the rest.
   */
  receiving: receivingSummarySchema.optional(),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;
