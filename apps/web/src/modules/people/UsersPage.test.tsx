import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFilter, saveFilter } from '../../platform/saved-state';
import {
  type FakeAnswer,
  fakeServer,
  officeUser,
  ok,
  page,
  type SeenRequest,
} from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import type { UserRow } from './UsersPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ann: UserRow = {
  id: 'u5',
  name: 'Ann Lee',
  email: 'ann@care360.test',
  userRole: 'carer',
  userRoleName: 'Carer',
  branchName: 'Leeds North',
  active: true,
};

function usersServer(answer: (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>) {
  return fakeServer({
    'GET /api/v1/user': () => ok({ data: officeUser }),
    'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
    'GET /api/v1/users': answer,
  });
}

const lastUsersQuery = (server: ReturnType<typeof usersServer>) =>
  Object.fromEntries(server.calls('GET', '/api/v1/users').at(-1)?.query ?? []);

describe('UsersPage', () => {
  it('lists users sorted by name and toggles the sort on the server', async () => {
    const server = usersServer(() => ok(page([ann], null, 1)));
    const user = userEvent.setup();
    renderApp('/app/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Ann Lee')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(lastUsersQuery(server)).toMatchObject({ sort: 'name', dir: 'asc' });

    await user.click(within(table).getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(lastUsersQuery(server)).toMatchObject({ sort: 'email', dir: 'asc' }),
    );
    await user.click(within(table).getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(lastUsersQuery(server)).toMatchObject({ sort: 'email', dir: 'desc' }),
    );
  });

  it('saves the search and restores it on return', async () => {
    const server = usersServer((request) =>
      ok(page(request.query.get('search') === 'zed' ? [] : [ann])),
    );
    const user = userEvent.setup();
    const first = renderApp('/app/users');
    await user.type(await screen.findByLabelText(/Search users/), 'zed');
    expect(readFilter('users')).toBe('zed');
    expect(await screen.findByText('No users match “zed”.')).toBeTruthy();
    expect(lastUsersQuery(server)).toMatchObject({ search: 'zed' });
    first.unmount();

    renderApp('/app/users');
    const search = await screen.findByLabelText<HTMLInputElement>(/Search users/);
    expect(search.value).toBe('zed');
  });

  it('shows the line loader while the list loads', async () => {
    saveFilter('users', '');
    let answer: (value: FakeAnswer) => void = () => {};
    usersServer(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    renderApp('/app/users');
    expect(await screen.findByRole('progressbar', { name: 'Loading users' })).toBeTruthy();
    answer(ok(page([ann])));
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('progressbar', { name: 'Loading users' })).toBeNull();
  });

  it('says so when there are no users', async () => {
    usersServer(() => ok(page([])));
    renderApp('/app/users');
    expect(await screen.findByText('No users have been added.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loads more rows with the next cursor', async () => {
    const bob = { ...ann, id: 'u6', name: 'Bob Hale' };
    const server = usersServer((request) =>
      request.query.get('cursor') === 'c2' ? ok(page([bob], null, 2)) : ok(page([ann], 'c2', 2)),
    );
    const user = userEvent.setup();
    renderApp('/app/users');
    expect(await screen.findByText('Showing 1 of 2 users')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more users' }));
    expect(await screen.findByText('Bob Hale')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 users')).toBeTruthy();
    expect(lastUsersQuery(server)).toMatchObject({ cursor: 'c2' });
  });
});
