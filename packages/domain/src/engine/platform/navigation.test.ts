import { describe, expect, it } from 'vitest';
import {
  type NavItemOf,
  navForRoute,
  navLeaves,
  openNav,
  resolveNavTarget,
  USER_ID_PLACEHOLDER,
  visibleNav,
} from './navigation';

const tree: NavItemOf<string>[] = [
  { name: 'home', title: 'Home', target: '/app' },
  {
    name: 'people',
    title: 'People',
    target: '#',
    children: [
      { name: 'users', title: 'Users', target: '/app/users', permission: ['users.read'] },
      {
        name: 'branches',
        title: 'Branches',
        target: '/app/branches',
        permission: ['branches.read', 'branches.update'],
      },
    ],
  },
  { name: 'locked', title: 'Locked', target: '/app/locked', permission: [] },
  { name: 'empty-group', title: 'Empty', target: '#', children: [] },
];

interface Named {
  name: string;
  children?: readonly Named[];
}
type Names = (string | [string, Names])[];

const names = (items: readonly Named[]): Names =>
  items.map((item) => (item.children ? [item.name, names(item.children)] : item.name));

const staff = (userPermissions: string[]) => ({ userRole: 'office', userPermissions });

describe('visibleNav', () => {
  it('shows super_admin every item, even those with an empty permission list', () => {
    expect(names(visibleNav(tree, { userRole: 'super_admin', userPermissions: [] }))).toEqual([
      'home',
      ['people', ['users', 'branches']],
      'locked',
    ]);
  });

  it('shows an item when the user holds at least one of its permissions', () => {
    expect(names(visibleNav(tree, staff(['branches.update'])))).toEqual([
      'home',
      ['people', ['branches']],
    ]);
  });

  it('shows an item without a permission list to every signed-in user', () => {
    expect(names(visibleNav(tree, staff([])))).toEqual(['home']);
  });

  it('hides an item whose permission list is empty from everyone but super_admin', () => {
    const everything = staff(['users.read', 'branches.read', 'anything']);
    expect(names(visibleNav(tree, everything))).not.toContain('locked');
  });

  it('hides a group whose children are all hidden', () => {
    expect(names(visibleNav(tree, staff(['other.read'])))).toEqual(['home']);
  });

  it('applies a group’s own permission list', () => {
    const guarded: NavItemOf<string>[] = [
      {
        name: 'admin',
        title: 'Admin',
        target: '#',
        permission: ['roles.read'],
        children: [{ name: 'a', title: 'A', target: '/app/a' }],
      },
    ];
    expect(visibleNav(guarded, staff([]))).toEqual([]);
    expect(names(visibleNav(guarded, staff(['roles.read'])))).toEqual([['admin', ['a']]]);
  });

  it('shows nothing to a signed-out visitor', () => {
    expect(visibleNav(tree, null)).toEqual([]);
  });
});

describe('resolveNavTarget', () => {
  it('replaces the id placeholder segment with the route id', () => {
    expect(USER_ID_PLACEHOLDER).toBe(':id');
    expect(resolveNavTarget('/app/carers/:id/edit', '42')).toBe('/app/carers/42/edit');
  });

  it('leaves look-alike segments alone', () => {
    expect(resolveNavTarget('/app/:identity/:id', '7')).toBe('/app/:identity/7');
  });

  it('keeps the target when there is no route id', () => {
    expect(resolveNavTarget('/app/carers/:id/edit', undefined)).toBe('/app/carers/:id/edit');
  });
});

describe('openNav', () => {
  it('opens the item whose target equals the current path, and its group', () => {
    const result = openNav(tree, '/app/users');
    const people = result.find((item) => item.name === 'people');
    expect(people?.open).toBe(true);
    expect(people?.children?.map((child) => [child.name, child.open])).toEqual([
      ['users', true],
      ['branches', false],
    ]);
    expect(result.find((item) => item.name === 'home')?.open).toBe(false);
  });

  it('needs an exact match: a deeper path does not open the list item', () => {
    const people = openNav(tree, '/app/users/add').find((item) => item.name === 'people');
    expect(people?.open).toBe(false);
  });

  it('ignores a trailing slash and the query string', () => {
    expect(openNav(tree, '/app/users/?search=ann')[1]?.children?.[0]?.open).toBe(true);
  });

  it('substitutes the route id before comparing', () => {
    const carer: NavItemOf<string>[] = [
      {
        name: 'carer',
        title: 'Carer',
        target: '#',
        children: [{ name: 'details', title: 'Details', target: '/app/carers/:id/edit' }],
      },
    ];
    const [group] = openNav(carer, '/app/carers/42/edit', '42');
    expect(group?.open).toBe(true);
    expect(group?.children?.[0]?.target).toBe('/app/carers/42/edit');
    expect(openNav(carer, '/app/carers/:id/edit')[0]?.open).toBe(false);
  });

  it('keeps groups closed when no child is open', () => {
    expect(openNav(tree, '/app').map((item) => [item.name, item.open])).toEqual([
      ['home', true],
      ['people', false],
      ['locked', false],
      ['empty-group', false],
    ]);
  });
});

describe('navForRoute', () => {
  const withRecord: NavItemOf<string>[] = [
    { name: 'home', title: 'Home', target: '/app' },
    {
      name: 'record',
      title: 'Record',
      target: '#',
      children: [{ name: 'edit', title: 'Edit', target: '/app/carers/:id/edit' }],
    },
  ];

  it('drops targets that still need an id, and the groups this empties', () => {
    expect(names(navForRoute(withRecord, staff([]), '/app'))).toEqual(['home']);
    expect(names(navForRoute(withRecord, staff([]), '/app/carers/9/edit', '9'))).toEqual([
      'home',
      ['record', ['edit']],
    ]);
  });
});

describe('navLeaves', () => {
  it('lists the linkable items of a tree in order', () => {
    expect(navLeaves(tree).map((item) => item.name)).toEqual([
      'home',
      'users',
      'branches',
      'locked',
    ]);
  });
});
