import type { StaffProfile } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // Lazy chunk: loaded once here so the first test stays within its timeout.
  await import('./StaffProfilePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const ID = '0b6f1a52-7c1e-4f43-9d51-3a2b1c0d9e8f';
const CLIENT = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';
const COURSE = '5a0c1d2e-3f40-4152-8637-48596a7b8c9d';

const profile = (over: Partial<StaffProfile> = {}): StaffProfile => ({
  owner: 'carers',
  id: ID,
  person: {
    name: 'Amara Okafor',
    preferredName: null,
    role: 'Care worker',
    jobTitle: null,
    status: 'Hospitalised',
    statusReason: 'Admitted to St James’s after a fall.',
    branch: 'Leeds Central',
    mobile: '07700 900123',
    email: null,
    startDate: '2024-03-04',
    isDriver: true,
  },
  // In hospital: not at work, so the status says it.
  working: { state: null, label: 'Hospitalised', reasons: [] },
  compliance: {
    state: 'Expiring soon',
    reasons: [
      {
        area: 'Right to work',
        state: 'Expiring soon',
        text: 'Right to work ends 16/12/2026',
        href: `/app/carers/${ID}/edit/right-to-work`,
      },
    ],
  },
  training: {
    owner: 'carers',
    personId: ID,
    today: '2026-11-26',
    warningDays: 30,
    courses: [
      {
        courseId: COURSE,
        courseName: 'Moving and handling',
        mandatory: true,
        state: 'expiring',
        completedOn: '2025-12-10',
        expiresOn: '2026-12-10',
        daysLeft: 14,
      },
    ],
    counts: { current: 7, expiring: 1, expired: 0, missing: 0 },
  },
  oversight: {
    owner: 'carers',
    personId: ID,
    today: '2026-11-26',
    items: [
      {
        kind: 'supervision',
        title: 'Supervision',
        lastHeldOn: '2026-07-01',
        nextDue: '2026-10-01',
        state: 'overdue',
        stage: null,
        addPath: `/app/carers/${ID}/edit/supervisions/add`,
        listPath: `/app/carers/${ID}/edit/supervisions`,
      },
    ],
  },
  holidays: {
    balance: {
      owner: 'carers',
      personId: ID,
      leaveYear: { year: 2026, from: '2026-04-01', to: '2027-03-31' },
      weeklyHours: 30,
      holidayWeeks: 5.6,
      allowance: 168,
      proRata: false,
      taken: 60,
      booked: 16,
      remaining: 92,
    },
    next: { fromDate: '2026-12-22', toDate: '2026-12-24', status: 'Approved' },
  },
  discussionNotes: [
    {
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      heldOn: '2026-11-02',
      subject: 'Lateness on morning calls',
      followUpOn: null,
    },
  ],
  callLogs: [],
  ...over,
});

const reader = userWhoMay(['carers', 'employees']);

describe('staff profile', { timeout: 20_000 }, () => {
  it('shows a carer’s status, compliance with each reason linked to its section, training, supervision and holidays', async () => {
    recordServer(reader, {
      [`GET /api/v1/carers/${ID}/profile`]: () => ok(profile()),
      [`GET /api/v1/carers/${ID}/care-given`]: () =>
        ok({
          doses: [
            {
              id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
              clientId: CLIENT,
              clientName: 'Margaret Hughes',
              day: '2026-11-25',
              slot: 'morning',
              code: 'G',
              outcome: 'Given',
              at: '2026-11-25T08:15:00.000Z',
            },
          ],
          logs: [],
        }),
    });
    renderApp(`/app/carers/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Carer Profile'));
    expect(screen.getByText('Hospitalised')).toBeTruthy();
    expect(screen.getByText('Admitted to St James’s after a fall.')).toBeTruthy();
    expect(
      screen.getByText(
        'Care worker · Leeds Central · 07700 900123 · Started 04/03/2024 · Drives for work',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit file' }).getAttribute('href')).toBe(
      `/app/carers/${ID}/edit`,
    );

    const compliance = within(screen.getByRole('region', { name: 'Compliance' }));
    // The state, then each reason with its own.
    expect(compliance.getAllByText('Expiring soon')).toHaveLength(2);
    expect(
      compliance.getByRole('link', { name: 'Right to work ends 16/12/2026' }).getAttribute('href'),
    ).toBe(`/app/carers/${ID}/edit/right-to-work`);

    const training = within(screen.getByRole('region', { name: 'Training' }));
    expect(training.getByText('Moving and handling: expires 10/12/2026')).toBeTruthy();
    expect(training.getByRole('link', { name: 'See all training' }).getAttribute('href')).toBe(
      `/app/carers/${ID}/edit/training-records`,
    );

    const oversight = within(
      screen.getByRole('region', { name: 'Supervision, spot checks and appraisals' }),
    );
    expect(oversight.getByText('Overdue')).toBeTruthy();
    expect(oversight.getByText('Next due 01/10/2026 · last 01/07/2026')).toBeTruthy();

    const holidays = within(screen.getByRole('region', { name: 'Holidays' }));
    expect(holidays.getByText('92 hours')).toBeTruthy();
    expect(holidays.getByText('Next holiday: 22/12/2026 to 24/12/2026 (approved)')).toBeTruthy();

    const notes = within(screen.getByRole('region', { name: 'Recent discussion notes' }));
    expect(notes.getByText('02/11/2026: Lateness on morning calls')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Recent calls' })).getByText(
        'No calls logged yet.',
      ),
    ).toBeTruthy();

    // The care they recorded in the client files, each leading to the client.
    const care = within(await screen.findByRole('region', { name: 'Care given' }));
    const client = await care.findByRole('link', { name: 'Margaret Hughes' });
    expect(client.getAttribute('href')).toBe(`/app/clients/${CLIENT}`);
    expect(care.getByText(/25\/11\/2026 08:15: Given \(morning\) for/)).toBeTruthy();
  });

  it('says so when everything is in date, for an office employee', async () => {
    recordServer(reader, {
      [`GET /api/v1/employees/${ID}/profile`]: () =>
        ok(
          profile({
            owner: 'employees',
            compliance: { state: 'Compliant', reasons: [] },
          }),
        ),
    });
    renderApp(`/app/employees/${ID}`);
    const compliance = within(await screen.findByRole('region', { name: 'Compliance' }));
    expect(compliance.getByText('Compliant')).toBeTruthy();
    expect(
      compliance.getByText('Right to work, DBS and mandatory training are all in date.'),
    ).toBeTruthy();
    expect(compliance.getByRole('link', { name: 'DBS' }).getAttribute('href')).toBe(
      `/app/employees/${ID}/edit/dbs-form`,
    );
  });

  it('heads a carer who must not work with it in words, each reason with its date, not Active', async () => {
    const person = { ...profile().person, status: 'Active', statusReason: null };
    recordServer(reader, {
      [`GET /api/v1/carers/${ID}/profile`]: () =>
        ok(
          profile({
            person,
            working: {
              state: 'Must not work',
              label: 'Must not work',
              reasons: [
                {
                  area: 'Right to work',
                  text: 'Right to work ended 20/11/2026',
                  on: '2026-11-20',
                  href: `/app/carers/${ID}/edit/right-to-work`,
                },
                {
                  area: 'DBS',
                  text: 'No DBS certificate recorded; start date 04/03/2024',
                  on: '2024-03-04',
                  href: `/app/carers/${ID}/edit/dbs-form`,
                },
              ],
            },
          }),
        ),
      [`GET /api/v1/carers/${ID}/care-given`]: () => ok({ doses: [], logs: [] }),
    });
    renderApp(`/app/carers/${ID}`);
    const status = within(await screen.findByRole('group', { name: 'Working status' }));
    expect(status.getByText('Must not work')).toBeTruthy();
    expect(
      status.getByRole('link', { name: 'Right to work ended 20/11/2026' }).getAttribute('href'),
    ).toBe(`/app/carers/${ID}/edit/right-to-work`);
    expect(
      status.getByRole('link', { name: 'No DBS certificate recorded; start date 04/03/2024' }),
    ).toBeTruthy();
    // The record's status "Active" is not shown beside it.
    expect(screen.queryByText('Active')).toBeNull();
  });

  it('heads a carer whose start date is ahead with "Starting" and the date', async () => {
    const person = { ...profile().person, status: 'Active', startDate: '2026-12-07' };
    recordServer(reader, {
      [`GET /api/v1/carers/${ID}/profile`]: () =>
        ok(
          profile({
            person,
            working: {
              state: 'Starting',
              label: 'Starting 07/12/2026',
              reasons: [
                {
                  area: 'Start date',
                  text: 'Starts 07/12/2026',
                  on: '2026-12-07',
                  href: `/app/carers/${ID}/edit`,
                },
              ],
            },
          }),
        ),
      [`GET /api/v1/carers/${ID}/care-given`]: () => ok({ doses: [], logs: [] }),
    });
    renderApp(`/app/carers/${ID}`);
    const status = within(await screen.findByRole('group', { name: 'Working status' }));
    expect(status.getByText('Starting 07/12/2026')).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.queryByText(/Started 07\/12\/2026/)).toBeNull();
  });
});
