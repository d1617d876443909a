import { type Db, schema } from '@care360/db';
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { HttpError } from '../http/envelope';

const { throttleEvents } = schema;

export interface ThrottleRule {
  key: string;
  limit: number;
  windowMinutes: number;
  message: string;
}

/**
 * Refuses with 429 once `limit` events for the key fall inside the window. Events live in the
 * database so that every API process behind a load balancer counts the same attempts.
 */
export async function enforceThrottle(db: Db, rule: ThrottleRule): Promise<void> {
  const since = new Date(Date.now() - rule.windowMinutes * 60_000);
  const [row] = await db
    .select({ hits: count(), oldest: min(throttleEvents.at) })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, rule.key), gt(throttleEvents.at, since)));
  if (!row || row.hits < rule.limit || !row.oldest) return;
  const oldest = new Date(row.oldest).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((oldest + rule.windowMinutes * 60_000 - Date.now()) / 1000),
  );
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new HttpError(
    429,
    `${rule.message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export async function recordThrottleEvent(db: Db, key: string, windowMinutes: number) {
  // Old events of this key are of no further use; clearing them here keeps the table small.
  await db
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.key, key),
        lt(throttleEvents.at, new Date(Date.now() - windowMinutes * 60_000)),
      ),
    );
  await db.insert(throttleEvents).values({ key });
}

export async function clearThrottle(db: Db, key: string) {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}
