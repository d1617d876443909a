import { defineRecord } from '../records/define-record';
import { field } from '../records/fields';

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
  },
  list: { columns: ['name', 'description'], sort: 'name', search: ['name'] },
});
