import { z } from 'zod';
import { RECORD_ACTIONS } from '../../engine/platform/permission-rules';
import type { Permission } from './permissions';

/**
 * The answers of the permission screens (the server's modules/people/permissions.endpoints.ts):
 * a role's grants, every permission with who holds it, and the users of one permission. Made
 * from a list of names so that the web app makes them from the names-only index of kinds and
 * loads no declaration; the server's are permissions.answers.ts, made from the registry.
 */
export function permissionAnswers(names: readonly Permission[]) {
  /** A name of the vocabulary: these answers are made from it, never from stored grants. */
  const permissionAnswer = z.enum(names as readonly [Permission, ...Permission[]]);
  const actionAnswer = z.enum(RECORD_ACTIONS);

  /** The permissions of one area, by record, each marked granted or not. */
  const permissionGroupAnswer = z.strictObject({
    area: z.string(),
    title: z.string(),
    records: z.array(
      z.strictObject({
        record: z.string(),
        title: z.string(),
        permissions: z.array(
          z.strictObject({ name: permissionAnswer, action: actionAnswer, granted: z.boolean() }),
        ),
      }),
    ),
  });

  /**
   * GET and PUT /api/v1/user-roles/:id/permissions, and a stale save's 409 `{ current }`: every
   * permission of the vocabulary by area, then record, then action.
   */
  const rolePermissionsAnswer = z.strictObject({
    roleKey: z.string(),
    roleName: z.string(),
    /** A save carries it; a stale one answers 409 with the role's grants as saved. */
    version: z.number().int().positive(),
    groups: z.array(permissionGroupAnswer),
  });

  /** One permission of GET /api/v1/user-permissions, with who holds it in the organisation. */
  const permissionSummaryAnswer = z.strictObject({
    name: permissionAnswer,
    area: z.string(),
    areaTitle: z.string(),
    recordTitle: z.string(),
    action: actionAnswer,
    /** The organisation's roles granted it; the super administrator, who holds all, is left out. */
    roles: z.array(z.string()),
    /** Live users granted it on top of their role. */
    directUsers: z.number().int().nonnegative(),
  });

  /** The whole vocabulary at once (a few hundred names): no paging. */
  const permissionSummariesAnswer = z.strictObject({
    items: z.array(permissionSummaryAnswer),
    total: z.number().int().nonnegative(),
  });

  /** A user of the organisation and how they hold one permission, if at all. */
  const permissionUserAnswer = z.strictObject({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    active: z.boolean(),
    roleName: z.string(),
    /** Their role grants it (or they are a super administrator). */
    viaRole: z.boolean(),
    /** It is granted to them personally. */
    direct: z.boolean(),
    /** The caller may grant or withdraw it for them (never themselves, nor one who holds more). */
    mayChange: z.boolean(),
  });

  /** GET and PUT /api/v1/user-permissions/:permission/users. */
  const permissionHoldersAnswer = z.strictObject({
    permission: permissionAnswer,
    label: z.string(),
    users: z.array(permissionUserAnswer),
  });

  return {
    permissionGroupAnswer,
    rolePermissionsAnswer,
    permissionSummaryAnswer,
    permissionSummariesAnswer,
    permissionUserAnswer,
    permissionHoldersAnswer,
  };
}

type PermissionAnswers = ReturnType<typeof permissionAnswers>;

export type PermissionGroup = z.infer<PermissionAnswers['permissionGroupAnswer']>;
export type RolePermissions = z.infer<PermissionAnswers['rolePermissionsAnswer']>;
export type PermissionSummary = z.infer<PermissionAnswers['permissionSummaryAnswer']>;
export type PermissionSummaries = z.infer<PermissionAnswers['permissionSummariesAnswer']>;
export type PermissionUser = z.infer<PermissionAnswers['permissionUserAnswer']>;
export type PermissionHolders = z.infer<PermissionAnswers['permissionHoldersAnswer']>;
