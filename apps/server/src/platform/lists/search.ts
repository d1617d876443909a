import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';

/**
 * Case-insensitive "contains" over the given columns; LIKE wildcards in the input are literal.
 * A column may come with the way its values are stored (an NHS number or postcode normalised
 * with its spaces), so that a whole value typed another way ('9434765919') still finds it.
 */
export function containsAny(
  columns: Array<AnyColumn | { column: AnyColumn; normalise: (input: string) => string | null }>,
  search: string | undefined,
): SQL | undefined {
  if (!search) return undefined;
  const pattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ...columns.map((entry) =>
      'normalise' in entry
        ? ilike(entry.column, pattern(entry.normalise(search) ?? search))
        : ilike(entry, pattern(search)),
    ),
  );
}
