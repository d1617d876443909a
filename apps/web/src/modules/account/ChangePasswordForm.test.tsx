import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { currentUserQuery } from '../../platform/current-user';
import { fakeServer, officeUser, ok, refused } from '../../test/fake-server';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = '/api/v1/account/password';
const NEW_PASSWORD = 'granite lantern orchard velvet';

function renderForm() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, officeUser);
  render(
    <AppProviders queryClient={queryClient} env="test">
      <ChangePasswordForm />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  password: string,
  again: string,
) {
  if (current) await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password(?! again)/), password);
  await user.type(screen.getByLabelText(/^New password again/), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('changing the password when signed in', { timeout: 20_000 }, () => {
  it('sends the current and new password and says it is done', async () => {
    const server = fakeServer({
      [`POST ${PATH}`]: () => ok(null, 'Your password has been changed.'),
    });
    const user = renderForm();
    await fill(user, 'old password here', NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(server.calls('POST', PATH).map((call) => call.body)).toEqual([
      { currentPassword: 'old password here', password: NEW_PASSWORD },
    ]);
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
  });

  it('asks for the current password and the same new password twice before sending', async () => {
    const server = fakeServer({});
    const user = renderForm();
    await fill(user, '', NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    expect(server.calls('POST', PATH)).toHaveLength(0);
  });

  it('shows the server refusing a wrong current password at that field', async () => {
    fakeServer({
      [`POST ${PATH}`]: () =>
        refused(400, 'Please correct the highlighted fields.', {
          currentPassword: ['Your current password is not right.'],
        }),
    });
    const user = renderForm();
    await fill(user, 'not my password', NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('Your current password is not right.')).toBeTruthy();
    expect(screen.queryByText('Your password has been changed.')).toBeNull();
  });
});
