import type { ClientSummary } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { currentHref, renderApp } from '../../test/render-app';

beforeAll(async () => {
  // Lazy chunks: loaded once here so the first test stays within its timeout.
  await import('./ClientProfilePage');
  await import('../../platform/records/RecordFormPage');
  await import('../../platform/records/RecordListPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const CLIENT = 'c1';
const BRANCH = '7d9f3c2a-1b4e-4f6a-9c8d-2e1f0a3b4c5d';

const summary: ClientSummary = {
  client: row(CLIENT, {
    title: 'Mrs',
    forename: 'Margaret',
    surname: 'Hughes',
    preferredName: 'Peggy',
    dateOfBirth: '1938-05-02',
    status: 'Active',
    nhsNumber: '943 476 5919',
    address1: '12 Rose Lane',
    address2: null,
    town: 'Leeds',
    postcode: 'LS1 5HD',
    phone: '0113 496 0000',
    branch: BRANCH,
    _titles: { branch: 'Leeds North', funder: 'Leeds City Council', area: null },
  }) as ClientSummary['client'],
  name: 'Mrs Margaret (Peggy) Hughes',
  age: 87,
  alerts: [
    { key: 'allergies', tone: 'danger', title: 'Allergies', text: 'Penicillin: rash' },
    {
      key: 'dnacpr',
      tone: 'danger',
      title: 'DNACPR in place',
      text: 'A signed DNACPR form is in the home: do not attempt CPR.',
    },
    {
      key: 'refused-doses',
      tone: 'danger',
      title: 'Refused doses',
      text: '2 doses were refused in the last 7 days.',
    },
  ],
  supportNetwork: [
    row('s1', {
      name: 'Zoe Hughes',
      relationship: 'Daughter',
      nextOfKin: true,
      emergencyContact: true,
      keyHolder: false,
      phone: '07700 900456',
    }) as ClientSummary['client'],
    row('s2', {
      name: 'Alan Patel',
      relationship: 'GP',
      nextOfKin: false,
    }) as ClientSummary['client'],
  ],
  medications: [
    row('m1', {
      medication: 'med1',
      dose: '2 tablets',
      route: 'Oral',
      prn: false,
      timesOfDay: ['morning', 'bed'],
      supportLevel: 'Administer',
      _titles: { medication: 'Paracetamol 500 mg' },
    }) as ClientSummary['client'],
  ],
  risks: [
    {
      formKey: 'falls-risk-assessment',
      title: 'Falls Risk Assessment',
      score: 14,
      riskLevel: 'medium',
      riskLabel: 'Medium risk',
      assessedOn: '2024-01-10',
    },
  ],
  reviews: [
    {
      formKey: 'falls-risk-assessment',
      title: 'Falls Risk Assessment',
      nextReviewOn: '2024-07-10',
      overdue: true,
    },
  ],
  doseConcerns: { refused: 2, missed: 0, days: 7 },
  recentLogs: [
    row('l1', {
      loggedAt: '2025-03-06T09:00:00.000Z',
      category: 'Concern',
      loggedBy: 'Tom Fletcher',
      entry: 'Seemed confused this morning; daughter told.',
      followUpNeeded: true,
    }) as ClientSummary['client'],
  ],
  photoFileId: null,
  lifecycle: {
    serviceEndedOn: null,
    serviceEndReason: null,
    serviceEndNote: null,
    inHospitalSince: null,
    hospital: null,
  },
};

const reader = userWhoMay(['clients', 'client-medications', 'client-support-network']);

describe('client profile', { timeout: 20_000 }, () => {
  it('shows the alerts, next of kin first, current medication, risk and reviews at a glance', async () => {
    recordServer(reader, {
      [`GET /api/v1/clients/${CLIENT}/summary`]: () => ok(summary),
    });
    renderApp(`/app/clients/${CLIENT}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mrs Margaret (Peggy) Hughes' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Client Profile'));
    expect(screen.getByText('Aged 87, born 02/05/1938')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'No photo of Mrs Margaret (Peggy) Hughes' }),
    ).toBeTruthy();

    const alerts = within(screen.getByRole('region', { name: 'Alerts' }));
    expect(alerts.getByText('Penicillin: rash')).toBeTruthy();
    expect(alerts.getByText('DNACPR in place')).toBeTruthy();
    expect(alerts.getByText('2 doses were refused in the last 7 days.')).toBeTruthy();
    expect(alerts.getByRole('link', { name: 'Open the MAR chart' }).getAttribute('href')).toBe(
      `/app/clients/${CLIENT}/edit/marchart`,
    );

    const details = within(screen.getByRole('region', { name: 'Key details' }));
    expect(details.getByText('Leeds North')).toBeTruthy();
    expect(details.getByText('12 Rose Lane, Leeds, LS1 5HD')).toBeTruthy();
    expect(details.getByText('943 476 5919')).toBeTruthy();

    const contacts = within(
      screen.getByRole('region', { name: 'Next of kin and support network' }),
    );
    const people = contacts.getAllByRole('listitem');
    expect(people[0]?.textContent).toContain('Zoe Hughes');
    expect(people[0]?.textContent).toContain('Next of kin');
    expect(people[1]?.textContent).not.toContain('Next of kin');
    expect(contacts.getByRole('link', { name: '07700 900456' }).getAttribute('href')).toBe(
      'tel:07700900456',
    );

    const medication = within(screen.getByRole('table', { name: 'Current medication' }));
    expect(medication.getByText('Paracetamol 500 mg')).toBeTruthy();
    expect(medication.getByText('Morning 08:00, Bed 21:00')).toBeTruthy();

    const risks = within(screen.getByRole('region', { name: 'Risk levels' }));
    expect(risks.getByText('Medium risk: 14')).toBeTruthy();
    const reviews = within(screen.getByRole('region', { name: 'Reviews due' }));
    expect(reviews.getByText('Overdue')).toBeTruthy();
    expect(reviews.getByText('Review was due 10/07/2024')).toBeTruthy();

    const logs = within(screen.getByRole('region', { name: 'Recent logs' }));
    expect(logs.getByText('Seemed confused this morning; daughter told.')).toBeTruthy();

    expect(
      screen.getByRole('link', { name: 'Download care plan (PDF)' }).getAttribute('href'),
    ).toBe(`/api/v1/clients/${CLIENT}/care-plan.pdf`);
    expect(screen.getByRole('link', { name: 'Edit file' }).getAttribute('href')).toBe(
      `/app/clients/${CLIENT}/edit`,
    );
  });

  it("links a log's care worker to their carer file, naming them once, for whoever may read carers", async () => {
    const carerLog = {
      ...summary,
      recentLogs: [
        row('l2', {
          loggedAt: '2025-03-07T08:20:00.000Z',
          category: 'Visit note',
          loggedBy: 'Amy Holt',
          carer: 'k7',
          entry: 'Breakfast taken, tablets given.',
          followUpNeeded: false,
          _titles: { carer: 'Amy Holt' },
        }) as ClientSummary['client'],
      ],
    };
    for (const [user, linked] of [
      [userWhoMay(['clients', 'carers']), true],
      [reader, false],
    ] as const) {
      recordServer(user, { [`GET /api/v1/clients/${CLIENT}/summary`]: () => ok(carerLog) });
      const { unmount } = renderApp(`/app/clients/${CLIENT}`);
      const logs = within(await screen.findByRole('region', { name: 'Recent logs' }));
      expect(logs.getAllByText(/Amy Holt/)).toHaveLength(1);
      const link = logs.queryByRole('link', { name: 'Amy Holt' });
      expect(link?.getAttribute('href') ?? null).toBe(linked ? '/app/carers/k7' : null);
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('always states allergies, and shows resuscitation and communication needs and the hospital pack', async () => {
    recordServer(reader, {
      [`GET /api/v1/clients/${CLIENT}/summary`]: () =>
        ok({
          ...summary,
          alerts: [],
          client: {
            ...summary.client,
            allergies: 'nkda',
            dnacpr: 'In place',
            respect: 'Not discussed',
            emergencyFormsKept: 'On the fridge',
            communicationNeeds: ['Hearing impairment', 'Needs an interpreter'],
          },
        }),
    });
    renderApp(`/app/clients/${CLIENT}`);
    const details = within(await screen.findByRole('region', { name: 'Key details' }));
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    expect(value('Allergies')).toBe('None known');
    expect(value('DNACPR')).toBe('In place');
    expect(value('ReSPECT form')).toBe('Not discussed');
    expect(value('DNACPR and ReSPECT forms kept')).toBe('On the fridge');
    expect(value('Communication needs')).toBe('Hearing impairment, Needs an interpreter');
    expect(screen.getByRole('link', { name: 'Hospital pack (PDF)' }).getAttribute('href')).toBe(
      `/api/v1/clients/${CLIENT}/hospital-pack.pdf`,
    );
  });

  it('shows the history of the whole file when asked, page by page', async () => {
    const entry = (id: number, overrides: Record<string, unknown>) => ({
      id,
      at: '2025-03-01T10:00:00.000Z',
      actorName: 'Priya Shah',
      recordId: 'r1',
      changes: null,
      ...overrides,
    });
    const server = recordServer(reader, {
      [`GET /api/v1/clients/${CLIENT}/summary`]: () => ok(summary),
      [`GET /api/v1/clients/${CLIENT}/file-history`]: (request) =>
        request.query.get('cursor') === 'next'
          ? ok({
              items: [
                entry(1, { action: 'read', recordType: 'clients', section: 'Client details' }),
              ],
              nextCursor: null,
            })
          : ok({
              items: [
                entry(3, {
                  action: 'update',
                  recordType: 'clients',
                  section: 'Client details',
                  changes: { phone: ['0113 496 0001', '0113 496 0000'] },
                }),
                entry(2, {
                  action: 'create',
                  recordType: 'client-form-responses',
                  section: 'Falls Risk Assessment',
                  changes: { status: 'completed', score: 16, riskLabel: 'High risk' },
                }),
              ],
              nextCursor: 'next',
            }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/clients/${CLIENT}`);
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const history = await screen.findByRole('list', {
      name: "History of the client's file, newest first",
    });
    expect(within(history).getByText(/Priya Shah changed Client details/)).toBeTruthy();
    expect(within(history).getByText('Phone: 0113 496 0001 → 0113 496 0000')).toBeTruthy();
    expect(within(history).getByText(/added to Falls Risk Assessment/)).toBeTruthy();
    expect(within(history).getByText('Completed, score 16, High risk')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show earlier entries' }));
    expect(await within(history).findByText(/Priya Shah viewed Client details/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show earlier entries' })).toBeNull();
    expect(server.calls('GET', `/api/v1/clients/${CLIENT}/file-history`)).toHaveLength(2);
  });

  it('says when the client does not exist', async () => {
    recordServer(reader, {
      [`GET /api/v1/clients/${CLIENT}/summary`]: () => ({
        status: 404,
        body: { status: false, message: 'Not found', data: null, errors: {} },
      }),
    });
    renderApp(`/app/clients/${CLIENT}`);
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeTruthy();
  });
});

describe('the clients list', { timeout: 20_000 }, () => {
  it('opens each client’s profile from their row', async () => {
    recordServer(reader, {
      'GET /api/v1/clients': () => ok(page([summary.client])),
    });
    renderApp('/app/clients');
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getByRole('link', { name: 'Hughes' }).getAttribute('href')).toBe(
      `/app/clients/${CLIENT}`,
    );
  });
});

describe('a reference in a list', { timeout: 20_000 }, () => {
  it('opens the record it names for whoever may read it, and is plain text for anyone else', async () => {
    for (const [user, linked] of [
      [userWhoMay(['clients', 'branches']), true],
      [reader, false],
    ] as const) {
      recordServer(user, { 'GET /api/v1/clients': () => ok(page([summary.client])) });
      const { unmount } = renderApp('/app/clients');
      const table = await screen.findByRole('table', { name: 'Clients' });
      expect(within(table).getByText('Leeds North')).toBeTruthy();
      const link = within(table).queryByRole('link', { name: 'Leeds North' });
      expect(link?.getAttribute('href')?.includes(BRANCH) ?? false).toBe(linked);
      unmount();
      vi.unstubAllGlobals();
    }
  });
});

describe('adding a client', { timeout: 30_000 }, () => {
  it('opens the new client’s profile once saved', async () => {
    // The picker reads the branch field's options (the derived "pick" permission), not the list.
    const server = recordServer(userWhoMay(['clients']), {
      'GET /api/v1/clients/options/branch': () => ok(page([{ id: BRANCH, title: 'Leeds North' }])),
      'POST /api/v1/clients': (request) => ({
        status: 201,
        body: {
          status: true,
          message: 'Client added.',
          data: row('new1', request.body as Record<string, unknown>),
          errors: {},
        },
      }),
      'GET /api/v1/clients/possible-duplicates': () => ok([]),
      'GET /api/v1/clients/new1/summary': () =>
        ok({ ...summary, client: { ...summary.client, id: 'new1' } }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/app/client/add');
    await user.type(await screen.findByRole('textbox', { name: 'Forename' }), 'Margaret');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Hughes');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '02/05/1938');
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByRole('option', { name: 'Leeds North' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '12 Rose Lane');
    await user.type(screen.getByRole('textbox', { name: 'Town' }), 'Leeds');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'ls1 5hd');
    // Allergies are always stated: one click for "None known".
    await user.click(screen.getByRole('button', { name: 'Allergies: None known' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls('POST', '/api/v1/clients')).toHaveLength(1));
    await waitFor(() => expect(currentHref(router)).toBe('/app/clients/new1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mrs Margaret (Peggy) Hughes' }),
    ).toBeTruthy();
  });
});
