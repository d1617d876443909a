import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFilter, saveFilter } from '../platform/saved-state';
import { fakeServer, officeUser, ok, refused } from '../test/fake-server';
import { currentHref, renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const linkedAccounts = () =>
  ok({
    parentUserId: 'p1',
    accounts: [
      {
        id: 'p1',
        name: 'Sam Patel',
        email: 'sam@care360.test',
        userRole: 'super_admin',
        userRoleName: 'Super administrator',
        organisationName: 'Meadowbank Home Care',
        current: true,
      },
      {
        id: 'u2',
        name: 'Amara Okafor',
        email: 'amara@care360.test',
        userRole: 'office_manager',
        userRoleName: 'Office manager',
        organisationName: 'Riverside Care',
        current: false,
      },
    ],
  });

const QUESTION = 'Switch to Amara Okafor, Office manager at Riverside Care?';

describe('SwitchAccountPage', () => {
  it('asks first: opening the address alone switches nothing', async () => {
    const server = fakeServer({ 'GET /api/v1/account/switch-accounts-list': linkedAccounts });
    renderApp('/switch-account/p1/u2');
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(server.calls('POST', '/api/v1/account/switch')).toHaveLength(0);
  });

  it('on Switch, switches once, forgets the old account’s filters and opens the app', async () => {
    saveFilter('users', 'ann');
    const server = fakeServer({
      'POST /api/v1/account/switch': () => ok({ data: { ...officeUser, id: 'u2' } }),
      'GET /api/v1/account/switch-accounts-list': linkedAccounts,
    });
    const { router } = renderApp('/switch-account/p1/u2');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(currentHref(router)).toBe('/app'));
    expect(await screen.findByRole('heading', { level: 1, name: /Amara/ })).toBeTruthy();
    const posted = server.calls('POST', '/api/v1/account/switch');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({ parent_user: 'p1', target_user: 'u2' });
    // The new session's user came with the switch; it is not fetched again.
    expect(server.calls('GET', '/api/v1/user')).toHaveLength(0);
    expect(readFilter('users')).toBe('');
    expect((await screen.findByRole('status')).textContent).toContain(
      'You are now working as Amara Okafor, Office manager, at Riverside Care.',
    );
  });

  it('on Cancel, goes back to the app as the same account', async () => {
    const server = fakeServer({
      'GET /api/v1/account/switch-accounts-list': linkedAccounts,
      'GET /api/v1/user': () => ok({ data: officeUser }),
    });
    const { router } = renderApp('/switch-account/p1/u2');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentHref(router)).toBe('/app'));
    expect(server.calls('POST', '/api/v1/account/switch')).toHaveLength(0);
  });

  it('offers no switch to an account that is not linked', async () => {
    const server = fakeServer({ 'GET /api/v1/account/switch-accounts-list': linkedAccounts });
    renderApp('/switch-account/p1/u9');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That account is not linked to yours.',
    );
    expect(screen.queryByRole('button', { name: 'Switch' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toBeTruthy();
    expect(server.calls('POST', '/api/v1/account/switch')).toHaveLength(0);
  });

  it('shows the server’s refusal when the switch is refused after asking', async () => {
    fakeServer({
      'GET /api/v1/account/switch-accounts-list': linkedAccounts,
      'POST /api/v1/account/switch': () => refused(403, 'That account is not linked to yours.'),
    });
    const { router } = renderApp('/switch-account/p1/u2');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That account is not linked to yours.',
    );
    expect(currentHref(router)).toBe('/switch-account/p1/u2');
  });
});
