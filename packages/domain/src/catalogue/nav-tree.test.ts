import { describe, expect, it } from 'vitest';
import { navLeaves, visibleNav } from '../engine/platform/navigation';
import { APP_NAV } from './nav-tree';
import { ALL_PERMISSIONS } from './people/permissions';
import { ALL_RECORDS } from './registry';

describe('APP_NAV', () => {
  it('lists the fixed screens with their permissions', () => {
    expect(navLeaves(APP_NAV).map((item) => [item.target, item.permission])).toEqual(
      expect.arrayContaining([
        ['/app', undefined],
        ['/app/users', ['users.read']],
        ['/app/branches', ['branches.read']],
        ['/app/email-logs', ['email-logs.read']],
        ['/app/audit', ['audit.read']],
        ['/app/user-permissions', ['permissions.read']],
      ]),
    );
  });

  it('lists the People group’s declared kinds before its hand-written screens', () => {
    const people = APP_NAV.find((item) => item.title === 'People');
    expect(people?.children?.map((item) => item.title)).toEqual([
      'Users',
      'Branches',
      'User Roles',
      'User Permissions',
    ]);
  });

  it('adds every top-level declared record kind to its group, guarded by its read permission', () => {
    for (const kind of ALL_RECORDS.filter((k) => k.navGroup && !k.parent)) {
      const group = APP_NAV.find((item) => item.title === kind.navGroup);
      expect(group?.children, kind.name).toContainEqual(
        expect.objectContaining({ target: `/app/${kind.path}`, permission: [`${kind.name}.read`] }),
      );
    }
    const nested = ALL_RECORDS.filter((k) => k.parent).map((k) => k.path);
    expect(
      navLeaves(APP_NAV).filter((item) => nested.some((p) => item.target.endsWith(`/${p}`))),
    ).toEqual([]);
  });

  it('names only permissions that exist', () => {
    for (const item of navLeaves(APP_NAV)) {
      for (const permission of item.permission ?? []) {
        expect(ALL_PERMISSIONS).toContain(permission);
      }
    }
  });

  it('gives every item a unique name', () => {
    const all = (items: readonly { name: string; children?: readonly unknown[] }[]): string[] =>
      items.flatMap((item) => [item.name, ...all((item.children ?? []) as typeof items)]);
    const names = all(APP_NAV);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows a user with only users.read Home and Users', () => {
    const user = { userRole: 'office', userPermissions: ['users.read'] };
    expect(navLeaves(visibleNav(APP_NAV, user)).map((item) => item.title)).toEqual([
      'Home',
      'Users',
    ]);
  });
});
