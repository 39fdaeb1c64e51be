import { readFile } from 'node:fs/promises';
import type { TranscriptionTestResult } from '@tenho/domain/media/media.schemas';
import type { TranscribeConfig } from '../../config.ts';
import { MEDIA_ERRORS } from './media.errors.ts';
import { AUDIO_FORMATS, sniffAudio } from './sniff.ts';
import { createTranscriber, ProviderError } from './transcriber.ts';

/**
 * The clip shipped with the project (a short pt-BR sentence, 11 kHz mono WAV made with espeak-ng):
 * next to this file in the sources, next to the bundle in apps/api/dist (scripts/build-api.mjs).
 */
export const TEST_CLIP_URL = new URL('./assets/transcription-test.wav', import.meta.url);

/** Configurações 'Testar': sends the shipped clip to the configured provider, returns its text. */
export async function testTranscription(config: TranscribeConfig): Promise<TranscriptionTestResult> {
  if (!config.url) throw MEDIA_ERRORS.transcriptionOff();
  const bytes = await readFile(TEST_CLIP_URL);
  const format = AUDIO_FORMATS[sniffAudio(bytes) ?? 'wav'];
  const started = Date.now();
  try {
    const text = await createTranscriber(config).transcribe({
      bytes,
      ext: format.ext,
      mime: format.mime,
      prompt: '',
    });
    return { text, elapsed_ms: Date.now() - started };
  } catch (error) {
    if (error instanceof ProviderError) throw MEDIA_ERRORS.provider(error.failure);
    throw error;
  }
}
