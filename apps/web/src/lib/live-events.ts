import { LIVE_EVENTS_RETRY_MS } from '@tenho/domain/events/events.constants';
import { API_BASE } from './api-client';
import { createSseParser, type LiveEvent } from './sse-parser';

/**
 * The live event stream of the signed-in user (`GET /api/events`, text/event-stream).
 *
 * The browser's EventSource cannot send the Authorization header, and a token in a URL ends up in
 * logs: the stream is read with fetch + ReadableStream instead, with the session in the header.
 * The client reconnects on its own (the server's `retry:` hint, then a growing back-off while the
 * server cannot be reached) and sends `Last-Event-ID`, so the server can tell what was missed.
 */

export type LiveConnectionStatus = 'connecting' | 'open' | 'waiting' | 'closed';

export type LiveEventsOptions = {
  /** The session token now (read at every (re)connection); null stops the client. */
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /** The server refused the session (401): the client has stopped. */
  onUnauthorized: () => void;
  onStatus?: (status: LiveConnectionStatus) => void;
  /** Defaults to the global fetch (a fake one in tests). */
  fetch?: typeof fetch;
  /** The path under the API (default '/events'). */
  path?: string;
  /** The delay before reconnecting after a stream that was open ends, until the server says otherwise. */
  retryMs?: number;
  /** The cap of the back-off after failed attempts. */
  maxBackoffMs?: number;
  /** 0..1, for the jitter of the back-off (tests pass a fixed one). */
  random?: () => number;
};

export type LiveEventsClient = {
  /** Closes the stream and cancels any pending reconnection; nothing is called back afterwards. */
  stop: () => void;
  /** The last event id received (sent as Last-Event-ID on the next connection). */
  readonly lastEventId: string;
};

export const LIVE_EVENTS_DEFAULT_RETRY_MS = LIVE_EVENTS_RETRY_MS;
export const LIVE_EVENTS_MAX_BACKOFF_MS = 30_000;

/**
 * The delay before attempt `failures` + 1: the server's retry for the first, then doubling up to
 * `max`, with up to 20 % jitter so many panels do not come back at the same instant.
 */
export function reconnectDelay(failures: number, retryMs: number, max: number, random: () => number): number {
  const base = Math.min(max, retryMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 + 0.2 * random()));
}

/** A Retry-After header in seconds (the form the API sends), capped at 5 minutes; 0 when absent. */
export function retryAfterMs(header: string | null): number {
  if (!header || !/^\d+$/.test(header.trim())) return 0;
  return Math.min(Number(header.trim()) * 1000, 300_000);
}

/** Opens the stream and keeps it open until `stop()` (or a 401, or no token any more). */
export function connectLiveEvents(options: LiveEventsOptions): LiveEventsClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const random = options.random ?? Math.random;
  const maxBackoff = options.maxBackoffMs ?? LIVE_EVENTS_MAX_BACKOFF_MS;
  let retryMs = options.retryMs ?? LIVE_EVENTS_DEFAULT_RETRY_MS;
  let lastEventId = '';
  let failures = 0;
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const setStatus = (status: LiveConnectionStatus) => {
    if (!stopped || status === 'closed') options.onStatus?.(status);
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
    options.onStatus?.('closed');
  };

  /** `atLeastMs`: what the server asked for with Retry-After (too many tabs, shutting down). */
  const scheduleReconnect = (atLeastMs = 0) => {
    if (stopped) return;
    failures += 1;
    setStatus('waiting');
    timer = setTimeout(
      () => {
        timer = null;
        void run();
      },
      Math.max(atLeastMs, reconnectDelay(failures, retryMs, maxBackoff, random)),
    );
  };

  const run = async () => {
    if (stopped) return;
    const token = options.getToken();
    if (!token) {
      stop();
      return;
    }
    setStatus('connecting');
    const current = new AbortController();
    controller = current;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'Cache-Control': 'no-cache',
      Authorization: `Bearer ${token}`,
    };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;

    let response: Response;
    try {
      response = await doFetch(`${API_BASE}${options.path ?? '/events'}`, {
        method: 'GET',
        headers,
        signal: current.signal,
        cache: 'no-store',
      });
    } catch {
      if (!stopped) scheduleReconnect();
      return;
    }
    if (stopped) return;
    if (response.status === 401) {
      stop();
      options.onUnauthorized();
      return;
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !response.body || !type.includes('text/event-stream')) {
      void response.body?.cancel().catch(() => undefined);
      scheduleReconnect(retryAfterMs(response.headers.get('Retry-After')));
      return;
    }

    const parser = createSseParser(
      {
        onEvent: (event) => {
          lastEventId = event.id;
          if (!stopped) options.onEvent(event);
        },
        onRetry: (ms) => {
          retryMs = ms;
        },
      },
      lastEventId,
    );
    setStatus('open');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let opened = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (stopped) break;
        if (done) break;
        if (!opened) {
          // Something arrived: the stream works, the back-off starts over.
          opened = true;
          failures = 0;
        }
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A network drop or an abort: handled below.
    } finally {
      reader.releaseLock?.();
    }
    if (stopped) return;
    // A stream that never delivered anything counts as a failed attempt (back-off grows).
    if (opened) failures = 0;
    scheduleReconnect();
  };

  void run();

  return {
    stop,
    get lastEventId() {
      return lastEventId;
    },
  };
}
