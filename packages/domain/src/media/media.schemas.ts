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

/** Issue 30: Configurações 'Testar' (MASTER): the shipped clip sent to the provider, the text that came back. */
export const transcriptionTestResultSchema = z.object({
  text: z.string(),
  /** How long the provider took, milliseconds. */
  elapsed_ms: z.number().int(),
});
export type TranscriptionTestResult = z.infer<typeof transcriptionTestResultSchema>;

/** What the panel says when the test fails (never the provider's own words). */
export const MEDIA_MSG = {
  transcriptionOff: 'A transcrição está desligada: defina TRANSCRIBE_URL no servidor para testar.',
  providerUnavailable:
    'O provedor de transcrição não respondeu a tempo ou está fora do ar. Tente de novo em instantes.',
  providerUnauthorized: 'O provedor recusou a chave de acesso. Confira TRANSCRIBE_API_KEY.',
  providerNotFound:
    'O provedor não encontrou o serviço de transcrição nesse endereço. Confira TRANSCRIBE_URL e TRANSCRIBE_MODEL.',
  providerRefused: 'O provedor recusou o áudio de teste. Confira o modelo configurado (TRANSCRIBE_MODEL).',
  providerEmpty: 'O provedor respondeu, mas não devolveu texto para o áudio de teste.',
} as const;
