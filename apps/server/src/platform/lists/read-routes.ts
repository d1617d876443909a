import { type PermissionSubject, pageAnswer, permissionName } from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { notFound } from '../http/envelope';
import { idParams } from '../http/id-params';
import { type AnyRoute, defineRoute } from '../http/route';
import { firstPageCount } from './count';
import { keyset, listQuery, pageOf } from './keyset';
import { containsAny } from './search';

/** What a read-only, organisation-scoped resource declares; list and get routes follow. */
export interface ReadResource {
  /** The permission record and the URL segment: `/api/v1/{record}`, `{record}.read`. */
  record: PermissionSubject;
  /** Singular noun for messages ("We could not find that user"). */
  noun: string;
  table: PgTable;
  id: PgColumn;
  organisationId: PgColumn;
  columns: Record<string, PgColumn | SQL>;
  /** The answer for one row (the columns above, as JSON): the list answers a page of them. */
  answer: z.ZodType;
  /** Adds the joins the columns need. */
  // biome-ignore lint/suspicious/noExplicitAny: Drizzle's select builder types do not compose.
  join?: (query: any) => any;
  sortKeys: Record<string, PgColumn | SQL>;
  defaultSort: string;
  defaultDir?: 'asc' | 'desc';
  searchColumns: PgColumn[];
  /** False where a single record has no page of its own. */
  get?: boolean;
}

export function readRoutes(resource: ReadResource): AnyRoute[] {
  const permission = permissionName(resource.record, 'read');
  const sortNames = Object.keys(resource.sortKeys) as [string, ...string[]];
  const join = resource.join ?? ((query) => query);
  const list = defineRoute({
    method: 'GET',
    url: `/api/v1/${resource.record}`,
    access: { permission },
    summary: `List ${resource.noun} records`,
    query: listQuery(sortNames, resource.defaultSort, resource.defaultDir),
    answer: pageAnswer(resource.answer),
    async handler({ auth, query, services: { db } }) {
      const sortKey = resource.sortKeys[query.sort] as PgColumn | SQL;
      const { after, orderBy } = keyset(sortKey, resource.id, query.dir, query.cursor);
      const scope = and(
        eq(resource.organisationId, auth.user.organisation.id),
        containsAny(resource.searchColumns, query.search),
      );
      const [rows, count] = await Promise.all([
        join(
          db
            .select({ ...resource.columns, _sort: sql`${sortKey}`, _id: resource.id })
            .from(resource.table),
        )
          .where(and(scope, after))
          .orderBy(...orderBy)
          .limit(query.limit + 1) as Promise<Array<Record<string, unknown>>>,
        firstPageCount(db, query.cursor, () =>
          join(db.select({ one: sql`1` }).from(resource.table)).where(scope),
        ),
      ]);
      return {
        data: pageOf(
          rows,
          query.limit,
          (row) => [row._sort as string | number | null, row._id as string | number],
          ({ _sort, _id, ...item }) => item,
          count,
        ),
      };
    },
  });
  if (resource.get === false) return [list];
  const get = defineRoute({
    method: 'GET',
    url: `/api/v1/${resource.record}/:id`,
    access: { permission },
    summary: `One ${resource.noun}`,
    params: idParams,
    resource: resource.record,
    answer: resource.answer,
    async handler({ auth, params, services: { db } }) {
      const [row] = await join(db.select(resource.columns).from(resource.table)).where(
        and(eq(resource.id, params.id), eq(resource.organisationId, auth.user.organisation.id)),
      );
      if (!row) throw notFound(resource.noun);
      return { data: row };
    },
  });
  return [list, get];
}
