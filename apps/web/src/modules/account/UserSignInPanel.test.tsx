import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { currentUserQuery } from '../../platform/current-user';
import type { RecordLocation } from '../../platform/records/record-location';
import { fakeServer, officeUser, ok, refused } from '../../test/fake-server';
import { UserSignInPanel } from './UserSignInPanel';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(record: { id: string; name: string }) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, officeUser);
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <UserSignInPanel
        location={{} as RecordLocation}
        record={{ ...record, version: 1, createdAt: '', updatedAt: '' }}
      />
    </AppProviders>,
  );
}

describe("a user's Sign-in tab", () => {
  it('removes their authenticator app only after asking, and says what happened', async () => {
    const server = fakeServer({
      'POST /api/v1/users/u2/mfa/reset': () =>
        ok(null, "Jo Bloggs's authenticator app has been removed."),
    });
    renderPanel({ id: 'u2', name: 'Jo Bloggs' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    expect(server.calls('POST', '/api/v1/users/u2/mfa/reset')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    await user.click(
      screen.getByRole('button', { name: "Yes, remove Jo Bloggs's authenticator app" }),
    );
    expect(await screen.findByText("Jo Bloggs's authenticator app has been removed.")).toBeTruthy();
    expect(server.calls('POST', '/api/v1/users/u2/mfa/reset')).toHaveLength(1);
  });

  it('shows a refusal', async () => {
    fakeServer({
      'POST /api/v1/users/u2/mfa/reset': () => refused(403, 'You cannot manage this person.'),
    });
    renderPanel({ id: 'u2', name: 'Jo Bloggs' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    await user.click(
      screen.getByRole('button', { name: "Yes, remove Jo Bloggs's authenticator app" }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You cannot manage this person.',
    );
  });

  it('sends a person to their own Account security page for themselves', () => {
    renderPanel({ id: officeUser.id, name: officeUser.name });
    expect(
      screen.getByText(/Your own sign-in settings are on your Account security page/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove authenticator app' })).toBeNull();
  });
});
