import { type Db, schema } from '@care360/db';
import { type MyVisit, recordKind } from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { pgErrorOf } from '../../platform/records/record-integrity';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { requestFingerprint } from '../../platform/records/request-fingerprint';

/**
 * Who the carer's app is for and what it may reach: the signed-in user's own carer file, and only
 * the published visits they fill a place on. Everything under /api/v1/my/ goes through here.
 */

export const visitKind = recordKind('visits');
export const visitCarerKind = recordKind('visit-carers');
export const carerKind = recordKind('carers');
export const clientKind = recordKind('clients');

/** The signed-in user's carer file: its id and name; 403 for someone who has none. */
export async function ownCarer(db: Db, auth: AuthContext): Promise<{ id: string; name: string }> {
  const own = await ownCarerOrNull(db, auth);
  if (!own)
    throw new HttpError(403, 'The carer app is for carers: your account has no carer file.');
  return own;
}

export async function ownCarerOrNull(
  db: Db,
  auth: AuthContext,
): Promise<{ id: string; name: string } | null> {
  const k = tableOf(carerKind);
  const [own] = await db
    .select({
      id: column(k, 'id'),
      name: sql<string>`concat_ws(' ', ${column(k, 'forename')}, ${column(k, 'surname')})`,
    })
    .from(k)
    .where(
      and(
        eq(column(k, 'organisationId'), auth.user.organisation.id),
        eq(column(k, 'user'), auth.user.id),
        sql`${column(k, 'deletedAt')} is null`,
      ),
    )
    .limit(1);
  return own ? { id: String(own.id), name: String(own.name) } : null;
}

/** A visit of the carer's as the app holds it, with what the server needs besides. */
export interface MyVisitRow extends MyVisit {
  branch: string;
  placeVersion: number;
  homeLatitude: number | null;
  homeLongitude: number | null;
  tasks: string | null;
  medicines: string | null;
}

const iso = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The carer's visits matching `where` (their own places on published visits; a visit the office
 * cancelled after publishing stays listed, so the phone can say so), ordered by start. Without a
 * carer (null), the visits the caller's scope holds, whatever their status: the office's look at
 * what a carer sees.
 */
export async function myVisits(db: Db, auth: AuthContext, carerId: string | null, where?: SQL) {
  const v = tableOf(visitKind);
  const a = tableOf(visitCarerKind);
  const c = tableOf(clientKind);
  const rows = await db
    .select({
      id: column(v, 'id'),
      placeId: column(a, 'id'),
      placeVersion: column(a, 'version'),
      clientId: column(v, 'client'),
      forename: column(c, 'forename'),
      surname: column(c, 'surname'),
      address1: column(c, 'address1'),
      town: column(c, 'town'),
      postcode: column(c, 'postcode'),
      homeLatitude: column(c, 'latitude'),
      homeLongitude: column(c, 'longitude'),
      visitType: column(v, 'visitType'),
      visitDate: column(v, 'visitDate'),
      startTime: column(v, 'startTime'),
      endTime: column(v, 'endTime'),
      startsAt: column(v, 'startsAt'),
      endsAt: column(v, 'endsAt'),
      status: column(v, 'status'),
      cancellationReason: column(v, 'cancellationReason'),
      checkedInAt: column(a, 'checkedInAt'),
      checkedOutAt: column(a, 'checkedOutAt'),
      branch: column(v, 'branch'),
      tasks: column(v, 'tasks'),
      medicines: column(v, 'medicines'),
    })
    .from(v)
    .leftJoin(
      a,
      and(
        eq(column(a, 'parentId'), column(v, 'id')),
        sql`${column(a, 'deletedAt')} is null`,
        carerId ? eq(column(a, 'carer'), carerId) : undefined,
      ),
    )
    .leftJoin(c, eq(column(c, 'id'), column(v, 'client')))
    .where(
      and(
        eq(column(v, 'organisationId'), auth.user.organisation.id),
        sql`${column(v, 'deletedAt')} is null`,
        carerId
          ? and(sql`${column(a, 'id')} is not null`, sql`${column(v, 'status')} <> 'Planned'`)
          : scopeOf(visitKind, auth.user),
        where,
      ),
    )
    .orderBy(column(v, 'startsAt'), column(v, 'id'), column(a, 'place'))
    .limit(200);
  return rows.map(
    (row): MyVisitRow => ({
      id: String(row.id),
      placeId: str(row.placeId),
      placeVersion: Number(row.placeVersion ?? 0),
      clientId: str(row.clientId),
      clientName: row.surname ? `${str(row.forename) ?? ''} ${String(row.surname)}`.trim() : null,
      address: row.address1 ? [row.address1, row.town].filter(Boolean).join(', ') : null,
      postcode: str(row.postcode),
      visitType: str(row.visitType),
      visitDate: String(row.visitDate).slice(0, 10),
      startTime: String(row.startTime).slice(0, 5),
      endTime: String(row.endTime).slice(0, 5),
      startsAt: iso(row.startsAt) as string,
      endsAt: iso(row.endsAt) as string,
      status: row.status as MyVisit['status'],
      cancellationReason: str(row.cancellationReason),
      checkedInAt: iso(row.checkedInAt),
      checkedOutAt: iso(row.checkedOutAt),
      branch: String(row.branch),
      homeLatitude: num(row.homeLatitude),
      homeLongitude: num(row.homeLongitude),
      tasks: str(row.tasks),
      medicines: str(row.medicines),
    }),
  );
}

/** One of the carer's visits; 404 for a visit that is not theirs (as if it did not exist). */
export async function myVisit(
  db: Db,
  auth: AuthContext,
  carerId: string | null,
  visitId: string,
): Promise<MyVisitRow> {
  const [found] = await myVisits(db, auth, carerId, eq(column(tableOf(visitKind), 'id'), visitId));
  if (!found) throw notFound('visit');
  return found;
}

/** The fields a write sends a visit's answer without: what a phone shows once it is back. */
export function publicVisit(row: MyVisitRow): MyVisit {
  const {
    branch: _b,
    placeVersion: _v,
    homeLatitude: _la,
    homeLongitude: _lo,
    tasks: _t,
    medicines: _m,
    ...visit
  } = row;
  return visit;
}

/** A write against a visit the office cancelled (or marked missed) meanwhile: 409, with why. */
export function assertVisitOpen(visit: MyVisitRow): void {
  if (visit.status === 'Cancelled')
    throw new HttpError(
      409,
      `The office cancelled this visit${visit.cancellationReason ? `: ${visit.cancellationReason}` : '.'}`,
    );
}

/** The Idempotency-Key of a write: required on every write of the app. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !/^[\w-]{8,100}$/.test(header))
    throw new HttpError(
      400,
      'Send an Idempotency-Key header of 8 to 100 letters, digits, - or _ with every write.',
    );
  return header;
}

/**
 * Does a write once per Idempotency-Key: a retry with the same key and request answers what the
 * first did and writes nothing; the same key with another request is refused (422). The key is
 * kept in the write's own transaction, so a refused write keeps no key and may be sent again.
 */
export async function once(
  db: Db,
  auth: AuthContext,
  request: { headers: Record<string, string | string[] | undefined>; url: string },
  body: unknown,
  write: (tx: Db) => Promise<{ kind: string; id: string }>,
): Promise<{ kind: string; id: string }> {
  const key = idempotencyKeyOf(request.headers['idempotency-key']);
  const fingerprint = requestFingerprint(request.url, body);
  const earlier = async () => {
    const [found] = await db
      .select()
      .from(schema.idempotencyKeys)
      .where(
        and(eq(schema.idempotencyKeys.userId, auth.user.id), eq(schema.idempotencyKeys.key, key)),
      );
    if (!found) return null;
    if (found.requestHash !== fingerprint)
      throw new HttpError(422, 'That Idempotency-Key was already used with a different request.');
    return { kind: found.recordKind, id: found.recordId };
  };
  const done = await earlier();
  if (done) return done;
  try {
    return await db.transaction(async (tx) => {
      const made = await write(tx);
      await tx.insert(schema.idempotencyKeys).values({
        userId: auth.user.id,
        key,
        recordKind: made.kind,
        recordId: made.id,
        requestHash: fingerprint,
      });
      return made;
    });
  } catch (error) {
    // The same key sent twice at once: the other request did the work, and this one met its
    // key or, reading after it committed, was refused for finding the work done (409).
    if (
      pgErrorOf(error).constraint === 'idempotency_keys_user_id_key_pk' ||
      (error instanceof HttpError && error.statusCode === 409)
    ) {
      const other = await earlier();
      if (other) return other;
    }
    throw error;
  }
}
