import { navLeaves, visibleNav } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { APP_NAV } from './app-nav';

describe('APP_NAV: the record kinds and the screens the manifests declare', () => {
  it('lists the declared screens with their permissions', () => {
    expect(navLeaves(APP_NAV).map((item) => [item.target, item.permission])).toEqual(
      expect.arrayContaining([
        ['/app', undefined],
        ['/app/client/add', ['clients.create']],
        ['/app/users', ['users.read']],
        ['/app/email-logs', ['email-logs.read']],
        ['/app/audit', ['audit.read']],
        ['/app/user-permissions', ['permissions.read']],
      ]),
    );
  });

  it('puts Home first, then the sections with declared screens, then those of kinds alone', () => {
    expect(APP_NAV.map((item) => item.title).slice(0, 4)).toEqual([
      'Home',
      'Clients',
      'People',
      'Quality Assurance',
    ]);
    expect(APP_NAV.find((item) => item.title === 'Administration')?.children).toEqual([
      expect.objectContaining({ title: 'Email Logs' }),
      expect.objectContaining({ title: 'Audit' }),
      expect.objectContaining({ title: 'Jobs', permission: ['jobs.read'] }),
    ]);
  });

  it('lists a section’s declared kinds before its hand-written screens', () => {
    const people = APP_NAV.find((item) => item.title === 'People');
    expect(people?.children?.map((item) => item.title)).toEqual([
      'Users',
      'Branches',
      'User Roles',
      'User Permissions',
    ]);
    const clients = APP_NAV.find((item) => item.title === 'Clients');
    expect(clients?.children?.map((item) => item.title)).toEqual([
      'Clients',
      'Health Professionals',
      'Add Client',
    ]);
  });

  it('lists the live boards under Live Events, each for who may see it, the portal copies left out', () => {
    const live = APP_NAV.find((item) => item.title === 'Live Events');
    const boards = (live?.children ?? []).filter(
      (item) =>
        item.target.startsWith('/app/live-events/') &&
        !item.target.endsWith('/settings') &&
        !item.target.endsWith('/response-times'),
    );
    expect(boards).toHaveLength(25);
    expect(boards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Client Visits', permission: ['alerts.read'] }),
        expect.objectContaining({ title: 'Client Hazards', permission: ['clients.read'] }),
        expect.objectContaining({ title: 'My Alerts', target: '/app/live-events/my-alerts' }),
      ]),
    );
    expect(boards.filter((item) => item.target.includes('/portal-alerts/'))).toEqual([]);
    const coordinator = { userRole: 'office', userPermissions: ['alerts.read'] };
    const seen = navLeaves(visibleNav(APP_NAV, coordinator)).map((item) => item.target);
    expect(seen).toContain('/app/live-events/clients/visits');
    expect(seen).not.toContain('/app/live-events/clients/hazards');
  });

  it('gives every item a unique name', () => {
    const names = [...APP_NAV, ...APP_NAV.flatMap((item) => item.children ?? [])].map(
      (item) => item.name,
    );
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
