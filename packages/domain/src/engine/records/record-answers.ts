import { z } from 'zod';
import type { RecordKindOf } from './define-record';
import type { FieldDef } from './fields';
import { sensitiveFields, WITHHELD_KEY } from './sensitive-fields';

/**
 * The answers of the record engine's API, made from a kind's declaration: the server declares
 * them on its routes (OpenAPI, and tests hold every answer to them) and the web app takes its
 * types and its reading of a 409 from them, so neither side writes the shape by hand.
 */

/**
 * The most rows one page of any list answers: the server refuses a larger `limit` (400), so a
 * screen that needs more follows `nextCursor` (fetchAllPages in the web app's api.ts).
 */
export const MAX_PAGE_SIZE = 100;

/** A list's count, on its first page only (see the server's lists/count.ts). */
export const listCountAnswer = z.object({
  total: z.number().int().nonnegative().optional(),
  /** The count stopped at `total`: there are more. */
  totalCapped: z.boolean().optional(),
});

/** One page of a list: keyset pagination, a cursor for the next page, the count on the first. */
export function pageAnswer<T extends z.ZodType>(item: T) {
  return listCountAnswer.extend({ items: z.array(item), nextCursor: z.string().nullable() });
}
export type PageAnswer<T> = z.infer<typeof listCountAnswer> & {
  items: T[];
  nextCursor: string | null;
};

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A field's value as the API gives it (pence, 'YYYY-MM-DD', ISO instants, 'HH:MM'). */
export function fieldAnswer(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case 'yesNo':
      return z.boolean().nullable();
    case 'multiChoice':
      return z.array(z.string());
    case 'number':
      return z.number().nullable();
    case 'money':
      return z.number().int().nullable();
    case 'choice':
      return z.string().nullable();
    case 'reference':
    case 'file':
      return z.uuid().nullable();
    case 'date':
      return z.iso.date().nullable();
    case 'dateTime':
      return z.iso.datetime({ offset: true }).nullable();
    case 'time':
      return z.string().regex(HH_MM).nullable();
    default:
      return z.string().nullable();
  }
}

/** The standard columns every stored record carries besides its declared fields. */
function standardColumns(kind: RecordKindOf) {
  return {
    id: z.uuid(),
    ...(kind.parent ? { parentId: z.uuid() } : {}),
    version: z.number().int().positive(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    /** The title of the record each reference field points at. */
    _titles: z.record(z.string(), z.string().nullable()).optional(),
  };
}

/** Sensitive fields answer null and say here whether each is set (sensitive-fields.ts). */
function withheldColumn(kind: RecordKindOf) {
  return sensitiveFields(kind.fields).length
    ? { [WITHHELD_KEY]: z.record(z.string(), z.boolean()) }
    : {};
}

/**
 * The fields a list answer carries: the columns its declaration shows, its title and default sort
 * (what names and orders a row), never a sensitive one (a key-safe code): a list is read far more
 * often than a record, and only the audited reveal route gives a sensitive value. The server
 * reads these columns and the list's answer schema names them, from this one rule.
 */
export function listedFields(kind: RecordKindOf): string[] {
  const sensitive = new Set(sensitiveFields(kind.fields));
  return [...new Set([kind.titleField, ...kind.list.columns, kind.list.sort])].filter(
    (key) => kind.fields[key] !== undefined && !sensitive.has(key),
  );
}

/** The answers of the given declared fields (every one unless named). */
function fieldAnswers(kind: RecordKindOf, keys: readonly string[] = Object.keys(kind.fields)) {
  return Object.fromEntries(
    keys.flatMap((key) => {
      const def = kind.fields[key];
      return def ? [[key, fieldAnswer(def)]] : [];
    }),
  );
}

/** Everything a stored record answers: standard columns, fields, withheld marks, read-only. */
function recordShape(kind: RecordKindOf) {
  return {
    ...standardColumns(kind),
    ...fieldAnswers(kind),
    ...withheldColumn(kind),
    /** Why this caller may read but not change this record (authority). */
    _readOnly: z.string().optional(),
  };
}

/** Made once per kind: a schema is built from the declaration, then reused by every call. */
function cachedPerKind<S extends z.ZodType>(make: (kind: RecordKindOf) => S) {
  const cache = new WeakMap<RecordKindOf, S>();
  return (kind: RecordKindOf): S => {
    const found = cache.get(kind);
    if (found) return found;
    const made = make(kind);
    cache.set(kind, made);
    return made;
  };
}

/**
 * One record as GET /:id, a save and a 409's `current` give it. Strict: a column the
 * declaration does not name is a leak, and a test that meets one fails.
 */
export const recordAnswer = cachedPerKind(
  (kind) => z.strictObject(recordShape(kind)) as unknown as z.ZodType<RecordAnswer>,
);

/** A row of a kind's list: exactly its listed fields, with the standard columns and marks. */
export const recordListRowAnswer = cachedPerKind(
  (kind) =>
    z.strictObject({
      ...standardColumns(kind),
      ...fieldAnswers(kind, listedFields(kind)),
      ...withheldColumn(kind),
    }) as unknown as z.ZodType<RecordAnswer>,
);

/** A page of a kind's list. */
export const recordListAnswer = cachedPerKind((kind) => pageAnswer(recordListRowAnswer(kind)));

/** A row of a kind's recently deleted list: the record, and when and by whom it was deleted. */
export const deletedRecordAnswer = cachedPerKind((kind) =>
  pageAnswer(
    z.strictObject({
      ...recordShape(kind),
      _deleted: z.object({ at: z.iso.datetime({ offset: true }), by: z.string().nullable() }),
    }),
  ),
);

/** What a delete answers: the id of the record now deleted. */
export const deletedIdAnswer = z.object({ id: z.uuid() });

/** One change in a record's history: who, when, what, and `{ field: [old, new] }`. */
export const historyEntryAnswer = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actorName: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntryAnswer = z.infer<typeof historyEntryAnswer>;
export const historyAnswer = z.object({ items: z.array(historyEntryAnswer) });

/** A sensitive field's value, given one field at a time by the audited reveal route. */
export const revealAnswer = z.object({ field: z.string(), value: z.unknown() });
export type RevealAnswer = z.infer<typeof revealAnswer>;

/** A reference field's options: the records it may point at, by title, a page at a time. */
export const referenceOptionAnswer = z.object({ id: z.uuid(), title: z.string() });
export type ReferenceOptionAnswer = z.infer<typeof referenceOptionAnswer>;
export const referenceOptionsAnswer = z.object({
  items: z.array(referenceOptionAnswer),
  nextCursor: z.string().nullable(),
});
export type ReferenceOptionsAnswer = z.infer<typeof referenceOptionsAnswer>;

/** A record as the API gives it; its declared fields are typed by the declaration at the screen. */
export interface RecordAnswer {
  id: string;
  parentId?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  _titles?: Record<string, string | null>;
  _readOnly?: string;
  [field: string]: unknown;
}
