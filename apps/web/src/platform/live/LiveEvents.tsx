import type { LiveEvent } from '@care360/domain';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import {
  browserEventSource,
  connectLive,
  type EventSourceFactory,
  type LiveStatus,
} from './live-connection';
import { invalidateKinds } from './live-query-keys';

const LiveStatusContext = createContext<LiveStatus>('connecting');

/** Who else hears each change (the new-alert popup): besides the cache, told as it arrives. */
const listeners = new Set<(event: LiveEvent) => void>();

/** Tells each listener of a change (the stream does; a test may, as the stream would). */
export function tellLiveListeners(event: LiveEvent): void {
  for (const listener of listeners) listener(event);
}

/** Hears each change the live stream tells of; answers how to stop. */
export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Changes that arrive together (a save that touches several kinds) refresh once. */
const GATHER_MS = 50;
/** How long "back" stays shown after the connection returns. */
const BACK_SHOWN_MS = 5_000;

/**
 * The signed-in app's one live stream: each change it is told of marks the cached queries of
 * that kind stale, so whatever list, record or board is open refetches at once.
 */
export function LiveEventsProvider({
  children,
  createSource = browserEventSource,
}: {
  children: ReactNode;
  /** Null where the browser has no EventSource (jsdom): the app then simply is not live. */
  createSource?: EventSourceFactory | null;
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!createSource) return;
    const kinds = new Set<string>();
    let gathering: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      gathering = undefined;
      const changed = [...kinds];
      kinds.clear();
      void invalidateKinds(queryClient, changed);
    };
    const close = connectLive(
      {
        onEvent: (event) => {
          kinds.add(event.kind);
          gathering ??= setTimeout(flush, GATHER_MS);
          tellLiveListeners(event);
        },
        onReset: () => void queryClient.invalidateQueries(),
        onStatus: setStatus,
      },
      createSource,
    );
    return () => {
      close();
      clearTimeout(gathering);
    };
  }, [queryClient, createSource]);

  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}

/**
 * Says, quietly and to screen readers too (role=status), when live updates are lost and when
 * they are back (for a few seconds); says nothing while all is well.
 */
export function LiveStatusNotice() {
  const status = useLiveStatus();
  const wasLost = useRef(false);
  const [back, setBack] = useState(false);

  useEffect(() => {
    if (status === 'lost') {
      wasLost.current = true;
      setBack(false);
      return;
    }
    if (status !== 'live' || !wasLost.current) return;
    wasLost.current = false;
    setBack(true);
    const hide = setTimeout(() => setBack(false), BACK_SHOWN_MS);
    return () => clearTimeout(hide);
  }, [status]);

  const message =
    status === 'lost' ? 'Live updates lost: reconnecting…' : back ? 'Live updates are back.' : '';
  // Present only while it has something to say: the page's other status lines (a list's count,
  // an alert) stay the only ones the rest of the time.
  if (!message) return null;
  return (
    <Text role="status" size="xs" c={status === 'lost' ? 'orange.9' : 'dimmed'}>
      {message}
    </Text>
  );
}
