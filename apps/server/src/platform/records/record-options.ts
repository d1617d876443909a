import {
  can,
  type Permission,
  type RecordKind,
  recordKind,
  referenceOptionsAnswer,
} from '@care360/domain';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../http/envelope';
import { type AnyRoute, defineRoute } from '../http/route';
import { keyset, pageOf } from '../lists/keyset';
import { containsAny } from '../lists/search';
import type { RecordHooks } from './record-hooks';
import { archivedOf, column, ownBranchOption, scopeOf, tableOf, titleOf } from './record-query';
import { referenceWhere } from './reference-where';

export const OPTIONS_LIMIT = 50;

/**
 * The derived "pick" permission. Whoever may add or change a record of a kind may pick the
 * records its reference fields point to, and whoever may read a kind's list may filter it by
 * them, without reading those kinds in full: a coordinator who adds a client's medicine picks the
 * medicine, an HR officer who adds a user picks the role. One route per reference field,
 * `GET /api/v1/{kind}/options/{field}`, answers only ids and titles, searchable and keyset-paged
 * (never unbounded), of the records the caller's organisation (and branch) may see; reading the
 * referred kind itself also lets one pick from it.
 *
 * `purpose=form` (the default) is for the add/edit form: it needs the kind's create or update
 * permission (or the referred kind's read) and offers only what the field may be set to (the
 * kind's optionScopes hook: the roles a user manager may give). `purpose=filter` is for the list's
 * filter: it needs the kind's read permission (or the referred kind's read) and offers every one.
 */
export function recordOptionRoutes(kind: RecordKind, hooks: RecordHooks = {}): AnyRoute[] {
  return Object.entries(kind.fields).flatMap(([field, def]) => {
    if (def.kind !== 'reference') return [];
    const target = recordKind(def.to);
    const filterable = (kind.list.filters ?? []).includes(field);
    const forForm = [
      ...(kind.operations.create ? [kind.permissions.create] : []),
      ...(kind.operations.update ? [kind.permissions.update] : []),
      target.permissions.read,
    ];
    const forFilter = filterable ? [kind.permissions.read, target.permissions.read] : [];
    const anyPermission = [...new Set([...forForm, ...forFilter])] as [Permission, ...Permission[]];
    const table = tableOf(target);
    const title = titleOf(target, table);
    const titleColumn = column(table, target.titleField);
    // A title's own parts are searched too: "paracetamol susp" finds the suspension.
    const searched = [
      ...new Set([target.titleField, ...(target.titleWith ?? []), ...(target.list.search ?? [])]),
    ].map((key) => searchable(column(table, key)));
    return [
      defineRoute({
        method: 'GET',
        url: `/api/v1/${kind.name}/options/${field}`,
        access: { anyPermission },
        summary: `The ${target.plural.toLowerCase()} a ${kind.singular.toLowerCase()}'s ${def.label.toLowerCase()} may be set to (ids and titles)`,
        answer: referenceOptionsAnswer,
        query: z.object({
          search: z.string().trim().max(100).optional(),
          cursor: z.string().max(1000).optional(),
          limit: z.coerce.number().int().min(1).max(OPTIONS_LIMIT).default(20),
          purpose: z.enum(['form', 'filter']).default('form'),
        }),
        async handler({ auth, query, request, services }) {
          const allowed = query.purpose === 'filter' ? forFilter : forForm;
          if (!allowed.some((permission) => can(auth.user, permission))) {
            throw new HttpError(403, 'You do not have permission to do that.');
          }
          const narrowed =
            query.purpose === 'form'
              ? await hooks.optionScopes?.[field]?.({ auth, services, ip: request.ip })
              : undefined;
          // A title that is its column alone is paged by that column, so a cursor's value is
          // checked against its type (a date title given a number is refused, not queried).
          const pagedBy = target.titleWith?.length ? title : titleColumn;
          const { after, orderBy } = keyset(pagedBy, column(table, 'id'), 'asc', query.cursor, {
            nullable: !titleColumn.notNull,
          });
          const rows = await services.db
            .select({ id: column(table, 'id'), title })
            .from(table)
            .where(
              and(
                scopeOf(target, auth.user),
                // An archived record (a client whose service ended) is set nowhere new.
                query.purpose === 'form' ? archivedOf(target, false, table) : undefined,
                ownBranchOption(kind, field, auth.user, table),
                referenceWhere(def, target, table),
                narrowed,
                containsAny(searched, query.search),
                after,
              ),
            )
            .orderBy(...orderBy)
            .limit(query.limit + 1);
          const page = pageOf(
            rows as Array<{ id: string; title: string | null }>,
            query.limit,
            (row) => [row.title, row.id],
            (row) => ({ id: row.id, title: row.title ?? '' }),
            0,
          );
          return { data: { items: page.items, nextCursor: page.nextCursor } };
        },
      }),
    ];
  });
}

/** A column as text to search in: a date or time title part (a visit's) is cast, text is not. */
function searchable(col: AnyColumn): AnyColumn | SQL {
  return TEXT_COLUMNS.has(col.columnType) ? col : sql`${col}::text`;
}

const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar']);
