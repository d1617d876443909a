import { createHash } from 'node:crypto';
import { type Db, recordTable, schema } from '@care360/db';
import {
  listedFields,
  normaliseNhsNumber,
  normalisePostcode,
  type RecordKind,
  recordKind,
  sensitiveFields,
  WITHHELD_KEY,
} from '@care360/domain';
import { and, eq, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { CurrentUser } from '../auth/auth-context';
import { withFlatRows } from '../flat-rows';
import { LIST_COUNT_CAP, type ListCount } from '../lists/count';
import { keyset, MAX_PAGE_SIZE } from '../lists/keyset';
import { containsAny } from '../lists/search';
import { preparedOnce } from '../prepared';

// biome-ignore lint/suspicious/noExplicitAny: columns are keyed by the declaration at run time.
export type RecordTable = PgTable & Record<string, any>;

const { files } = schema;

export const tableOf = (kind: RecordKind) => recordTable(kind.name) as unknown as RecordTable;
export const column = (table: RecordTable, key: string) => table[key] as PgColumn;

/**
 * `value = any($1)`: a list of any length as one array parameter. Drizzle's inArray makes a
 * parameter and a query chunk of each value, which for a week's two thousand visits costs more
 * than the query itself.
 */
export const oneOf = (value: PgColumn | SQL, values: readonly string[]): SQL =>
  sql`${value} = any(${sql.param([...values])})`;

/**
 * A choice sorts in its declared order (Monday to Sunday, a stage after the one before it), not
 * alphabetically: its rank in the options, a value no longer offered after them all. The options
 * are the declaration's own constants, so they are written into the statement.
 */
function declaredOrder(kind: RecordKind, key: string): ((value: unknown) => SQL) | undefined {
  const def = kind.fields[key];
  if (def?.kind !== 'choice') return undefined;
  const values = def.options.map((option) => `'${option.value.replaceAll("'", "''")}'`);
  const options = sql.raw(`array[${values.join(', ')}]::text[]`);
  const after = sql.raw(String(values.length + 1));
  // Null stays null, so the list's rule for rows without a value (last going up) still holds.
  return (value) =>
    sql`(case when (${value})::text is null then null else coalesce(array_position(${options}, (${value})::text), ${after}) end)`;
}

/** The fields a list can sort by: its columns and default sort, except long or multi values. */
export function sortableFields(kind: RecordKind): string[] {
  return [...new Set([kind.list.sort, ...kind.list.columns])].filter(
    (key) => !['multiChoice', 'longText', 'signature'].includes(kind.fields[key]?.kind ?? ''),
  );
}

/** Field kinds stored in one written form, which a search for a whole value is put into. */
const SEARCH_NORMALISERS: Record<string, (input: string) => string | null> = {
  nhsNumber: normaliseNhsNumber,
  postcode: normalisePostcode,
};

/** The list query of a kind: search, sort, paging, and one parameter per declared filter. */
export function listQuerySchema(kind: RecordKind) {
  const filters = Object.fromEntries(
    (kind.list.filters ?? []).map((key) => {
      const def = kind.fields[key];
      if (!def) throw new Error(`${kind.name}: filter ${key} is not a field`);
      const schema =
        def.kind === 'yesNo'
          ? z.enum(['true', 'false']).transform((v) => v === 'true')
          : def.kind === 'choice'
            ? z.enum(def.options.map((o) => o.value) as [string, ...string[]])
            : def.kind === 'reference'
              ? z.uuid()
              : z.string().max(200);
      return [key, schema.optional()];
    }),
  );
  return z.object({
    search: z.string().trim().max(100).optional(),
    sort: z
      .enum([...sortableFields(kind), 'createdAt'] as unknown as [string, ...string[]])
      .default(kind.list.sort),
    dir: z.enum(['asc', 'desc']).default(kind.list.dir ?? 'asc'),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    cursor: z.string().max(1000).optional(),
    ...filters,
    ...(kind.archivedWhen
      ? {
          archived: z
            .enum(['true', 'false'])
            .default('false')
            .transform((v) => v === 'true'),
        }
      : {}),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>> & Record<string, unknown>;

/** Whose rows a query may see: the signed-in user's organisation and, if limited, branch. */
export type Caller = Pick<CurrentUser, 'organisation' | 'branchScope'>;

/**
 * Live (or, to restore, deleted) rows the caller may see: of their organisation, of their branch
 * when their role is limited to it (kinds declaring a branch field, and kinds nested under one),
 * and of the parent record for nested kinds. Every read and write of a record goes through here, so a record of
 * another branch answers 404 exactly as one of another organisation does.
 */
export function scopeOf(
  kind: RecordKind,
  caller: Caller,
  parentId?: string,
  state: 'live' | 'deleted' = 'live',
): SQL {
  const table = tableOf(kind);
  const deletedAt = column(table, 'deletedAt');
  return and(
    eq(column(table, 'organisationId'), caller.organisation.id),
    state === 'live' ? isNull(deletedAt) : isNotNull(deletedAt),
    kind.parent && parentId ? eq(column(table, 'parentId'), parentId) : undefined,
    branchScopeOf(kind, caller),
  ) as SQL;
}

/** The record kind whose declared branch field places this kind's rows (itself or an ancestor). */
export function branchOwner(kind: RecordKind): RecordKind | null {
  if (kind.branchField) return kind;
  return kind.parent ? branchOwner(recordKind(kind.parent)) : null;
}

/** The branch condition of a limited caller, or nothing for an organisation-wide one. */
function branchScopeOf(kind: RecordKind, caller: Caller): SQL | undefined {
  if (!caller.branchScope || !branchOwner(kind)) return undefined;
  const table = tableOf(kind);
  const { branchId } = caller.branchScope;
  if (kind.branchField) {
    return branchId ? eq(column(table, kind.branchField), branchId) : sql`false`;
  }
  const parent = recordKind(kind.parent as string);
  const parentTable = tableOf(parent);
  return sql`${column(table, 'parentId')} in (select ${column(parentTable, 'id')} from ${parentTable} where ${branchScopeOf(parent, caller)})`;
}

/**
 * The options of a declared branch field for a caller limited to their branch: their own branch
 * only (none without one), since a record put elsewhere would be refused. Nothing for others.
 */
export function ownBranchOption(
  kind: RecordKind,
  field: string,
  caller: Caller,
  branchTable: RecordTable,
): SQL | undefined {
  if (field !== kind.branchField || !caller.branchScope) return undefined;
  const { branchId } = caller.branchScope;
  return branchId ? eq(column(branchTable, 'id'), branchId) : sql`false`;
}

/** The declared filters a list query gives a value for. */
function givenFilters(kind: RecordKind, query: ListQuery): string[] {
  return (kind.list.filters ?? []).filter((key) => query[key] !== undefined);
}

/**
 * Filters and search of a list query. A prepared page passes `filterValue` to name each filter's
 * value as a placeholder instead of writing it in.
 */
export function filtersOf(
  kind: RecordKind,
  query: ListQuery,
  filterValue: (key: string) => unknown = (key) => query[key],
): SQL | undefined {
  const table = tableOf(kind);
  const filters = givenFilters(kind, query).map((key) => eq(column(table, key), filterValue(key)));
  const search = containsAny(
    (kind.list.search ?? []).map((key) => {
      const normalise = SEARCH_NORMALISERS[kind.fields[key]?.kind ?? ''];
      return normalise ? { column: column(table, key), normalise } : column(table, key);
    }),
    query.search,
  );
  return and(...filters, search, archivedOf(kind, query.archived === true));
}

/**
 * Archived records (kind.archivedWhen set: a client whose service ended) or the others: lists
 * show the others unless asked for the archived, and pickers offer only the others.
 */
export function archivedOf(kind: RecordKind, archived: boolean, table = tableOf(kind)) {
  if (!kind.archivedWhen) return undefined;
  const marker = column(table, kind.archivedWhen);
  return archived ? isNotNull(marker) : isNull(marker);
}

/**
 * How a record of `kind` is named where others refer to it: its title field, followed by its
 * `titleWith` fields when declared ("Paracetamol 500 mg tablet").
 */
export function titleOf(kind: RecordKind, table = tableOf(kind)): SQL {
  const title = sql`${column(table, kind.titleField)}`;
  if (!kind.titleWith?.length) return title;
  const parts = kind.titleWith.map((key) =>
    kind.fields[key]?.kind === 'choice' ? sql`lower(${column(table, key)})` : column(table, key),
  );
  // Empty values are left out, not printed as double spaces. As text: a date or a number
  // compared with '' is an error in PostgreSQL (a holiday's title is its dates).
  return sql`concat_ws(' ', ${title}, ${sql.join(
    parts.map((part) => sql`nullif(${part}::text, '')`),
    sql`, `,
  )})`;
}

/**
 * The title of each referenced record, and the name of each attached file (so lists can offer
 * it for download by name), read alongside the row.
 */
export function referenceTitles(kind: RecordKind): Record<string, SQL> {
  const table = tableOf(kind);
  const fileNames = Object.entries(kind.fields)
    .filter(([, def]) => def.kind === 'file')
    .map(([key]) => [
      key,
      sql<
        string | null
      >`(select ${files.originalName} from ${files} where ${files.id} = ${column(table, key)} and ${files.organisationId} = ${column(table, 'organisationId')})`,
    ]);
  return Object.fromEntries([
    ...fileNames,
    ...Object.entries(kind.fields)
      .filter(([, def]) => def.kind === 'reference')
      .map(([key, def]) => {
        const target = recordKind((def as { to: string }).to);
        const targetTable = tableOf(target);
        return [
          key,
          sql<
            string | null
          >`(select ${titleOf(target, targetTable)} from ${targetTable} where ${sql.identifier('id')} = ${column(table, key)})`,
        ];
      }),
  ]);
}

/** The standard columns a row always carries besides its fields. */
const STANDARD_COLUMNS = ['id', 'version', 'createdAt', 'updatedAt'];

/**
 * One page of a kind's list, and on the first page (no cursor) how many rows match, counted up
 * to LIST_COUNT_CAP; `counted: false` skips the count (an export reads its pages without one).
 * `fields` are the declared fields read (the list's, `listedFields`, unless every one is needed).
 * Rows are those `caller` may see (scopeOf), under `parentId` for a nested kind.
 *
 * A page without a search is a statement prepared once per shape (which fields, sort, direction,
 * filters given, counted or not, cursor or not, branch limit, nested or not) with every value a
 * placeholder, as a single record's read is (record-read.ts): measured, building the query with
 * Drizzle and planning it took about 0.8 ms of a 1.1 ms page. A search's words and patterns
 * vary with what is typed, so a search is built each time, and so is a page of a kind with a
 * scope hook (`scope`, a condition on the kind's table that may hold any value).
 */
export async function listPage(
  db: Db,
  kind: RecordKind,
  query: ListQuery,
  caller: Caller,
  parentId: string | undefined,
  {
    counted = !query.cursor,
    fields = listedFields(kind),
    scope,
  }: { counted?: boolean; fields?: string[]; scope?: SQL | undefined } = {},
): Promise<{ rows: Array<Record<string, unknown>>; count: ListCount | undefined }> {
  const table = tableOf(kind);
  const sortColumn = column(table, query.sort);
  const nullable = !sortColumn.notNull;
  const rank = declaredOrder(kind, query.sort);
  const sortKey = rank ? rank(sortColumn) : sortColumn;
  const nested = Boolean(kind.parent && parentId);
  let found: Array<Record<string, unknown>>;
  if (query.search || scope) {
    const { after, orderBy } = keyset(sortKey, column(table, 'id'), query.dir, query.cursor, {
      nullable,
      rank,
    });
    found = (await listSelectQuery(db, kind, fields, counted, {
      sort: query.sort,
      where: and(scopeOf(kind, caller, parentId), scope, filtersOf(kind, query)),
      after,
      orderBy,
      limit: query.limit + 1,
    })) as Array<Record<string, unknown>>;
  } else {
    const { after, orderBy, at } = keyset(sortKey, column(table, 'id'), query.dir, query.cursor, {
      nullable,
      placeholders: true,
      rank,
    });
    const branch = branchShapeOf(caller);
    const filters = givenFilters(kind, query);
    const archived = query.archived === true;
    const shape = [
      kind.name,
      fields.join(','),
      query.sort,
      query.dir,
      counted ? 'counted' : '',
      at ? (at[0] === null ? 'after-null' : 'after') : '',
      branch,
      nested ? 'nested' : '',
      filters.join(','),
      archived ? 'archived' : '',
    ].join('|');
    // PostgreSQL keeps 63 bytes of a name: a digest of the shape, not the shape.
    const name = `care360_list_${createHash('sha256').update(shape).digest('hex').slice(0, 32)}`;
    const statement = preparedOnce(db, name, (database) => {
      // No search here, so the filters are the given ones and the archived condition.
      const where = and(
        scopeOf(kind, placeholderCaller(branch), nested ? textPlaceholder('parentId') : undefined),
        filtersOf(kind, query, (key) => sql.placeholder(`filter_${key}`)),
      );
      return withFlatRows(
        listSelectQuery(database, kind, fields, counted, {
          sort: query.sort,
          where,
          after,
          orderBy,
          limit: sql.placeholder('limit'),
        }).prepare(name),
      );
    });
    found = (await statement.execute({
      organisationId: caller.organisation.id,
      branchId: caller.branchScope?.branchId ?? null,
      parentId: parentId ?? null,
      limit: query.limit + 1,
      cursorValue: at?.[0] ?? null,
      cursorId: at?.[1] ?? null,
      ...Object.fromEntries(filters.map((key) => [`filter_${key}`, query[key]])),
    })) as Array<Record<string, unknown>>;
  }
  // A first page with no row has nothing to carry the count: nothing matched.
  const matched = Number(found[0]?.[COUNT_KEY] ?? 0);
  // In place: the rows are this request's own, and a page is read on every list request.
  for (const row of found) {
    delete row[COUNT_KEY];
    row._titles ??= {};
  }
  return {
    rows: found,
    count: counted
      ? { total: Math.min(matched, LIST_COUNT_CAP), totalCapped: matched > LIST_COUNT_CAP }
      : undefined,
  };
}

interface ListParts {
  sort: string;
  where: SQL | undefined;
  after: SQL | undefined;
  orderBy: SQL[];
  limit: number | Placeholder;
}

/** The page's select: its columns, titles, withheld marks and (counted) the capped count. */
function listSelectQuery(
  db: Db,
  kind: RecordKind,
  fields: string[],
  counted: boolean,
  { sort, where, after, orderBy, limit }: ListParts,
) {
  const table = tableOf(kind);
  const read = new Set(fields);
  const titles = Object.fromEntries(
    Object.entries(referenceTitles(kind)).filter(([key]) => read.has(key)),
  );
  // The sort column too, whether shown or not: the next page's cursor is made from it.
  const keys = [
    ...new Set([...STANDARD_COLUMNS, ...(kind.parent ? ['parentId'] : []), ...fields, sort]),
  ];
  const sensitive = sensitiveFields(kind.fields);
  // The first page's count rides in the same statement, as an uncorrelated scalar subquery that
  // PostgreSQL evaluates once (capped like every list count): one round trip, not two.
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_COUNT_CAP + 1);
  return db
    .select({
      ...Object.fromEntries(keys.map((key) => [key, column(table, key)])),
      _titles: titlesObject(titles),
      // Whether each sensitive field is set, as a record's answer says; never its value.
      ...(sensitive.length ? { [WITHHELD_KEY]: withheldObject(table, sensitive) } : {}),
      ...(counted
        ? {
            [COUNT_KEY]: sql<number>`(select count(*)::int from ${matching} as ${sql.identifier('capped')})`,
          }
        : {}),
    })
    .from(table)
    .where(and(where, after))
    .orderBy(...orderBy)
    .limit(limit as number);
}

/** How a caller's branch limit shapes the SQL: no condition, a branch, or none at all. */
export function branchShapeOf(caller: Caller): 'all' | 'branch' | 'none' {
  return !caller.branchScope ? 'all' : caller.branchScope.branchId ? 'branch' : 'none';
}

/** A caller whose organisation and branch are placeholders, so one statement serves everyone. */
export function placeholderCaller(branch: 'all' | 'branch' | 'none'): Caller {
  return {
    organisation: { id: textPlaceholder('organisationId'), name: '' },
    branchScope:
      branch === 'all'
        ? null
        : { branchId: branch === 'branch' ? textPlaceholder('branchId') : null },
  };
}

/**
 * A placeholder where the scope helpers take an id as a string: they only interpolate it into
 * SQL, so a prepared statement can pass its placeholder through them.
 */
export function textPlaceholder(name: string): string {
  return sql.placeholder(name) as unknown as string;
}

/** The column of a first page's rows that carries the list's count (taken off before answering). */
const COUNT_KEY = '_count';

export function titlesObject(titles: Record<string, SQL>): SQL<Record<string, string | null>> {
  const entries = Object.entries(titles);
  if (entries.length === 0) return sql<Record<string, string | null>>`'{}'::json`;
  return sql<Record<string, string | null>>`json_build_object(${sql.join(
    entries.map(([key, title]) => sql`${key}::text, ${title}`),
    sql`, `,
  )})`;
}

/** `{ field: isSet }` for sensitive fields, read in SQL so that their values are never fetched. */
function withheldObject(table: RecordTable, keys: string[]): SQL<Record<string, boolean>> {
  return sql<Record<string, boolean>>`json_build_object(${sql.join(
    keys.map(
      (key) =>
        sql`${key}::text, (${column(table, key)} is not null and btrim(${column(table, key)}::text) <> '')`,
    ),
    sql`, `,
  )})`;
}
