import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFilter, saveFilter } from '../platform/saved-state';
import { fakeServer, officeUser, ok, refused } from '../test/fake-server';
import { currentHref, renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SwitchAccountPage', () => {
  it('shows the refusal message when the account is not linked', async () => {
    const server = fakeServer({
      'POST /api/v1/account/switch': () => refused(403, 'That account is not linked to yours.'),
    });
    const { router } = renderApp('/switch-account/p1/u9');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That account is not linked to yours.',
    );
    expect(screen.getByRole('link', { name: 'Back to the app' })).toBeTruthy();
    expect(currentHref(router)).toBe('/switch-account/p1/u9');
    expect(server.calls('POST', '/api/v1/account/switch')).toHaveLength(1);
  });

  it('switches once, forgets the old account’s filters and opens the app', async () => {
    saveFilter('users', 'ann');
    const server = fakeServer({
      'POST /api/v1/account/switch': () => ok({ data: { ...officeUser, id: 'u2' } }),
      'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
    });
    const { router } = renderApp('/switch-account/p1/u2');
    await waitFor(() => expect(currentHref(router)).toBe('/app'));
    expect(await screen.findByRole('heading', { level: 1, name: /Amara/ })).toBeTruthy();
    expect(server.calls('POST', '/api/v1/account/switch')).toHaveLength(1);
    // The new session's user came with the switch; it is not fetched again.
    expect(server.calls('GET', '/api/v1/user')).toHaveLength(0);
    expect(readFilter('users')).toBe('');
    expect((await screen.findByRole('status')).textContent).toContain(
      'You are now working as Amara Okafor, Office manager, at Riverside Care.',
    );
  });
});
