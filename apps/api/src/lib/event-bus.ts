import { randomUUID } from 'node:crypto';
import type { WalletEventReason } from '@tenho/domain/events/events.schemas';
import pg from 'pg';
import { histogram } from './metrics.ts';

/**
 * Time from publishing an event until every other listening process applied and acknowledged it
 * (PostgreSQL bus; one clock, the publisher's). A missed acknowledgement counts as the timeout.
 */
const busLag = histogram({
  name: 'tenho_event_bus_lag_seconds',
  help: 'Event bus: seconds from publish until every other process applied the event',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

/**
 * The event bus every API process shares (architecture §6): a change made through one process is
 * announced to the others (session cache, categoriser, live browser events). On PostgreSQL it is
 * `LISTEN/NOTIFY` on one dedicated connection per process; on PGlite (one process) it is in-process.
 *
 * Delivery is at most once and unordered across processes; a listener that was disconnected gets a
 * `bus.resync` event when it is back (notifications sent meanwhile are lost), on which every
 * subscriber drops whatever it caches.
 */

/** Why a session user changed (the live stream's `session` reason). */
export type SessionChangeReason = 'permissions' | 'profile';

export type BusEvent =
  /** One session is over (logout, ended from Segurança): drop it from the caches. */
  | { type: 'session.invalidate_session'; tokenHash: string }
  /** Something about the user changed (permissions, profile, activation, deletion, sessions). */
  | { type: 'session.invalidate_user'; userId: number; reason: SessionChangeReason }
  /** A change touching many users at once (a role link, a unit's name). */
  | { type: 'session.invalidate_all'; reason: SessionChangeReason }
  /** A category was created, edited, (de)activated or deleted: re-read it from the database. */
  | { type: 'categories.changed'; categoryId: number; deleted: boolean }
  /** A confirmed example (correction) was stored: re-read it from the database. */
  | { type: 'categories.example'; exampleId: number }
  /** A company's balance changed (a top-up credited): its open panels re-read their money. */
  | { type: 'wallet.changed'; clientId: number; reason: WalletEventReason }
  /** A lead's dispute was opened or decided: the company's, its unit's and MASTER's panels re-read. */
  | {
      type: 'disputes.changed';
      disputeId: number;
      companyId: number;
      unitId: number | null;
      status: 'OPEN' | 'REFUNDED' | 'REJECTED';
    }
  /**
   * Local only, never published: the bus lost its connection and is back; notifications may have
   * been missed, so every cache must be dropped.
   */
  | { type: 'bus.resync' };

export type BusEventMeta = {
  /** True when the event was published by this process (already applied where it was made). */
  local: boolean;
};

/**
 * A subscriber. It may return a promise (e.g. the categoriser re-reading a category): on another
 * process the publisher waits for it (bounded) before its request is answered.
 */
export type BusListener = (event: BusEvent, meta: BusEventMeta) => void | Promise<void>;

export type EventBus = {
  /**
   * Delivers `event` to this process's subscribers at once and, on PostgreSQL, to every other
   * process. Resolves once every other listening process acknowledged it (after applying it), or
   * after `ackTimeoutMs`; never rejects for a delivery problem (logged). So a change acknowledged
   * to a client by this process is seen by every process on the client's next request.
   */
  publish: (event: BusEvent) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (listener: BusListener) => () => void;
  /** 'local' on PGlite, 'postgres' with LISTEN/NOTIFY. */
  readonly kind: 'local' | 'postgres';
  close: () => Promise<void>;
};

export type BusLogger = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
  info?: (obj: object, msg: string) => void;
};

/** NOTIFY payloads must stay below 8000 bytes; ours are a few hundred at most. */
export const MAX_PAYLOAD_BYTES = 7000;
export const DEFAULT_CHANNEL = 'tenho_events';

function createListeners(log: BusLogger | undefined) {
  const listeners = new Set<BusListener>();
  return {
    add(listener: BusListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Calls every listener now (synchronously); resolves when their promises settled. */
    emit(event: BusEvent, meta: BusEventMeta): Promise<void> {
      const pending: Promise<void>[] = [];
      const failed = (error: unknown) =>
        log?.error({ err: error, event: event.type }, 'event bus listener failed');
      for (const listener of [...listeners]) {
        try {
          const result = listener(event, meta);
          // Listeners typed `void` may still return a value (an arrow around push): only promises count.
          if (result instanceof Promise) pending.push(result.catch(failed));
        } catch (error) {
          failed(error);
        }
      }
      return pending.length ? Promise.all(pending).then(() => undefined) : Promise.resolve();
    },
    clear: () => listeners.clear(),
  };
}

/** One process (PGlite): subscribers are called synchronously by publish. */
export function createLocalEventBus(log?: BusLogger): EventBus {
  const listeners = createListeners(log);
  return {
    kind: 'local',
    async publish(event) {
      await listeners.emit(event, { local: true });
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      listeners.clear();
    },
  };
}

/** An event (`e`) or an acknowledgement (`ack`: the publisher's origin) of event `n`. */
type Envelope = { o: string; n: number; e?: BusEvent; ack?: string };

/** application_name of every listening connection: publishers count their peers by it. */
export const LISTENER_APPLICATION_NAME = 'tenho-events';

export type PgEventBusOptions = {
  /** Connection settings of the dedicated listening connection (the app pool's options). */
  connection: pg.ClientConfig;
  /**
   * Runs `select pg_notify(channel, payload)` and counts the other processes listening on this
   * database (any connection: the app's pool).
   */
  query: <R extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<pg.QueryResult<R>>;
  log?: BusLogger;
  channel?: string;
  /** How long publish waits for the other processes' acknowledgements. */
  ackTimeoutMs?: number;
  /** Reconnection back-off: first delay, doubled up to the max. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
};

type PendingAck = { received: number; needed: number; done: () => void };

/**
 * LISTEN/NOTIFY on a dedicated connection, reconnected automatically (with back-off) when it drops:
 * a warning is logged, LISTEN is issued again and subscribers get `bus.resync`. The first
 * connection must succeed (the caller fails to start otherwise).
 *
 * A receiving process applies an event (awaiting its subscribers) and then acknowledges it with a
 * NOTIFY of its own; the publisher waits for as many acknowledgements as there were other
 * listening connections on the database when it notified (bounded by `ackTimeoutMs`). Without that
 * wait, another process could serve the client's next request a few milliseconds before its own
 * notification arrived.
 */
export async function createPgEventBus({
  connection,
  query,
  log,
  channel = DEFAULT_CHANNEL,
  ackTimeoutMs = 1000,
  reconnectDelayMs = 200,
  maxReconnectDelayMs = 5000,
}: PgEventBusOptions): Promise<EventBus & { readonly connected: boolean; listenerPid: () => number | null }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid event bus channel: ${channel}`);
  const origin = randomUUID();
  const listeners = createListeners(log);
  const pendingAcks = new Map<number, PendingAck>();
  let sequence = 0;
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let delay = reconnectDelayMs;

  const acknowledge = (envelope: Envelope) => {
    const current = client;
    if (!current || closed) return;
    const ack = JSON.stringify({ o: origin, n: envelope.n, ack: envelope.o } satisfies Envelope);
    current.query('select pg_notify($1, $2)', [channel, ack]).catch((error: unknown) => {
      log?.warn(
        { event: 'events.ack_failed', err: error instanceof Error ? error.message : String(error) },
        'event bus: acknowledgement not sent',
      );
    });
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch {
      log?.warn({ event: 'events.bad_payload' }, 'event bus: unreadable notification ignored');
      return;
    }
    if (!envelope || typeof envelope !== 'object' || envelope.o === origin) return;
    if (typeof envelope.ack === 'string') {
      if (envelope.ack !== origin) return;
      const pending = pendingAcks.get(envelope.n);
      if (pending && ++pending.received >= pending.needed) pending.done();
      return;
    }
    const event = envelope.e;
    // A resync is never published; one arriving from outside is ignored.
    if (!event || typeof event.type !== 'string' || event.type === 'bus.resync') return;
    void listeners.emit(event, { local: false }).then(() => acknowledge(envelope));
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      ...connection,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    // Errors before 'connect' resolves reject it; afterwards they mean the connection dropped.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      const result = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
      pid = result.rows[0]?.pid ?? null;
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      return;
    }
    client = next;
  }

  function lost(which: pg.Client, error: Error): void {
    if (client !== which || closed) return;
    client = null;
    pid = null;
    which.removeAllListeners();
    which.on('error', () => {});
    void which.end().catch(() => {});
    log?.warn(
      { event: 'events.disconnected', err: error.message },
      'event bus: LISTEN connection lost; reconnecting (caches are dropped when it is back)',
    );
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = null;
      try {
        await connect();
        if (closed) return;
        delay = reconnectDelayMs;
        log?.warn({ event: 'events.reconnected' }, 'event bus: LISTEN connection back; dropping caches');
        await listeners.emit({ type: 'bus.resync' }, { local: true });
      } catch (error) {
        delay = Math.min(delay * 2, maxReconnectDelayMs);
        log?.warn(
          { event: 'events.reconnect_failed', err: error instanceof Error ? error.message : String(error) },
          'event bus: reconnection failed; retrying',
        );
        scheduleReconnect();
      }
    }, delay);
    reconnectTimer.unref();
  }

  await connect();

  return {
    kind: 'postgres',
    get connected() {
      return client !== null;
    },
    listenerPid: () => pid,
    async publish(event) {
      if (event.type === 'bus.resync') throw new Error('bus.resync is local only');
      const n = ++sequence;
      const publishedAt = performance.now();
      const payload = JSON.stringify({ o: origin, n, e: event } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`event bus payload too large (${event.type})`);
      }
      const applied = listeners.emit(event, { local: true });
      if (closed) return applied;
      let timer: NodeJS.Timeout | undefined;
      const pending: PendingAck = { received: 0, needed: Number.POSITIVE_INFINITY, done: () => {} };
      const acknowledged = new Promise<void>((resolve) => {
        pending.done = resolve;
        timer = setTimeout(() => {
          log?.warn(
            {
              event: 'events.ack_timeout',
              type: event.type,
              received: pending.received,
              needed: pending.needed,
            },
            'event bus: not every process acknowledged in time',
          );
          resolve();
        }, ackTimeoutMs);
      });
      pendingAcks.set(n, pending);
      try {
        const result = await query<{ peers: number }>(
          `select pg_notify($1, $2) as notified,
                  (select count(*)::int from pg_stat_activity
                    where datname = current_database() and application_name = $3 and pid <> $4) as peers`,
          [channel, payload, LISTENER_APPLICATION_NAME, pid ?? -1],
        );
        pending.needed = result.rows[0]?.peers ?? 0;
        if (pending.received >= pending.needed) pending.done();
        await acknowledged;
        if (pending.needed > 0) busLag.observe((performance.now() - publishedAt) / 1000);
      } catch (error) {
        log?.error(
          {
            event: 'events.notify_failed',
            type: event.type,
            err: error instanceof Error ? error.message : String(error),
          },
          'event bus: NOTIFY failed; other processes may keep stale state until their caches expire',
        );
      } finally {
        clearTimeout(timer);
        pendingAcks.delete(n);
      }
      await applied;
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      for (const pending of pendingAcks.values()) pending.done();
      pendingAcks.clear();
      listeners.clear();
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
