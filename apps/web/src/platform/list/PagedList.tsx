import { Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveTable, type ResponsiveTableProps } from './ResponsiveTable';

/**
 * A list screen whose server answers numbered pages: its title, a line saying what needs doing,
 * its filters and a search, the rows, and the pages. What the screen adds (a form in a dialog)
 * comes after.
 */
export function PagedList<Row>({
  title,
  summary,
  filters,
  searchLabel,
  search,
  onSearch,
  table,
  total,
  perPage,
  page,
  onPage,
  children,
}: {
  title: string;
  summary: string;
  filters?: ReactNode;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  table: Omit<ResponsiveTableProps<Row>, 'label'>;
  total: number;
  perPage: number;
  page: number;
  onPage: (page: number) => void;
  children?: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>{summary}</Text>
      <Group align="end">
        {filters}
        <TextInput
          label={searchLabel}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </Group>
      {table.rows.length === 0 ? (
        <Text>Nothing to show.</Text>
      ) : (
        <ResponsiveTable label={title} {...table} />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `Page ${control}` })}
        />
      )}
      {children}
    </Stack>
  );
}
