import { ACTION_TITLES, type PermissionSummary } from '@care360/domain';
import { Anchor, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { SEARCH_DEBOUNCE_MS } from '../../platform/list/useSavedSearch';
import { Notice } from '../../platform/Notice';
import { PERMISSION_AREAS } from '../../platform/permission-vocabulary';
import { NoPermission } from '../../platform/records/RecordPageStates';
import { readFilter, saveFilter } from '../../platform/saved-state';
import type { SortState } from '../../platform/sort';
import { permissionsQuery } from './permissions-api';

/** The saved filter of this list (spec §3.4). */
export const USER_PERMISSIONS_FILTER = 'user-permissions';

const SORT_KEYS = ['permission', 'area', 'directUsers'] as const;
type SortKey = (typeof SORT_KEYS)[number];
const EMPTY_FILTER = { search: '', area: '', sort: 'area', dir: 'asc' };
const ANY_AREA = { value: '', label: 'Any' };

export const permissionTitle = (row: Pick<PermissionSummary, 'recordTitle' | 'action'>) =>
  `${row.recordTitle}: ${ACTION_TITLES[row.action]}`;

export const permissionUsersPath = (name: string) =>
  `/app/user-permissions/${encodeURIComponent(name)}/edit/users`;

const areaOrder = (area: string) => PERMISSION_AREAS.findIndex((a) => a.area === area);

/**
 * Sorted here: the list is the whole vocabulary, answered at once. Area order is the order the
 * role screen uses (People first), not the alphabet; ties keep the server's order.
 */
function sortRows(rows: PermissionSummary[], sort: SortState<SortKey>): PermissionSummary[] {
  const compare = (a: PermissionSummary, b: PermissionSummary) =>
    sort.key === 'permission'
      ? permissionTitle(a).localeCompare(permissionTitle(b))
      : sort.key === 'directUsers'
        ? a.directUsers - b.directUsers
        : areaOrder(a.area) - areaOrder(b.area);
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

const COLUMNS: readonly TableColumn<PermissionSummary>[] = [
  {
    key: 'permission',
    label: 'Permission',
    sortable: true,
    render: (row) => (
      <>
        <Anchor component={Link} to={permissionUsersPath(row.name)}>
          {permissionTitle(row)}
        </Anchor>
        <Text component="span" display="block" size="xs" c="dimmed" ff="monospace">
          {row.name}
        </Text>
      </>
    ),
  },
  { key: 'area', label: 'Area', sortable: true, render: (row) => row.areaTitle },
  {
    key: 'roles',
    label: 'Roles',
    render: (row) => (row.roles.length ? row.roles.join(', ') : 'None'),
  },
  { key: 'directUsers', label: 'Direct users', sortable: true, render: (row) => row.directUsers },
];

function useFilter() {
  const [filter, setFilter] = useState(() => readFilter(USER_PERMISSIONS_FILTER, EMPTY_FILTER));
  function change(next: Partial<typeof EMPTY_FILTER>) {
    const merged = { ...filter, ...next };
    setFilter(merged);
    saveFilter(USER_PERMISSIONS_FILTER, merged);
  }
  return { filter, change };
}

/** Every permission, with the roles granting it and how many users hold it directly. */
export function UserPermissionsPage() {
  const { filter, change } = useFilter();
  const [search] = useDebouncedValue(filter.search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...permissionsQuery({ search, area: filter.area }),
    placeholderData: keepPreviousData,
  });
  // A saved filter comes back from a cookie: anything unexpected falls back to the default.
  const sort: SortState<SortKey> = {
    key: SORT_KEYS.find((key) => key === filter.sort) ?? 'area',
    dir: filter.dir === 'desc' ? 'desc' : 'asc',
  };
  const rows = sortRows(query.data?.items ?? [], sort);

  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <Stack gap="md">
        <Title order={1}>User Permissions</Title>
        <NoPermission />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>User Permissions</Title>
        <Text>
          A person holds a permission through their role or given to them directly. The super
          administrator holds every permission. A role’s permissions are changed on its Permissions
          tab under User Roles.
        </Text>
      </Stack>
      <Group align="flex-end" gap="md" role="search" aria-label="Find permissions">
        <TextInput
          type="search"
          label="Search permissions"
          description="Looks in: record, action, area"
          value={filter.search}
          onChange={(event) => change({ search: event.currentTarget.value })}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label="Area"
          data={[ANY_AREA, ...PERMISSION_AREAS.map((a) => ({ value: a.area, label: a.title }))]}
          value={filter.area}
          onChange={(event) => change({ area: event.currentTarget.value })}
        />
      </Group>
      {query.isFetching && <LineLoader label="Loading permissions" />}
      {query.isError && (
        <Notice tone="danger" title="The permissions could not be loaded">
          {errorMessage(query.error)}
        </Notice>
      )}
      {rows.length > 0 && (
        <ResponsiveTable
          label="Permissions"
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => row.name}
          sort={{
            state: sort,
            onSort: (next) => change({ sort: next.key, dir: next.dir }),
          }}
          minWidth={720}
          tableProps={{ striped: true, highlightOnHover: true }}
        />
      )}
      {query.isSuccess && (
        <Text size="sm" role="status">
          {rows.length === 0
            ? 'No permissions match the search.'
            : `Showing ${rows.length} permission${rows.length === 1 ? '' : 's'}`}
        </Text>
      )}
    </Stack>
  );
}
