import { z } from 'zod';
import '../shared/zod-locale.ts';

/** Issue 30: whether voice notes are transcribed (Configurações, MASTER): the provider's host and model. */
export const transcriptionStatusSchema = z.object({
  enabled: z.boolean(),
  /** The provider's host (never its key or path); null when transcription is off. */
  host: z.string().nullable(),
  model: z.string().nullable(),
  max_seconds: z.number().int(),
});
export type TranscriptionStatus = z.infer<typeof transcriptionStatusSchema>;
