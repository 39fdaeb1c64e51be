import type { ServerResponse } from 'node:http';
import {
  LIVE_EVENTS_RETRY_MS,
  LIVE_EVENTS_SHUTDOWN_RETRY_MS,
  type LiveEventData,
  type LiveEventName,
  type SessionEventReason,
} from '@tenho/domain/events/events.schemas';
import type { BusEvent, EventBus } from '../../lib/event-bus.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { toSessionUser } from '../auth/auth.service.ts';
import type { AuthUser } from '../../lib/session-cache.ts';

/**
 * The open `GET /api/events` streams of this process and what they are told:
 * - on connect: `retry: 3000` and `session {reason: "connected"}`;
 * - a session cache invalidation (from any process, through the bus) that concerns a stream makes it
 *   re-resolve its own session: gone → `signout {reason}` and the stream ends; the session user
 *   changed → `session {reason}` (the browser re-reads GET /api/auth/me); unchanged → nothing;
 * - a heartbeat comment every `heartbeatMs`, which also ends a stream whose session expired;
 * - on app close: `retry: 1000` and the stream ends (the browser reconnects to another process).
 */

export type LiveStreamLimits = { heartbeatMs: number; maxStreamsPerUser: number; maxStreams: number };

type Stream = {
  userId: number;
  /** Who the session is, for the events only some panels get (disputes). */
  role: AuthUser['role'];
  unitId: number | null;
  /** The company the user acts for: itself (CLIENT) or its parent (USER). */
  companyId: number | null;
  tokenHash: string;
  expiresAt: number;
  /** JSON of the session user last announced: a re-check sends `session` only when it differs. */
  snapshot: string;
  raw: ServerResponse;
  nextId: number;
  heartbeat: NodeJS.Timeout;
  closed: boolean;
  /** A re-check is running; `pending` holds the reason of one more asked meanwhile. */
  checking: boolean;
  pending: SessionEventReason | null;
};

export type OpenStreamInput = {
  user: AuthUser;
  tokenHash: string;
  expiresAt: number;
  raw: ServerResponse;
  /** Headers already set on the reply (request id, security headers). */
  headers: Record<string, string | string[] | number | undefined>;
  lastEventId: string | undefined;
};

/** Why a new stream is refused: this user has too many open, or this process does. */
export type StreamRefusal = 'user_limit' | 'process_limit';

export type LiveStreamsDeps = {
  bus: EventBus;
  auth: Pick<AuthService, 'resolveTokenHash' | 'sessionEndReason'>;
  limits: LiveStreamLimits;
  now?: () => number;
  log?: { warn: (obj: object, msg: string) => void };
};

/** A client that stops reading gets no more than this buffered before its stream is dropped. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Re-checks run this many at a time after an invalidation touching every stream. */
const RECHECK_CONCURRENCY = 16;

const snapshotOf = (user: AuthUser) => JSON.stringify(toSessionUser(user));

const audienceOf = (user: AuthUser) => ({
  role: user.role,
  unitId: user.unit_id,
  companyId: user.role === 'CLIENT' ? user.id : user.role === 'USER' ? user.parent_id : null,
});

/** A dispute concerns its company's people, its unit's ADMINs and MASTER. */
function concernsDispute(stream: Stream, event: Extract<BusEvent, { type: 'disputes.changed' }>): boolean {
  if (stream.role === 'MASTER') return true;
  if (stream.role === 'ADMIN') return event.unitId !== null && stream.unitId === event.unitId;
  return stream.companyId === event.companyId;
}

export function createLiveStreams({ bus, auth, limits, now = Date.now, log }: LiveStreamsDeps) {
  const streams = new Set<Stream>();
  const byUser = new Map<number, Set<Stream>>();
  let closing = false;

  function write(stream: Stream, chunk: string): void {
    if (stream.closed) return;
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      log?.warn({ userId: stream.userId }, 'live events: client not reading; stream dropped');
      end(stream);
      return;
    }
    stream.raw.write(chunk);
  }

  function send<N extends LiveEventName>(stream: Stream, name: N, data: LiveEventData<N>): void {
    const id = stream.nextId++;
    write(stream, `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  function end(stream: Stream, lastWords?: string): void {
    if (stream.closed) return;
    if (lastWords && !stream.raw.writableEnded) stream.raw.write(lastWords);
    stream.closed = true;
    clearInterval(stream.heartbeat);
    streams.delete(stream);
    const mine = byUser.get(stream.userId);
    mine?.delete(stream);
    if (mine?.size === 0) byUser.delete(stream.userId);
    if (!stream.raw.writableEnded) stream.raw.end();
  }

  async function signOut(stream: Stream): Promise<void> {
    const reason = await auth.sessionEndReason(stream.tokenHash).catch(() => 'session_ended' as const);
    send(stream, 'signout', { reason });
    end(stream);
  }

  /** Re-resolves the stream's session and tells the browser what changed (coalesced per stream). */
  async function recheck(stream: Stream, reason: SessionEventReason): Promise<void> {
    if (stream.closed) return;
    if (stream.checking) {
      stream.pending = reason;
      return;
    }
    stream.checking = true;
    try {
      let next: SessionEventReason | null = reason;
      while (next && !stream.closed) {
        stream.pending = null;
        const session = await auth.resolveTokenHash(stream.tokenHash);
        if (stream.closed) break;
        if (!session || session.user.id !== stream.userId) {
          await signOut(stream);
          break;
        }
        stream.expiresAt = session.expiresAt;
        Object.assign(stream, audienceOf(session.user));
        const snapshot = snapshotOf(session.user);
        if (snapshot !== stream.snapshot) {
          stream.snapshot = snapshot;
          send(stream, 'session', { reason: next });
        }
        next = stream.pending;
      }
    } catch (error) {
      // The database is unreachable: keep the stream, the next invalidation or reconnect retries.
      log?.warn({ err: error, userId: stream.userId }, 'live events: session re-check failed');
    } finally {
      stream.checking = false;
    }
  }

  async function recheckAll(targets: Stream[], reason: SessionEventReason): Promise<void> {
    for (let i = 0; i < targets.length; i += RECHECK_CONCURRENCY) {
      await Promise.all(targets.slice(i, i + RECHECK_CONCURRENCY).map((s) => recheck(s, reason)));
    }
  }

  function onBusEvent(event: BusEvent): void {
    switch (event.type) {
      case 'session.invalidate_session':
        for (const stream of streams)
          if (stream.tokenHash === event.tokenHash) void recheck(stream, 'permissions');
        break;
      case 'session.invalidate_user':
        void recheckAll([...(byUser.get(event.userId) ?? [])], event.reason);
        break;
      case 'session.invalidate_all':
        void recheckAll([...streams], event.reason);
        break;
      case 'wallet.changed':
        for (const stream of byUser.get(event.clientId) ?? [])
          send(stream, 'wallet', { reason: event.reason });
        break;
      case 'bus.resync':
        void recheckAll([...streams], 'permissions');
        break;
      case 'disputes.changed':
        for (const stream of streams)
          if (concernsDispute(stream, event))
            send(stream, 'dispute', { id: event.disputeId, status: event.status });
        break;
      default:
        break;
    }
  }
  // Not awaited by the bus: a publisher does not wait for browsers.
  const unsubscribe = bus.subscribe((event) => onBusEvent(event));

  return {
    /** Whether one more stream of this user may open (null) or which bound refuses it. */
    refusal(userId: number): StreamRefusal | null {
      if (closing || streams.size >= limits.maxStreams) return 'process_limit';
      if ((byUser.get(userId)?.size ?? 0) >= limits.maxStreamsPerUser) return 'user_limit';
      return null;
    },

    /** Starts the stream on a hijacked reply (after `refusal` said yes). */
    open(input: OpenStreamInput): void {
      const raw = input.raw;
      raw.writeHead(200, {
        ...input.headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        connection: 'keep-alive',
        // nginx: do not buffer the stream.
        'x-accel-buffering': 'no',
      });
      raw.socket?.setNoDelay(true);
      raw.socket?.setTimeout(0);

      const resumeFrom = Number(input.lastEventId);
      const stream: Stream = {
        userId: input.user.id,
        ...audienceOf(input.user),
        tokenHash: input.tokenHash,
        expiresAt: input.expiresAt,
        snapshot: snapshotOf(input.user),
        raw,
        nextId: Number.isSafeInteger(resumeFrom) && resumeFrom >= 0 ? resumeFrom + 1 : 1,
        heartbeat: setInterval(() => {
          if (now() >= stream.expiresAt) {
            send(stream, 'signout', { reason: 'expired' });
            end(stream);
            return;
          }
          write(stream, ': ping\n\n');
        }, limits.heartbeatMs),
        closed: false,
        checking: false,
        pending: null,
      };
      stream.heartbeat.unref();
      streams.add(stream);
      let set = byUser.get(stream.userId);
      if (!set) byUser.set(stream.userId, (set = new Set()));
      set.add(stream);

      raw.on('close', () => end(stream));
      raw.on('error', () => end(stream));

      // A comment first, so proxies and the browser see the stream open at once.
      write(stream, `: tenho\nretry: ${LIVE_EVENTS_RETRY_MS}\n\n`);
      send(stream, 'session', { reason: 'connected' });
    },

    /** Ends every stream with a short retry hint (app close: the browser reconnects elsewhere). */
    closeAll(): void {
      closing = true;
      for (const stream of [...streams]) end(stream, `retry: ${LIVE_EVENTS_SHUTDOWN_RETRY_MS}\n\n`);
    },

    dispose(): void {
      unsubscribe();
      this.closeAll();
    },

    get size() {
      return streams.size;
    },

    countOf(userId: number): number {
      return byUser.get(userId)?.size ?? 0;
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
