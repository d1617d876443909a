import { WORKLIST_SHOWN_FROM } from '@care360/domain';
import type { Query, QueryClient } from '@tanstack/react-query';

/** Home's worklist's query key (HomeWorklist.tsx). */
export const WORKLIST_PATH = '/api/v1/worklist';

/**
 * Which cached queries an event of a kind makes stale: the one place that maps kinds to the
 * app's query keys. Record lists, records, histories, options and a person file's sections are
 * keyed by their API path first (`/api/v1/clients`, `/api/v1/clients/<id>/client-medications`,
 * …), so a query whose path names the kind as one of its segments shows records of that kind.
 * A screen keyed otherwise that shows a kind says so in its area's manifest (`liveQueries`,
 * registered here by the app), or, for the platform's own, here.
 */
const ALSO_SHOWN_BY = new Map<string, Set<string>>(
  Object.entries({
    // The header and every permission check read the signed-in user.
    users: ['current-user'],
    'user-roles': ['current-user'],
    roles: ['current-user'],
    branches: ['current-user'],
  }).map(([kind, keys]) => [kind, new Set(keys)]),
);
// Home's worklist, worked out from records of many kinds.
for (const kind of WORKLIST_SHOWN_FROM) {
  ALSO_SHOWN_BY.set(kind, new Set([...(ALSO_SHOWN_BY.get(kind) ?? []), WORKLIST_PATH]));
}

/** Adds queries keyed otherwise: for each kind, the first keys of the queries that show it. */
export function registerLiveQueries(shownBy: Readonly<Record<string, readonly string[]>>): void {
  for (const [kind, keys] of Object.entries(shownBy)) {
    const known = ALSO_SHOWN_BY.get(kind) ?? new Set<string>();
    for (const key of keys) known.add(key);
    ALSO_SHOWN_BY.set(kind, known);
  }
}

/**
 * The path segment of a kind in the API where it is not the kind's name: a job's outcome shows
 * on the jobs screens, a dose on the client's MAR chart.
 */
const SEGMENT_OF: Record<string, string> = { job: 'jobs', 'mar-entries': 'mar' };
const segmentOf = (kind: string) => SEGMENT_OF[kind] ?? kind;

export function showsKind(queryKey: readonly unknown[], kind: string): boolean {
  const first = queryKey[0];
  if (typeof first !== 'string') return false;
  if (ALSO_SHOWN_BY.get(kind)?.has(first)) return true;
  if (!first.startsWith('/api/')) return false;
  const segment = segmentOf(kind);
  return first.split(/[/?]/).includes(segment);
}

/** Marks stale (and so refetches, when shown) every query that shows records of these kinds. */
export function invalidateKinds(queryClient: QueryClient, kinds: Iterable<string>): Promise<void> {
  const wanted = [...new Set(kinds)];
  return queryClient.invalidateQueries({
    predicate: (query: Query) => wanted.some((kind) => showsKind(query.queryKey, kind)),
  });
}
