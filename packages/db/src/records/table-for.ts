import {
  type FieldDef,
  type Fields,
  type RecordKind,
  snakeCase,
  type TypedRecordKind,
  uniqueGroups,
} from '@care360/domain';
import type { BuildColumns } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from '../schema/columns';

/** The column a field kind is stored in. */
function columnFor(key: string, def: FieldDef) {
  const name = snakeCase(key);
  switch (def.kind) {
    case 'number':
      return def.decimals
        ? numeric(name, { precision: 14, scale: def.decimals, mode: 'number' })
        : integer(name);
    case 'money':
      // Integer pence: sums and comparisons are exact.
      return integer(name);
    case 'date':
      return date(name, { mode: 'string' });
    case 'time':
      return time(name);
    case 'dateTime':
      return timestamp(name, { withTimezone: true, mode: 'string' });
    case 'yesNo':
      return boolean(name)
        .notNull()
        .default(def.default ?? false);
    case 'multiChoice':
      return jsonb(name).$type<string[]>().notNull().default(sql`'[]'::jsonb`);
    case 'reference':
    case 'file':
      return uuid(name);
    default:
      return text(name);
  }
}

/** What every record row has besides its fields. */
const standardColumns = () => ({
  id: id(),
  organisationId: uuid('organisation_id').notNull(),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
});
type StandardColumns = ReturnType<typeof standardColumns> & { parentId: ReturnType<typeof uuid> };

/** The column builder type of each field kind, so tables of typed kinds are typed too. */
type ColumnOf<D extends FieldDef> = D['kind'] extends 'number' | 'money'
  ? ReturnType<typeof integer>
  : D['kind'] extends 'date'
    ? ReturnType<typeof date<'string'>>
    : D['kind'] extends 'dateTime'
      ? ReturnType<typeof timestamp<'string'>>
      : D['kind'] extends 'yesNo'
        ? ReturnType<typeof boolean>
        : D['kind'] extends 'reference' | 'file'
          ? ReturnType<typeof uuid>
          : D['kind'] extends 'multiChoice'
            ? ReturnType<typeof jsonb>
            : ReturnType<typeof text>;
/** Declared keys only: a kind's `fields` is also a `Fields` record, whose index key is dropped. */
type FieldColumns<F extends Fields> = {
  [K in keyof F & string as string extends K ? never : K]: ColumnOf<F[K]>;
};

export interface TableOptions<
  X extends Record<string, PgColumnBuilderBase> = Record<never, never>,
> {
  /** Columns kept by hand beside the declared fields (a user's password hash). */
  extra?: X;
  /** Unique across organisations, not within one (a user's sign-in email). */
  globallyUnique?: string[];
}

/**
 * The table of a record kind, derived from its declaration: the standard columns, one column
 * per field, and the indexes its list needs (each list sort key, filter and parent, over live
 * rows of one organisation, ending in id for keyset pagination).
 */
export function tableFor<
  F extends Fields = Fields,
  X extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(kind: TypedRecordKind<F>, options: TableOptions<X> = {}) {
  const table = buildTable(kind as RecordKind, options);
  recordTables.set(kind.name, table);
  // The columns are built from the same field kinds at run time; this only names their types.
  return table as unknown as PgTableWithColumns<{
    name: string;
    schema: undefined;
    dialect: 'pg';
    columns: BuildColumns<string, StandardColumns & FieldColumns<F> & X, 'pg'>;
  }>;
}

/** The table of each declared kind, by kind name: how the record engine finds them. */
export const recordTables = new Map<string, ReturnType<typeof buildTable>>();

export function recordTable(name: string) {
  const table = recordTables.get(name);
  if (!table)
    throw new Error(
      `No table for record kind ${name}: add it to packages/db/src/schema/records.ts.`,
    );
  return table;
}

function buildTable(kind: RecordKind, options: TableOptions<Record<string, PgColumnBuilderBase>>) {
  const tableName = snakeCase(kind.table ?? kind.name);
  const fieldColumns = Object.fromEntries(
    Object.entries(kind.fields).map(([key, def]) => {
      const built = columnFor(key, def);
      // Required values are never missing, which also keeps their list pages index-only.
      return [
        key,
        def.required && !def.requiredFromNow && 'notNull' in built && def.kind !== 'yesNo'
          ? built.notNull()
          : built,
      ];
    }),
  );
  // Declared columns are known only at run time; the standard ones keep their exact types.
  const declared: Record<string, PgColumnBuilderBase> = {
    ...(kind.parent ? { parentId: uuid('parent_id').notNull() } : {}),
    ...fieldColumns,
    ...options.extra,
  };
  const columns = { ...declared, ...standardColumns() };
  const sortKeys = [
    ...new Set([kind.list.sort, ...kind.list.columns, ...(kind.list.filters ?? [])]),
  ];
  return pgTable(tableName, columns, (t) => {
    // biome-ignore lint/suspicious/noExplicitAny: the columns are keyed by the declaration at run time.
    const c = t as Record<string, any>;
    const [first, ...restOfScope] = kind.parent
      ? [c.organisationId, c.parentId]
      : [c.organisationId];
    const live = sql`deleted_at is null`;
    const listIndex = (name: string, key: string) =>
      index(`${tableName}_${name}_idx`)
        .on(first, ...restOfScope, c[key], c.id)
        .where(live);
    return [
      ...sortKeys
        .filter((key) => !['multiChoice', 'longText'].includes(kind.fields[key]?.kind ?? ''))
        .map((key) => listIndex(snakeCase(key), key)),
      listIndex('created', 'createdAt'),
      // Trigram indexes make "contains" search fast on large lists (pg_trgm, migration 0000).
      ...(kind.list.search ?? []).map((key) =>
        index(`${tableName}_${snakeCase(key)}_trgm_idx`).using('gin', sql`${c[key]} gin_trgm_ops`),
      ),
      // Unique among live rows of one organisation; a value left empty counts as one value
      // ('' for all), so two creams without a strength are still the same medicine.
      ...uniqueGroups(kind).map((keys) => {
        const name = `${tableName}_${keys.map(snakeCase).join('_')}_uq`;
        if (keys.length === 1 && options.globallyUnique?.includes(keys[0] as string))
          return uniqueIndex(name)
            .on(c[keys[0] as string])
            .where(live);
        const parts = keys.map((key) =>
          keys.length > 1 && !kind.fields[key]?.required
            ? sql`coalesce(${c[key]}::text, '')`
            : c[key],
        );
        return uniqueIndex(name)
          .on(c.organisationId, ...parts)
          .where(live);
      }),
    ];
  });
}
