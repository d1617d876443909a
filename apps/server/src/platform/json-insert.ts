import type { Db } from '@care360/db';
import { type Column, getTableColumns, getTableName, is, sql, type Table } from 'drizzle-orm';
import { PgJson, PgJsonb } from 'drizzle-orm/pg-core';

/**
 * Inserts many rows of one shape in one statement with one parameter: the rows as JSON, spread
 * by PostgreSQL (json_populate_recordset) into the named columns, the others left to their
 * defaults. Building a statement of tens of thousands of parameters cost the query builder
 * more than the database its work (a generated rota of 170,000 visits, with their audit
 * entries and events). Answers the stored rows, as a select would, when `returning`.
 */
export async function insertJsonRows(
  db: Db,
  table: Table,
  rows: readonly Record<string, unknown>[],
  returning = false,
): Promise<Record<string, unknown>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  // A row without a key the first has would store null where its column's default belongs, and
  // a key only later rows have would be dropped: one shape, or a mistake said out loud.
  const width = Object.keys(first).length;
  if (rows.some((row) => Object.keys(row).length !== width || keys.some((key) => !(key in row)))) {
    throw new Error(`insertJsonRows: rows for ${getTableName(table)} differ in their fields.`);
  }
  const names = keys.map((key) => (columns[key] as Column).name);
  // A JSON column's value goes in as JSON; every other as the driver would send it.
  const asJson = keys.map((key) => is(columns[key], PgJsonb) || is(columns[key], PgJson));
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      const column = columns[key] as Column;
      const value = row[key];
      out[names[i] as string] =
        value === undefined || value === null
          ? null
          : asJson[i]
            ? value
            : column.mapToDriverValue(value);
    });
    return out;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const target = sql.identifier(getTableName(table));
  const statement = sql`insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${JSON.stringify(payload)}::json)`;
  if (!returning) {
    await db.execute(statement);
    return [];
  }
  const result = (await db.execute(sql`${statement} returning *`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const byName = Object.entries(columns).map(([key, column]) => [key, column] as const);
  return result.rows.map((stored) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of byName) {
      const value = stored[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row;
  });
}
