import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api';
import { ButtonLoader } from '../ButtonLoader';
import { LineLoader } from '../LineLoader';
import { Notice } from '../Notice';

interface ListStatusProps {
  /** Plural noun for messages: 'users', 'branches'. */
  noun: string;
  query: Pick<
    UseInfiniteQueryResult,
    | 'isPending'
    | 'isFetching'
    | 'isFetchingNextPage'
    | 'isError'
    | 'error'
    | 'hasNextPage'
    | 'fetchNextPage'
    | 'refetch'
  >;
  shown: number;
  total: number;
  /** The server counted only up to `total`. */
  totalCapped?: boolean;
  /** Said when the list is empty; differs when a search is active. */
  emptyText: string;
  /** Shown under the empty text, e.g. the button that adds the first row. */
  emptyAction?: ReactNode;
}

/** Above a list: the loader while it loads. */
export function ListLoading({ noun, query }: Pick<ListStatusProps, 'noun' | 'query'>) {
  const loading = query.isFetching && !query.isFetchingNextPage;
  return loading ? <LineLoader label={`Loading ${noun}`} /> : null;
}

/** Below a list: the error, the empty state, or the count and the button for more rows. */
export function ListFooter({
  noun,
  query,
  shown,
  total,
  totalCapped = false,
  emptyText,
  emptyAction,
}: ListStatusProps) {
  if (query.isError) {
    return (
      <Notice tone="danger" title={`The ${noun} could not be loaded`}>
        <Text size="sm" mb="xs">
          {errorMessage(query.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (query.isPending) return null;
  if (shown === 0) {
    return (
      <Stack gap="sm" py="md" align="flex-start">
        <Text>{emptyText}</Text>
        {emptyAction}
      </Stack>
    );
  }
  return (
    <Group justify="space-between" py="sm">
      <Text size="sm" role="status">
        {countText(noun, shown, total, totalCapped, query.hasNextPage === true)}
      </Text>
      {query.hasNextPage && (
        <ButtonLoader
          variant="default"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more {noun}
        </ButtonLoader>
      )}
    </Group>
  );
}

const count = new Intl.NumberFormat('en-GB');

/**
 * 'Showing 25 of 312 clients', or 'Showing 25 of more than 1,000 clients' where the server
 * stopped counting. Rows added since the count never make it say fewer than are shown.
 */
export function countText(
  noun: string,
  shown: number,
  total: number,
  totalCapped: boolean,
  hasNextPage: boolean,
): string {
  const more = totalCapped && (shown < total || hasNextPage);
  return `Showing ${count.format(shown)} of ${more ? 'more than ' : ''}${count.format(Math.max(total, shown))} ${noun}`;
}
