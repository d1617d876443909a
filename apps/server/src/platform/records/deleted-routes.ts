import { type Db, schema } from '@care360/db';
import {
  type DeletedMark,
  deletedRecordAnswer,
  RECENTLY_DELETED_SEGMENT,
  type RecordKind,
  recordKind,
} from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { recordAudit } from '../audit/audit';
import type { AuthContext } from '../auth/auth-context';
import { type AnyRoute, defineRoute } from '../http/route';
import { firstPageCount } from '../lists/count';
import { keyset, MAX_PAGE_SIZE, pageOf } from '../lists/keyset';
import { column, referenceTitles, tableOf, titlesObject } from './record-query';
import { toApiRow } from './record-values';

export interface DeletedRoutesContext {
  /** The kind's collection address, e.g. /api/v1/clients/:parentId/client-logs. */
  base: string;
  parentParams: z.ZodType;
  /**
   * Checks the parent is a live record the caller may see (404 otherwise); answers the records
   * of the kind the caller may see, here the deleted ones.
   */
  scopeFor(
    db: Db,
    auth: AuthContext,
    parentId: string | undefined,
    state: 'deleted',
  ): Promise<SQL | undefined>;
}

const deletedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  cursor: z.string().max(1000).optional(),
});

/**
 * GET {base}/deleted: the kind's deleted records, newest deletion first, each with who deleted it
 * and when, for whoever may delete (and so restore) them. Organisation, branch and parent scope
 * apply as to live records. Reading it is audited: on the parent record for a nested kind (a
 * client's file shows it in its history), else on the kind.
 */
export function deletedRecordRoutes(
  kind: RecordKind,
  { base, parentParams, scopeFor }: DeletedRoutesContext,
): AnyRoute[] {
  const table = tableOf(kind);
  const parent = kind.parent ? recordKind(kind.parent) : null;
  // Aliased: the users kind's own list joins its table to itself.
  const users = alias(schema.users, 'deleted_by');
  return [
    defineRoute({
      method: 'GET',
      url: `${base}/${RECENTLY_DELETED_SEGMENT}`,
      access: { permission: kind.permissions.delete },
      summary: `Recently deleted ${kind.plural.toLowerCase()} (they can be restored)`,
      answer: deletedRecordAnswer(kind),
      query: deletedQuery,
      params: parentParams,
      async handler({ auth, query: q, params: p, request, services: { db } }) {
        const { limit, cursor } = q as z.infer<typeof deletedQuery>;
        const parentId = (p as { parentId?: string }).parentId;
        // The scope check, the page and its audit entry are one transaction: they commit together
        // or not at all, and a parent the caller may not see answers 404 with nothing written.
        const page = await db.transaction(async (tx) => {
          const scope = await scopeFor(tx, auth, parentId, 'deleted');
          const deletedAt = column(table, 'deletedAt');
          const { after, orderBy } = keyset(deletedAt, column(table, 'id'), 'desc', cursor);
          const where = and(scope, after);
          const rows = await tx
            .select({
              row: table,
              _titles: titlesObject(referenceTitles(kind)),
              deletedBy: users.name,
            })
            .from(table)
            // The delete stamps updatedBy with whoever deleted; nothing changes a deleted row after.
            .leftJoin(users, eq(users.id, column(table, 'updatedBy')))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit + 1);
          // Counted on the first page only, capped, as every list is (count.ts).
          const count = await firstPageCount(tx, cursor, () =>
            tx.select({ one: sql`1` }).from(table).where(scope),
          );
          const found = rows.map((r) => ({
            row: r.row as Record<string, unknown>,
            titles: r._titles ?? {},
            by: (r.deletedBy as string | null) ?? null,
          }));
          const page = pageOf(
            found,
            limit,
            (r) => [(r.row.deletedAt as Date).toISOString(), r.row.id as string],
            (r) => {
              const mark: DeletedMark = { at: (r.row.deletedAt as Date).toISOString(), by: r.by };
              return { ...toApiRow(kind, r.row), _titles: r.titles, _deleted: mark };
            },
            count,
          );
          await recordAudit(tx, {
            organisationId: auth.user.organisation.id,
            actorUserId: auth.user.id,
            action: 'read',
            recordType: parent && parentId ? parent.name : kind.name,
            recordId: parent && parentId ? parentId : null,
            changes: { section: `Recently deleted ${kind.plural.toLowerCase()}` },
            ip: request.ip,
          });
          return page;
        });
        return { data: page };
      },
    }),
  ];
}
