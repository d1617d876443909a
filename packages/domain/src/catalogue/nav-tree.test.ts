import { describe, expect, it } from 'vitest';
import { navLeaves, visibleNav } from '../engine/platform/navigation';
import { RECORD_NAV } from './nav-tree';
import { ALL_PERMISSIONS } from './people/permissions';
import { ALL_RECORDS } from './registry';

describe('RECORD_NAV', () => {
  it('lists the People group’s declared kinds in their order, each with its read permission', () => {
    const people = RECORD_NAV.find((item) => item.title === 'People');
    expect(people?.children?.map((item) => [item.title, item.target, item.permission])).toEqual([
      ['Users', '/app/users', ['users.read']],
      ['Branches', '/app/branches', ['branches.read']],
      ['User Roles', '/app/user-roles', ['user-roles.read']],
    ]);
  });

  it('adds every top-level declared record kind to its group, guarded by its read permission', () => {
    for (const kind of ALL_RECORDS.filter((k) => k.navGroup && !k.parent)) {
      const group = RECORD_NAV.find((item) => item.title === kind.navGroup);
      expect(group?.children, kind.name).toContainEqual(
        expect.objectContaining({ target: `/app/${kind.path}`, permission: [`${kind.name}.read`] }),
      );
    }
    const nested = ALL_RECORDS.filter((k) => k.parent).map((k) => k.path);
    expect(
      navLeaves(RECORD_NAV).filter((item) => nested.some((p) => item.target.endsWith(`/${p}`))),
    ).toEqual([]);
  });

  it('orders the groups by their first declared kind', () => {
    const firstOf = (group: string) => ALL_RECORDS.findIndex((kind) => kind.navGroup === group);
    const groups = RECORD_NAV.map((item) => item.title);
    expect(groups).toEqual([...groups].sort((a, b) => firstOf(a) - firstOf(b)));
  });

  it('names only permissions that exist', () => {
    for (const item of navLeaves(RECORD_NAV)) {
      for (const permission of item.permission ?? []) {
        expect(ALL_PERMISSIONS).toContain(permission);
      }
    }
  });

  it('gives every item a unique name', () => {
    const all = (items: readonly { name: string; children?: readonly unknown[] }[]): string[] =>
      items.flatMap((item) => [item.name, ...all((item.children ?? []) as typeof items)]);
    const names = all(RECORD_NAV);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows a user with only users.read Users alone', () => {
    const user = { userRole: 'office', userPermissions: ['users.read'] };
    expect(navLeaves(visibleNav(RECORD_NAV, user)).map((item) => item.title)).toEqual(['Users']);
  });
});
