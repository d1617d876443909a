import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, officeUser, ok, page, refused } from '../test/fake-server';
import { currentHref, renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email address/), 'amara@care360.test');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('signing in with a code', () => {
  it('asks for the code after a right password, then goes to next', {
    timeout: 20_000,
  }, async () => {
    const server = fakeServer({
      'POST /login': () => ok({ mfaRequired: true }),
      'POST /login/mfa': (request) =>
        (request.body as { code: string }).code === '123456'
          ? ok({ data: officeUser })
          : refused(401, 'That code is not right.', { code: ['That code is not right.'] }),
      'GET /api/v1/users': () => ok(page([])),
    });
    const { router } = renderApp('/?next=%2Fapp%2Fusers');
    const user = await signInWithPassword();

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: /Code from your authenticator app/ });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeTruthy();
    expect(currentHref(router)).toBe('/app/users');
    expect(server.calls('POST', '/login/mfa').map((call) => call.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('takes a recovery code instead, typed as text', async () => {
    fakeServer({ 'POST /login': () => ok({ mfaRequired: true }) });
    renderApp('/');
    const user = await signInWithPassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const code = screen.getByRole('textbox', { name: /Recovery code/ });
    expect(code.getAttribute('inputmode')).toBe('text');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('goes back to the password when the pending sign-in has ended', async () => {
    fakeServer({
      'POST /login': () => ok({ mfaRequired: true }),
      'POST /login/mfa': () => refused(401, 'Your sign-in has timed out.'),
    });
    renderApp('/');
    const user = await signInWithPassword();
    await user.type(
      await screen.findByRole('textbox', { name: /Code from your authenticator app/ }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Your sign-in has timed out.');
  });
});
