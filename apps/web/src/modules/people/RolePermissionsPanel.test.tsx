import { type PermissionSubject, permissionName, type RolePermissions } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertSaying, recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // Lazy chunks, loaded once here so the first test stays within its timeouts.
  await import('../../platform/records/RecordFormPage');
  await import('./RolePermissionsPanel');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

// A real id and every declared field: a 409's record is read against the kind's strict answer.
const ROLE_ID = '6f1c2a4e-8b1d-4c3e-9a7f-2d5e8c1b4a90';
const ROLE = `/api/v1/user-roles/${ROLE_ID}`;
const GRANTS = `${ROLE}/permissions`;
const role = row(
  ROLE_ID,
  {
    name: 'Care coordinator',
    description: 'Plans visits',
    branchScoped: false,
    requiresMfa: false,
  },
  3,
);
const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

/** A role's grants as the server answers them, for a small vocabulary. */
function grants(granted: string[], version = 3, roleKey = 'care_coordinator'): RolePermissions {
  const record = (name: PermissionSubject, title: string) => ({
    record: name,
    title,
    permissions: ACTIONS.map((action) => ({
      name: permissionName(name, action),
      action,
      granted: roleKey === 'super_admin' || granted.includes(`${name}.${action}`),
    })),
  });
  return {
    roleKey,
    roleName: 'Care coordinator',
    version,
    groups: [
      {
        area: 'people',
        title: 'People',
        records: [record('branches', 'Branches'), record('users', 'Users')],
      },
      {
        area: 'reference',
        title: 'Reference data',
        records: [record('medications', 'Medications')],
      },
    ],
  };
}

/** Someone who may change roles and holds every permission of the small vocabulary. */
const manager = userWhoMay(['user-roles', 'branches', 'users', 'medications']);

function roleServer(routes: Parameters<typeof recordServer>[1], as = manager) {
  return recordServer(as, {
    [`GET ${ROLE}`]: () => ok(role),
    'GET /api/v1/user-roles': () => ok(page([])),
    ...routes,
  });
}

async function openPermissions() {
  const user = userEvent.setup({ delay: null });
  renderApp(`/app/user-roles/${ROLE_ID}/edit`);
  await user.click(await screen.findByRole('tab', { name: 'Permissions' }));
  await screen.findByRole('checkbox', { name: 'Users: Create' });
  return user;
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('the Permissions tab of a user role', { timeout: 20_000 }, () => {
  it('saves the ticked permissions with the version it read, then says so', async () => {
    const server = roleServer({
      [`GET ${GRANTS}`]: () => ok(grants(['branches.read'])),
      [`PUT ${GRANTS}`]: (request) =>
        ok(grants((request.body as { permissions: string[] }).permissions, 4)),
    });
    const user = await openPermissions();
    expect(box('Branches: Read').checked).toBe(true);
    expect(box('Users: Create').checked).toBe(false);

    await user.click(box('Users: Create'));
    await user.click(box('Branches: Read'));
    await user.click(box('Medications: Update'));
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));

    await waitFor(() => expect(server.calls('PUT', GRANTS)).toHaveLength(1));
    expect(server.calls('PUT', GRANTS)[0]?.body).toEqual({
      permissions: ['medications.update', 'users.create'],
      version: 3,
    });
    expect(await alertSaying('The permissions of Care coordinator are saved.')).toBeTruthy();
    expect(box('Users: Create').checked).toBe(true);
  });

  it('ticks and clears a whole area with its select-all box, leaving other areas alone', async () => {
    const server = roleServer({
      [`GET ${GRANTS}`]: () => ok(grants(['branches.read', 'medications.read'])),
      [`PUT ${GRANTS}`]: (request) =>
        ok(grants((request.body as { permissions: string[] }).permissions, 4)),
    });
    const user = await openPermissions();
    const people = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Select all in People',
    });
    expect(people.checked).toBe(false);

    await user.click(people);
    const peopleTable = screen.getByRole('table', { name: 'People' });
    for (const checkbox of within(peopleTable).getAllByRole<HTMLInputElement>('checkbox')) {
      expect(checkbox.checked).toBe(true);
    }
    expect(people.checked).toBe(true);
    await user.click(people);
    expect(box('Branches: Read').checked).toBe(false);
    expect(box('Medications: Read').checked).toBe(true);

    // Keyboard: the select-all box takes the focus and a space ticks it.
    people.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(server.calls('PUT', GRANTS)).toHaveLength(1));
    expect(server.calls('PUT', GRANTS)[0]?.body).toMatchObject({
      permissions: [
        'branches.create',
        'branches.delete',
        'branches.read',
        'branches.update',
        'medications.read',
        'users.create',
        'users.delete',
        'users.read',
        'users.update',
      ],
    });
  });

  it('on a conflict shows the grants as saved meanwhile, says so, and saves with the new version', async () => {
    const newer = grants(['branches.read', 'users.read'], 5);
    const server = roleServer({
      [`GET ${GRANTS}`]: () => ok(grants(['branches.read'])),
      [`PUT ${GRANTS}`]: (request) =>
        (request.body as { version: number }).version === 3
          ? {
              status: 409,
              body: {
                status: false,
                message: 'Someone else saved this user role.',
                data: { current: newer },
                errors: {},
              },
            }
          : ok(grants((request.body as { permissions: string[] }).permissions, 6)),
    });
    const user = await openPermissions();
    await user.click(box('Users: Delete'));
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));

    expect(await screen.findByText('Someone else saved this role meanwhile')).toBeTruthy();
    expect(box('Users: Read').checked).toBe(true);
    expect(box('Users: Delete').checked).toBe(false);

    await user.click(box('Users: Update'));
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(server.calls('PUT', GRANTS)).toHaveLength(2));
    expect(server.calls('PUT', GRANTS)[1]?.body).toEqual({
      permissions: ['branches.read', 'users.read', 'users.update'],
      version: 5,
    });
  });

  it('shows the super administrator’s permissions as fixed, with no way to save', async () => {
    roleServer({ [`GET ${GRANTS}`]: () => ok(grants([], 1, 'super_admin')) });
    await openPermissions();
    expect(screen.getByText(/always holds every permission/)).toBeTruthy();
    expect(box('Users: Delete').checked).toBe(true);
    expect(box('Users: Delete').disabled).toBe(true);
    expect(box('Select all in People').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save permissions' })).toBeNull();
  });

  it('greys out the permissions one does not hold, and select-all leaves them alone', async () => {
    const server = roleServer(
      {
        [`GET ${GRANTS}`]: () => ok(grants(['users.read'])),
        [`PUT ${GRANTS}`]: (request) =>
          ok(grants((request.body as { permissions: string[] }).permissions, 4)),
      },
      userWhoMay(['user-roles', 'users']),
    );
    const user = await openPermissions();
    expect(screen.getByText(/tick only the permissions you hold yourself/)).toBeTruthy();
    expect(box('Branches: Read').disabled).toBe(true);
    expect(box('Users: Create').disabled).toBe(false);
    await user.click(box('Select all in People'));
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(server.calls('PUT', GRANTS)).toHaveLength(1));
    expect(server.calls('PUT', GRANTS)[0]?.body).toMatchObject({
      permissions: ['users.create', 'users.delete', 'users.read', 'users.update'],
    });
  });

  it('does not offer to change one’s own role, and says why', async () => {
    roleServer(
      { [`GET ${GRANTS}`]: () => ok(grants(['users.read'], 3, manager.userRole)) },
      manager,
    );
    await openPermissions();
    expect(screen.getByText('Your own role')).toBeTruthy();
    expect(box('Users: Create').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save permissions' })).toBeNull();
  });

  it('does not offer to change a role holding what one lacks, and says why', async () => {
    roleServer(
      { [`GET ${GRANTS}`]: () => ok(grants(['users.read', 'branches.delete'])) },
      userWhoMay(['user-roles', 'users']),
    );
    await openPermissions();
    expect(screen.getByText(/holds permissions you do not hold/)).toBeTruthy();
    expect(box('Users: Create').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save permissions' })).toBeNull();
  });

  it('lets the details be saved after the permissions, although the role’s version moved', async () => {
    let detailsVersion = 3;
    const server = roleServer({
      [`GET ${GRANTS}`]: () => ok(grants([])),
      [`PUT ${GRANTS}`]: (request) => {
        detailsVersion = 4;
        return ok(grants((request.body as { permissions: string[] }).permissions, 4));
      },
      [`PUT ${ROLE}`]: (request) => {
        const body = request.body as { version: number };
        // The permissions moved the version; the name and description are as first read.
        return body.version === detailsVersion
          ? ok({ ...role, ...body, version: 5 })
          : {
              status: 409,
              body: {
                status: false,
                message: 'Someone else saved this user role.',
                data: { current: { ...role, version: detailsVersion } },
                errors: {},
              },
            };
      },
    });
    const user = await openPermissions();
    await user.click(box('Users: Read'));
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    await alertSaying('The permissions of Care coordinator are saved.');

    await user.click(screen.getByRole('tab', { name: 'Details' }));
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Plans visits in Harrogate');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await alertSaying('User Role saved.')).toBeTruthy();
    expect(
      server.calls('PUT', ROLE).map((call) => (call.body as { version: number }).version),
    ).toEqual([3, 4]);
    expect(screen.queryByText('Someone else saved this meanwhile')).toBeNull();
  });

  it('lists permission changes in the role’s history as people read them', async () => {
    roleServer({
      [`GET ${ROLE}/history`]: () =>
        ok({
          items: [
            {
              id: 'h1',
              at: '2025-07-02T13:05:00.000Z',
              actorName: 'Alex Morgan',
              action: 'role.permissions',
              changes: { added: ['users.read', 'users.create'], removed: ['audit.read'] },
            },
          ],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/user-roles/${ROLE_ID}/edit`);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'History, newest first' });
    expect(history.textContent).toBe(
      '02/07/2025 14:05: Alex Morgan changed its permissionsAdded: Users: Read, Users: CreateRemoved: Audit trail: Read',
    );
  });
});
