import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';

/** Case-insensitive "contains" over the given columns; LIKE wildcards in the input are literal. */
export function containsAny(columns: AnyColumn[], search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
