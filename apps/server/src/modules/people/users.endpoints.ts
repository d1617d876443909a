import { schema } from '@care360/db';
import { eq, sql } from 'drizzle-orm';
import { readRoutes } from '../../platform/lists/read-routes';

const { users, roles, branches } = schema;

export const userRoutes = readRoutes({
  record: 'users',
  noun: 'user',
  table: users,
  id: users.id,
  organisationId: users.organisationId,
  columns: {
    id: users.id,
    name: users.name,
    email: users.email,
    userRole: roles.key,
    userRoleName: roles.name,
    branchName: branches.name,
    active: users.active,
  },
  join: (query) =>
    query
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(branches, eq(branches.id, users.branchId)),
  sortKeys: {
    name: users.name,
    email: users.email,
    role: roles.name,
    branch: sql`coalesce(${branches.name}, '')`,
  },
  defaultSort: 'name',
  searchColumns: [users.name, users.email],
});
