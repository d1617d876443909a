import type { Db } from '@care360/db';
import { ALL_RECORDS, type RecordKind, recordKind } from '@care360/domain';
import { and, eq, or } from 'drizzle-orm';
import type { CurrentUser } from '../auth/auth-context';
import type { AnyRoute } from '../http/route';
import { resourceVisibility } from './area-resources';
import { column, scopeOf, tableOf } from './record-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const kindNamed = (name: string | undefined) => ALL_RECORDS.find((kind) => kind.name === name);

/**
 * Whether the caller may see the record a route names in its path: its `:id` (of the route's
 * `resource`), or for a route under a parent without one, its `:parentId`. Kept or deleted, in the
 * caller's organisation and, for a limited role, branch; an area's resource, as its area judges
 * (area-resources.ts). A route that names no record kind (or a
 * path that names nothing) is not for this check to refuse: the handler decides.
 */
export async function addressedRecordVisible(
  db: Db,
  user: CurrentUser,
  route: AnyRoute,
  params: unknown,
): Promise<boolean> {
  const { id, parentId } = (params ?? {}) as { id?: unknown; parentId?: unknown };
  const given = typeof parentId === 'string' && UUID.test(parentId) ? parentId : undefined;
  const kind = kindNamed(route.resource);
  if (kind && typeof id === 'string' && UUID.test(id)) return visible(db, user, kind, id, given);
  const areaResource = resourceVisibility(route.resource);
  if (areaResource && typeof id === 'string' && UUID.test(id)) return areaResource(db, user, id);
  const nested = kindNamed(route.record ?? route.resource);
  if (nested?.parent && given)
    return visible(db, user, recordKind(nested.parent), given, undefined);
  return true;
}

async function visible(
  db: Db,
  user: CurrentUser,
  kind: RecordKind,
  id: string,
  parentId: string | undefined,
): Promise<boolean> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: column(table, 'id') })
    .from(table)
    .where(
      and(
        eq(column(table, 'id'), id),
        or(scopeOf(kind, user, parentId), scopeOf(kind, user, parentId, 'deleted')),
      ),
    )
    .limit(1);
  return Boolean(row);
}
