import {
  ALL_PERMISSIONS,
  permissionHoldersAnswer,
  permissionLabel,
  permissionSummariesAnswer,
  rolePermissionsAnswer,
} from '@care360/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import { assertMayGrantDirect, assertMayGrantRole } from './authority';
import {
  permissionHolders,
  permissionSummaries,
  saveDirectHolders,
  USERS_LIMIT,
} from './permission-holders';
import { describeRole, findRole, roleGrants, saveRoleGrants } from './role-permissions';

/**
 * Who may do what: a role's grants (the Permissions tab of a user role) and, per permission, the
 * users who hold it directly (the user-permissions screens). Effective permissions are read on
 * every request (platform/auth/current-user.ts), so each save applies from the next call.
 */

const KNOWN: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

const roleParams = z.object({ id: z.uuid() });

/**
 * The permission in the path is a name of the vocabulary, the same in every organisation, not an
 * organisation's record: it is `:permission`, not `:id`, so the route walker does not expect
 * another organisation to get 404. Tenancy is in the users it lists and accepts.
 */
const permissionParams = z.object({
  permission: z.string().refine((name) => KNOWN.has(name)),
});

const roleGrantsBody = z
  .object({
    permissions: z.array(z.string().max(200), { error: 'Send the list of permissions.' }),
    version: z.number({ error: 'The version is missing.' }).int().min(1),
  })
  .superRefine((body, ctx) => {
    const unknown = [...new Set(body.permissions.filter((name) => !KNOWN.has(name)))];
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['permissions'],
        message: `There is no permission called ${unknown.slice(0, 5).join(', ')}.`,
      });
    }
  });

const getRoleGrants = defineRoute({
  method: 'GET',
  url: '/api/v1/user-roles/:id/permissions',
  access: { permission: 'user-roles.read' },
  summary: "A user role's permissions, grouped by area and record",
  params: roleParams,
  resource: 'user-roles',
  answer: rolePermissionsAnswer,
  async handler({ auth, params, services: { db } }) {
    const role = await findRole(db, auth, params.id);
    return { data: describeRole(role, await roleGrants(db, role.id)) };
  },
});

const putRoleGrants = defineRoute({
  method: 'PUT',
  url: '/api/v1/user-roles/:id/permissions',
  refusals: [409],
  access: { permission: 'user-roles.update' },
  summary: "Replace a user role's permissions (with the role's version)",
  params: roleParams,
  resource: 'user-roles',
  body: roleGrantsBody,
  answer: rolePermissionsAnswer,
  async handler({ auth, params, body, request, services: { db } }) {
    await assertMayGrantRole({ db, auth, ip: request.ip }, params.id, body.permissions);
    const saved = await saveRoleGrants(db, {
      auth,
      roleId: params.id,
      permissions: body.permissions,
      version: body.version,
      ip: request.ip,
    });
    return { data: saved, message: `The permissions of ${saved.roleName} are saved.` };
  },
});

const listPermissions = defineRoute({
  method: 'GET',
  url: '/api/v1/user-permissions',
  access: { permission: 'permissions.read' },
  summary: 'Every permission with the roles and number of users holding it',
  query: z.object({
    search: z.string().trim().max(100).optional(),
    area: z.string().max(50).optional(),
  }),
  answer: permissionSummariesAnswer,
  async handler({ auth, query, services: { db } }) {
    // The vocabulary is a few hundred names (ALL_PERMISSIONS) and cannot grow with the
    // organisation's data, so the list is answered whole: no paging.
    const items = await permissionSummaries(db, auth, query);
    return { data: { items, total: items.length } };
  },
});

const getHolders = defineRoute({
  method: 'GET',
  url: '/api/v1/user-permissions/:permission/users',
  refusals: [422],
  access: { permission: 'permissions.read' },
  summary: "The organisation's users and how each holds one permission",
  params: permissionParams,
  answer: permissionHoldersAnswer,
  async handler({ auth, params, services: { db } }) {
    return {
      data: {
        permission: params.permission,
        label: permissionLabel(params.permission),
        users: await permissionHolders(db, auth, params.permission),
      },
    };
  },
});

const putHolders = defineRoute({
  method: 'PUT',
  url: '/api/v1/user-permissions/:permission/users',
  refusals: [422],
  access: { permission: 'permissions.update' },
  summary: 'Replace the users who hold one permission directly',
  params: permissionParams,
  body: z.object({
    userIds: z.array(z.string().max(100), { error: 'Send the list of users.' }).max(USERS_LIMIT),
  }),
  answer: permissionHoldersAnswer,
  async handler({ auth, params, body, request, services: { db } }) {
    await assertMayGrantDirect({ db, auth, ip: request.ip }, params.permission, body.userIds);
    await saveDirectHolders(db, {
      auth,
      permission: params.permission,
      userIds: body.userIds,
      ip: request.ip,
    });
    const label = permissionLabel(params.permission);
    return {
      data: {
        permission: params.permission,
        label,
        users: await permissionHolders(db, auth, params.permission),
      },
      message: `Saved who holds ${label} directly.`,
    };
  },
});

export const permissionRoutes = [
  getRoleGrants,
  putRoleGrants,
  listPermissions,
  getHolders,
  putHolders,
];
