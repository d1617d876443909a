import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, page, refused } from '../../test/fake-server';
import { currentHref, renderApp } from '../../test/render-app';
import { resetSavedState } from '../saved-state';
import { alertSaying, descriptionOf, recordServer, row, userWhoMay } from './record-test-kit';

beforeAll(async () => {
  // The screens are lazy chunks; loading them once here keeps the first test within its timeouts.
  await import('./RecordFormPage');
  await import('./RecordListPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const funderCode = row('fc1', {
  code: 'LCC',
  name: 'Leeds City Council',
  type: 'Local authority',
  invoiceEmail: null,
  phone: null,
  active: true,
});
const SCALES = '/api/v1/funder-codes/fc1/funder-scales';

// Whole-app renders on a slow machine: more room than the 5 s default.
describe('add form', { timeout: 20_000 }, () => {
  it('checks the answers with the shared schema and shows each message at its field', async () => {
    const server = recordServer(userWhoMay(['funder-codes', 'funder-scales']), {
      'GET /api/v1/funder-codes/fc1': () => ok(funderCode),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/funder-codes/fc1/funder-scales/add');
    expect(await screen.findByRole('heading', { name: 'Add Funder Scale', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Add Funder Scale'));

    await user.type(screen.getByRole('textbox', { name: 'Rate per hour' }), '12.345');
    await user.type(screen.getByRole('textbox', { name: 'Applies from' }), '31/02/2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const scale = screen.getByRole('textbox', { name: 'Scale' });
    await waitFor(() => expect(scale.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(scale)).toContain('Enter a scale.');
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Rate per hour' }))).toContain(
      'Enter an amount in pounds and pence.',
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Applies from' }))).toContain(
      'Enter a real date.',
    );
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(scale);
    expect(server.calls('POST', SCALES)).toHaveLength(0);
  });

  it('posts money in pence and dates as YYYY-MM-DD with an idempotency key, then returns to the list', async () => {
    const server = recordServer(userWhoMay(['funder-codes', 'funder-scales']), {
      'GET /api/v1/funder-codes/fc1': () => ok(funderCode),
      [`POST ${SCALES}`]: (request) => ({
        status: 201,
        body: {
          status: true,
          message: '',
          data: row('s1', request.body as Record<string, unknown>),
          errors: {},
        },
      }),
      [`GET ${SCALES}`]: () => ok(page([])),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/app/funder-codes/fc1/funder-scales/add');
    await user.type(await screen.findByRole('textbox', { name: 'Scale' }), 'Standard day rate');
    await user.type(screen.getByRole('textbox', { name: 'Rate per hour' }), '£987.5');
    await user.type(screen.getByRole('textbox', { name: 'Mileage per mile' }), '0.45');
    await user.type(screen.getByRole('textbox', { name: 'Applies from' }), '1/4/2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls('POST', SCALES)).toHaveLength(1));
    const sent = server.calls('POST', SCALES)[0];
    expect(sent?.body).toEqual({
      name: 'Standard day rate',
      ratePerHour: 98_750,
      weekendRatePerHour: null,
      bankHolidayRatePerHour: null,
      mileagePerMile: 45,
      effectiveFrom: '2025-04-01',
      effectiveTo: null,
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await alertSaying('Funder Scale added.')).toBeTruthy();
    await waitFor(() => expect(currentHref(router)).toBe('/app/funder-codes/fc1/funder-scales'));
  });

  it('shows the server’s refusal at the field it names', async () => {
    recordServer(userWhoMay(['medications']), {
      'POST /api/v1/medications': () =>
        refused(400, 'Check the highlighted fields.', {
          name: ['A medication with this name already exists.'],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/medications/add');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Paracetamol');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(descriptionOf(name)).toContain('A medication with this name already exists.'),
    );
    expect(screen.getByText('Check the highlighted fields.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Paracetamol');
  });
});

// A real id: a 409's newer record is read against the schema the server declares.
const M1 = '0b6f3c52-6f0e-4c8e-9a57-3f1d2f4a9c11';
const MEDICATION = `/api/v1/medications/${M1}`;
const paracetamol = row(
  M1,
  {
    name: 'Paracetamol',
    strength: '500 mg',
    form: 'Tablet',
    route: 'Oral',
    controlled: false,
    notes: null,
  },
  3,
);

describe('edit form', { timeout: 20_000 }, () => {
  it('is view only, saying why, when the server says this record is not the person’s to change', async () => {
    const why = 'Only a super administrator can change a super administrator.';
    recordServer(userWhoMay(['medications']), {
      [`GET ${MEDICATION}`]: () => ok({ ...paracetamol, _readOnly: why }),
      'GET /api/v1/medications': () => ok(page([])),
    });
    renderApp(`/app/medications/${M1}/edit`);
    const strength = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Strength' });
    expect(strength.disabled).toBe(true);
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('keeps the person’s input on a conflict, shows the newer value beside the field, and saves over the newer version', async () => {
    const newer = { ...paracetamol, strength: '1 g', notes: 'Check dose', version: 4 };
    const server = recordServer(userWhoMay(['medications']), {
      [`GET ${MEDICATION}`]: () => ok(paracetamol),
      [`PUT ${MEDICATION}`]: (request) =>
        (request.body as { version: number }).version === 3
          ? {
              status: 409,
              body: {
                status: false,
                message: 'Someone else has changed this record.',
                data: { current: newer },
                errors: {},
              },
            }
          : ok({ ...newer, ...(request.body as object), version: 5 }),
      'GET /api/v1/medications': () => ok(page([])),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/medications/${M1}/edit`);
    const strength = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Strength' });
    expect(strength.value).toBe('500 mg');
    await user.clear(strength);
    await user.type(strength, '250 mg');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Someone else saved this meanwhile')).toBeTruthy();
    expect(strength.value).toBe('250 mg');
    const strengthHint = screen.getByText('1 g').parentElement as HTMLElement;
    expect(strengthHint.textContent).toBe('Saved by someone else: 1 g');
    expect(screen.getByText('Check dose')).toBeTruthy();
    // Fields the other person left alone show nothing.
    expect(screen.getAllByText(/Saved by someone else/)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Use their notes' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' }).value).toBe(
      'Check dose',
    );
    expect(screen.getAllByText(/Saved by someone else/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PUT', MEDICATION)).toHaveLength(2));
    expect(server.calls('PUT', MEDICATION)[1]?.body).toMatchObject({
      strength: '250 mg',
      notes: 'Check dose',
      version: 4,
    });
    expect(await alertSaying('Medication saved.')).toBeTruthy();
  });

  it('shows the history newest first, with field labels and UK values', async () => {
    recordServer(userWhoMay(['medications']), {
      [`GET ${MEDICATION}`]: () => ok(paracetamol),
      [`GET ${MEDICATION}/history`]: () =>
        ok({
          items: [
            {
              id: 'h1',
              at: '2025-01-10T09:15:00.000Z',
              actorName: 'Amara Okafor',
              action: 'create',
              changes: { name: [null, 'Paracetamol'] },
            },
            {
              id: 'h2',
              at: '2025-07-02T13:05:00.000Z',
              actorName: 'Ben Hall',
              action: 'update',
              changes: { controlled: [true, false], form: ['Capsule', 'Tablet'] },
            },
          ],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/medications/${M1}/edit`);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'History, newest first' });
    const entries = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history);
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '02/07/2025 14:05: Ben Hall changed itControlled drug: Yes → NoForm: Capsule → Tablet',
      '10/01/2025 09:15: Amara Okafor added itName: (empty) → Paracetamol',
    ]);
  });

  it('links a record to the lists nested under it', async () => {
    recordServer(userWhoMay(['funder-codes', 'funder-scales']), {
      'GET /api/v1/funder-codes/fc1': () => ok(funderCode),
    });
    renderApp('/app/funder-codes/fc1/edit');
    const link = await screen.findByRole('link', { name: 'Funder Scales' });
    expect(link.getAttribute('href')).toBe('/app/funder-codes/fc1/funder-scales');
  });

  it('shows a not-found state with the way back when the record does not exist', async () => {
    recordServer(userWhoMay(['medications']), {
      'GET /api/v1/medications/gone': () => refused(404, 'Not found.'),
    });
    renderApp('/app/medications/gone/edit');
    expect(await screen.findByRole('heading', { name: 'Medication not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to medications' }).getAttribute('href')).toBe(
      '/app/medications',
    );
  });
});
