import { type Db, schema } from '@care360/db';
import { type LatLng, normalisePostcode } from '@care360/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';

/**
 * Where a UK postcode is (its centre), for placing homes on the rota. Pluggable: the ONS Postcode
 * Directory imported into postcode_locations (import-onspd.ts), a postcodes.io-compatible
 * service (POSTCODE_LOOKUP_URL), or both, the table first. A lookup never refuses a save: a
 * postcode nobody knows, or a service that does not answer, gives null.
 */
export interface PostcodeLookup {
  locate(postcode: string): Promise<LatLng | null>;
}

/** The imported ONS Postcode Directory, read with `db` (a save's transaction). */
export function tablePostcodeLookup(db: Db): PostcodeLookup {
  return {
    async locate(postcode) {
      const key = normalisePostcode(postcode);
      if (!key) return null;
      const [row] = await db
        .select({
          latitude: schema.postcodeLocations.latitude,
          longitude: schema.postcodeLocations.longitude,
        })
        .from(schema.postcodeLocations)
        .where(eq(schema.postcodeLocations.postcode, key));
      return row ?? null;
    },
  };
}

/** How long a save waits for an outside service before saving without coordinates. */
const HTTP_TIMEOUT_MS = 2_000;

/** A postcodes.io-compatible service: GET {base}/postcodes/{postcode} → { result: { latitude, longitude } }. */
export function httpPostcodeLookup(
  baseUrl: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = HTTP_TIMEOUT_MS,
): PostcodeLookup {
  return {
    async locate(postcode) {
      const key = normalisePostcode(postcode);
      if (!key) return null;
      try {
        const response = await fetcher(`${baseUrl}/postcodes/${encodeURIComponent(key)}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as {
          result?: { latitude?: unknown; longitude?: unknown } | null;
        };
        const latitude = Number(body.result?.latitude);
        const longitude = Number(body.result?.longitude);
        // postcodes.io answers null for a postcode with no grid reference.
        if (body.result?.latitude == null || body.result?.longitude == null) return null;
        return Number.isFinite(latitude) && Number.isFinite(longitude)
          ? { latitude, longitude }
          : null;
      } catch {
        return null;
      }
    },
  };
}

/** The first lookup that knows the postcode. */
export function firstOf(...lookups: readonly PostcodeLookup[]): PostcodeLookup {
  return {
    async locate(postcode) {
      for (const lookup of lookups) {
        const found = await lookup.locate(postcode);
        if (found) return found;
      }
      return null;
    },
  };
}

/** The lookup this installation uses: the imported table, then the service when configured. */
export function postcodeLookupOf(
  db: Db,
  config: Pick<Config, 'postcodeLookupUrl'>,
): PostcodeLookup {
  const table = tablePostcodeLookup(db);
  return config.postcodeLookupUrl
    ? firstOf(table, httpPostcodeLookup(config.postcodeLookupUrl))
    : table;
}
