import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../http/envelope';

export const MAX_PAGE_SIZE = 100;

/** The query every list accepts: search, one sort key, direction, page size and a cursor. */
export function listQuery<const K extends readonly [string, ...string[]]>(
  sortKeys: K,
  defaultSort: K[number],
  defaultDir: 'asc' | 'desc' = 'asc',
) {
  return z.object({
    search: z.string().trim().max(100).optional(),
    sort: z.enum(sortKeys).default(defaultSort as never),
    dir: z.enum(['asc', 'desc']).default(defaultDir),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    cursor: z.string().max(1000).optional(),
  });
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

type SortValue = string | number | null;

/**
 * Keyset pagination: order by (sort key, id) and continue after the last row seen, so a page
 * deep in the list costs what the first one does and rows never repeat or go missing.
 */
export function keyset(
  sortKey: AnyColumn | SQL,
  id: AnyColumn,
  dir: 'asc' | 'desc',
  cursor: string | undefined,
  { nullable = false }: { nullable?: boolean } = {},
): { after: SQL | undefined; orderBy: SQL[] } {
  const order = dir === 'asc' ? asc : desc;
  const orderBy = [order(sortKey), order(id)];
  if (!cursor) return { after: undefined, orderBy };
  const [value, lastId] = decodeCursor(cursor);
  const beyond =
    dir === 'asc'
      ? sql`(${sortKey}, ${id}) > (${value}, ${lastId})`
      : sql`(${sortKey}, ${id}) < (${value}, ${lastId})`;
  if (!nullable) return { after: beyond, orderBy };
  // PostgreSQL puts nulls last going up and first going down; a row comparison with null is
  // never true, so the null rows need their own branch.
  const after =
    value === null
      ? dir === 'asc'
        ? sql`(${sortKey} is null and ${id} > ${lastId})`
        : sql`((${sortKey} is null and ${id} < ${lastId}) or ${sortKey} is not null)`
      : dir === 'asc'
        ? sql`(${beyond} or ${sortKey} is null)`
        : beyond;
  return { after, orderBy };
}

/** Call with limit + 1 rows: the extra one only says whether another page follows. */
export function pageOf<T, R>(
  rows: R[],
  limit: number,
  cursorOf: (row: R) => [SortValue, string | number],
  toItem: (row: R) => T,
  total: number,
): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
    total,
  };
}

function encodeCursor(value: [SortValue, string | number]): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeCursor(cursor: string): [SortValue, string | number] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) return value as [SortValue, string | number];
  } catch {
    // fall through to the refusal below
  }
  throw new HttpError(400, 'That page link is no longer valid. Go back to the first page.', {
    cursor: ['Not a page cursor.'],
  });
}
