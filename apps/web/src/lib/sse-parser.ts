/**
 * An incremental reader of the text/event-stream format, used by the live event stream
 * (`live-events.ts`): it turns decoded pieces of the stream into events.
 */

/** One dispatched server-sent event. */
export type LiveEvent = {
  /** The `event:` field; 'message' when the server sent none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last event id seen so far (the `id:` of this event or of an earlier one), '' when none. */
  id: string;
};

export type SseParser = {
  /** Feeds a decoded piece of the stream (any split: mid-line, mid-CRLF). */
  push: (chunk: string) => void;
  /** The last event id seen, kept across events as the SSE rules say. */
  readonly lastEventId: string;
};

export type SseParserHandlers = {
  onEvent: (event: LiveEvent) => void;
  /** A `retry:` field: the reconnection delay the server asks for, in ms. */
  onRetry?: (ms: number) => void;
};

/**
 * An incremental parser of the text/event-stream format (the WHATWG "server-sent events"
 * interpretation rules): lines end in CRLF, LF or CR; a blank line dispatches; `:` starts a
 * comment (the heartbeat); one optional space after the colon is dropped; unknown fields are
 * ignored; an event without data is not dispatched.
 */
export function createSseParser(handlers: SseParserHandlers, initialLastEventId = ''): SseParser {
  let buffer = '';
  // A CR ended the previous chunk: an LF at the start of the next one belongs to it.
  let skipLeadingLf = false;
  let eventType = '';
  let data: string[] = [];
  let lastEventId = initialLastEventId;

  const dispatch = () => {
    const type = eventType || 'message';
    const lines = data;
    eventType = '';
    data = [];
    if (lines.length === 0) return;
    handlers.onEvent({ event: type, data: lines.join('\n'), id: lastEventId });
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
        break;
    }
  };

  return {
    push(chunk: string) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        processLine(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i += 1;
          } else {
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
