import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * Roles group permissions. The set of roles is fixed by the organisation's set-up (their keys
 * are referred to in code, e.g. super_admin); staff rename them and change their permissions.
 */
export const userRoles = defineRecord({
  name: 'user-roles',
  table: 'roles',
  area: 'people',
  singular: 'User Role',
  plural: 'User Roles',
  navGroup: 'People',
  screens: { add: false },
  operations: { delete: false },
  fields: {
    name: field.text('Name', { required: true, unique: true, max: 80 }),
    description: field.longText('Description', { max: 1000 }),
    branchScoped: field.yesNo("Limited to the user's branch", {
      default: false,
      help: 'People with this role see and change only the clients (and their files) of their own branch; without a branch they see none.',
    }),
    requiresMfa: field.yesNo('Requires multi-factor sign-in', {
      default: false,
      help: 'People with this role must sign in with a code from an authenticator app as well as their password; those not yet set up are asked to set it up when they next sign in.',
    }),
  },
  list: { columns: ['name', 'description'], sort: 'name', search: ['name'] },
});
