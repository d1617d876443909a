/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
  /** When it was read (performance.now()), for latency figures. */
  at: number;
}

export interface EventStreamClient {
  status: number;
  events: StreamEvent[];
  /** Comment lines (heartbeats) seen. */
  comments: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Waits until `predicate` holds for the events read so far (polled as events arrive). */
  waitFor(predicate: (events: StreamEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Opens `url` as a browser's EventSource would (Accept: text/event-stream) and parses what
 * arrives; used by the live tests and the live benchmark against a listening server.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const client: EventStreamClient = {
    status: response.status,
    events,
    comments: 0,
    ended: Promise.resolve(),
    waitFor(predicate, timeoutMs = 10_000) {
      if (predicate(events)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(events)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; events so far: ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
  if (!response.body || response.status !== 200) {
    await response.text().catch(() => '');
    return client;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  client.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = {
            id: null,
            event: 'message',
            data: '',
            at: performance.now(),
          };
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              client.comments++;
              continue;
            }
            const colon = line.indexOf(':');
            const name = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id') event.id = value;
            else if (name === 'event') event.event = value;
            else if (name === 'data') event.data = event.data ? `${event.data}\n${value}` : value;
            else continue;
            fields++;
          }
          if (fields > 0 && (event.data || event.event !== 'message')) events.push(event);
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: the stream has ended either way.
    }
    for (const waiter of [...waiters]) waiter();
  })();
  return client;
}

/** The record changes of a stream's events, as `{ kind, action, recordId }` with their id. */
export function changesOf(events: readonly StreamEvent[]) {
  return events
    .filter((event) => event.event === 'message')
    .map((event) => ({
      id: Number(event.id),
      ...(JSON.parse(event.data) as { kind: string; action: string; recordId: string | null }),
    }));
}
