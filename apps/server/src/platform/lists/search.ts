import { type AnyColumn, and, ilike, or, type SQL } from 'drizzle-orm';

type SearchColumn =
  | AnyColumn
  | SQL
  | { column: AnyColumn; normalise: (input: string) => string | null };

const pattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search as one phrase in any column; a normalised column gets the phrase its way. */
function phraseIn(columns: SearchColumn[], phrase: string): SQL | undefined {
  return or(
    ...columns.map((entry) =>
      'normalise' in entry
        ? ilike(entry.column, pattern(entry.normalise(phrase) ?? phrase))
        : ilike(entry, pattern(phrase)),
    ),
  );
}

/**
 * Case-insensitive "contains" over the given columns; LIKE wildcards in the input are literal.
 * A column may come with the way its values are stored (an NHS number or postcode normalised
 * with its spaces), so that a whole value typed another way ('9434765919') still finds it.
 * Several words also match when each is found in some column, so 'Margaret Hughes' finds the
 * client whose forename and surname are kept apart.
 */
export function containsAny(columns: SearchColumn[], search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const words = search.trim().split(/\s+/).filter(Boolean);
  const whole = phraseIn(columns, search);
  if (words.length < 2) return whole;
  return or(whole, and(...words.map((word) => phraseIn(columns, word))));
}
