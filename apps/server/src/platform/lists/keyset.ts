import { MAX_PAGE_SIZE } from '@care360/domain';
import { type AnyColumn, asc, Column, desc, is, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../http/envelope';
import { hasUnstorableCharacter } from '../http/nul-bytes';
import type { ListCount } from './count';

// Written once, in the domain: the web app asks for no more than this.
export { MAX_PAGE_SIZE };

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

/**
 * One page of a list. The first page (asked for without a cursor) carries `total` and
 * `totalCapped` (counted up to LIST_COUNT_CAP, count.ts); a later page leaves both out, since
 * the screen keeps the first page's and counting again would cost every page what the first did.
 * Lists that never count (pickers, recently deleted) leave them out on every page.
 */
export interface Page<T> extends Partial<ListCount> {
  items: T[];
  nextCursor: string | null;
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
  {
    nullable = false,
    placeholders = false,
    rank,
  }: {
    nullable?: boolean;
    /**
     * When the sort key is a rank made from a column (a choice in its declared order): the same
     * rank of the cursor's value, which is the column's.
     */
    rank?: (value: unknown) => SQL;
    /**
     * For a prepared statement: the SQL names placeholders `cursorValue` and `cursorId`, and
     * `at` answers the cursor's values to execute it with (its shape still depends on whether
     * the sort value is null).
     */
    placeholders?: boolean;
  } = {},
): { after: SQL | undefined; orderBy: SQL[]; at?: [SortValue, string | number] } {
  const order = dir === 'asc' ? asc : desc;
  const orderBy = [order(sortKey), order(id)];
  if (!cursor) return { after: undefined, orderBy };
  const at = decodeCursor(cursor, sortKey, id);
  const [given, lastId] = placeholders
    ? [at[0] === null ? null : sql.placeholder('cursorValue'), sql.placeholder('cursorId')]
    : at;
  const value = rank && given !== null ? rank(given) : given;
  const beyond =
    dir === 'asc'
      ? sql`(${sortKey}, ${id}) > (${value}, ${lastId})`
      : sql`(${sortKey}, ${id}) < (${value}, ${lastId})`;
  if (!nullable) return { after: beyond, orderBy, at };
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
  return { after, orderBy, at };
}

/**
 * Call with limit + 1 rows: the extra one only says whether another page follows. `count` is
 * the first page's (firstPageCount), or a number a list counts its own way (a client's ledger,
 * counted with its balance); without it the page carries no total.
 */
export function pageOf<T, R>(
  rows: R[],
  limit: number,
  cursorOf: (row: R) => [SortValue, string | number],
  toItem: (row: R) => T,
  count?: ListCount | number,
): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
    ...(typeof count === 'number'
      ? { total: count }
      : count
        ? { total: count.total, totalCapped: count.totalCapped }
        : {}),
  };
}

function encodeCursor(value: [SortValue, string | number]): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A cursor is only ever one this server made, but a caller can send anything: a cursor that
 * does not decode, or whose values could not be those of the sort key and id, answers 400
 * before it reaches the database.
 */
function decodeCursor(
  cursor: string,
  sortKey: AnyColumn | SQL,
  id: AnyColumn,
): [SortValue, string | number] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (value[0] === null || fitsColumn(sortKey, value[0])) &&
      value[1] !== null &&
      fitsColumn(id, value[1])
    )
      return value as [SortValue, string | number];
  } catch {
    // fall through to the refusal below
  }
  throw new HttpError(400, 'That page link is no longer valid. Go back to the first page.', {
    cursor: ['Not a page cursor.'],
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?$/;
const INT4 = 2_147_483_647;

/** Whether a cursor value could be one of the column's values (any text for an expression). */
function fitsColumn(key: AnyColumn | SQL, value: unknown): boolean {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return false;
  } else if (typeof value !== 'string' || hasUnstorableCharacter(value)) return false;
  if (!is(key, Column)) return true;
  const type = key.columnType;
  const text = String(value);
  if (type === 'PgUUID') return UUID.test(text);
  if (type === 'PgInteger' || type === 'PgSerial' || type === 'PgSmallInt')
    return Number.isInteger(value) && Math.abs(value as number) <= INT4;
  if (type.startsWith('PgBigInt') || type.startsWith('PgBigSerial'))
    return Number.isSafeInteger(value);
  if (type === 'PgNumeric' || type === 'PgReal' || type === 'PgDoublePrecision')
    return typeof value === 'number';
  if (type.startsWith('PgDate')) return ISO_DATE.test(text) && realDay(text);
  if (type.startsWith('PgTimestamp')) return ISO_INSTANT.test(text) && realDay(text);
  if (type === 'PgTime') return TIME.test(text);
  if (type === 'PgBoolean') return text === 'true' || text === 'false';
  return true;
}

/** The value starts with a calendar day PostgreSQL has (there is no year 0). */
function realDay(text: string): boolean {
  const day = text.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && !day.startsWith('0000')
  );
}
