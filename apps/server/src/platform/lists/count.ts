import type { Db } from '@care360/db';
import { sql } from 'drizzle-orm';

/**
 * Every list counts its matching rows only up to this many; beyond it the answer says
 * `total: LIST_COUNT_CAP, totalCapped: true` and the screen says "more than 1,000". Counting
 * further would cost more than the page itself on a large table (and nobody pages that far).
 */
export const LIST_COUNT_CAP = 1_000;

/** How many rows a list has, as far as it was counted. */
export interface ListCount {
  total: number;
  /** The count stopped at `total`: there are more. */
  totalCapped: boolean;
}

/** A select of the list's matching rows (any one column), before its limit. */
interface Matching {
  // biome-ignore lint/suspicious/noExplicitAny: Drizzle's subquery types do not compose.
  limit(limit: number): { as(alias: string): any };
}

/**
 * Counts the matching rows, reading at most `cap` + 1 of them:
 * `select count(*) from (select 1 from … where … limit cap + 1) capped`.
 */
export async function countMatching(
  db: Db,
  matching: Matching,
  cap = LIST_COUNT_CAP,
): Promise<ListCount> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matching.limit(cap + 1).as('capped'));
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

/**
 * The count a list answers with: on its first page only (no cursor). A later page leaves
 * `total` and `totalCapped` out, and the screen keeps the first page's (DESIGN.md §4).
 */
export function firstPageCount(
  db: Db,
  cursor: string | undefined,
  matching: () => Matching,
): Promise<ListCount | undefined> {
  return cursor ? Promise.resolve(undefined) : countMatching(db, matching());
}
