import {
  type PersonFileHistoryEntry,
  type PersonFileHistoryPage,
  formatUkDate,
  formatUkDateTime,
  MAR_CODES,
} from '@care360/domain';
import { Button, List, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchData, withQuery } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { loadedKinds } from '../../platform/records/loaded-kinds';
import { FieldChanges } from '../../platform/records/RecordHistory';
import { clientApiBase } from './client-file-api';

const VERBS: Record<string, string> = {
  read: 'viewed',
  reveal: 'viewed a hidden field in',
  create: 'added to',
  update: 'changed',
  delete: 'deleted from',
  restore: 'restored in',
  export: 'downloaded',
};

/** What a questionnaire save or a dose said, in words. */
function Details({ entry }: { entry: PersonFileHistoryEntry }) {
  const changes = entry.changes ?? {};
  // The profile's route loaded the clients area: the client and every kind under them.
  const kind = loadedKinds().find((candidate) => candidate.name === entry.recordType);
  if (kind && entry.action !== 'read') return <FieldChanges kind={kind} changes={changes} />;
  if (entry.recordType === 'client-form-responses' && entry.action === 'create') {
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
  if (entry.recordType === 'mar-entries') {
    const [before, after] = (Array.isArray(changes.code) ? changes.code : []) as unknown[];
    const label = (code: unknown) =>
      MAR_CODES.find((candidate) => candidate.code === code)?.label ?? String(code ?? '');
    const day = Array.isArray(changes.day) ? String(changes.day[1]) : null;
    return (
      <List size="sm" withPadding>
        <List.Item>
          {before ? `${label(before)} → ${label(after)}` : label(after)}
          {day ? ` (dose of ${formatUkDate(`${day}T12:00:00Z`)})` : ''}
        </List.Item>
      </List>
    );
  }
  return null;
}

/**
 * Every read and change of the client's file, newest first: who looked at it and who changed
 * what, across the details, the records under it, questionnaires and the MAR chart.
 */
export function ClientFileHistory({ clientId }: { clientId: string }) {
  const path = `${clientApiBase(clientId)}/file-history`;
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
        aria-label="History of the client's file, newest first"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {entries.map((entry) => (
          <li key={entry.id}>
            <Text size="sm" fw={600}>
              <time dateTime={entry.at}>{formatUkDateTime(entry.at)}</time>:{' '}
              {entry.actorName ?? 'Someone no longer on the system'}{' '}
              {VERBS[entry.action] ?? entry.action} {entry.section}
            </Text>
            <Details entry={entry} />
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
