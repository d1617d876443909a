import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { fakeServer, ok } from '../../test/fake-server';
import { NotificationsPage } from './NotificationsPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CARER_CHOICES = [
  { category: 'visits-new', label: 'New visits on my rota', on: true },
  { category: 'visits-changed', label: 'Changes to my visits', on: true },
  { category: 'cover-offered', label: 'Visits offered to me as cover', on: true },
  {
    category: 'cover-gone',
    label: 'A visit I was offered has gone to someone else',
    on: true,
  },
];

function shown() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <NotificationsPage />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The server as a carer's account sees it: their choices, saved as they are changed. */
function server() {
  let categories = CARER_CHOICES.map((entry) => ({ ...entry }));
  return fakeServer({
    'GET /api/v1/my/push-preferences': () => ok({ categories, devices: 0 }),
    'PUT /api/v1/my/push-preferences': (request) => {
      const asked = (request.body as { categories: Record<string, boolean> }).categories;
      categories = categories.map((entry) => ({ ...entry, on: asked[entry.category] ?? entry.on }));
      return ok({ categories, devices: 0 }, 'Your notifications are saved.');
    },
    'GET /api/v1/push/public-key': () => ok({ publicKey: 'BAAAAA' }),
    'POST /api/v1/my/push-subscriptions': () => ok({ id: '11111111-1111-4111-8111-111111111111' }),
  });
}

describe('the notifications page', () => {
  it('says push is not available on a browser without it, and still saves each tick', async () => {
    const fake = server();
    shown();
    expect(
      await screen.findByText('Push notifications are not available on this browser'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Turn on for this device' })).toBeNull();

    const offered = await screen.findByRole('checkbox', { name: 'Visits offered to me as cover' });
    expect((offered as HTMLInputElement).checked).toBe(true);
    await userEvent.click(offered);
    await vi.waitFor(() =>
      expect(
        (
          screen.getByRole('checkbox', {
            name: 'Visits offered to me as cover',
          }) as HTMLInputElement
        ).checked,
      ).toBe(false),
    );
    await vi.waitFor(() =>
      expect(
        screen
          .getByRole('checkbox', { name: 'Visits offered to me as cover' })
          .hasAttribute('disabled'),
      ).toBe(false),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Visits offered to me as cover' }));
    await vi.waitFor(() =>
      expect(fake.calls('PUT', '/api/v1/my/push-preferences')).toHaveLength(2),
    );
    expect(fake.calls('PUT', '/api/v1/my/push-preferences').map((call) => call.body)).toEqual([
      { categories: { 'cover-offered': false } },
      { categories: { 'cover-offered': true } },
    ]);
    await vi.waitFor(() =>
      expect(
        (
          screen.getByRole('checkbox', {
            name: 'Visits offered to me as cover',
          }) as HTMLInputElement
        ).checked,
      ).toBe(true),
    );
  });

  it('turns push on for this device: permission, the VAPID key, and the registration sent', async () => {
    const fake = server();
    const registration = {
      pushManager: {
        getSubscription: vi.fn(async () => null),
        subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => ({
          toJSON: () => ({
            endpoint: 'https://push.example.com/abc',
            expirationTime: null,
            keys: { p256dh: 'key', auth: 'secret' },
            sentKey: [...options.applicationServerKey],
          }),
        })),
      },
    };
    const register = vi.fn(async () => registration);
    vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => 'granted') });
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register,
        getRegistration: async () => undefined,
        ready: Promise.resolve(registration),
      },
    });
    try {
      shown();
      await userEvent.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
      await vi.waitFor(() =>
        expect(fake.calls('POST', '/api/v1/my/push-subscriptions')).toHaveLength(1),
      );
      expect(register).toHaveBeenCalledWith('/carer-sw.js', { scope: '/' });
      expect(fake.calls('POST', '/api/v1/my/push-subscriptions')[0]?.body).toMatchObject({
        endpoint: 'https://push.example.com/abc',
        // 'BAAAAA' in base64url: the bytes the browser subscribes with.
        sentKey: [4, 0, 0, 0],
      });
      expect(await screen.findByText('Push notifications are on for this device.')).toBeDefined();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
