import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, officeUser, ok, page, refused } from '../test/fake-server';
import { currentHref, renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows the server’s message when the sign-in is refused', async () => {
    const server = fakeServer({
      'POST /login': () => refused(401, 'The email or password is incorrect.'),
    });
    renderApp('/');
    await fillAndSubmit('amara@care360.test', 'wrong password');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The email or password is incorrect.');
    expect(server.calls('POST', '/login')[0]?.body).toEqual({
      email: 'amara@care360.test',
      password: 'wrong password',
    });
    expect(server.calls('POST', '/login')[0]?.headers.get('X-Requested-With')).toBe(
      'XMLHttpRequest',
    );
  });

  it('shows the server’s field errors at each field', async () => {
    fakeServer({
      'POST /login': () =>
        refused(400, 'Check the highlighted fields.', { email: ['Enter a valid email address.'] }),
    });
    renderApp('/');
    await fillAndSubmit('amara', 'whatever1234');

    const email = await screen.findByLabelText(/Email address/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    const described = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Enter a valid email address.');
    expect(document.activeElement).toBe(email);
  });

  it('asks for both fields before calling the server', async () => {
    const server = fakeServer({});
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('shows a loader in the button while signing in, then goes to next', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    fakeServer({
      'POST /login': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/v1/users': () => ok(page([])),
    });
    const { router } = renderApp('/?next=%2Fapp%2Fusers');
    await fillAndSubmit('amara@care360.test', 'correct horse battery');

    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer(ok({ data: officeUser }));

    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeTruthy();
    expect(currentHref(router)).toBe('/app/users');
  });

  it('ignores a next address outside the app', async () => {
    fakeServer({ 'POST /login': () => ok({ data: officeUser }) });
    const { router } = renderApp('/?next=https%3A%2F%2Fevil.example%2Fapp');
    await fillAndSubmit('amara@care360.test', 'correct horse battery');
    expect(await screen.findByRole('heading', { name: /Amara/, level: 1 })).toBeTruthy();
    expect(currentHref(router)).toBe('/app');
  });
});
