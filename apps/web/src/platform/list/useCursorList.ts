import type { PageAnswer } from '@care360/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchData, type QueryValue, withQuery } from '../api';

export const LIST_PAGE_SIZE = 50;

/**
 * A server-side list: filters, search and sort go to the server; further pages load on demand.
 * Each page is the domain's PageAnswer (keyset pagination): only the first, asked for without a
 * cursor, is counted (up to 1,000, `totalCapped` past it), and the list keeps its count.
 * While new filters load, the previous rows stay on screen (with the loader showing).
 */
export function useCursorList<T>(
  path: string,
  params: Record<string, QueryValue>,
  {
    pageSize = LIST_PAGE_SIZE,
    staleTime,
  }: {
    pageSize?: number;
    /** How long loaded rows count as current; 0 reloads them each time the list is shown. */
    staleTime?: number;
  } = {},
) {
  const query = useInfiniteQuery({
    queryKey: [path, params, pageSize],
    queryFn: ({ pageParam, signal }) =>
      fetchData<PageAnswer<T>>(
        withQuery(path, { ...params, limit: pageSize, cursor: pageParam }),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    items: pages.flatMap((page) => page.items),
    // The first page's count stands for the whole list: later pages are not counted.
    total: pages[0]?.total ?? 0,
    totalCapped: pages[0]?.totalCapped === true,
  };
}
