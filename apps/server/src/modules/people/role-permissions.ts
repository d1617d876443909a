import { type Db, schema } from '@care360/db';
import {
  PERMISSION_CATALOGUE,
  ROLE_PERMISSIONS_AUDIT,
  type RolePermissions,
  SUPER_ADMIN,
} from '@care360/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { noteAction } from '../../platform/records/record-store';
import { claimVersion } from '../../platform/records/version-claim';

const { roles, rolePermissions } = schema;

export const SUPER_ADMIN_FIXED = 'The super administrator always holds every permission.';
export const STALE_ROLE =
  'Someone else saved this user role while you were choosing its permissions. Its permissions are now shown as they were saved: check them and save again.';

/** Declared fields are nullable columns (the server validates them), so name may be null. */
type RoleRow = { id: string; key: string; name: string | null; version: number };

/** A live role of the caller's organisation; anything else answers 404 (DESIGN.md §5). */
export async function findRole(
  db: Db,
  auth: AuthContext,
  id: string,
  lock = false,
): Promise<RoleRow> {
  const query = db
    .select({ id: roles.id, key: roles.key, name: roles.name, version: roles.version })
    .from(roles)
    .where(
      and(
        eq(roles.id, id),
        eq(roles.organisationId, auth.user.organisation.id),
        isNull(roles.deletedAt),
      ),
    );
  // Locked while saving: two saves of one role's grants queue, and the second sees the new version.
  const [role] = lock ? await query.for('update') : await query;
  if (!role) throw notFound('user role');
  return role;
}

export async function roleGrants(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.permission).sort();
}

/** Every permission of the vocabulary, marked granted or not; super_admin holds them all. */
export function describeRole(role: RoleRow, grants: readonly string[]): RolePermissions {
  const held = new Set(grants);
  const granted = (name: string) => role.key === SUPER_ADMIN || held.has(name);
  const groups: RolePermissions['groups'] = [];
  // The catalogue is sorted by area, then record: each group and record is one run of entries.
  for (const entry of PERMISSION_CATALOGUE) {
    let group = groups.at(-1);
    if (group?.area !== entry.area) {
      group = { area: entry.area, title: entry.areaTitle, records: [] };
      groups.push(group);
    }
    let record = group.records.at(-1);
    if (record?.record !== entry.record) {
      record = { record: entry.record, title: entry.recordTitle, permissions: [] };
      group.records.push(record);
    }
    record.permissions.push({
      name: entry.name,
      action: entry.action,
      granted: granted(entry.name),
    });
  }
  return { roleKey: role.key, roleName: role.name ?? '', version: role.version, groups };
}

interface SaveGrants {
  auth: AuthContext;
  roleId: string;
  permissions: readonly string[];
  version: number;
  ip: string;
}

/**
 * Replaces a role's grants in one transaction with the audit entry, and moves the role to a new
 * version. Grants are read per request (current-user.ts), so the change applies to the role's
 * users from their next call.
 */
export async function saveRoleGrants(db: Db, save: SaveGrants): Promise<RolePermissions> {
  return db.transaction(async (tx) => {
    const role = await findRole(tx, save.auth, save.roleId, true);
    if (role.key === SUPER_ADMIN) {
      throw new HttpError(400, SUPER_ADMIN_FIXED, { permissions: [SUPER_ADMIN_FIXED] });
    }
    const before = await roleGrants(tx, role.id);
    const version = await claimVersion(
      tx,
      roles,
      role.id,
      save.version,
      () => new HttpError(409, STALE_ROLE, {}, {}, { current: describeRole(role, before) }),
    );
    const next = { ...role, version };
    const wanted = [...new Set(save.permissions)].sort();
    const added = wanted.filter((name) => !before.includes(name));
    // Grants no longer in the vocabulary (a retired record kind) go too: they guard nothing.
    const removed = before.filter((name) => !wanted.includes(name));
    if (added.length === 0 && removed.length === 0) return describeRole(next, before);
    if (removed.length > 0) {
      await tx
        .delete(rolePermissions)
        .where(
          and(eq(rolePermissions.roleId, role.id), inArray(rolePermissions.permission, removed)),
        );
    }
    if (added.length > 0) {
      await tx
        .insert(rolePermissions)
        .values(added.map((permission) => ({ roleId: role.id, permission })));
    }
    await tx
      .update(roles)
      .set({ updatedAt: new Date(), updatedBy: save.auth.user.id })
      .where(eq(roles.id, role.id));
    await noteAction(
      tx,
      { userId: save.auth.user.id, ip: save.ip },
      {
        organisationId: save.auth.user.organisation.id,
        action: ROLE_PERMISSIONS_AUDIT,
        // As the role's own record kind, so the change shows in the role's history.
        recordType: 'user-roles',
        recordId: role.id,
        changes: { added, removed },
      },
    );
    return describeRole(next, wanted);
  });
}
