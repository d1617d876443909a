import type { NavItemOf, OpenNavItemOf } from '../engine/platform/navigation';
import { type Permission, permissionName } from './people/permissions';
import { ALL_RECORDS } from './registry';

/** A navigation entry of this catalogue: its permissions are names of the vocabulary. */
export type NavItem = NavItemOf<Permission>;
export type OpenNavItem = OpenNavItemOf<Permission>;

/** Entries written by hand: screens that are not record kinds. */
const FIXED_NAV: readonly NavItem[] = [
  { name: 'home', title: 'Home', target: '/app' },
  // The clients list joins from its declaration; adding a client has its own page (spec §2.4).
  {
    name: 'client-care',
    title: 'Clients',
    target: '#',
    children: [
      {
        name: 'client-add',
        title: 'Add Client',
        target: '/app/client/add',
        permission: [permissionName('clients', 'create')],
      },
    ],
  },
  // Users, branches and roles are record kinds: they join this group from their declarations,
  // ahead of the screens written by hand here.
  {
    name: 'people',
    title: 'People',
    target: '#',
    children: [
      {
        name: 'user-permissions',
        title: 'User Permissions',
        target: '/app/user-permissions',
        permission: [permissionName('permissions', 'read')],
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

const groupName = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The app's side navigation: the fixed entries, with every top-level record kind added to the
 * group its declaration names (a new group when no fixed one has that title).
 */
export const APP_NAV: readonly NavItem[] = (() => {
  // Declared kinds first, then the group's hand-written entries: User Permissions follows User
  // Roles, the screen it complements.
  const nav = FIXED_NAV.map((item) => ({
    ...item,
    children: item.children && ([] as readonly NavItem[]),
  }));
  for (const kind of ALL_RECORDS) {
    if (kind.parent || !kind.navGroup) continue;
    let group = nav.find((item) => item.target === '#' && item.title === kind.navGroup);
    if (!group) {
      group = { name: groupName(kind.navGroup), title: kind.navGroup, target: '#', children: [] };
      nav.push(group);
    }
    group.children = [
      ...(group.children ?? []),
      {
        name: kind.name,
        title: kind.plural,
        target: `/app/${kind.path}`,
        permission: [kind.permissions.read],
      },
    ];
  }
  for (const group of nav) {
    const fixed = FIXED_NAV.find((item) => item.name === group.name)?.children ?? [];
    if (group.children) group.children = [...group.children, ...fixed];
  }
  return nav;
})();
