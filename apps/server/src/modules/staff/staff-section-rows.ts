import type { Db } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { column, tableOf } from '../../platform/records/record-query';
import type { Row } from '../../platform/records/record-values';

/** Reading the sections of many people's files at once: what compliance and working state share. */

/** Live rows of a nested kind under these people, of one organisation, in the given order. */
export async function rowsOf(
  db: Db,
  organisationId: string,
  kindName: string,
  personIds: readonly string[],
  order: readonly string[],
): Promise<Row[]> {
  const table = tableOf(recordKind(kindName));
  return (await db
    .select()
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        inArray(column(table, 'parentId'), [...personIds]),
        isNull(column(table, 'deletedAt')),
      ),
    )
    .orderBy(...order.map((key) => sql`${column(table, key)} desc nulls last`))) as Row[];
}

/** The first row of each person (rows come newest first). */
export function newestByPerson(rows: readonly Row[]): Map<string, Row> {
  const newest = new Map<string, Row>();
  for (const row of rows) {
    const person = String(row.parentId);
    if (!newest.has(person)) newest.set(person, row);
  }
  return newest;
}

export const dateText = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;
};
