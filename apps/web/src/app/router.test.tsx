import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, officeUser, ok, page, refused } from '../test/fake-server';
import { currentHref, renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routes and titles', () => {
  it('titles the sign-in page from its route', async () => {
    fakeServer({});
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Login'));
  });

  it('shows the not-found page for an unknown path', async () => {
    fakeServer({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Page Not Found'));
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/app',
    );
  });

  it('shows the not-found page inside the app shell for an unknown app path', async () => {
    fakeServer({
      'GET /api/v1/user': () => ok({ data: officeUser }),
      'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
    });
    renderApp('/app/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Page Not Found'));
  });

  it('titles an app page from its route', async () => {
    fakeServer({
      'GET /api/v1/user': () => ok({ data: officeUser }),
      'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
      'GET /api/v1/branches': () => ok(page([])),
    });
    renderApp('/app/branches');
    expect(await screen.findByRole('heading', { name: 'Branches', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Branches'));
  });

  it('sends a signed-out person to sign in, remembering the page', async () => {
    fakeServer({ 'GET /api/v1/user': () => refused(401, 'Sign in to continue.') });
    const { router } = renderApp('/app/users?search=ann');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    const search = new URLSearchParams(router.state.location.searchStr);
    expect(router.state.location.pathname).toBe('/');
    expect(search.get('next')).toBe('/app/users?search=ann');
  });

  it('shows an error with a way to retry when the user cannot be loaded', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer({ 'GET /api/v1/user': () => refused(500, 'The server had a problem.') });
    const { router } = renderApp('/app');
    expect((await screen.findByRole('alert')).textContent).toContain('The server had a problem.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(currentHref(router)).toBe('/app');
  });
});
