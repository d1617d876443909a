import type { Db } from '@care360/db';
import { type Column, getTableColumns, getTableName, is, sql, type Table } from 'drizzle-orm';
import { PgJson, PgJsonb } from 'drizzle-orm/pg-core';

/**
 * Inserts many rows of one shape in one statement with one parameter: the rows as JSON, spread
 * by PostgreSQL (json_populate_recordset) into the named columns, the others left to their
 * defaults. Building a statement of tens of thousands of parameters cost the query builder
 * more than the database its work (a generated rota of 170,000 visits, with their audit
 * entries and events). A value every row holds alike (the organisation, who made them) goes
 * once, not once a row: a rota's visits and their audit entries repeated three ids each, tens of
 * megabytes for Node to write and PostgreSQL to parse. Answers the stored rows, as a select
 * would, when `returning`: every column, or only the fields it names.
 */
export async function insertJsonRows(
  db: Db,
  table: Table,
  rows: readonly Record<string, unknown>[],
  returning: boolean | readonly string[] = false,
): Promise<Record<string, unknown>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  // A row without a key the first has would store null where its column's default belongs, and
  // a key only later rows have would be dropped: one shape, or a mistake said out loud.
  const width = Object.keys(first).length;
  if (rows.some((row) => !sameShape(row, width, keys))) {
    throw new Error(`insertJsonRows: rows for ${getTableName(table)} differ in their fields.`);
  }
  const shared = keys.filter((key) => alike(rows, key));
  const own = keys.filter((key) => !shared.includes(key));
  const toJson = own.map((key) => jsonValueOf(columns[key] as Column));
  const names = own.map((key) => (columns[key] as Column).name);
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < own.length; i++) {
      out[names[i] as string] = (toJson[i] as (value: unknown) => unknown)(row[own[i] as string]);
    }
    return out;
  });
  const base = Object.fromEntries(
    shared.map((key) => {
      const column = columns[key] as Column;
      return [column.name, jsonValueOf(column)(first[key])];
    }),
  );
  const list = sql.join(
    [...names, ...shared.map((key) => (columns[key] as Column).name)].map((name) =>
      sql.identifier(name),
    ),
    sql`, `,
  );
  const target = sql.identifier(getTableName(table));
  // A column no row names takes the base record's value: the shared ones, sent once.
  const statement = sql`insert into ${target} (${list}) select ${list} from json_populate_recordset(json_populate_record(null::${target}, ${JSON.stringify(base)}::json), ${JSON.stringify(payload)}::json)`;
  if (!returning) {
    await db.execute(statement);
    return [];
  }
  const answered = Object.entries(columns).filter(
    ([key]) => returning === true || (returning as readonly string[]).includes(key),
  );
  const returned = sql.join(
    answered.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const result = (await db.execute(sql`${statement} returning ${returned}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows.map((stored) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of answered) {
      const value = stored[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row;
  });
}

/** Every row holds the same plain value (a string, number, boolean or null) at `key`. */
function alike(rows: readonly Record<string, unknown>[], key: string): boolean {
  const value = (rows[0] as Record<string, unknown>)[key];
  if (value !== null && typeof value === 'object') return false;
  for (const row of rows) if (row[key] !== value) return false;
  return true;
}

/** The row has exactly `width` keys, `keys` among them; counted without building a key list. */
function sameShape(row: Record<string, unknown>, width: number, keys: readonly string[]) {
  let count = 0;
  for (const _ in row) count++;
  if (count !== width) return false;
  for (const key of keys) if (!(key in row)) return false;
  return true;
}

/** How a column's value goes into the JSON: a JSON column's as JSON, any other as the driver would send it. */
function jsonValueOf(column: Column): (value: unknown) => unknown {
  const asJson = is(column, PgJsonb) || is(column, PgJson);
  return (value) =>
    value === undefined || value === null ? null : asJson ? value : column.mapToDriverValue(value);
}
