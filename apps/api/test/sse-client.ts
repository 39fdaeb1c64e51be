/**
 * A tiny text/event-stream reader for tests: connects with fetch (Authorization header, like the
 * web app), parses events and comments, and lets a test wait for the next one that matches.
 */

export type SseEvent = { id: string | null; event: string; data: unknown };
export type SseItem =
  { kind: 'event'; event: SseEvent } | { kind: 'comment'; text: string } | { kind: 'retry'; ms: number };

export type SseConnection = {
  status: number;
  headers: Headers;
  /** JSON body when the server refused the stream (status ≠ 200). */
  json: unknown;
  /** Everything received so far, in order. */
  items: SseItem[];
  /** Waits for the next item (from `from` on) that matches, or fails after `timeoutMs`. */
  next: (match: (item: SseItem) => boolean, timeoutMs?: number) => Promise<SseItem>;
  nextEvent: (name: string, timeoutMs?: number) => Promise<SseEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  isEnded: () => boolean;
  close: () => void;
};

export async function connectSse(
  baseUrl: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    signal: controller.signal,
  });
  const items: SseItem[] = [];
  let cursor = 0;
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };

  if (response.status !== 200) {
    const json = await response.json().catch(() => null);
    return {
      status: response.status,
      headers: response.headers,
      json,
      items,
      next: () => Promise.reject(new Error('no stream')),
      nextEvent: () => Promise.reject(new Error('no stream')),
      ended: Promise.resolve(),
      isEnded: () => true,
      close: () => controller.abort(),
    };
  }

  const ended$ = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let event: { id: string | null; event: string; data: string[] } = {
      id: null,
      event: 'message',
      data: [],
    };
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) !== -1) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (event.data.length) {
              items.push({
                kind: 'event',
                event: { id: event.id, event: event.event, data: JSON.parse(event.data.join('\n')) },
              });
            }
            event = { id: null, event: 'message', data: [] };
          } else if (line.startsWith(':')) {
            items.push({ kind: 'comment', text: line.slice(1).trim() });
          } else {
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const text = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') event.id = text;
            else if (field === 'event') event.event = text;
            else if (field === 'data') event.data.push(text);
            else if (field === 'retry') items.push({ kind: 'retry', ms: Number(text) });
          }
          wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      wake();
    }
  })();

  const next = (match: (item: SseItem) => boolean, timeoutMs = 5000) =>
    new Promise<SseItem>((resolve, reject) => {
      const check = () => {
        while (cursor < items.length) {
          const item = items[cursor++]!;
          if (match(item)) {
            cleanup();
            resolve(item);
            return;
          }
        }
        if (ended) {
          cleanup();
          reject(new Error('stream ended'));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching item within ${timeoutMs} ms; got ${JSON.stringify(items)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    status: response.status,
    headers: response.headers,
    json: null,
    items,
    next,
    nextEvent: async (name, timeoutMs) => {
      const item = await next((i) => i.kind === 'event' && i.event.event === name, timeoutMs);
      return (item as { event: SseEvent }).event;
    },
    ended: ended$,
    isEnded: () => ended,
    close: () => controller.abort(),
  };
}
