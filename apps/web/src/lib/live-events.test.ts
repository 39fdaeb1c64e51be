import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectLiveEvents,
  reconnectDelay,
  retryAfterMs,
  type LiveConnectionStatus,
  type LiveEventsOptions,
} from './live-events';
import { createSseParser, type LiveEvent } from './sse-parser';

function parse(chunks: string[]) {
  const events: LiveEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onEvent: (e) => events.push(e), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, parser };
}

/** A client on `fetch` with the token 'tok' that ignores events and 401s unless `options` say otherwise. */
const connect = (fetch: LiveEventsOptions['fetch'], options: Partial<LiveEventsOptions> = {}) =>
  connectLiveEvents({
    getToken: () => 'tok',
    fetch,
    onEvent: () => {},
    onUnauthorized: () => {},
    ...options,
  });

describe('SSE parser', () => {
  it('dispatches an event on a blank line, with its name, data and id', () => {
    const { events } = parse(['id: 7\nevent: session\ndata: {"reason":"permissions"}\n\n']);
    expect(events).toEqual([{ event: 'session', data: '{"reason":"permissions"}', id: '7' }]);
  });

  it("joins data lines with '\\n' and names an unnamed event 'message'", () => {
    const { events } = parse(['data: a\ndata:b\ndata:  c\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'a\nb\n c', id: '' }]);
  });

  it('ignores comments (the heartbeat), unknown fields and events without data', () => {
    const { events } = parse([': ping\n\n', 'event: session\n\n', 'foo: bar\ndata: x\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'x', id: '' }]);
  });

  it('handles any split of the stream, CRLF and lone CR line ends included', () => {
    const text =
      'retry: 3000\r\nid: 1\r\nevent: signout\r\ndata: {"reason":"deactivated"}\r\n\r\nevent: session\rdata: y\r\r';
    const whole = parse([text]);
    expect(whole.events).toEqual([
      { event: 'signout', data: '{"reason":"deactivated"}', id: '1' },
      { event: 'session', data: 'y', id: '1' },
    ]);
    expect(whole.retries).toEqual([3000]);
    // Every split point, one character at a time included.
    for (let i = 1; i < text.length; i += 1) {
      expect(parse([text.slice(0, i), text.slice(i)]).events).toEqual(whole.events);
    }
    expect(parse([...text]).events).toEqual(whole.events);
  });

  it('keeps the last id across events and takes a retry only when it is digits', () => {
    const { events, retries, parser } = parse(['id: 5\ndata: a\n\ndata: b\n\nretry: soon\nretry: 1500\n']);
    expect(events.map((e) => e.id)).toEqual(['5', '5']);
    expect(retries).toEqual([1500]);
    expect(parser.lastEventId).toBe('5');
  });

  it('does not dispatch a last event whose blank line has not arrived yet', () => {
    expect(parse(['event: session\ndata: x\n']).events).toEqual([]);
  });
});

describe('reconnectDelay', () => {
  it("starts at the server's retry, doubles per failure, caps, and adds at most 20 % jitter", () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n, 3000, 30_000, none))).toEqual([
      3000, 6000, 12_000, 24_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(1, 3000, 30_000, () => 1)).toBe(3600);
  });
});

/** A controllable text/event-stream answer. */
function streamResponse(status = 200) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const response = new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
  return {
    response,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    fail: () => controller.error(new TypeError('network')),
  };
}

type Call = { url: string; headers: Record<string, string>; signal: AbortSignal | undefined };

function fakeFetch(answers: Array<() => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
      signal: init?.signal ?? undefined,
    });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => {});
    return next();
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

describe('retryAfterMs', () => {
  it('reads whole seconds, caps at 5 minutes, ignores anything else', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs('100000')).toBe(300_000);
    expect(retryAfterMs(null)).toBe(0);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT')).toBe(0);
  });
});

describe('connectLiveEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the session in the Authorization header (never in the URL) and delivers events', async () => {
    const stream = streamResponse();
    const { fetch, calls } = fakeFetch([() => stream.response]);
    const events: LiveEvent[] = [];
    const statuses: LiveConnectionStatus[] = [];
    const client = connectLiveEvents({
      getToken: () => 'tok-123',
      fetch,
      onEvent: (e) => events.push(e),
      onUnauthorized: () => {},
      onStatus: (s) => statuses.push(s),
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/events');
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok-123');
    expect(calls[0]!.headers.Accept).toBe('text/event-stream');
    expect(calls[0]!.headers['Last-Event-ID']).toBeUndefined();

    stream.send('retry: 3000\n: hb\n\nid: 1\nevent: session\ndata: {"reason":"connected"}\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({ event: 'session', data: '{"reason":"connected"}', id: '1' });
    expect(statuses).toEqual(['connecting', 'open']);
    client.stop();
    expect(statuses.at(-1)).toBe('closed');
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  it("reconnects after the server's retry with Last-Event-ID, and backs off while it fails", async () => {
    const first = streamResponse();
    const second = streamResponse();
    const { fetch, calls } = fakeFetch([
      () => first.response,
      () => Promise.reject(new TypeError('offline')),
      () => new Response('', { status: 503 }),
      () => second.response,
    ]);
    const events: LiveEvent[] = [];
    const client = connect(fetch, { onEvent: (e) => events.push(e), random: () => 0 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    first.send('retry: 2000\nid: 41\nevent: session\ndata: {}\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    first.close();

    // The stream had worked: the first retry waits the server's 2 s.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['Last-Event-ID']).toBe('41');

    // That attempt failed (network): the next waits twice as long.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);

    // A 503: four times.
    await vi.advanceTimersByTimeAsync(8_000);
    expect(calls).toHaveLength(4);
    expect(calls[3]!.headers['Last-Event-ID']).toBe('41');
    second.send('id: 42\nevent: session\ndata: {}\n\n');
    await vi.waitFor(() => expect(events.map((e) => e.id)).toEqual(['41', '42']));
    expect(client.lastEventId).toBe('42');

    // A network drop of an open stream: back to the plain retry.
    second.fail();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(5);
    client.stop();
  });

  it('stops and reports a 401 without trying again', async () => {
    const { fetch, calls } = fakeFetch([() => new Response('{}', { status: 401 })]);
    const onUnauthorized = vi.fn();
    connect(fetch, { onUnauthorized });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
  });

  it('stops when the token is gone (logout) and never calls back after stop()', async () => {
    const stream = streamResponse();
    let token: string | null = 'tok';
    const { fetch, calls } = fakeFetch([() => stream.response]);
    const onEvent = vi.fn();
    const statuses: LiveConnectionStatus[] = [];
    connectLiveEvents({
      getToken: () => token,
      fetch,
      onEvent,
      onUnauthorized: () => {},
      onStatus: (s) => statuses.push(s),
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    token = null;
    stream.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');

    const other = streamResponse();
    const second = fakeFetch([() => other.response]);
    const client = connect(second.fetch, { onEvent });
    await vi.waitFor(() => expect(second.calls).toHaveLength(1));
    client.stop();
    other.send('event: session\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onEvent).not.toHaveBeenCalled();
    expect(second.calls).toHaveLength(1);
  });

  it('waits at least what a Retry-After asks for (too many tabs)', async () => {
    const { fetch, calls } = fakeFetch([
      () => new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }),
    ]);
    const client = connect(fetch, { random: () => 0 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    client.stop();
  });

  it('treats an answer that is not an event stream (the API without /events yet) as a failure', async () => {
    const { fetch, calls } = fakeFetch([
      () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      () => new Response(null, { status: 404 }),
    ]);
    const client = connect(fetch, { random: () => 0 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    client.stop();
  });
});
