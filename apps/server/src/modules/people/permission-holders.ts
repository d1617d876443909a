import { type Db, schema } from '@care360/db';
import {
  ACTION_TITLES,
  can,
  mayGrant,
  mayManageHolder,
  PERMISSION_CATALOGUE,
  PERMISSION_USERS_AUDIT,
  type PermissionEntry,
  type PermissionSummary,
  type PermissionUser,
  SUPER_ADMIN,
} from '@care360/domain';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError } from '../../platform/http/envelope';
import { noteAction } from '../../platform/records/record-store';

const { users, roles, rolePermissions, userPermissions } = schema;

/**
 * The users screen of one permission lists every user of the organisation and its save replaces
 * the whole set of direct holders, so it cannot be paged. An agency's sign-in accounts number in
 * the tens or hundreds; past this the call refuses rather than answer a list that a save would
 * then cut short.
 */
export const USERS_LIMIT = 5_000;

export interface PermissionFilter {
  search?: string | undefined;
  area?: string | undefined;
}

const searchText = (entry: PermissionEntry) =>
  [entry.name, entry.areaTitle, entry.recordTitle, ACTION_TITLES[entry.action]]
    .join(' ')
    .toLowerCase();

/** Every permission of the vocabulary with who holds it in the caller's organisation. */
export async function permissionSummaries(
  db: Db,
  auth: AuthContext,
  filter: PermissionFilter,
): Promise<PermissionSummary[]> {
  const organisationId = auth.user.organisation.id;
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const entries = PERMISSION_CATALOGUE.filter(
    (entry) =>
      (!filter.area || entry.area === filter.area) &&
      words.every((word) => searchText(entry).includes(word)),
  );
  const [roleGrants, direct] = await Promise.all([
    db
      .select({ permission: rolePermissions.permission, roleName: roles.name })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(
        and(
          eq(roles.organisationId, organisationId),
          isNull(roles.deletedAt),
          ne(roles.key, SUPER_ADMIN),
        ),
      )
      .orderBy(roles.name),
    db
      .select({ permission: userPermissions.permission, n: count() })
      .from(userPermissions)
      .innerJoin(users, eq(users.id, userPermissions.userId))
      .where(and(eq(users.organisationId, organisationId), isNull(users.deletedAt)))
      .groupBy(userPermissions.permission),
  ]);
  const directCount = new Map(direct.map((row) => [row.permission, Number(row.n)]));
  return entries.map(({ record: _record, ...entry }) => ({
    ...entry,
    roles: roleGrants.flatMap((g) => (g.permission === entry.name ? [g.roleName ?? ''] : [])),
    directUsers: directCount.get(entry.name) ?? 0,
  }));
}

/** The organisation's live users, and how each one holds the permission, if at all. */
export async function permissionHolders(
  db: Db,
  auth: AuthContext,
  permission: string,
): Promise<PermissionUser[]> {
  const organisationId = auth.user.organisation.id;
  const [people, grantingRoles, directIds] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        active: users.active,
        roleId: roles.id,
        roleKey: roles.key,
        roleName: roles.name,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.organisationId, organisationId), isNull(users.deletedAt)))
      .orderBy(users.name, users.id)
      .limit(USERS_LIMIT + 1),
    db
      .select({ roleId: rolePermissions.roleId })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(
        and(eq(rolePermissions.permission, permission), eq(roles.organisationId, organisationId)),
      ),
    directHolderIds(db, organisationId, permission),
  ]);
  if (people.length > USERS_LIMIT) {
    throw new HttpError(
      422,
      `This organisation has more than ${USERS_LIMIT} users: grant this permission through a role instead.`,
    );
  }
  const viaRoles = new Set(grantingRoles.map((row) => row.roleId));
  const direct = new Set(directIds);
  const manageable = await manageableIds(db, auth, permission, people);
  return people.map(({ roleId, roleKey, ...person }) => ({
    id: person.id,
    name: person.name ?? '',
    email: person.email ?? '',
    active: person.active ?? false,
    roleName: person.roleName ?? '',
    viaRole: roleKey === SUPER_ADMIN || viaRoles.has(roleId),
    direct: direct.has(person.id),
    mayChange: manageable.has(person.id),
  }));
}

/** The people whose direct grant of this permission the caller may change (authority.ts). */
async function manageableIds(
  db: Db,
  auth: AuthContext,
  permission: string,
  people: ReadonlyArray<{ id: string; roleId: string; roleKey: string }>,
): Promise<Set<string>> {
  if (!can(auth.user, 'permissions.update') || !mayGrant(auth.user, permission)) return new Set();
  const organisationId = auth.user.organisation.id;
  const [roleRows, directRows] = await Promise.all([
    db
      .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(eq(roles.organisationId, organisationId)),
    db
      .select({ userId: userPermissions.userId, permission: userPermissions.permission })
      .from(userPermissions)
      .innerJoin(users, eq(users.id, userPermissions.userId))
      .where(and(eq(users.organisationId, organisationId), isNull(users.deletedAt))),
  ]);
  const held = new Map<string, string[]>();
  for (const row of [
    ...roleRows.map((r) => ({ key: r.roleId, p: r.permission })),
    ...directRows.map((r) => ({ key: r.userId, p: r.permission })),
  ]) {
    held.set(row.key, [...(held.get(row.key) ?? []), row.p]);
  }
  return new Set(
    people
      .filter(
        (person) =>
          person.id !== auth.user.id &&
          mayManageHolder(auth.user, {
            userRole: person.roleKey,
            userPermissions: [...(held.get(person.roleId) ?? []), ...(held.get(person.id) ?? [])],
          }),
      )
      .map((person) => person.id),
  );
}

/** The live users of the organisation who hold the permission directly, not through a role. */
export async function directHolderIds(db: Db, organisationId: string, permission: string) {
  const rows = await db
    .select({ id: userPermissions.userId })
    .from(userPermissions)
    .innerJoin(users, eq(users.id, userPermissions.userId))
    .where(
      and(
        eq(userPermissions.permission, permission),
        eq(users.organisationId, organisationId),
        isNull(users.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

export const NOT_OUR_USERS = 'Choose only users of your organisation.';
const isUuid = (value: string) => z.uuid().safeParse(value).success;

interface SaveHolders {
  auth: AuthContext;
  permission: string;
  userIds: readonly string[];
  ip: string;
}

/**
 * Makes exactly these users the direct holders of the permission, in one transaction with the
 * audit entry. Only the differences are written, and only among the organisation's own users.
 */
export async function saveDirectHolders(db: Db, save: SaveHolders): Promise<void> {
  const organisationId = save.auth.user.organisation.id;
  const wanted = [...new Set(save.userIds)];
  // A malformed id would fail the uuid cast in the query: it names no user either way.
  const candidates = wanted.filter(isUuid);
  const found = candidates.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, candidates),
            eq(users.organisationId, organisationId),
            isNull(users.deletedAt),
          ),
        )
    : [];
  if (found.length !== wanted.length) {
    throw new HttpError(400, 'Please correct the highlighted fields.', {
      userIds: [NOT_OUR_USERS],
    });
  }
  await db.transaction(async (tx) => {
    const before = await directHolderIds(tx, organisationId, save.permission);
    const added = wanted.filter((id) => !before.includes(id)).sort();
    const removed = before.filter((id) => !wanted.includes(id)).sort();
    if (added.length === 0 && removed.length === 0) return;
    if (removed.length > 0) {
      await tx
        .delete(userPermissions)
        .where(
          and(
            eq(userPermissions.permission, save.permission),
            inArray(userPermissions.userId, removed),
          ),
        );
    }
    if (added.length > 0) {
      await tx
        .insert(userPermissions)
        .values(added.map((userId) => ({ userId, permission: save.permission })))
        // Another save may have granted it a moment ago: the grant stands either way.
        .onConflictDoNothing();
    }
    await noteAction(
      tx,
      { userId: save.auth.user.id, ip: save.ip },
      {
        organisationId,
        action: PERMISSION_USERS_AUDIT,
        recordType: 'permissions',
        recordId: save.permission,
        changes: { added, removed },
      },
    );
  });
}
