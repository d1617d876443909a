import type { Db } from '@care360/db';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HttpError } from '../http/envelope';

const INT4_MAX = 2_147_483_647;

/** A table whose rows carry an id and the version a writer read them at. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * The one check of a version that a write carries, made in the write's transaction before
 * anything else is written: the row moves from the version its writer read to the next one in a
 * single statement, only if it is still at that version. Of writers sending one version at once,
 * exactly one passes; each other is refused with `stale()` (a 409 carrying the row as it now is)
 * and its transaction writes nothing. A save that changes nothing claims the version too, or it
 * and a real change could both succeed on one version. Answers the new version.
 */
export async function claimVersion(
  tx: Db,
  table: VersionedTable,
  id: string,
  expected: number,
  stale: () => Promise<HttpError> | HttpError,
): Promise<number> {
  // No row holds a version that is not a positive int4: one sent is simply stale (and never
  // reaches PostgreSQL, which would refuse it as a value).
  if (!Number.isInteger(expected) || expected < 1 || expected > INT4_MAX) throw await stale();
  const [claimed] = await tx
    .update(table)
    .set({ version: sql`${table.version} + 1` } as never)
    .where(and(eq(table.id, id), eq(table.version, expected)))
    .returning({ version: table.version });
  if (!claimed) throw await stale();
  return Number(claimed.version);
}

/**
 * The version of a row that succeeds another in an append-only table (a corrected dose): the
 * next one, so a writer still holding the old version is refused as for a changed row.
 */
export function successorVersion(previous: { version: number }): number {
  return previous.version + 1;
}
