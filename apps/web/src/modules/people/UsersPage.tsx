import { Badge, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { useCursorList } from '../../platform/list/useCursorList';
import { useSavedSearch } from '../../platform/list/useSavedSearch';
import { SortableHeader } from '../../platform/SortableHeader';
import type { SortState } from '../../platform/sort';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  userRole: string;
  userRoleName: string;
  branchName: string | null;
  active: boolean;
}

type UserSort = 'name' | 'email' | 'role' | 'branch';

export const USERS_FILTER = 'users';

/** Users of the organisation (GET /api/v1/users), searched and sorted on the server. */
export function UsersPage() {
  const { search, debounced, changeSearch } = useSavedSearch(USERS_FILTER);
  const [sort, setSort] = useState<SortState<UserSort>>({ key: 'name', dir: 'asc' });
  const { query, items, total } = useCursorList<UserRow>('/api/v1/users', {
    search: debounced,
    sort: sort.key,
    dir: sort.dir,
  });
  const header = (label: string, key: UserSort) => (
    <SortableHeader label={label} sortKey={key} sort={sort} onSort={setSort} />
  );

  return (
    <Stack gap="md">
      <Title order={1}>Users</Title>
      <TextInput
        type="search"
        label="Search users"
        description="Name or email address"
        value={search}
        onChange={(event) => changeSearch(event.currentTarget.value)}
        maw={420}
      />
      <ListLoading noun="users" query={query} />
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                {header('Name', 'name')}
                {header('Email', 'email')}
                {header('Role', 'role')}
                {header('Branch', 'branch')}
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.userRoleName}</Table.Td>
                  <Table.Td>{user.branchName ?? 'All branches'}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={user.active ? 'green' : 'gray'}>
                      {user.active ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListFooter
        noun="users"
        query={query}
        shown={items.length}
        total={total}
        emptyText={debounced ? `No users match “${debounced}”.` : 'No users have been added.'}
      />
    </Stack>
  );
}
