import { type DeletedMark, formatUkDateTime, RECENTLY_DELETED_TITLE } from '@care360/domain';
import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { alertFailure, showAlert } from '../alert-store';
import { ButtonLoader } from '../ButtonLoader';
import { ListFooter, ListLoading } from '../list/ListStatus';
import { useCursorList } from '../list/useCursorList';
import { inSentence } from './in-sentence';
import { RecordCell } from './RecordCell';
import { RecordPageHeader } from './RecordPageHeader';
import { isListRefusal, ListRefusal } from './RecordPageStates';
import { rowTitle } from './RecordTable';
import { RECORD_PAGE_SIZE, type RecordRow, restoreRecord } from './record-api';
import type { RecordLocation } from './record-location';
import { useRecordScreen } from './use-record-screen';

/** A row of GET {apiBase}/deleted: the record as it was, and who deleted it when. */
export type DeletedRow = RecordRow & { _deleted: DeletedMark };

/**
 * A kind's deleted records, newest deletion first, each with who deleted it and when, and a
 * Restore button (POST {apiBase}/:id/restore). Only someone who may delete the kind gets here;
 * the server keeps to their organisation and branch, and audits the read.
 */
function RecentlyDeleted({ location }: { location: RecordLocation }) {
  const { kind, apiBase } = location;
  const params: Record<string, unknown> = useParams({ strict: false });
  const queryClient = useQueryClient();
  const path = `${apiBase}/deleted`;
  const { query, items, total } = useCursorList<DeletedRow>(
    path,
    {},
    { pageSize: RECORD_PAGE_SIZE, staleTime: 0 },
  );
  const [restoring, setRestoring] = useState<string | null>(null);
  const noun = `deleted ${inSentence(kind.plural)}`;
  const title = `${RECENTLY_DELETED_TITLE} ${inSentence(kind.plural)}`;

  if (isListRefusal(query.error)) {
    return <ListRefusal error={query.error} location={location} params={params} />;
  }

  async function restore(row: DeletedRow) {
    setRestoring(row.id);
    try {
      const result = await restoreRecord(apiBase, row.id);
      if (result.error) {
        alertFailure(result);
        return;
      }
      showAlert({
        type: 'success',
        title: 'Restored',
        message: `${kind.singular} “${rowTitle(kind, row)}” restored.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [path] }),
        queryClient.invalidateQueries({ queryKey: [apiBase] }),
      ]);
    } finally {
      setRestoring(null);
    }
  }

  // The record is named as its list names it: the title column and the next declared columns.
  const columns = [
    ...new Set([kind.titleField, ...kind.list.columns].filter((key) => kind.fields[key])),
  ].slice(0, 2);

  return (
    <Stack gap="md">
      <RecordPageHeader location={location} title={title} withList />
      <Text>
        Deleted {inSentence(kind.plural)} stay here until the retention task removes them. Restore
        one to put it back in the list.{' '}
        <Anchor component={Link} to={location.listPath}>
          Back to {inSentence(kind.plural)}
        </Anchor>
      </Text>
      <ListLoading noun={noun} query={query} />
      {items.length > 0 && (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((key) => (
                <Table.Th key={key}>{kind.fields[key]?.label ?? key}</Table.Th>
              ))}
              <Table.Th>Deleted</Table.Th>
              <Table.Th>Deleted by</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((key) => (
                  <Table.Td key={key}>
                    <RecordCell
                      def={kind.fields[key] as never}
                      value={row[key]}
                      title={row._titles?.[key]}
                    />
                  </Table.Td>
                ))}
                <Table.Td>{formatUkDateTime(row._deleted.at)}</Table.Td>
                <Table.Td>{row._deleted.by ?? 'Unknown'}</Table.Td>
                <Table.Td ta="right">
                  <ButtonLoader
                    variant="default"
                    size="compact-sm"
                    loading={restoring === row.id}
                    aria-label={`Restore ${rowTitle(kind, row)}`}
                    onClick={() => void restore(row)}
                  >
                    Restore
                  </ButtonLoader>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ListFooter
        noun={noun}
        query={query}
        shown={items.length}
        total={total}
        emptyText={`No ${inSentence(kind.plural)} have been deleted.`}
      />
    </Stack>
  );
}

/** The generated "Recently deleted" screen of a record kind ({list path}/deleted). */
export function RecentlyDeletedPage() {
  const location = useRecordScreen();
  return <RecentlyDeleted key={location.listPath} location={location} />;
}
