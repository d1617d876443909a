import { type Db, schema } from '@care360/db';
import { and, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../http/envelope';

const { throttleCounters: counters } = schema;

/**
 * How many attempts a key may spend before each further one must wait, and how the wait grows:
 * after `free` attempts the next waits `baseDelaySeconds`, and each attempt after that doubles the
 * wait, up to `maxDelaySeconds`. Nobody is locked out for good: the wait always ends.
 */
export interface ThrottleRule {
  free: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** A key with no attempt for this long starts again from nothing. */
  forgetAfterMinutes: number;
}

export interface ThrottleCheck {
  key: string;
  rule: ThrottleRule;
}

/** Counters quiet for this long are deleted now and then; every rule forgets well before. */
const DELETE_AFTER_HOURS = 24;

/** "4 seconds", "1 minute", "15 minutes": a wait as a person reads it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const int = (value: number) => sql`${Math.trunc(value)}::int`;

/**
 * The time the attempt numbered `attempts` lets the next one in: at once while within `free`,
 * then base, 2×base, 4×base … up to the maximum. The database computes it, so its clock decides.
 */
function nextAllowedAt(attempts: SQL, rule: ThrottleRule): SQL {
  return sql`case when ${attempts} < ${int(rule.free)} then null else statement_timestamp() + least(
    power(2, least(${attempts} - ${int(rule.free)}, 30)) * ${int(rule.baseDelaySeconds)},
    ${int(rule.maxDelaySeconds)}
  ) * interval '1 second' end`;
}

const forgotten = (rule: ThrottleRule) =>
  sql`${counters.lastAttemptAt} < statement_timestamp() - ${int(rule.forgetAfterMinutes)} * interval '1 minute'`;

/**
 * Counts one attempt against every key, or against none: when any key must still wait, the whole
 * attempt is refused with 429, a Retry-After header and `message` followed by the wait, and
 * nothing is counted. Counting and checking are one `INSERT … ON CONFLICT DO UPDATE … WHERE`
 * per key inside one transaction, so attempts made in parallel queue on the counter row and
 * exactly the allowed number get through. Times are the statement's (`statement_timestamp()`),
 * not the transaction's start: an attempt that queued behind another must not see an older clock.
 * Keys are taken in one order, so two attempts sharing keys cannot deadlock.
 */
export async function takeAttempt(db: Db, checks: ThrottleCheck[], message: string) {
  const ordered = [...checks].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const waitSeconds = await db
    .transaction(async (tx) => {
      let wait = 0;
      for (const { key, rule } of ordered) {
        const counted = sql`case when ${forgotten(rule)} then 1 else ${counters.attempts} + 1 end`;
        const taken = await tx
          .insert(counters)
          .values({
            key,
            attempts: 1,
            nextAllowedAt: nextAllowedAt(sql`1`, rule),
            lastAttemptAt: sql`statement_timestamp()`,
          })
          .onConflictDoUpdate({
            target: counters.key,
            set: {
              attempts: counted,
              nextAllowedAt: nextAllowedAt(counted, rule),
              lastAttemptAt: sql`statement_timestamp()`,
            },
            setWhere: or(
              isNull(counters.nextAllowedAt),
              lte(counters.nextAllowedAt, sql`statement_timestamp()`),
              forgotten(rule),
            ),
          })
          .returning({ key: counters.key });
        if (taken.length > 0) continue;
        const [row] = await tx
          .select({
            seconds: sql<number>`ceil(extract(epoch from ${counters.nextAllowedAt} - statement_timestamp()))::int`,
          })
          .from(counters)
          .where(eq(counters.key, key));
        wait = Math.max(wait, 1, Number(row?.seconds ?? 1));
      }
      // Refused: roll back whatever this attempt counted against the other keys.
      if (wait > 0) throw new Refused(wait);
      return 0;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.seconds;
      throw error;
    });
  if (waitSeconds > 0) {
    throw new HttpError(
      429,
      `${message} Try again in ${describeWait(waitSeconds)}.`,
      {},
      { 'retry-after': String(waitSeconds) },
    );
  }
  if (Math.random() < 0.01) await forgetQuietCounters(db);
}

class Refused extends Error {
  constructor(readonly seconds: number) {
    super('refused by throttle');
  }
}

/**
 * Takes back one attempt counted by `takeAttempt` (it turned out not to be a failure: a person
 * signing in from a shared office address must not use up that address's allowance).
 */
export async function giveBackAttempt(db: Db, checks: ThrottleCheck[]) {
  for (const { key, rule } of checks) {
    await db
      .update(counters)
      .set({
        attempts: sql`greatest(${counters.attempts} - 1, 0)`,
        nextAllowedAt: sql`case when ${counters.attempts} - 1 < ${int(rule.free)} then null else ${counters.nextAllowedAt} end`,
      })
      .where(eq(counters.key, key));
  }
}

/** Forgets every attempt of these keys (a successful sign-in clears its account+address pair). */
export async function clearAttempts(db: Db, keys: string[]) {
  if (keys.length > 0) await db.delete(counters).where(inArray(counters.key, keys));
}

export async function forgetQuietCounters(db: Db) {
  await db
    .delete(counters)
    .where(
      and(
        lt(
          counters.lastAttemptAt,
          sql`statement_timestamp() - ${int(DELETE_AFTER_HOURS)} * interval '1 hour'`,
        ),
        or(isNull(counters.nextAllowedAt), lt(counters.nextAllowedAt, sql`statement_timestamp()`)),
      ),
    );
}
