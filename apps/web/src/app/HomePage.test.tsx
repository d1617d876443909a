import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../platform/current-user';
import { fakeServer, officeUser, ok } from '../test/fake-server';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serverFor(user: CurrentUser) {
  fakeServer({
    'GET /api/v1/user': () => ok({ data: user }),
    'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
  });
}

describe('HomePage', () => {
  it('greets the person and shows their organisation, branch and role', async () => {
    serverFor(officeUser);
    renderApp('/app');
    expect(await screen.findByRole('heading', { level: 1, name: /, Amara$/ })).toBeTruthy();
    expect(screen.getByText('Riverside Care')).toBeTruthy();
    expect(screen.getByText('Leeds North')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Office manager')).toBeTruthy();
  });

  it('links to the screens the person may open, and no others', async () => {
    serverFor(officeUser);
    renderApp('/app');
    const shortcuts = await screen.findByRole('region', { name: 'Go to' });
    const links = within(shortcuts)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Users', '/app/users'],
      ['Branches', '/app/branches'],
    ]);
  });

  it('says "All branches" for a person not tied to one branch', async () => {
    serverFor({ ...officeUser, branch: null });
    renderApp('/app');
    expect(await screen.findByText('All branches')).toBeTruthy();
  });
});
