import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../people/permissions';
import { APP_NAV } from './nav-tree';
import { navLeaves, visibleNav } from './navigation';

describe('APP_NAV', () => {
  it('lists the first screens with their permissions', () => {
    expect(navLeaves(APP_NAV).map((item) => [item.target, item.permission])).toEqual([
      ['/app', undefined],
      ['/app/users', ['users.read']],
      ['/app/branches', ['branches.read']],
      ['/app/email-logs', ['email-logs.read']],
      ['/app/audit', ['audit.read']],
    ]);
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
