import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { resetSavedState } from '../saved-state';
import { HIDDEN_PLACEHOLDER } from './fields/SensitiveField';
import { recordServer, row, userWhoMay } from './record-test-kit';

// A show screen for a kind with a sensitive field (a client's key safe), beside the declared ones.
vi.mock('virtual:care360/record-routes', async (importOriginal) => {
  const real = await importOriginal<typeof import('virtual:care360/record-routes')>();
  return {
    RECORD_SCREEN_ROUTES: [
      ...real.RECORD_SCREEN_ROUTES,
      { kind: 'clients', screen: 'show', path: '/client-details/$id', title: 'Client Details' },
    ],
  };
});

beforeAll(async () => {
  // The screen is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./RecordShowPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const V1 = '5d0c2f0e-8f3a-4b7e-9d21-6a4b3c2d1e0f';
const BRANCH = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const VACANCY = `/api/v1/job-vacancies/${V1}`;
const vacancy = row(V1, {
  title: 'Senior carer',
  branchId: BRANCH,
  employmentType: 'Part time',
  hoursPerWeek: 22.5,
  payRatePerHour: 1275,
  drivingRequired: true,
  closingDate: '2026-12-31',
  status: 'Open',
  description: null,
  _titles: { branchId: 'Leeds' },
});

/** The value shown beside a label in the record's list of fields. */
function shownBeside(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value beside ${label}`);
  return value;
}

describe('show page', { timeout: 20_000 }, () => {
  it('shows every field read-only in UK formats, a reference as a link, and Edit to whoever may change it', async () => {
    recordServer(userWhoMay(['job-vacancies', 'branches']), {
      [`GET ${VACANCY}`]: () => ok(vacancy),
    });
    renderApp(`/app/vacancies/${V1}`);
    expect(await screen.findByRole('heading', { name: 'Vacancy Details', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Vacancy Details'));
    await screen.findByText('Senior carer', { selector: 'dd' });
    expect(shownBeside('Pay per hour').textContent).toBe('£12.75');
    expect(shownBeside('Closing date').textContent).toBe('31/12/2026');
    expect(shownBeside('Driver needed').textContent).toBe('Yes');
    expect(shownBeside('Hours per week').textContent).toBe('22.5');
    expect(shownBeside('Description').textContent).toBe('Not recorded');
    const branch = within(shownBeside('Branch')).getByRole('link', { name: 'Leeds' });
    expect(branch.getAttribute('href')).toBe(`/app/branches/${BRANCH}/edit`);
    // Nothing to type into: the page only shows the record.
    expect(screen.queryByRole('textbox')).toBeNull();
    const edit = screen.getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe(`/app/job-vacancies/${V1}/edit`);
    expect(screen.getByRole('link', { name: 'Job Vacancies' }).getAttribute('href')).toBe(
      '/app/job-vacancies',
    );
  });

  it('has no Edit for someone who may only read, nor for a record the server says is not theirs to change', async () => {
    recordServer(userWhoMay(['job-vacancies'], ['read']), {
      [`GET ${VACANCY}`]: () => ok(vacancy),
    });
    const first = renderApp(`/app/vacancies/${V1}`);
    await screen.findByText('Senior carer', { selector: 'dd' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    // A branch they may not read is named, not linked.
    expect(within(shownBeside('Branch')).queryByRole('link')).toBeNull();
    expect(shownBeside('Branch').textContent).toBe('Leeds');
    first.unmount();

    const why = 'This job vacancy is closed: it can no longer be changed or deleted.';
    recordServer(userWhoMay(['job-vacancies']), {
      [`GET ${VACANCY}`]: () => ok({ ...vacancy, status: 'Closed', _readOnly: why }),
    });
    renderApp(`/app/vacancies/${V1}`);
    expect(await screen.findByText(why)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows a not-found state with the way back when the record does not exist', async () => {
    recordServer(userWhoMay(['job-vacancies']), {
      'GET /api/v1/job-vacancies/gone': () => refused(404, 'Not found.'),
    });
    renderApp('/app/vacancies/gone');
    expect(await screen.findByRole('heading', { name: 'Job Vacancy not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to job vacancies' }).getAttribute('href')).toBe(
      '/app/job-vacancies',
    );
  });

  it('says so when the person may not read the record', async () => {
    recordServer(userWhoMay([]), {
      [`GET ${VACANCY}`]: () => refused(403, 'You do not have permission to do that.'),
    });
    renderApp(`/app/vacancies/${V1}`);
    expect(await screen.findByText('You do not have permission to do that.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('opens a vacancy from its list on its show page', async () => {
    recordServer(userWhoMay(['job-vacancies']), {
      'GET /api/v1/job-vacancies': () =>
        ok({ items: [vacancy], nextCursor: null, total: 1, totalCapped: false }),
    });
    renderApp('/app/job-vacancies');
    const link = await screen.findByRole('link', { name: 'Senior carer' });
    expect(link.getAttribute('href')).toBe(`/app/vacancies/${V1}`);
  });

  it('keeps a sensitive value hidden until asked for, then shows it', async () => {
    const C1 = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';
    const client = row(C1, {
      title: 'Mrs',
      firstName: 'Margaret',
      lastName: 'Hughes',
      keySafe: null,
      _withheld: { keySafe: true },
    });
    const server = recordServer(userWhoMay(['clients']), {
      [`GET /api/v1/clients/${C1}`]: () => ok(client),
      [`GET /api/v1/clients/${C1}/reveal/keySafe`]: () =>
        ok({ field: 'keySafe', value: 'Behind the gate, 4321' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/client-details/${C1}`);
    const keySafe = await screen.findByText('Key safe', { selector: 'dt' });
    const value = keySafe.nextElementSibling as HTMLElement;
    expect(value.textContent).toContain(HIDDEN_PLACEHOLDER);
    expect(value.textContent).not.toContain('4321');
    await user.click(within(value).getByRole('button', { name: 'Show the key safe' }));
    await waitFor(() => expect(value.textContent).toContain('Behind the gate, 4321'));
    expect(server.calls('GET', `/api/v1/clients/${C1}/reveal/keySafe`)).toHaveLength(1);
  });
});
