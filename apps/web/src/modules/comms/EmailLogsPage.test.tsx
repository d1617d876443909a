import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, officeUser, ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmailLogsPage', () => {
  it('lists sent emails in UK time and opens a row to show the body with live links', async () => {
    fakeServer({
      'GET /api/v1/user': () =>
        ok({ data: { ...officeUser, userPermissions: ['email-logs.read'] } }),
      'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
      'GET /api/v1/email-logs': () =>
        ok(
          page([
            {
              id: 'e1',
              to: 'ann@care360.test',
              subject: 'Reset your password',
              body: 'Hello Ann,\nOpen https://care360.test/reset-password/abc to continue.',
              status: 'sent',
              sentAt: '2025-07-14T23:30:00Z',
            },
          ]),
        ),
    });
    const user = userEvent.setup();
    renderApp('/app/email-logs');
    const table = await screen.findByRole('table', { name: 'Sent emails' });
    expect(within(table).getByText('15/07/2025 00:30')).toBeTruthy();
    expect(within(table).getByText('Sent')).toBeTruthy();

    const toggle = within(table).getByRole('button', { name: /Reset your password/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(table).queryByRole('link')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const link = within(table).getByRole('link', {
      name: 'https://care360.test/reset-password/abc',
    });
    expect(link.getAttribute('href')).toBe('https://care360.test/reset-password/abc');
    expect(link.getAttribute('rel')).toContain('noopener');

    await user.click(toggle);
    expect(within(table).queryByRole('link')).toBeNull();
  });
});
