import { z } from 'zod';
import '../shared/zod-locale.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './ratings.constants.ts';

/** A company's rating as the panels show it: average with one decimal (null without ratings). */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A company's newest consumer comment, with the score it came with. */
export const latestRatingCommentSchema = z.object({
  score: z.number().int().min(1).max(3),
  comment: z.string(),
  at: z.string(),
});
export type LatestRatingComment = z.infer<typeof latestRatingCommentSchema>;
