import { defineRecord, field, type RecordKindName } from '@care360/domain';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { fakeServer, ok, refused } from '../../../test/fake-server';
import { currentUserQuery } from '../../current-user';
import { RecordForm } from '../RecordForm';
import type { RecordRow } from '../record-api';
import { recordLocation } from '../record-location';
import { HIDDEN_PLACEHOLDER } from './SensitiveField';

afterEach(() => {
  vi.unstubAllGlobals();
});

const homes = defineRecord({
  // Not a declared kind: named as one so its permissions are in the typed vocabulary.
  name: 'homes' as RecordKindName,
  area: 'test',
  singular: 'Home',
  plural: 'Homes',
  fields: {
    name: field.text('Name', { required: true }),
    keySafe: field.text('Key safe', { sensitive: true }),
  },
  list: { columns: ['name'], sort: 'name' },
});

/** A home as the API answers it: the code withheld, and said to be set. */
const saved: RecordRow = {
  id: 'h1',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  name: 'Rose Cottage',
  keySafe: null,
  _withheld: { keySafe: true },
};

/** Homes whose key-safe code only holders of a permission of their own may see. */
const guardedHomes = defineRecord({
  name: 'homes' as RecordKindName,
  area: 'test',
  singular: 'Home',
  plural: 'Homes',
  fields: {
    name: field.text('Name', { required: true }),
    keySafe: field.text('Key safe', { sensitive: true, revealPermission: 'key-safes.read' }),
  },
  list: { columns: ['name'], sort: 'name' },
});

const signedIn = (userPermissions: string[]) => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Pat Reader',
  email: 'pat@care360.local',
  userRole: 'office',
  userRoleName: 'Office',
  userPermissions,
  organisation: { id: '00000000-0000-4000-8000-000000000002', name: 'Meadowbank' },
  branch: null,
  branchScope: null,
  parentUserId: null,
  mfaEnrolmentDue: false,
});

function renderForm(
  readOnly = false,
  kind: typeof homes | typeof guardedHomes = homes,
  user?: ReturnType<typeof signedIn>,
) {
  const location = recordLocation(kind, {}, [kind]);
  const rootRoute = createRootRoute({
    component: () => <RecordForm location={location} record={saved} readOnly={readOnly} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) queryClient.setQueryData(currentUserQuery.queryKey, user);
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const REVEAL = 'GET /api/v1/homes/h1/reveal/keySafe';

describe('a sensitive field on a record page', { timeout: 20_000 }, () => {
  it('stays hidden, and a save without showing it keeps the saved value', async () => {
    const server = fakeServer({
      'PUT /api/v1/homes/h1': (request) => ok({ ...saved, ...(request.body as object) }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    const box = await screen.findByRole('textbox', { name: 'Key safe' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(box.getAttribute('placeholder')).toBe(HIDDEN_PLACEHOLDER);
    expect(screen.getByRole('button', { name: 'Show the key safe' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PUT', '/api/v1/homes/h1')).toHaveLength(1));
    expect(server.calls('GET', '/api/v1/homes/h1/reveal/keySafe')).toHaveLength(0);
    // Empty and still withheld: the server keeps the code it has.
    expect(server.calls('PUT', '/api/v1/homes/h1')[0]?.body).toMatchObject({
      keySafe: null,
      _withheld: { keySafe: true },
      version: 3,
    });
  });

  it('shows the value on request, and then saves what the person changed it to', async () => {
    const server = fakeServer({
      [REVEAL]: () => ok({ field: 'keySafe', value: 'By the door, code 4821' }),
      'PUT /api/v1/homes/h1': (request) => ok({ ...saved, ...(request.body as object) }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Show the key safe' }));
    const box = screen.getByRole('textbox', { name: 'Key safe' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('By the door, code 4821'));
    expect(screen.queryByRole('button', { name: 'Show the key safe' })).toBeNull();

    await user.clear(box);
    await user.type(box, 'By the door, code 1066');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PUT', '/api/v1/homes/h1')).toHaveLength(1));
    expect(server.calls('PUT', '/api/v1/homes/h1')[0]?.body).toMatchObject({
      keySafe: 'By the door, code 1066',
      _withheld: { keySafe: false },
    });
  });

  it('takes a new value typed without showing the old one', async () => {
    const server = fakeServer({
      'PUT /api/v1/homes/h1': (request) => ok({ ...saved, ...(request.body as object) }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Key safe' }), 'Side gate, 7702');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PUT', '/api/v1/homes/h1')).toHaveLength(1));
    expect(server.calls('PUT', '/api/v1/homes/h1')[0]?.body).toMatchObject({
      keySafe: 'Side gate, 7702',
    });
  });

  it('may be shown to someone who can only read the record, and says why a refusal failed', async () => {
    fakeServer({ [REVEAL]: () => refused(403, 'You do not have permission to do that.') });
    const user = userEvent.setup({ delay: null });
    renderForm(true);
    await user.click(await screen.findByRole('button', { name: 'Show the key safe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have permission to do that.',
    );
    expect((screen.getByRole('textbox', { name: 'Key safe' }) as HTMLInputElement).value).toBe('');
  });

  it('offers Show only to those holding the permission its reveal needs', async () => {
    const server = fakeServer({
      [REVEAL]: () => ok({ field: 'keySafe', value: 'By the door, code 4821' }),
    });
    renderForm(true, guardedHomes, signedIn(['homes.read']));
    await screen.findByRole('textbox', { name: 'Key safe' });
    expect(screen.queryByRole('button', { name: 'Show the key safe' })).toBeNull();
    expect(
      screen.getByText('A key safe is saved; it is shown only to those who may see it.'),
    ).toBeTruthy();
    expect(server.calls('GET', '/api/v1/homes/h1/reveal/keySafe')).toHaveLength(0);
  });

  it('shows it to a holder of that permission on request', async () => {
    fakeServer({ [REVEAL]: () => ok({ field: 'keySafe', value: 'By the door, code 4821' }) });
    const user = userEvent.setup({ delay: null });
    renderForm(true, guardedHomes, signedIn(['homes.read', 'key-safes.read']));
    await user.click(await screen.findByRole('button', { name: 'Show the key safe' }));
    const box = screen.getByRole('textbox', { name: 'Key safe' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('By the door, code 4821'));
  });
});
