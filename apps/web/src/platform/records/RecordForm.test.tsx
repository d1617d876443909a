import {
  defineRecord,
  field,
  type RecordKind,
  type RecordKindName,
  recordKind,
} from '@care360/domain';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { fakeServer, ok, page } from '../../test/fake-server';
import { RecordForm } from './RecordForm';
import { recordLocation } from './record-location';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPTIONS = [
  { value: 'am', label: 'Morning' },
  { value: 'pm', label: 'Afternoon' },
];

/** One field of every kind, as a declaration would have them. */
const everything = defineRecord({
  // Not a declared kind: named as one so its permissions are in the typed vocabulary.
  name: 'everything' as RecordKindName,
  area: 'test',
  singular: 'Thing',
  plural: 'Things',
  fields: {
    title: field.text('Title', { required: true, max: 40 }),
    notes: field.longText('Notes'),
    count: field.number('Count', { min: 0 }),
    price: field.money('Price'),
    due: field.date('Due date'),
    startsAt: field.time('Start time'),
    happenedAt: field.dateTime('Happened at'),
    active: field.yesNo('Active', { default: true }),
    slot: field.choice('Slot', OPTIONS),
    slots: field.multiChoice('Slots', OPTIONS),
    band: field.reference('Band', 'bands'),
    email: field.email('Email'),
    phone: field.phone('Phone'),
    postcode: field.postcode('Postcode'),
    ni: field.niNumber('National Insurance number'),
    nhs: field.nhsNumber('NHS number'),
    colour: field.colour('Colour'),
    signature: field.signature('Signature'),
    document: field.file('Document'),
  },
  list: { columns: ['title'], sort: 'title' },
});

function renderForm(kind: RecordKind = everything) {
  const location = recordLocation(kind, {}, [kind]);
  const rootRoute = createRootRoute({
    component: () => <RecordForm location={location} record={null} readOnly={false} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('RecordForm widgets', () => {
  it('gives every field kind a labelled control', async () => {
    fakeServer({ 'GET /api/v1/everything/options/band': () => ok(page([])) });
    renderForm();
    await screen.findByRole('textbox', { name: 'Title' });
    for (const name of ['Notes', 'Count', 'Price', 'Due date', 'Email', 'Phone', 'Postcode']) {
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'National Insurance number' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'NHS number' })).toBeTruthy();
    // Dates and times are UK text boxes, never the browser's pickers, whose format follows its
    // language (an American browser would show 03/27/2025 and 2:30 PM).
    expect(screen.getByRole('textbox', { name: 'Due date' })).toHaveProperty(
      'placeholder',
      'DD/MM/YYYY',
    );
    expect(screen.getByRole('textbox', { name: 'Start time' })).toHaveProperty(
      'placeholder',
      'HH:MM',
    );
    expect(screen.getByRole('textbox', { name: 'Happened at' })).toHaveProperty(
      'placeholder',
      'DD/MM/YYYY HH:MM',
    );
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveProperty('checked', true);
    // The empty entry of an optional select is not "None", which many lists hold as an answer.
    const slot = screen.getByRole('combobox', { name: 'Slot' });
    expect(
      within(slot)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not recorded', 'Morning', 'Afternoon']);
    expect(screen.getByRole('group', { name: 'Slots' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Afternoon' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Band' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Colour' })).toBeTruthy();
    expect(screen.getByLabelText('Pick colour')).toHaveProperty('type', 'color');
    expect(screen.getByRole('group', { name: 'Signature' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Type your name instead' })).toBeTruthy();
    expect(screen.getByLabelText('Document')).toHaveProperty('type', 'file');
  });

  it('sends each kind in its API form', async () => {
    const server = fakeServer({
      'GET /api/v1/everything/options/band': () => ok(page([])),
      'POST /api/v1/everything': (request) =>
        ok({ id: 'e1', version: 1, ...(request.body as object) }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'A thing');
    await user.type(screen.getByRole('textbox', { name: 'Count' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '9.99');
    await user.type(screen.getByRole('textbox', { name: 'Due date' }), '27/03/2025');
    await user.type(screen.getByRole('textbox', { name: 'Start time' }), '930');
    await user.type(screen.getByRole('textbox', { name: 'Happened at' }), '15/07/2025 14:30');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Happened at' })).toHaveProperty(
      'value',
      '15/07/2025 14:30',
    );
    expect(screen.getByRole('textbox', { name: 'Start time' })).toHaveProperty('value', '09:30');
    await user.click(screen.getByRole('checkbox', { name: 'Afternoon' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Slot' }), 'Morning');
    await user.type(screen.getByRole('textbox', { name: 'Colour' }), '#1a73e8');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'ls1 5hd');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls('POST', '/api/v1/everything')).toHaveLength(1));
    expect(server.calls('POST', '/api/v1/everything')[0]?.body).toEqual({
      title: 'A thing',
      notes: null,
      count: 3,
      price: 999,
      due: '2025-03-27',
      startsAt: '09:30',
      // 14:30 on a July day in the UK is 13:30 UTC (BST).
      happenedAt: '2025-07-15T13:30:00.000Z',
      active: true,
      slot: 'am',
      slots: ['pm'],
      band: null,
      email: null,
      phone: null,
      // The server normalises; the browser sends what was typed.
      postcode: 'ls1 5hd',
      ni: null,
      nhs: null,
      colour: '#1a73e8',
      signature: null,
      document: null,
    });
  });

  it('warns, without refusing the save, when a medicine’s route does not fit its form', async () => {
    const server = fakeServer({
      'POST /api/v1/medications': (request) =>
        ok({ id: 'm1', version: 1, ...(request.body as object) }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm(recordKind('medications'));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bisacodyl');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Form' }), 'Suppository');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Route' }), 'Oral');
    expect((await screen.findByRole('status')).textContent).toMatch(
      /a suppository is usually given by the rectal route, not oral/,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Route' }), 'Rectal');
    await waitFor(() => expect(screen.queryByText(/Check the route/)).toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Route' }), 'Oral');
    await screen.findByText(/Check the route/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST', '/api/v1/medications')).toHaveLength(1));
    expect(server.calls('POST', '/api/v1/medications')[0]?.body).toMatchObject({
      form: 'Suppository',
      route: 'Oral',
    });
  });

  it('says why the server refused a save, as the server put it', async () => {
    const why =
      'You can only give a role whose permissions you hold yourself. Ask someone who holds them all.';
    fakeServer({
      'GET /api/v1/everything/options/band': () => ok(page([])),
      'POST /api/v1/everything': () => ({
        status: 403,
        body: { status: false, message: why, data: null, errors: {} },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'A thing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(why)).toBeTruthy();
  });
});
