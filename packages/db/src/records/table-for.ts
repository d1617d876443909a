import { type FieldDef, type RecordKind, snakeCase } from '@care360/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
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
      return boolean(name).notNull().default(def.default ?? false);
    case 'multiChoice':
      return jsonb(name).$type<string[]>().notNull().default(sql`'[]'::jsonb`);
    case 'reference':
    case 'file':
      return uuid(name);
    default:
      return text(name);
  }
}

export interface TableOptions {
  /** Columns kept by hand beside the declared fields (a user's password hash). */
  extra?: Record<string, PgColumnBuilderBase>;
  /** Unique across organisations, not within one (a user's sign-in email). */
  globallyUnique?: string[];
}

/**
 * The table of a record kind, derived from its declaration: the standard columns, one column
 * per field, and the indexes its list needs (each list sort key, filter and parent, over live
 * rows of one organisation, ending in id for keyset pagination).
 */
export function tableFor(kind: RecordKind, options: TableOptions = {}) {
  const table = buildTable(kind, options);
  recordTables.set(kind.name, table);
  return table;
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

function buildTable(kind: RecordKind, options: TableOptions) {
  const tableName = snakeCase(kind.table ?? kind.name);
  const fieldColumns = Object.fromEntries(
    Object.entries(kind.fields).map(([key, def]) => {
      const built = columnFor(key, def);
      // Required values are never missing, which also keeps their list pages index-only.
      return [
        key,
        def.required && 'notNull' in built && def.kind !== 'yesNo' ? built.notNull() : built,
      ];
    }),
  );
  const columns = {
    id: id(),
    organisationId: uuid('organisation_id').notNull(),
    ...(kind.parent ? { parentId: uuid('parent_id').notNull() } : {}),
    ...fieldColumns,
    ...options.extra,
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
  };
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
      ...Object.entries(kind.fields)
        .filter(([, def]) => def.unique)
        .map(([key]) =>
          options.globallyUnique?.includes(key)
            ? uniqueIndex(`${tableName}_${snakeCase(key)}_uq`)
                .on(c[key])
                .where(live)
            : uniqueIndex(`${tableName}_${snakeCase(key)}_uq`)
                .on(c.organisationId, c[key])
                .where(live),
        ),
    ];
  });
}
