import {
  formatUkDate,
  formatUkDateTime,
  type PersonFileHistoryEntry,
  type PersonFileHistoryPage,
} from '@care360/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchData, withQuery } from '../api';
import { LineLoader } from '../LineLoader';
import { Notice } from '../Notice';
import { loadedKinds } from '../records/loaded-kinds';
import { FieldChanges } from '../records/RecordHistory';
import { fileApiBase } from './person-file-api';
import type { PersonFileRoute } from './person-file-route-info';

/** What an area says of its own events in the history (a dose on the MAR chart), or null. */
export type HistoryDetails = (entry: PersonFileHistoryEntry) => ReactNode;

const VERBS: Record<string, string> = {
  read: 'viewed',
  reveal: 'viewed a hidden field in',
  create: 'added to',
  update: 'changed',
  delete: 'deleted from',
  restore: 'restored in',
  export: 'downloaded',
};

/** What a change, a questionnaire save or an area's own event said, in words. */
function Details({
  entry,
  route,
  more,
}: {
  entry: PersonFileHistoryEntry;
  route: PersonFileRoute;
  more?: HistoryDetails | undefined;
}) {
  const changes = entry.changes ?? {};
  // The profile's route loaded the owner's area: the owner and every kind under them.
  const kind = loadedKinds().find((candidate) => candidate.name === entry.recordType);
  if (kind && entry.action !== 'read') return <FieldChanges kind={kind} changes={changes} />;
  if (entry.recordType === route.formAuditType && entry.action === 'create') {
    const parts = [
      changes.status === 'completed' ? 'Completed' : 'Saved as a draft',
      typeof changes.score === 'number' ? `score ${changes.score}` : null,
      typeof changes.riskLabel === 'string' ? changes.riskLabel : null,
      typeof changes.nextReviewOn === 'string'
        ? `next review ${formatUkDate(`${changes.nextReviewOn}T12:00:00Z`)}`
        : null,
    ].filter(Boolean);
    return <Text size="sm">{parts.join(', ')}</Text>;
  }
  return more?.(entry) ?? null;
}

interface PersonFileHistoryProps {
  route: PersonFileRoute;
  ownerId: string;
  /** The area's own events in words (the client file's doses). */
  moreDetails?: HistoryDetails;
}

/**
 * Every read and change of a person's file, newest first: who looked at it and who changed
 * what, across the details, the records under it, questionnaires and the area's own events.
 */
export function PersonFileHistory({ route, ownerId, moreDetails }: PersonFileHistoryProps) {
  const path = `${fileApiBase(route, ownerId)}/file-history`;
  const history = useInfiniteQuery({
    queryKey: [path],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchData<PersonFileHistoryPage>(withQuery(path, { cursor: pageParam }), signal),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  if (history.isPending) return <LineLoader label="Loading the history" />;
  if (history.isError) {
    return (
      <Notice tone="danger" title="The history could not be loaded">
        Reload the page to try again.
      </Notice>
    );
  }
  const entries = history.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap="sm">
      <Stack
        gap="md"
        component="ol"
        aria-label={`History of the ${route.noun.toLowerCase()}'s file, newest first`}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {entries.map((entry) => (
          <li key={entry.id}>
            <Text size="sm" fw={600}>
              <time dateTime={entry.at}>{formatUkDateTime(entry.at)}</time>:{' '}
              {entry.actorName ?? 'Someone no longer on the system'}{' '}
              {VERBS[entry.action] ?? entry.action} {entry.section}
            </Text>
            <Details entry={entry} route={route} more={moreDetails} />
          </li>
        ))}
      </Stack>
      {history.hasNextPage && (
        <Button
          variant="default"
          w="fit-content"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Show earlier entries
        </Button>
      )}
    </Stack>
  );
}
