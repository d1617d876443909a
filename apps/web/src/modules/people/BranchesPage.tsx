import { Anchor, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { useCursorList } from '../../platform/list/useCursorList';
import { useSavedSearch } from '../../platform/list/useSavedSearch';
import { SortableHeader } from '../../platform/SortableHeader';
import type { SortState } from '../../platform/sort';

export interface BranchRow {
  id: string;
  name: string;
  code: string;
  postcode: string;
  phone: string;
}

type BranchSort = 'name' | 'code' | 'postcode';

export const BRANCHES_FILTER = 'branches';

/** The organisation's branches (GET /api/v1/branches), searched and sorted on the server. */
export function BranchesPage() {
  const { search, debounced, changeSearch } = useSavedSearch(BRANCHES_FILTER);
  const [sort, setSort] = useState<SortState<BranchSort>>({ key: 'name', dir: 'asc' });
  const { query, items, total } = useCursorList<BranchRow>('/api/v1/branches', {
    search: debounced,
    sort: sort.key,
    dir: sort.dir,
  });
  const header = (label: string, key: BranchSort) => (
    <SortableHeader label={label} sortKey={key} sort={sort} onSort={setSort} />
  );

  return (
    <Stack gap="md">
      <Title order={1}>Branches</Title>
      <TextInput
        type="search"
        label="Search branches"
        description="Name, code or postcode"
        value={search}
        onChange={(event) => changeSearch(event.currentTarget.value)}
        maw={420}
      />
      <ListLoading noun="branches" query={query} />
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover aria-label="Branches">
            <Table.Thead>
              <Table.Tr>
                {header('Name', 'name')}
                {header('Code', 'code')}
                {header('Postcode', 'postcode')}
                <Table.Th>Phone</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((branch) => (
                <Table.Tr key={branch.id}>
                  <Table.Td>{branch.name}</Table.Td>
                  <Table.Td>{branch.code}</Table.Td>
                  <Table.Td>{branch.postcode}</Table.Td>
                  <Table.Td>
                    {branch.phone && (
                      <Anchor href={`tel:${branch.phone.replace(/\s+/g, '')}`}>
                        {branch.phone}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListFooter
        noun="branches"
        query={query}
        shown={items.length}
        total={total}
        emptyText={debounced ? `No branches match “${debounced}”.` : 'No branches have been added.'}
      />
    </Stack>
  );
}
