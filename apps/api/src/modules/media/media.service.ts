import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TranscribeConfig, WhatsappConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { categories, userCategories } from '../../db/schema/categories.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { QUEUES, type JobQueue, type JobQueueLogger } from '../../jobs/job-queue.ts';
import { counter } from '../../lib/metrics.ts';
import { join } from 'node:path';
import {
  createLocalStorage,
  StorageNotFoundError,
  type FileStorage,
  type StagedFile,
} from '../../lib/storage.ts';
import {
  AUDIO_FORMATS,
  durationSeconds,
  IMAGE_FORMATS,
  SNIFF_BYTES,
  sniffAudio,
  sniffImage,
} from './sniff.ts';
import {
  createTranscriber,
  defaultSleep,
  outsideCall,
  ProviderError,
  Retryable,
  withRetries,
} from './transcriber.ts';

/**
 * Issue 30: a WhatsApp voice note becomes a request. The inbound router queues one `whatsapp-media`
 * job per audio message (never inside the webhook's acknowledgement); the job fetches the audio from
 * the Cloud API (`GET /{media-id}` → `{url, sha256, …}`, then `GET url`, both with the bearer),
 * streams it into storage with a 16 MB cap, checks its SHA-256, sniffs what it really is, reads its
 * length from the container, and asks an OpenAI-compatible provider for the text. The transcript
 * (or the failure) is written beside the message and the router takes it from there. On any failure
 * nothing is stored: the staged bytes are dropped and the consumer gets the polite ask.
 *
 * A photo (`image`, with or without a caption) is fetched, checked and sniffed the same way and kept
 * with its message for the panel; it never holds the request back (the caption is routed at once).
 * In simulator mode the Simulador uploads the bytes itself and names them by a `SIMUP.` media id:
 * the job then reads them from the simulator's uploads instead of the Cloud API.
 */

/** WhatsApp's limit for audio. */
export const MEDIA_MAX_BYTES = 16 * 1024 * 1024;
/** Longest transcription prompt (category names; whisper reads about its last 224 tokens). */
export const PROMPT_MAX = 600;
/** Bytes read from the end of an OGG file: its last page starts within them. */
const TAIL_BYTES = 65_536;

export type MediaFailure =
  | 'disabled'
  | 'no_media'
  | 'fetch_failed'
  | 'too_large'
  | 'checksum'
  | 'not_audio'
  | 'not_image'
  | 'too_long'
  | 'provider_failed'
  | 'empty';

export class MediaError extends Error {
  constructor(readonly reason: MediaFailure) {
    super(`media: ${reason}`);
    this.name = 'MediaError';
  }
}

const mediaOutcomes = counter({
  name: 'tenho_media_transcriptions_total',
  help: 'Voice notes processed, by outcome (transcribed or the failure reason)',
  labelNames: ['outcome'] as const,
});

const photoOutcomes = counter({
  name: 'tenho_media_photos_total',
  help: 'Photos fetched to be kept with their message, by outcome (stored or the failure reason)',
  labelNames: ['outcome'] as const,
});

/** Fetched media live under DATA_DIR/uploads/media, staged beside them (same file system). */
export function createMediaStorage(mediaDir: string): FileStorage {
  return createLocalStorage({ root: join(mediaDir, 'files'), stagingDir: join(mediaDir, 'tmp') });
}

/** The media id a Simulador upload is delivered under (simulator mode only). */
export const SIMULATOR_MEDIA_PREFIX = 'SIMUP.';

/** What the Simulador uploaded, waiting for its media job (it plays Meta's media hosting). */
export function createSimulatorUploads(mediaDir: string): FileStorage {
  return createLocalStorage({ root: join(mediaDir, 'simulator'), stagingDir: join(mediaDir, 'tmp') });
}

/** The stored bytes of a message's media (the panel's player and photo); null when missing. */
export async function openStoredMedia(
  mediaDir: string,
  key: string,
): Promise<{ stream: Readable; size: number } | null> {
  try {
    return await createMediaStorage(mediaDir).openRead(key);
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}

export type MediaServiceDeps = {
  db: Database;
  jobs: JobQueue;
  config: TranscribeConfig;
  whatsapp: Pick<WhatsappConfig, 'token' | 'apiBase' | 'apiVersion'>;
  storage: FileStorage;
  /** Simulator mode: the Simulador's uploads, read for `SIMUP.` media ids (null in cloud mode). */
  simulatorUploads?: FileStorage | null;
  log: JobQueueLogger;
  /** Called once the message's media step is over (the router then processes it). */
  onReady: (messageId: number) => Promise<void>;
  /** Waits between tries (tests pass a shorter one through config.retryDelayMs). */
  sleep?: (ms: number) => Promise<void>;
};

/** WhatsApp's digest is hex; some senders give base64. Both compared as lower-case hex. */
export function digestAsHex(value: string): string | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return text.toLowerCase();
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes.toString('hex') : null;
  }
  return null;
}

/** The media item of a stored message's raw object (`audio`, `image`, …). */
function mediaItemOf(type: string, raw: unknown): Record<string, unknown> | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = (raw as Record<string, unknown>)[type];
  return item && typeof item === 'object' ? (item as Record<string, unknown>) : null;
}

/** The media id of a stored message's raw item (`audio.id`, `image.id`, …). */
export function mediaIdOf(type: string, raw: unknown): string | null {
  const id = mediaItemOf(type, raw)?.id;
  return typeof id === 'string' && /^[A-Za-z0-9._-]{1,256}$/.test(id) ? id : null;
}

/** Bytes of an upload's head that tell what it is. */
export const UPLOAD_SNIFF_BYTES = SNIFF_BYTES;

/** What an uploaded file really is, by its bytes: an audio the job transcribes or a photo it keeps. */
export function sniffMedia(head: Buffer): { type: 'audio' | 'image'; mime: string } | null {
  const audio = sniffAudio(head);
  if (audio) return { type: 'audio', mime: AUDIO_FORMATS[audio].mime };
  const image = sniffImage(head);
  return image ? { type: 'image', mime: IMAGE_FORMATS[image].mime } : null;
}

/** Message types whose media the job fetches: audio (transcribed) and photos (kept). */
export const FETCHED_MEDIA_TYPES = new Set(['audio', 'image']);

export function createMediaService(deps: MediaServiceDeps) {
  const { db, jobs, config, whatsapp, storage, log, onReady } = deps;
  const sleep = deps.sleep ?? defaultSleep;
  const enabled = config.url !== null;
  const uploads = deps.simulatorUploads ?? null;

  const retry = { delayMs: config.retryDelayMs, sleep };
  const transcriber = createTranscriber(config, sleep);

  const bearer = () => ({ authorization: `Bearer ${whatsapp.token ?? ''}` });

  /** GET /{version}/{media-id} → where the bytes are and their digest. */
  async function mediaInfo(
    mediaId: string,
  ): Promise<{ url: string; sha256: string | null; size: number | null }> {
    const response = await withRetries(
      () =>
        outsideCall(
          `${whatsapp.apiBase}/${whatsapp.apiVersion}/${encodeURIComponent(mediaId)}`,
          { headers: bearer() },
          config.timeoutMs,
        ),
      retry,
    );
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new MediaError('fetch_failed');
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const url = typeof body?.url === 'string' ? body.url : null;
    if (!url || !/^https?:\/\//.test(url)) throw new MediaError('fetch_failed');
    return {
      url,
      sha256: typeof body?.sha256 === 'string' ? body.sha256 : null,
      size: typeof body?.file_size === 'number' ? body.file_size : Number(body?.file_size) || null,
    };
  }

  /** GET url with the bearer, streamed into staging with the cap enforced while reading. */
  async function download(url: string): Promise<StagedFile> {
    return withRetries(async () => {
      const response = await outsideCall(url, { headers: bearer() }, config.timeoutMs);
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new MediaError('fetch_failed');
      }
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > MEDIA_MAX_BYTES) {
        await response.body.cancel().catch(() => {});
        throw new MediaError('too_large');
      }
      try {
        return await storage.stage(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), {
          maxBytes: MEDIA_MAX_BYTES,
          tooLarge: () => new MediaError('too_large'),
        });
      } catch (error) {
        if (error instanceof MediaError) throw error;
        throw new Retryable('download interrupted');
      }
    }, retry);
  }

  /** The unit's category names (else every active one), as the provider's spelling hint. */
  async function promptFor(unitPhoneNumberId: string): Promise<string> {
    const rows = (await db.execute(sql`
      select distinct c.name from ${categories} c
      where c.is_active and (
        not exists (select 1 from franchise_units fu where fu.whatsapp_phone_number_id = ${unitPhoneNumberId})
        or exists (select 1 from ${userCategories} uc join ${users} u on u.id = uc.user_id
                   join franchise_units fu on fu.id = u.unit_id
                   where uc.category_id = c.id and u.is_active and fu.whatsapp_phone_number_id = ${unitPhoneNumberId}))
      order by c.name limit 200`)) as unknown as { rows: { name: string }[] };
    let prompt = '';
    for (const { name } of rows.rows) {
      const next = prompt ? `${prompt}, ${name}` : name;
      if (next.length > PROMPT_MAX) break;
      prompt = next;
    }
    return prompt;
  }

  /** The provider's text; its failures become the job's reasons (never its words). */
  async function transcribe(bytes: Buffer, ext: string, mime: string, prompt: string): Promise<string> {
    try {
      return await transcriber.transcribe({ bytes, ext, mime, prompt });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw new MediaError(error.failure === 'empty' ? 'empty' : 'provider_failed');
    }
  }

  /** A Simulador upload, copied into staging with the same cap (then gone from the uploads). */
  async function stageUpload(key: string): Promise<StagedFile> {
    if (!uploads) throw new MediaError('no_media');
    const file = await uploads.openRead(key).catch(() => null);
    if (!file) throw new MediaError('no_media');
    try {
      return await storage.stage(file.stream, {
        maxBytes: MEDIA_MAX_BYTES,
        tooLarge: () => new MediaError('too_large'),
      });
    } finally {
      file.stream.destroy();
      await uploads.remove(key);
    }
  }

  /**
   * The message's media bytes in staging, their SHA-256 checked against the one announced (the
   * Cloud API's metadata, or the Simulador's delivery). The caller commits or discards them.
   */
  async function fetchChecked(message: { type: string; raw: unknown }): Promise<StagedFile> {
    const mediaId = mediaIdOf(message.type, message.raw);
    if (!mediaId) throw new MediaError('no_media');
    let staged: StagedFile;
    let announced: string | null;
    if (uploads && mediaId.startsWith(SIMULATOR_MEDIA_PREFIX)) {
      staged = await stageUpload(mediaId.slice(SIMULATOR_MEDIA_PREFIX.length));
      const sha = mediaItemOf(message.type, message.raw)?.sha256;
      announced = typeof sha === 'string' ? sha : null;
    } else {
      if (!whatsapp.token) throw new MediaError('no_media');
      const info = await mediaInfo(mediaId).catch((error: unknown) => {
        throw error instanceof MediaError ? error : new MediaError('fetch_failed');
      });
      if (info.size !== null && info.size > MEDIA_MAX_BYTES) throw new MediaError('too_large');
      staged = await download(info.url).catch((error: unknown) => {
        throw error instanceof MediaError ? error : new MediaError('fetch_failed');
      });
      announced = info.sha256;
    }
    const expected = announced ? digestAsHex(announced) : null;
    if (!expected || expected !== staged.sha256) {
      await staged.discard();
      throw new MediaError('checksum');
    }
    return staged;
  }

  /** Fetches, checks and transcribes one audio; commits it to storage only when all went well. */
  async function fetchAndTranscribe(message: { type: string; raw: unknown; phoneNumberId: string }) {
    if (!enabled) throw new MediaError('disabled');
    const staged = await fetchChecked(message);
    try {
      const head = await staged.read(0, Math.max(SNIFF_BYTES, 4096));
      const kind = sniffAudio(head);
      if (!kind) throw new MediaError('not_audio');
      const tailStart = Math.max(0, staged.size - TAIL_BYTES);
      const tail = await staged.read(tailStart, staged.size - tailStart);
      const seconds = durationSeconds(kind, head, tail, staged.size);
      if (seconds !== null && seconds > config.maxSeconds) throw new MediaError('too_long');
      const bytes = await staged.read(0, staged.size);
      const format = AUDIO_FORMATS[kind];
      const transcript = await transcribe(
        bytes,
        format.ext,
        format.mime,
        await promptFor(message.phoneNumberId),
      );
      const key = await staged.commit();
      return { key, mime: format.mime, size: staged.size, transcript };
    } finally {
      await staged.discard();
    }
  }

  /** Fetches and checks one photo (JPEG, PNG or WebP by its bytes) and keeps it. */
  async function fetchPhoto(message: { type: string; raw: unknown }) {
    const staged = await fetchChecked(message);
    try {
      const kind = sniffImage(await staged.read(0, SNIFF_BYTES));
      if (!kind) throw new MediaError('not_image');
      const key = await staged.commit();
      return { key, mime: IMAGE_FORMATS[kind].mime, size: staged.size };
    } finally {
      await staged.discard();
    }
  }

  /** Whether a photo's bytes can be fetched at all (a Cloud API token, or the Simulador's uploads). */
  function canFetchPhoto(raw: unknown): boolean {
    const mediaId = mediaIdOf('image', raw);
    if (!mediaId) return false;
    return uploads && mediaId.startsWith(SIMULATOR_MEDIA_PREFIX) ? true : whatsapp.token !== null;
  }

  /** The photo part of the job: stored (or not), never routed from here (its caption already was). */
  async function handlePhoto(message: { id: number; type: string; raw: unknown }): Promise<void> {
    let result: Awaited<ReturnType<typeof fetchPhoto>> | null = null;
    let failure: MediaFailure | null = null;
    try {
      result = await fetchPhoto(message);
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      failure = error.reason;
    }
    photoOutcomes.inc({ outcome: failure ?? 'stored' });
    if (failure) log.warn({ messageId: message.id, reason: failure }, 'photo not stored');
    const updated = await db
      .update(inboundMessages)
      .set(
        result
          ? { mediaStatus: 'STORED', mediaKey: result.key, mediaMime: result.mime, mediaSize: result.size }
          : { mediaStatus: 'FAILED' },
      )
      .where(and(eq(inboundMessages.id, message.id), eq(inboundMessages.mediaStatus, 'PENDING')))
      .returning({ id: inboundMessages.id });
    if (updated.length === 0 && result) await storage.remove(result.key);
  }

  return {
    /** Whether audio is transcribed at all (TRANSCRIBE_URL set). */
    enabled,
    /** In the router's transaction: the message waits for its media job (one per message). */
    async queue(tx: Database, messageId: number): Promise<void> {
      await tx
        .update(inboundMessages)
        .set({ mediaStatus: 'PENDING' })
        .where(eq(inboundMessages.id, messageId));
      await jobs.enqueue(tx, QUEUES.media, [{ data: { messageId }, singletonKey: `media:${messageId}` }]);
    },
    /**
     * A photo is fetched beside its routing (never holding it back): queued once, when its bytes
     * can be fetched at all. Returns whether a job was queued.
     */
    async queuePhoto(message: { id: number; type: string; mediaStatus: string | null }) {
      if (message.type !== 'image' || message.mediaStatus !== null) return false;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ raw: inboundMessages.raw })
          .from(inboundMessages)
          .where(and(eq(inboundMessages.id, message.id), isNull(inboundMessages.mediaStatus)))
          .for('update');
        if (!row || !canFetchPhoto(row.raw)) return false;
        await tx
          .update(inboundMessages)
          .set({ mediaStatus: 'PENDING' })
          .where(eq(inboundMessages.id, message.id));
        await jobs.enqueue(tx, QUEUES.media, [
          { data: { messageId: message.id }, singletonKey: `media:${message.id}` },
        ]);
        return true;
      });
    },
    /** The `whatsapp-media` job. */
    async handleJob(messageId: number): Promise<void> {
      const [message] = await db
        .select({
          id: inboundMessages.id,
          type: inboundMessages.type,
          raw: inboundMessages.raw,
          phoneNumberId: inboundMessages.phoneNumberId,
          mediaStatus: inboundMessages.mediaStatus,
        })
        .from(inboundMessages)
        .where(eq(inboundMessages.id, messageId));
      if (!message || message.mediaStatus !== 'PENDING') return;
      if (message.type === 'image') return handlePhoto(message);
      let result: Awaited<ReturnType<typeof fetchAndTranscribe>> | null = null;
      let failure: MediaFailure | null = null;
      try {
        result = await fetchAndTranscribe(message);
      } catch (error) {
        if (!(error instanceof MediaError)) throw error;
        failure = error.reason;
      }
      mediaOutcomes.inc({ outcome: failure ?? 'transcribed' });
      if (failure) log.warn({ messageId, reason: failure }, 'voice note not transcribed');
      const updated = await db
        .update(inboundMessages)
        .set(
          result
            ? {
                mediaStatus: 'TRANSCRIBED',
                mediaKey: result.key,
                mediaMime: result.mime,
                mediaSize: result.size,
                transcript: result.transcript,
                content: result.transcript,
              }
            : { mediaStatus: 'FAILED' },
        )
        .where(and(eq(inboundMessages.id, messageId), eq(inboundMessages.mediaStatus, 'PENDING')))
        .returning({ id: inboundMessages.id });
      // Another run finished first: its copy stays, this one goes.
      if (updated.length === 0 && result) await storage.remove(result.key);
      await onReady(messageId);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
