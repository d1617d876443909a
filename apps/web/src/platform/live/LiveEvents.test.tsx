import { WORKLIST_SHOWN_FROM } from '@care360/domain';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { LiveEventsProvider, LiveStatusNotice } from './LiveEvents';
import type { EventSourceLike } from './live-connection';
import { showsKind, WORKLIST_PATH } from './live-query-keys';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeSource implements EventSourceLike {
  static opened: FakeSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** The connection dropped; the browser is reconnecting (readyState CONNECTING). */
  drop() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  change(id: number, kind: string) {
    const data = JSON.stringify({ kind, action: 'updated', recordId: 'r1' });
    this.onmessage?.(new MessageEvent('message', { data, lastEventId: String(id) }));
  }
}
const latest = () => FakeSource.opened.at(-1) as FakeSource;
const createSource = (url: string) => new FakeSource(url);

/** Counts fetches per query, as a list screen and a profile would make them. */
function Watcher({ queryKey, counts }: { queryKey: unknown[]; counts: Map<string, number> }) {
  const key = JSON.stringify(queryKey);
  useQuery({
    queryKey,
    queryFn: () => {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return counts.get(key);
    },
  });
  return null;
}

function renderLive(queryKeys: unknown[][]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  const counts = new Map<string, number>();
  render(
    <AppProviders queryClient={queryClient} env="test">
      <LiveEventsProvider createSource={createSource}>
        <LiveStatusNotice />
        {queryKeys.map((queryKey) => (
          <Watcher key={JSON.stringify(queryKey)} queryKey={queryKey} counts={counts} />
        ))}
      </LiveEventsProvider>
    </AppProviders>,
  );
  return { counts, fetches: (queryKey: unknown[]) => counts.get(JSON.stringify(queryKey)) ?? 0 };
}

describe('live events in the web app', () => {
  it('maps a kind to the queries that show it: its lists, records and nested lists', () => {
    expect(showsKind(['/api/v1/clients', { sort: 'name' }, 25], 'clients')).toBe(true);
    expect(showsKind(['/api/v1/clients', 'record', 'c1'], 'clients')).toBe(true);
    expect(showsKind(['/api/v1/clients/c1/client-medications', {}, 25], 'client-medications')).toBe(
      true,
    );
    expect(showsKind(['/api/v1/client-medications-x', {}, 25], 'client-medications')).toBe(false);
    expect(showsKind(['/api/v1/medications', {}, 25], 'clients')).toBe(false);
    expect(showsKind(['current-user'], 'user-roles')).toBe(true);
    expect(showsKind(['current-user'], 'clients')).toBe(false);
    // A dose shows on its client's MAR chart, whose path names the chart, not the event's kind.
    expect(showsKind(['/api/v1/clients/c1/mar', '2026-03'], 'mar-entries')).toBe(true);
    expect(showsKind(['/api/v1/clients/c1/client-logs', {}, 25], 'mar-entries')).toBe(false);
    // Home's worklist, from every kind it is worked out from, and no other.
    expect(WORKLIST_SHOWN_FROM.length).toBeGreaterThan(0);
    for (const kind of WORKLIST_SHOWN_FROM) expect(showsKind([WORKLIST_PATH], kind)).toBe(true);
    expect(showsKind([WORKLIST_PATH], 'visit-type-codes')).toBe(false);
  });

  it('refetches the open list and profile of the kind that changed, and nothing else', async () => {
    const clientList = ['/api/v1/clients', { sort: 'name' }, 25];
    const clientProfile = ['/api/v1/clients', 'record', 'c1'];
    const medicines = ['/api/v1/medications', {}, 25];
    const { fetches } = renderLive([clientList, clientProfile, medicines]);
    await waitFor(() => expect(fetches(clientList)).toBe(1));
    await waitFor(() => expect(fetches(medicines)).toBe(1));
    act(() => latest().open());
    act(() => latest().change(7, 'clients'));
    await waitFor(() => expect(fetches(clientList)).toBe(2));
    await waitFor(() => expect(fetches(clientProfile)).toBe(2));
    expect(fetches(medicines)).toBe(1);
  });

  it('shows when the live connection is lost and when it is back', async () => {
    renderLive([]);
    act(() => latest().open());
    expect(screen.queryByRole('status')).toBeNull();
    act(() => latest().drop());
    expect(screen.getByRole('status').textContent).toBe('Live updates lost: reconnecting…');
    act(() => latest().open());
    expect(screen.getByRole('status').textContent).toBe('Live updates are back.');
  });

  it('opens a new stream from the last event seen when the browser gives one up', async () => {
    renderLive([]);
    const first = latest();
    act(() => first.open());
    act(() => first.change(41, 'clients'));
    act(() => {
      first.readyState = 2;
      first.onerror?.(new Event('error'));
    });
    await waitFor(() => expect(latest()).not.toBe(first), { timeout: 5_000 });
    expect(latest().url).toBe('/api/v1/events?after=41');
  });
});
