import { type Db, schema } from '@care360/db';
import { normalisePostcode } from '@care360/domain';
import { sql } from 'drizzle-orm';

/**
 * The ONS Postcode Directory (ONSPD, a CSV of every UK postcode, Open Government Licence) into
 * postcode_locations, once or again after each quarterly release: a postcode already there is
 * moved to the new coordinates. Its columns are found by name (`pcds`, `lat`, `long`), so any
 * release's order does. Postcodes without a grid reference (latitude 99.999999) are left out.
 * Terminated postcodes are kept: an old address still names them.
 */

export interface OnspdImport {
  imported: number;
  skipped: number;
}

/** The fields of one CSV line (ONSPD quotes every field, and a comma may sit inside quotes). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

const BATCH = 2_000;

/** Imports the lines of an ONSPD CSV file, the header first. */
export async function importOnspd(
  db: Db,
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<OnspdImport> {
  let columns: { postcode: number; latitude: number; longitude: number } | null = null;
  let batch: { postcode: string; latitude: number; longitude: number }[] = [];
  const result: OnspdImport = { imported: 0, skipped: 0 };
  const flush = async () => {
    if (batch.length === 0) return;
    // One release may list a postcode twice (pcds is unique, but be safe): keep the last.
    const unique = [...new Map(batch.map((row) => [row.postcode, row])).values()];
    await db
      .insert(schema.postcodeLocations)
      .values(unique)
      .onConflictDoUpdate({
        target: schema.postcodeLocations.postcode,
        set: {
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
    result.imported += unique.length;
    batch = [];
  };
  for await (const raw of lines) {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') continue;
    const fields = csvFields(line);
    if (!columns) {
      const named = fields.map((f) => f.trim().toLowerCase());
      const postcode = ['pcds', 'pcd', 'postcode'].map((n) => named.indexOf(n)).find((i) => i >= 0);
      const latitude = named.indexOf('lat');
      const longitude = named.indexOf('long');
      if (postcode === undefined || latitude < 0 || longitude < 0)
        throw new Error('This is not an ONSPD file: it needs the columns pcds, lat and long.');
      columns = { postcode, latitude, longitude };
      continue;
    }
    const postcode = normalisePostcode(fields[columns.postcode] ?? '');
    const latitude = Number(fields[columns.latitude]);
    const longitude = Number(fields[columns.longitude]);
    const placed =
      postcode &&
      fields[columns.latitude]?.trim() &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180;
    if (!placed) {
      result.skipped += 1;
      continue;
    }
    batch.push({ postcode, latitude, longitude });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return result;
}
