import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** People who sign in to care360. A new user is emailed a link to choose a password. */
export const users = defineRecord({
  name: 'users',
  area: 'people',
  singular: 'User',
  plural: 'Users',
  navGroup: 'People',
  fields: {
    name: field.text('Name', { required: true, max: 100 }),
    email: field.email('Email', { required: true, unique: true, help: 'They sign in with it.' }),
    roleId: field.reference('Role', 'user-roles', { required: true }),
    branchId: field.reference('Branch', 'branches'),
    jobTitle: field.text('Job title', { max: 100 }),
    phone: field.phone('Phone'),
    active: field.yesNo('Active', { default: true, help: 'Inactive users cannot sign in.' }),
  },
  list: {
    columns: ['name', 'email', 'roleId', 'branchId', 'active'],
    sort: 'name',
    filters: ['roleId', 'branchId', 'active'],
    search: ['name', 'email'],
  },
});
