import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFilter, saveFilter } from '../../platform/saved-state';
import { fakeServer, officeUser, ok, page } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { currentHref, renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const linkedAccounts = {
  parentUserId: 'p1',
  accounts: [
    {
      id: 'u1',
      name: 'Amara Okafor',
      email: 'amara@care360.test',
      userRole: 'office_manager',
      userRoleName: 'Office manager',
      organisationName: 'Riverside Care',
      current: true,
    },
    {
      id: 'u2',
      name: 'Amara Okafor',
      email: 'amara@hillside.test',
      userRole: 'registered_manager',
      userRoleName: 'Registered manager',
      organisationName: 'Hillside Homecare',
      current: false,
    },
  ],
};

function signedInServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/v1/user': () => ok({ data: officeUser }),
    'GET /api/v1/account/switch-accounts-list': () => ok(linkedAccounts),
    'GET /api/v1/users': () => ok(page([])),
    'GET /api/v1/branches': () => ok(page([])),
    ...extra,
  });
}

describe('app shell', () => {
  it('shows the person’s name and role in the header', async () => {
    signedInServer();
    renderApp('/app');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Amara Okafor')).toBeTruthy();
    expect(within(banner).getByText('Office manager')).toBeTruthy();
  });

  it('lists only the navigation the person may see, and marks the current page', async () => {
    signedInServer();
    renderApp('/app/users');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Users' });

    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/app'],
      ['Users', '/app/users'],
      ['Branches', '/app/branches'],
    ]);
    // Administration holds only screens this user lacks permission for, so it is not shown.
    expect(within(nav).queryByRole('button', { name: 'Administration' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'People' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('opens and closes a group from the keyboard and moves the current mark on navigation', async () => {
    signedInServer();
    const user = userEvent.setup();
    const { router } = renderApp('/app');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const people = await within(nav).findByRole('button', { name: 'People' });
    expect(people.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Branches' })).toBeNull();

    people.focus();
    await user.keyboard('{Enter}');
    expect(people.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(nav).getByRole('link', { name: 'Branches' }));

    await screen.findByRole('heading', { name: 'Branches', level: 1 });
    expect(currentHref(router)).toBe('/app/branches');
    expect(within(nav).getByRole('link', { name: 'Branches' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lists linked accounts and switches to the chosen one once confirmed', async () => {
    const server = signedInServer({
      'POST /api/v1/account/switch': () =>
        ok({ data: { ...officeUser, id: 'u2', organisation: { id: 'o2', name: 'Hillside' } } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Switch account' }));
    expect(screen.getByRole('menuitem', { name: /Riverside Care/ }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(screen.getByRole('menuitem', { name: /Hillside Homecare/ }));
    // The switch page asks first; nothing has switched yet.
    expect(
      await screen.findByText('Switch to Amara Okafor, Registered manager at Hillside Homecare?'),
    ).toBeTruthy();
    expect(server.calls('POST', '/api/v1/account/switch')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Switch' }));

    await waitFor(() => expect(server.calls('POST', '/api/v1/account/switch')).toHaveLength(1));
    expect(server.calls('POST', '/api/v1/account/switch')[0]?.body).toEqual({
      parent_user: 'p1',
      target_user: 'u2',
    });
    await screen.findByText('Hillside');
    expect(currentHref(router)).toBe('/app');
  });

  it('signs out: calls /logout, forgets saved filters and returns to sign in', async () => {
    const server = signedInServer({ 'POST /logout': () => ok(null) });
    saveFilter('users', 'ann');
    localStorage.setItem('view_change', '1');
    const user = userEvent.setup();
    const { router } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(currentHref(router)).toBe('/');
    expect(server.calls('POST', '/logout')).toHaveLength(1);
    expect(readFilter('users')).toBe('');
    expect(localStorage.getItem('view_change')).toBe('0');
  });

  it('on a phone, the navigation is a drawer behind the menu button, used from the keyboard', async () => {
    onAPhone();
    signedInServer();
    const user = userEvent.setup();
    const { router } = renderApp('/app/users');
    const menu = await screen.findByRole('button', { name: 'Open navigation' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    // Closed, its links are out of the Tab order.
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-controls')).toBe(nav.id);
    expect(nav.hasAttribute('inert')).toBe(true);

    menu.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Home'));
    expect(nav.hasAttribute('inert')).toBe(false);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(menu));
    expect(nav.hasAttribute('inert')).toBe(true);

    // Choosing a page closes the drawer.
    await user.click(menu);
    await user.click(await within(nav).findByRole('link', { name: 'Branches' }));
    await waitFor(() => expect(currentHref(router)).toBe('/app/branches'));
    await waitFor(() => expect(nav.hasAttribute('inert')).toBe(true));
  });
});
