import { can, type RecordKind } from '@care360/domain';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useMatch, useParams } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { apiUrl, withQuery } from '../api';
import { useCurrentUser } from '../current-user';
import { ListFooter, ListLoading } from '../list/ListStatus';
import { useCursorList } from '../list/useCursorList';
import type { SortState } from '../sort';
import { DeleteRecordModal } from './DeleteRecordModal';
import { inSentence } from './in-sentence';
import {
  hasFilters,
  type ListSettings,
  listParams,
  readSettings,
  saveSettings,
} from './list-settings';
import { loadedKinds } from './loaded-kinds';
import { RecentlyDeletedLink } from './RecentlyDeletedLink';
import { RecordFilters } from './RecordFilters';
import { RecordPageHeader } from './RecordPageHeader';
import { isListRefusal, ListRefusal } from './RecordPageStates';
import { RecordTable, rowTitle } from './RecordTable';
import { RECORD_PAGE_SIZE, type RecordRow } from './record-api';
import { listHeaderOf } from './record-list-headers';
import type { RecordLocation } from './record-location';
import { rowActionsOf } from './record-row-actions';
import { useDeleteWithUndo } from './use-delete-with-undo';
import { useRecordScreen } from './use-record-screen';

export const LIST_SEARCH_DEBOUNCE_MS = 300;

/** The list's search, sort and filters; every change is saved (spec §3.4). */
function useListSettings(kind: RecordKind) {
  const [settings, setSettings] = useState(() => readSettings(kind));
  const [search] = useDebouncedValue(settings.search.trim(), LIST_SEARCH_DEBOUNCE_MS);
  function change(next: ListSettings) {
    setSettings(next);
    saveSettings(kind, next);
  }
  return { settings, search, change };
}

/**
 * Lists whose pages sit below this list's path under the same parent (a client's mental-capacity
 * risk assessments below its mental-capacity list): the spec reaches them only from here.
 */
function subListsOf(kind: RecordKind) {
  return loadedKinds().filter(
    (other) => other.parent === kind.parent && other.path.startsWith(`${kind.path}/`),
  );
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * A hand-written screen that draws a kind's generated list of some of its records only (the
     * uniform log: stock movements of uniform): the filters it always applies, whose controls
     * it leaves out. Its route's title heads the list.
     */
    listFilters?: Readonly<Record<string, string>>;
  }
}

const NO_FIXED_FILTERS: Readonly<Record<string, string>> = {};

/** What a custom page built on the generated list adds to it (a slot override, DESIGN.md §1.2). */

/** A kind's records: heading, add and export, search and filters, rows, count and paging. */
function RecordList({ location }: { location: RecordLocation }) {
  const RowActions = rowActionsOf(location.kind.name);
  const ListHeader = listHeaderOf(location.kind.name);
  const { kind } = location;
  const route = useMatch({
    strict: false,
    select: (match) => ({ title: match.staticData.title, fixed: match.staticData.listFilters }),
  });
  const fixed = route.fixed ?? NO_FIXED_FILTERS;
  const user = useCurrentUser();
  const params: Record<string, unknown> = useParams({ strict: false });
  const mayCreate =
    (kind.screens.add || Boolean(kind.addPage)) &&
    kind.operations.create &&
    can(user, kind.permissions.create);
  const mayDelete = kind.operations.delete && can(user, kind.permissions.delete);
  const { settings, search, change } = useListSettings(kind);
  // A kind whose records are archived rather than deleted (clients) lists the others first.
  const [archived, setArchived] = useState(false);
  const query = {
    ...listParams(settings, search),
    ...(kind.archivedWhen && archived ? { archived: 'true' } : {}),
    ...fixed,
  };
  const {
    query: list,
    items,
    total,
    totalCapped,
  } = useCursorList<RecordRow>(location.apiBase, query, {
    pageSize: RECORD_PAGE_SIZE,
  });
  const remove = useDeleteWithUndo(location);
  const [deleting, setDeleting] = useState<RecordRow | null>(null);
  const noun = inSentence(kind.plural);
  const sort: SortState = { key: settings.sort, dir: settings.dir };

  if (isListRefusal(list.error)) {
    return <ListRefusal error={list.error} location={location} params={params} />;
  }

  const addButton = mayCreate && (
    <Button component={Link} to={location.addPath}>
      {kind.titles.add}
    </Button>
  );
  const filtered = hasFilters(settings, search);

  return (
    <Stack gap="md">
      <RecordPageHeader
        location={location}
        title={route.title ?? kind.titles.list}
        withList={false}
        actions={
          <Group gap="sm">
            {addButton}
            {subListsOf(kind)
              .filter((sub) => can(user, sub.permissions.read))
              .map((sub) => (
                <Button
                  key={sub.name}
                  component={Link}
                  variant="default"
                  to={`${location.listPath}${sub.path.slice(kind.path.length)}`}
                >
                  {sub.plural}
                </Button>
              ))}
            <Button
              component="a"
              variant="default"
              href={apiUrl(withQuery(`${location.apiBase}/export.csv`, query))}
            >
              Export CSV
            </Button>
            <RecentlyDeletedLink location={location} />
          </Group>
        }
      />
      {ListHeader && (
        <Suspense fallback={null}>
          <ListHeader location={location} />
        </Suspense>
      )}
      {kind.archivedWhen && (
        <SegmentedControl
          aria-label={`Which ${noun} to show`}
          w="fit-content"
          value={archived ? 'archived' : 'current'}
          onChange={(value) => setArchived(value === 'archived')}
          data={[
            { value: 'current', label: 'Current' },
            { value: 'archived', label: 'Archived' },
          ]}
        />
      )}
      <RecordFilters
        kind={
          fixed === NO_FIXED_FILTERS
            ? kind
            : {
                ...kind,
                list: {
                  ...kind.list,
                  filters: (kind.list.filters ?? []).filter((field) => !(field in fixed)),
                },
              }
        }
        settings={settings}
        onSearch={(text) => change({ ...settings, search: text })}
        onFilter={(field, value) =>
          change({ ...settings, filters: { ...settings.filters, [field]: value } })
        }
      />
      <ListLoading noun={noun} query={list} />
      {items.length > 0 && (
        <RecordTable
          location={location}
          rows={items}
          sort={sort}
          onSort={(next) => change({ ...settings, sort: next.key, dir: next.dir })}
          onDelete={mayDelete ? setDeleting : undefined}
          rowActions={
            RowActions &&
            ((row) => (
              <Suspense fallback={null}>
                <RowActions location={location} row={row} />
              </Suspense>
            ))
          }
        />
      )}
      <ListFooter
        noun={noun}
        query={list}
        shown={items.length}
        total={total}
        totalCapped={totalCapped}
        emptyText={
          filtered
            ? `No ${noun} match the search.`
            : mayCreate
              ? `No ${noun} yet. Add the first one.`
              : `No ${noun} yet.`
        }
        emptyAction={!filtered && addButton}
      />
      <DeleteRecordModal
        singular={kind.singular}
        recordTitle={deleting ? rowTitle(kind, deleting) : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await remove(deleting))) setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** The generated list screen of a record kind (GET {apiBase}). */
export function RecordListPage() {
  const location = useRecordScreen();
  // A new kind or parent record starts with its own settings and rows.
  return <RecordList key={location.listPath} location={location} />;
}
