import { permissionName } from '../people/permissions';
import type { NavItem } from './navigation';

/** The app's side navigation. Later areas add their entries here. */
export const APP_NAV: readonly NavItem[] = [
  { name: 'home', title: 'Home', target: '/app' },
  {
    name: 'people',
    title: 'People',
    target: '#',
    children: [
      {
        name: 'users',
        title: 'Users',
        target: '/app/users',
        permission: [permissionName('users', 'read')],
      },
      {
        name: 'branches',
        title: 'Branches',
        target: '/app/branches',
        permission: [permissionName('branches', 'read')],
      },
    ],
  },
  {
    name: 'administration',
    title: 'Administration',
    target: '#',
    children: [
      {
        name: 'email-logs',
        title: 'Email Logs',
        target: '/app/email-logs',
        permission: [permissionName('email-logs', 'read')],
      },
      {
        name: 'audit',
        title: 'Audit',
        target: '/app/audit',
        permission: [permissionName('audit', 'read')],
      },
    ],
  },
];
