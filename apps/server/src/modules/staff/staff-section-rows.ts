import type { Db } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
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

/**
 * Stores state the server keeps on people's rows (compliance, working state) where it changed,
 * leaving the record's version alone: the state is the server's, so an office member's open edit
 * of the person stays valid. Returns how many rows changed.
 */
export async function storeServerState(
  db: Db,
  organisationId: string,
  kindName: string,
  states: ReadonlyMap<string, Readonly<Record<string, string | null>>>,
): Promise<number> {
  const table = tableOf(recordKind(kindName));
  let changed = 0;
  for (const [id, values] of states) {
    const keys = Object.keys(values);
    const stored = sql.join(
      keys.map((key) => sql`${column(table, key)}`),
      sql`, `,
    );
    const wanted = sql.join(
      keys.map((key) => sql`${values[key] ?? null}::text`),
      sql`, `,
    );
    const updated = await db
      .update(table)
      .set(values as never)
      .where(
        and(
          eq(column(table, 'id'), id),
          eq(column(table, 'organisationId'), organisationId),
          sql`row(${stored}) is distinct from row(${wanted})`,
        ) as SQL,
      )
      .returning({ id: column(table, 'id') });
    changed += updated.length;
  }
  return changed;
}
