import { z } from 'zod';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './erasure-notices.constants.ts';

/**
 * Issue 31 point 3 (Art. 18 §6): when a consumer's data is erased, every company that received the
 * contact is asked to erase it too: by WhatsApp and by this notice in its panel, naming the date of
 * the request and the lead, never the number.
 */
export const erasureNoticeSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  /** The lead (offer) whose consumer asked for the erasure. */
  leadId: z.number().int(),
  /** When the consumer asked (the date the notice names). */
  requestedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type ErasureNotice = z.infer<typeof erasureNoticeSchema>;

export const erasureNoticeListSchema = z.object({
  items: z.array(erasureNoticeSchema),
  unread: z.number().int(),
});
export type ErasureNoticeList = z.infer<typeof erasureNoticeListSchema>;
