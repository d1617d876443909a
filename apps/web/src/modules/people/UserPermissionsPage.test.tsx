import {
  AUTHORITY_MESSAGES,
  type Permission,
  type PermissionSummary,
  type PermissionUser,
} from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertSaying, recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { readFilter, resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { currentHref, renderApp } from '../../test/render-app';
import { USER_PERMISSIONS_FILTER } from './UserPermissionsPage';

beforeAll(async () => {
  await import('./UserPermissionsPage');
  await import('./PermissionUsersPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const LIST = '/api/v1/user-permissions';
const HOLDERS = `${LIST}/users.read/users`;

const summary = (
  name: Permission,
  fields: Partial<PermissionSummary> & Pick<PermissionSummary, 'recordTitle'>,
): PermissionSummary => ({
  name,
  area: 'people',
  areaTitle: 'People',
  action: name.endsWith('.read') ? 'read' : 'create',
  roles: [],
  directUsers: 0,
  ...fields,
});

const SUMMARIES = [
  summary('users.read', {
    recordTitle: 'Users',
    roles: ['Branch manager', 'HR officer'],
    directUsers: 1,
  }),
  summary('users.create', { recordTitle: 'Users', roles: ['HR officer'] }),
  summary('medications.read', {
    recordTitle: 'Medications',
    area: 'reference',
    areaTitle: 'Reference data',
  }),
];

// Managing who holds users.read: one must hold it oneself (authority).
const mayManage = userWhoMay(['permissions', 'users']);

describe('User Permissions', { timeout: 20_000 }, () => {
  it('lists each permission with its roles and direct users, linking to its users', async () => {
    const server = recordServer(mayManage, {
      [`GET ${LIST}`]: (request) =>
        ok({
          items: SUMMARIES.filter(
            (s) =>
              (!request.query.get('area') || s.area === request.query.get('area')) &&
              s.name.includes(request.query.get('search') ?? ''),
          ),
          total: 3,
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/user-permissions');
    const table = await screen.findByRole('table', { name: 'Permissions' });
    await waitFor(() => expect(document.title).toBe('care360 - User Permissions'));
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Users: Readusers.read', 'People', 'Branch manager, HR officer', '1']);
    expect(within(first).getByRole('link', { name: 'Users: Read' }).getAttribute('href')).toBe(
      '/app/user-permissions/users.read/edit/users',
    );
    expect(within(table).getByText('None')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'reference');
    await waitFor(() =>
      expect(server.calls('GET', LIST).at(-1)?.query.get('area')).toBe('reference'),
    );
    expect(await within(table).findByRole('link', { name: 'Medications: Read' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'create');
    await waitFor(() =>
      expect(server.calls('GET', LIST).at(-1)?.query.get('search')).toBe('create'),
    );
    // Kept for when the person comes back (spec §3.4).
    expect(
      readFilter(USER_PERMISSIONS_FILTER, { search: '', area: '', sort: '', dir: '' }),
    ).toMatchObject({ search: 'create', area: '' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });
});

const holder = (id: string, name: string, fields: Partial<PermissionUser>): PermissionUser => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@care360.test`,
  active: true,
  roleName: 'Care coordinator',
  viaRole: false,
  direct: false,
  mayChange: true,
  ...fields,
});

const HOLDERS_ANSWER = {
  permission: 'users.read',
  label: 'Users: Read',
  users: [
    holder('u-grace', 'Grace Okafor', { roleName: 'HR officer', direct: true }),
    holder('u-priya', 'Priya Shah', { roleName: 'Branch manager', viaRole: true }),
    holder('u-tom', 'Tom Hughes', {}),
    holder('u-zoe', 'Zoe Ward', { active: false }),
  ],
};

describe('Edit User Permission - Users', { timeout: 20_000 }, () => {
  it('sends exactly the users chosen to hold it directly, the hidden ones included', async () => {
    const server = recordServer(mayManage, {
      [`GET ${HOLDERS}`]: () => ok(HOLDERS_ANSWER),
      [`PUT ${HOLDERS}`]: (request) => {
        const ids = (request.body as { userIds: string[] }).userIds;
        return ok({
          ...HOLDERS_ANSWER,
          users: HOLDERS_ANSWER.users.map((u) => ({ ...u, direct: ids.includes(u.id) })),
        });
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/app/user-permissions/users.read/edit/users');
    expect(
      await screen.findByRole('heading', { name: 'Edit User Permission - Users', level: 1 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Edit User Permission - Users'));
    expect(screen.getByText('Users: Read')).toBeTruthy();

    const priya = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Grant directly to Priya Shah',
    });
    expect(priya.checked).toBe(true);
    expect(priya.disabled).toBe(true);
    expect(within(priya.closest('tr') as HTMLElement).getByText('via role')).toBeTruthy();
    const grace = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Grant directly to Grace Okafor',
    });
    expect(grace.checked).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Grant directly to Tom Hughes' }));
    await user.click(grace);
    await user.click(screen.getByRole('checkbox', { name: 'Grant directly to Zoe Ward' }));
    // The search hides Tom and Zoe; their ticks still count.
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'priya');
    expect(screen.queryByRole('checkbox', { name: 'Grant directly to Tom Hughes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls('PUT', HOLDERS)).toHaveLength(1));
    expect(server.calls('PUT', HOLDERS)[0]?.body).toEqual({ userIds: ['u-tom', 'u-zoe'] });
    expect(await alertSaying('Saved who holds Users: Read directly.')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back to user permissions' }));
    await waitFor(() => expect(currentHref(router)).toBe('/app/user-permissions'));
  });

  it('explains, instead of a box, why someone who holds more cannot be changed', async () => {
    recordServer(mayManage, {
      [`GET ${HOLDERS}`]: () =>
        ok({
          ...HOLDERS_ANSWER,
          users: HOLDERS_ANSWER.users.map((u) =>
            u.id === 'u-grace' ? { ...u, mayChange: false } : u,
          ),
        }),
    });
    renderApp('/app/user-permissions/users.read/edit/users');
    await screen.findByRole('checkbox', { name: 'Grant directly to Tom Hughes' });
    expect(screen.queryByRole('checkbox', { name: 'Grant directly to Grace Okafor' })).toBeNull();
    expect(
      screen.getByText('Yes (holds permissions you do not, so you cannot change this)'),
    ).toBeTruthy();
  });

  it('is view only, saying why, for a permission one does not hold', async () => {
    recordServer(userWhoMay(['permissions']), {
      [`GET ${HOLDERS}`]: () => ok(HOLDERS_ANSWER),
    });
    renderApp('/app/user-permissions/users.read/edit/users');
    const tom = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Grant directly to Tom Hughes',
    });
    expect(tom.disabled).toBe(true);
    expect(screen.getByText(AUTHORITY_MESSAGES.grantBeyondOwn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows who holds it without a way to change it to someone who may only look', async () => {
    recordServer(userWhoMay(['permissions'], ['read']), {
      [`GET ${HOLDERS}`]: () => ok(HOLDERS_ANSWER),
    });
    renderApp('/app/user-permissions/users.read/edit/users');
    const tom = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Grant directly to Tom Hughes',
    });
    expect(tom.disabled).toBe(true);
    expect(screen.getByText('View only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
