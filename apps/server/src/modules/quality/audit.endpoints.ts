import { schema } from '@care360/db';
import {
  type AuditListItem,
  addCalendarDays,
  auditActorsAnswer,
  auditListAnswer,
  auditRecordKindTitle,
  ukDayStart,
} from '@care360/domain';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import { firstPageCount } from '../../platform/lists/count';
import { MAX_PAGE_SIZE } from '../../platform/lists/keyset';
import { containsAny } from '../../platform/lists/search';
import { recordTitles } from './audit-names';

const { auditLog, users } = schema;

/** A calendar day, 'YYYY-MM-DD', within years PostgreSQL and a person both make sense of. */
const day = z.iso
  .date({ error: 'Enter a date as DD/MM/YYYY.' })
  .refine((value) => value >= '1900-01-01' && value <= '9999-12-30', {
    error: 'Enter a date between 1900 and 9999.',
  });

/** PostgreSQL text cannot hold a NUL character; such input matches nothing and is refused. */
const noNul = (value: string) => !value.includes('\u0000');

const auditQuery = z.object({
  /** Who did it (a user of the organisation). */
  actorId: z.uuid({ error: 'Choose a person from the list.' }).optional(),
  /** What kind of record it was about ('clients', 'users', 'files'…). */
  recordType: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{0,79}$/, { error: 'Not a record type.' })
    .optional(),
  /** One record of that kind (an id, or a permission name). */
  recordId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine(noNul, { error: 'Not a record id.' })
    .optional(),
  /** First and last UK calendar day, inclusive. */
  from: day.optional(),
  to: day.optional(),
  /** Part of the action ('export', 'permission.refused'). */
  search: z.string().trim().max(100).refine(noNul).optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  cursor: z.string().max(200).optional(),
});
type AuditQuery = z.infer<typeof auditQuery>;

// PostgreSQL's text form of a timestamptz, which keeps the microseconds a Date would lose.
const CURSOR_AT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

function encodeCursor(at: string, id: number): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, number] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      CURSOR_AT.test(value[0]) &&
      Number.isSafeInteger(value[1]) &&
      value[1] > 0
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // refused below
  }
  throw new HttpError(400, 'That page link is no longer valid. Go back to the first page.', {
    cursor: ['Not a page cursor.'],
  });
}

/** The organisation's entries that match the filters (not the cursor). */
function filtersOf(organisationId: string, query: AuditQuery): SQL | undefined {
  if (query.from && query.to && query.to < query.from) {
    throw new HttpError(400, 'The date range ends before it starts.', {
      to: ['Choose a date on or after the "from" date.'],
    });
  }
  return and(
    eq(auditLog.organisationId, organisationId),
    query.actorId ? eq(auditLog.actorUserId, query.actorId) : undefined,
    query.recordType ? eq(auditLog.recordType, query.recordType) : undefined,
    query.recordId ? eq(auditLog.recordId, query.recordId) : undefined,
    query.from ? gte(auditLog.at, ukDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, ukDayStart(addCalendarDays(query.to, 1))) : undefined,
    containsAny([auditLog.action], query.search),
  );
}

const list = defineRoute({
  method: 'GET',
  url: '/api/v1/audit',
  access: { permission: 'audit.read' },
  summary:
    'The audit trail, newest first: who did what to which record, by name; filtered by person, record and UK dates',
  query: auditQuery,
  answer: auditListAnswer,
  async handler({ auth, query, services: { db } }) {
    const organisationId = auth.user.organisation.id;
    const where = filtersOf(organisationId, query);
    const order = query.dir === 'asc' ? asc : desc;
    let after: SQL | undefined;
    if (query.cursor) {
      const [at, id] = decodeCursor(query.cursor);
      after =
        query.dir === 'asc'
          ? sql`(${auditLog.at}, ${auditLog.id}) > (${at}::timestamptz, ${id}::bigint)`
          : sql`(${auditLog.at}, ${auditLog.id}) < (${at}::timestamptz, ${id}::bigint)`;
    }
    const [rows, count] = await Promise.all([
      db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          cursorAt: sql<string>`${auditLog.at}::text`,
          action: auditLog.action,
          actorId: auditLog.actorUserId,
          actorName: users.name,
          actorEmail: users.email,
          recordType: auditLog.recordType,
          recordId: auditLog.recordId,
          changes: auditLog.changes,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(and(where, after))
        .orderBy(order(auditLog.at), order(auditLog.id))
        .limit(query.limit + 1),
      // A trail grows without end: counted up to LIST_COUNT_CAP, on the first page only.
      firstPageCount(db, query.cursor, () =>
        db.select({ one: sql`1` }).from(auditLog).where(where),
      ),
    ]);
    const page = rows.slice(0, query.limit);
    const entries = page.map((row) => ({
      ...row,
      changes: row.changes as Record<string, unknown> | null,
    }));
    const titleOf = await recordTitles(db, organisationId, entries);
    const last = page.at(-1);
    const items: AuditListItem[] = entries.map(({ cursorAt: _, at, ...entry }) => ({
      ...entry,
      at: at.toISOString(),
      recordKind: auditRecordKindTitle(entry.recordType),
      recordTitle: titleOf(entry),
    }));
    return {
      data: {
        items,
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
        // The first page says how many entries match; later pages leave it out (keyset.ts Page).
        ...count,
      },
    };
  },
});

export const AUDIT_ACTOR_OPTIONS = 20;

/**
 * People to filter the trail by: the organisation's users (former ones too, since their entries
 * stay), searched by name or email. Offered to whoever may read the trail, which names them anyway.
 */
const actors = defineRoute({
  method: 'GET',
  url: '/api/v1/audit/actors',
  access: { permission: 'audit.read' },
  summary: 'People of the organisation to filter the audit trail by, searched by name or email',
  query: z.object({ search: z.string().trim().max(100).refine(noNul).optional() }),
  answer: auditActorsAnswer,
  async handler({ auth, query, services: { db } }) {
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.organisationId, auth.user.organisation.id),
          containsAny([users.name, users.email], query.search),
        ),
      )
      .orderBy(asc(users.name), asc(users.id))
      .limit(AUDIT_ACTOR_OPTIONS);
    // Required fields but nullable columns: '' where unset, as the current user has them.
    const items = rows.map((row) => ({ id: row.id, name: row.name ?? '', email: row.email ?? '' }));
    return { data: { items } };
  },
});

export const auditRoutes = [list, actors];
