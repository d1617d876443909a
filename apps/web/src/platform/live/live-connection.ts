import {
  LIVE_EVENTS_PATH,
  LIVE_READY_EVENT,
  LIVE_RESET_EVENT,
  type LiveEvent,
} from '@care360/domain';
import { apiUrl } from '../api';

/** `connecting` until the first stream opens; `lost` while it is down; `live` while it is up. */
export type LiveStatus = 'connecting' | 'live' | 'lost';

/** The part of the browser's EventSource the connection uses (tests hand in a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface LiveHandlers {
  onEvent(event: LiveEvent): void;
  /** More changed than the server replays: everything shown should be fetched again. */
  onReset(): void;
  onStatus(status: LiveStatus): void;
}

const CLOSED = 2;
/** Waits before opening a new stream once the browser has given one up (it doubled each time). */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

export const browserEventSource: EventSourceFactory | null =
  typeof EventSource === 'undefined'
    ? null
    : (url) => new EventSource(url, { withCredentials: true });

/**
 * One live stream for the signed-in app. The browser reconnects a dropped stream by itself and
 * sends `Last-Event-ID`, so the server replays what was missed; when it gives up (the server
 * answered an error) a new stream is opened after a pause, from the last id seen (`?after=`).
 * Answers how to close it.
 */
export function connectLive(handlers: LiveHandlers, createSource: EventSourceFactory): () => void {
  let source: EventSourceLike | undefined;
  let lastId: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastId = event.lastEventId;
  };

  function open() {
    const query = lastId ? `?after=${encodeURIComponent(lastId)}` : '';
    const current = createSource(apiUrl(`${LIVE_EVENTS_PATH}${query}`));
    source = current;
    current.onopen = () => {
      failures = 0;
      handlers.onStatus('live');
    };
    current.onerror = () => {
      if (closed) return;
      handlers.onStatus('lost');
      if (current.readyState !== CLOSED) return;
      current.close();
      const wait = Math.min(FIRST_RETRY_MS * 2 ** failures, LAST_RETRY_MS);
      failures++;
      retry = setTimeout(open, wait);
    };
    current.addEventListener(LIVE_READY_EVENT, remember);
    current.addEventListener(LIVE_RESET_EVENT, (event) => {
      remember(event);
      handlers.onReset();
    });
    current.onmessage = (event) => {
      remember(event);
      try {
        handlers.onEvent(JSON.parse(event.data) as LiveEvent);
      } catch {
        // Not an event this app understands: nothing to refresh.
      }
    };
  }

  open();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
