import type { TranscribeConfig } from '../../config.ts';

/**
 * Issue 30: the one call every speech-to-text provider answers (OpenAI-compatible
 * `POST {TRANSCRIBE_URL}/v1/audio/transcriptions`), with the retries the media job and the
 * Configurações test share. A provider's own words (error texts) never leave this file.
 */

/** Tries of each outside call (Graph, provider) on 5xx, 429, timeouts and network errors. */
export const MEDIA_TRIES = 3;
/** Longest transcript kept (the hostile-text bounds of a caption). */
export const TRANSCRIPT_MAX = 1024;

/** An outside answer worth another try. */
export class Retryable extends Error {}

/** Why a provider gave no text: what the panel may say about it (never the provider's words). */
export type ProviderFailure = 'unavailable' | 'unauthorized' | 'not_found' | 'refused' | 'empty';

export class ProviderError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(`transcription provider: ${failure}`);
    this.name = 'ProviderError';
  }
}

export type RetryPolicy = { delayMs: number; sleep: (ms: number) => Promise<void> };

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call` up to MEDIA_TRIES times while it throws Retryable, with doubling waits. */
export async function withRetries<T>(call: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Retryable) || attempt >= MEDIA_TRIES) throw error;
      await policy.sleep(policy.delayMs * 2 ** (attempt - 1));
    }
  }
}

/** fetch(), with timeouts and network errors made Retryable and 5xx/429 answers too. */
export async function outsideCall(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new Retryable('network or timeout');
  }
  if (response.status >= 500 || response.status === 429) {
    await response.body?.cancel().catch(() => {});
    throw new Retryable(`status ${response.status}`);
  }
  return response;
}

/** A transcript as untrusted text: no control characters, single spaces, bounded. */
export function cleanTranscript(text: string): string {
  // Control characters (C0, DEL, C1) and bidirectional overrides become spaces.
  const flat = text
    // eslint-disable-next-line no-control-regex -- removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(flat).slice(0, TRANSCRIPT_MAX).join('');
}

/** A 4xx answer in the words the panel may use. */
function failureOf(status: number): ProviderFailure {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  return 'refused';
}

export type Transcriber = {
  /** The clean transcript; throws ProviderError (after the retries for 5xx, 429 and timeouts). */
  transcribe(audio: { bytes: Buffer; ext: string; mime: string; prompt: string }): Promise<string>;
};

export function createTranscriber(
  config: TranscribeConfig,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): Transcriber {
  return {
    async transcribe({ bytes, ext, mime, prompt }) {
      if (!config.url) throw new ProviderError('unavailable');
      const url = `${config.url}/v1/audio/transcriptions`;
      const response = await withRetries(
        () => {
          const form = new FormData();
          form.set('file', new Blob([new Uint8Array(bytes)], { type: mime }), `audio.${ext}`);
          form.set('model', config.model);
          form.set('language', 'pt');
          form.set('response_format', 'json');
          if (prompt) form.set('prompt', prompt);
          return outsideCall(
            url,
            {
              method: 'POST',
              body: form,
              headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
            },
            config.timeoutMs,
          );
        },
        { delayMs: config.retryDelayMs, sleep },
      ).catch((error: unknown) => {
        if (error instanceof Retryable) throw new ProviderError('unavailable');
        throw error;
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new ProviderError(failureOf(response.status));
      }
      const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
      const text = typeof body?.text === 'string' ? cleanTranscript(body.text) : '';
      if (!text) throw new ProviderError('empty');
      return text;
    },
  };
}
