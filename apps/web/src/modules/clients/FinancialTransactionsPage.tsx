import { type ClientLedger, type ClientLedgerRow, can, formatPence } from '@care360/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { apiUrl, withQuery } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { useCursorList } from '../../platform/list/useCursorList';
import { DeleteRecordModal } from '../../platform/records/DeleteRecordModal';
import { inSentence } from '../../platform/records/in-sentence';
import { readSettings, saveSettings } from '../../platform/records/list-settings';
import { RecentlyDeletedLink } from '../../platform/records/RecentlyDeletedLink';
import { RecordPageHeader } from '../../platform/records/RecordPageHeader';
import { isListRefusal, ListRefusal } from '../../platform/records/RecordPageStates';
import { RecordTable, rowTitle } from '../../platform/records/RecordTable';
import { RECORD_PAGE_SIZE, type RecordRow } from '../../platform/records/record-api';
import { useDeleteWithUndo } from '../../platform/records/use-delete-with-undo';
import { useRecordScreen } from '../../platform/records/use-record-screen';
import type { SortDirection, SortState } from '../../platform/sort';

/** `GET /api/v1/clients/:id/financial-transactions`: the ledger, one page, and the balance now. */
export const ledgerPath = (clientId: string) =>
  `/api/v1/clients/${encodeURIComponent(clientId)}/financial-transactions`;

/**
 * A client's cash record (spec §2.4 financial-transaction): the generated list's pieces, in date
 * order only, with the balance after each line and the balance now, since that is what an
 * auditor checks against the cash tin.
 */
export function FinancialTransactionsPage() {
  const location = useRecordScreen();
  const { kind } = location;
  const clientId = location.parents.at(-1)?.id ?? '';
  const params: Record<string, unknown> = useParams({ strict: false });
  const user = useCurrentUser();
  const mayCreate = kind.operations.create && can(user, kind.permissions.create);
  const mayDelete = kind.operations.delete && can(user, kind.permissions.delete);
  const [dir, setDir] = useState<SortDirection>(() => readSettings(kind).dir);
  const path = ledgerPath(clientId);
  // A balance is only worth reading when it is current: reload whenever the page is shown.
  const { query, items, total } = useCursorList<ClientLedgerRow>(
    path,
    { dir },
    { pageSize: RECORD_PAGE_SIZE, staleTime: 0 },
  );
  // The ledger's page is a list page with the balance now beside it.
  const balance = (query.data?.pages[0] as ClientLedger | undefined)?.balance;
  const remove = useDeleteWithUndo(location, [path]);
  const [deleting, setDeleting] = useState<RecordRow | null>(null);
  const noun = inSentence(kind.plural);
  const sort: SortState = { key: 'date', dir };

  if (isListRefusal(query.error)) {
    return <ListRefusal error={query.error} location={location} params={params} />;
  }

  const addButton = mayCreate && (
    <Button component={Link} to={location.addPath}>
      {kind.titles.add}
    </Button>
  );

  return (
    <Stack gap="md">
      <RecordPageHeader
        location={location}
        title={kind.titles.list}
        withList={false}
        actions={
          <Group gap="sm">
            {addButton}
            <Button
              component="a"
              variant="default"
              href={apiUrl(withQuery(`${location.apiBase}/export.csv`, { sort: 'date', dir }))}
            >
              Export CSV
            </Button>
            <RecentlyDeletedLink location={location} />
          </Group>
        }
      />
      {balance !== undefined && (
        <Text size="lg" fw={600}>
          Balance now: {formatPence(balance)}
        </Text>
      )}
      <ListLoading noun={noun} query={query} />
      {items.length > 0 && (
        <RecordTable
          location={location}
          rows={items}
          sort={sort}
          sortable={(field) => field === 'date'}
          onSort={(next) => {
            setDir(next.dir);
            saveSettings(kind, { ...readSettings(kind), sort: 'date', dir: next.dir });
          }}
          extraColumns={[
            {
              key: 'balance',
              label: 'Balance',
              cell: (row) => formatPence((row as ClientLedgerRow).balance),
            },
          ]}
          onDelete={mayDelete ? setDeleting : undefined}
        />
      )}
      <ListFooter
        noun={noun}
        query={query}
        shown={items.length}
        total={total}
        emptyText={mayCreate ? `No ${noun} yet. Add the first one.` : `No ${noun} yet.`}
        emptyAction={addButton}
      />
      <DeleteRecordModal
        singular={kind.singular}
        recordTitle={deleting ? rowTitle(kind, deleting) : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          // Every later balance changes with a deleted line: the hook reloads the ledger too.
          if (deleting && (await remove(deleting))) setDeleting(null);
        }}
      />
    </Stack>
  );
}
