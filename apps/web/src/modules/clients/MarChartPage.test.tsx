import type { MarChart, MarEntry } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertSaying, recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, type SeenRequest } from '../../test/fake-server';
import { currentHref, renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./MarChartPage');
});

beforeEach(() => {
  // 10:00 on Wednesday 12 March 2025 in London: the morning round (08:00) has passed today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-12T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSavedState();
});

const MAR = '/api/v1/clients/c1/mar';
const ENTRIES = '/api/v1/clients/c1/mar/entries';

/** Ids as the server gives them (a 409's dose is read through its schema, which wants uuids). */
const AMLODIPINE = '0b6f1a52-3c1e-4d7a-9f0e-5a2b8c4d6e01';
const PARACETAMOL = '0b6f1a52-3c1e-4d7a-9f0e-5a2b8c4d6e02';
const SLOT_DIGIT = { morning: 1, lunch: 2, tea: 3, bed: 4 } as const;

const entry = (fields: Partial<MarEntry> & Pick<MarEntry, 'day' | 'slot' | 'code'>): MarEntry => ({
  // One id per day and round: …-202503100004 for the bed round of 10 March.
  id: `7d3e9c10-4b2a-4f6e-8a1d-${fields.day.replaceAll('-', '')}000${SLOT_DIGIT[fields.slot]}`,
  clientMedicationId: AMLODIPINE,
  outcome: 'given',
  note: null,
  recordedByName: 'Sam Carer',
  recordedAt: `${fields.day}T09:05:00.000Z`,
  version: 1,
  givenAt: null,
  givenByName: null,
  givenByCarerId: null,
  givenById: null,
  quantity: null,
  witnessedByName: null,
  prnBreach: null,
  breachReason: null,
  correctsId: null,
  correctionReason: null,
  correctedById: null,
  ...fields,
});

const days = Array.from({ length: 31 }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`);

function march(entries: MarEntry[]): MarChart {
  return {
    month: '2025-03',
    days,
    slots: [
      { value: 'morning', label: 'Morning', time: '08:00' },
      { value: 'lunch', label: 'Lunch', time: '12:30' },
      { value: 'tea', label: 'Tea', time: '17:00' },
      { value: 'bed', label: 'Bed', time: '21:00' },
    ],
    medications: [
      {
        id: AMLODIPINE,
        title: 'Amlodipine 5 mg',
        dose: '1 tablet',
        route: 'Oral',
        prn: false,
        prnReason: null,
        prnMaximum: null,
        prnMinIntervalHours: null,
        prnMaxDoses24h: null,
        controlled: false,
        timesOfDay: ['bed', 'morning'],
        supportLevel: 'Administer',
        startDate: '2025-03-10',
        endDate: null,
        stopReason: null,
        replacesId: null,
        changeReason: null,
        addedAt: null,
      },
      {
        id: PARACETAMOL,
        title: 'Paracetamol 500 mg',
        dose: '2 tablets',
        route: 'Oral',
        prn: true,
        prnReason: 'Pain',
        prnMaximum: '8 tablets',
        prnMinIntervalHours: 4,
        prnMaxDoses24h: 4,
        controlled: false,
        timesOfDay: [],
        supportLevel: 'Prompt',
        startDate: '2025-01-01',
        endDate: null,
        stopReason: null,
        replacesId: null,
        changeReason: null,
        addedAt: null,
      },
    ],
    entries,
    suspended: [],
  };
}

const recorded = [
  entry({ day: '2025-03-10', slot: 'morning', code: 'G' }),
  entry({ day: '2025-03-10', slot: 'bed', code: 'R', outcome: 'refused', note: 'Felt sick' }),
  entry({ day: '2025-03-11', slot: 'morning', code: 'G' }),
  entry({ day: '2025-03-11', slot: 'bed', code: 'G' }),
];

function serve(routes: Record<string, (request: SeenRequest) => ReturnType<typeof ok>> = {}) {
  return recordServer(userWhoMay(['clients', 'client-medications']), {
    'GET /api/v1/clients/c1/sections': () =>
      ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
    [`GET ${MAR}`]: (request) =>
      request.query.get('month') === '2025-03'
        ? ok(march(recorded))
        : ok({ ...march([]), month: request.query.get('month'), days: [], medications: [] }),
    ...routes,
  });
}

/** The grid cell of a medicine, round and day, found by what a screen reader announces. */
function cell(name: RegExp): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

const stateOf = (button: HTMLElement) => button.closest('td')?.getAttribute('data-state');

// Whole-app renders on a slow machine: more room than the 5 s default.
describe('a client’s MAR chart', { timeout: 30_000 }, () => {
  it('shows the month with a refused dose and a missed dose standing out, counted above the grid', async () => {
    const server = serve();
    renderApp('/app/clients/c1/edit/marchart');
    const refusedDose = await screen.findByRole('button', {
      name: 'Amlodipine 5 mg, Bed 21:00, Monday 10/03/2025: Refused (R)',
    });
    expect(refusedDose.textContent).toBe('R');
    expect(stateOf(refusedDose)).toBe('refused');

    const given = cell(/^Amlodipine 5 mg, Morning 08:00, Monday 10\/03\/2025/);
    expect(given.textContent).toBe('G');
    expect(stateOf(given)).toBe('given');

    // Due at 08:00 today, nothing recorded, and it is 10:00: missed, marked with text too.
    const missed = cell(/^Amlodipine 5 mg, Morning 08:00, Wednesday 12\/03\/2025/);
    expect(missed.getAttribute('aria-label')).toContain('Missed');
    expect(missed.textContent).toBe('!');
    expect(stateOf(missed)).toBe('missed');
    // Bed is later today: due, not missed. Before the start date nothing is due.
    expect(stateOf(cell(/^Amlodipine 5 mg, Bed 21:00, Wednesday 12\/03\/2025/))).toBe('due');
    expect(stateOf(cell(/^Amlodipine 5 mg, Morning 08:00, Sunday 09\/03\/2025/))).toBe('not-due');

    const summary = screen.getByText('Doses to follow up in March 2025').closest('[role="alert"]');
    expect(summary?.textContent).toContain('1 refused dose and 1 missed dose.');
    expect(screen.getByRole('heading', { name: 'Key' })).toBeTruthy();
    expect(screen.getByText('Refused and destroyed')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Add or change medicines in the medication list' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Client MAR Chart'));
    expect(server.calls('GET', MAR)[0]?.query.get('month')).toBe('2025-03');
  });

  it('records a dose from the dialog, sends the dose, and shows it in the cell', async () => {
    const server = serve({
      [`PUT ${ENTRIES}`]: (request) => ({
        status: 201,
        body: {
          status: true,
          message: 'Dose recorded.',
          data: entry({
            ...(request.body as Pick<MarEntry, 'day' | 'slot' | 'code'>),
            recordedByName: 'Amara Okafor',
            recordedAt: '2025-03-12T10:00:00.000Z',
            givenAt: '2025-03-12T10:00:00.000Z',
            givenByName: 'Amara Okafor',
          }),
          errors: {},
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/marchart');
    const missed = await screen.findByRole('button', {
      name: /^Amlodipine 5 mg, Morning 08:00, Wednesday 12\/03\/2025/,
    });
    await user.click(missed);
    const dialog = await screen.findByRole('dialog', { name: 'Record a dose' });
    expect(within(dialog).getByText('Nothing is recorded for this dose yet.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Code/ }), 'G');
    // Typed the UK way in a text box, never the browser's own picker.
    const givenAt = within(dialog).getByRole('textbox', { name: /^Date and time given/ });
    expect((givenAt as HTMLInputElement).value).toBe('12/03/2025 10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls('PUT', ENTRIES)).toHaveLength(1));
    // Given now (10:00 in London) by whoever records it, unless they say otherwise.
    expect(server.calls('PUT', ENTRIES)[0]?.body).toEqual({
      clientMedicationId: AMLODIPINE,
      day: '2025-03-12',
      slot: 'morning',
      code: 'G',
      note: null,
      givenAt: '2025-03-12T10:00',
    });
    expect(await alertSaying('Dose recorded.')).toBeTruthy();
    const saved = await screen.findByRole('button', {
      name: 'Amlodipine 5 mg, Morning 08:00, Wednesday 12/03/2025: Given (G), at 10:00 by Amara Okafor',
    });
    expect(saved.textContent).toBe('G');
    expect(stateOf(saved)).toBe('given');
    expect(screen.getByText(/1 refused dose and 0 missed doses\./)).toBeTruthy();
  });

  it("links the giver's name to their carer's file only for a viewer who may read carers", async () => {
    const CARER = '7d1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e';
    const given = entry({
      day: '2025-03-11',
      slot: 'morning',
      code: 'G',
      givenAt: '2025-03-11T08:10:00.000Z',
      givenByName: 'Sam Carer',
      givenByCarerId: CARER,
    });
    const chart = () => ok(march([given]));
    for (const mayReadCarers of [true, false]) {
      const kinds = ['clients', 'client-medications', ...(mayReadCarers ? ['carers'] : [])];
      recordServer(userWhoMay(kinds), {
        'GET /api/v1/clients/c1/sections': () =>
          ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
        [`GET ${MAR}`]: chart,
      });
      const user = userEvent.setup({ delay: null });
      const view = renderApp('/app/clients/c1/edit/marchart');
      await user.click(
        await screen.findByRole('button', {
          name: /^Amlodipine 5 mg, Morning 08:00, Tuesday 11\/03\/2025/,
        }),
      );
      const dialog = await screen.findByRole('dialog');
      const givenLine = await within(dialog).findByText(/Given at 11\/03\/2025 08:10, by/);
      expect(givenLine.textContent).toBe('Given at 11/03/2025 08:10, by Sam Carer.');
      const link = within(dialog).queryByRole('link', { name: 'Sam Carer' });
      if (mayReadCarers) {
        expect(link?.getAttribute('href')).toBe(`/app/carers/${CARER}`);
      } else {
        expect(link).toBeNull();
      }
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('asks for a note before a refusal is sent, opening the dose from the keyboard', async () => {
    const server = serve({
      [`PUT ${ENTRIES}`]: (request) => ({
        status: 201,
        body: {
          status: true,
          message: 'Dose recorded.',
          data: entry(request.body as MarEntry),
          errors: {},
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/marchart');
    // Tab reaches the grid at today's column; the arrow keys move within it.
    const today = await screen.findByRole('button', {
      name: /^Amlodipine 5 mg, Morning 08:00, Wednesday 12\/03\/2025/,
    });
    expect(today.tabIndex).toBe(0);
    today.focus();
    await user.keyboard('{ArrowLeft}');
    const yesterday = cell(/^Amlodipine 5 mg, Morning 08:00, Tuesday 11\/03\/2025/);
    expect(document.activeElement).toBe(yesterday);
    await user.keyboard('{ArrowRight}{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Record a dose' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Code/ }), 'R');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Say why the dose was not given as prescribed.'),
    ).toBeTruthy();
    expect(server.calls('PUT', ENTRIES)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Said she felt sick');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PUT', ENTRIES)).toHaveLength(1));
    expect(server.calls('PUT', ENTRIES)[0]?.body).toMatchObject({
      code: 'R',
      note: 'Said she felt sick',
      day: '2025-03-12',
    });
  });

  it('corrects a recorded dose with its version, and keeps the choice when someone else saved first', async () => {
    const theirs = entry({
      day: '2025-03-10',
      slot: 'bed',
      code: 'D',
      outcome: 'refused',
      note: 'Spat it out',
      recordedByName: 'Ben Hall',
      version: 2,
    });
    const server = serve({
      [`PUT ${ENTRIES}`]: () => ({
        status: 409,
        body: {
          status: false,
          message: 'Someone else recorded this dose.',
          data: { current: theirs },
          errors: {},
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/marchart');
    await user.click(
      await screen.findByRole('button', {
        name: /^Amlodipine 5 mg, Bed 21:00, Monday 10\/03\/2025/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Correct a dose' });
    expect(
      within(dialog).getByText(/Recorded as Refused \(R\) by Sam Carer on 10\/03\/2025 09:05/),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: /^Note/ }) as HTMLTextAreaElement).value,
    ).toBe('Felt sick');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Code/ }), 'O');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A correction says why: nothing is sent without a reason.
    expect(
      await within(dialog).findByText('Say why the recorded dose is being corrected.'),
    ).toBeTruthy();
    expect(server.calls('PUT', ENTRIES)).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason for the correction/ }),
      'Keyed in against the wrong round.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PUT', ENTRIES)).toHaveLength(1));
    expect(server.calls('PUT', ENTRIES)[0]?.body).toMatchObject({
      code: 'O',
      version: 1,
      correctionReason: 'Keyed in against the wrong round.',
    });

    expect(
      await within(dialog).findByText('Someone else recorded this dose meanwhile'),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('combobox', { name: /^Code/ }) as HTMLSelectElement).value,
    ).toBe('O');
    // The newer dose is on the chart behind the dialog.
    expect(
      screen.getByRole('button', {
        name: 'Amlodipine 5 mg, Bed 21:00, Monday 10/03/2025: Refused and destroyed (D)',
        hidden: true,
      }),
    ).toBeTruthy();
  });

  it('keeps a corrected dose on the chart struck through, and says who recorded it for whom', async () => {
    const CARER = '7d1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e';
    const CORRECTION = '7d3e9c10-4b2a-4f6e-8a1d-202503110009';
    const original = entry({
      day: '2025-03-11',
      slot: 'morning',
      code: 'G',
      recordedByName: 'Alex Morgan',
      givenAt: '2025-03-11T08:10:00.000Z',
      givenByName: 'Sam Carer',
      givenByCarerId: CARER,
      witnessedByName: 'Priya Shah',
      correctedById: CORRECTION,
    });
    const correction = entry({
      day: '2025-03-11',
      slot: 'morning',
      code: 'A',
      outcome: 'not-given',
      note: 'Asleep at the visit.',
      id: CORRECTION,
      version: 2,
      recordedByName: 'Alex Morgan',
      recordedAt: '2025-03-11T12:00:00.000Z',
      givenAt: '2025-03-11T08:10:00.000Z',
      givenByName: 'Sam Carer',
      givenByCarerId: CARER,
      correctsId: original.id,
      correctionReason: 'Keyed in as given by mistake.',
    });
    recordServer(userWhoMay(['clients', 'client-medications']), {
      'GET /api/v1/clients/c1/sections': () =>
        ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
      [`GET ${MAR}`]: () => ok(march([original, correction])),
      'GET /api/v1/clients/c1/mar/givers': () => ok({ items: [{ id: CARER, name: 'Sam Carer' }] }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/marchart');
    const corrected = await screen.findByRole('button', {
      name: /^Amlodipine 5 mg, Morning 08:00, Tuesday 11\/03\/2025: Asleep \(A\), at 08:10 recorded by Alex Morgan for Sam Carer; corrected, first recorded as Given \(G\), at 08:10 recorded by Alex Morgan for Sam Carer, witnessed by Priya Shah$/,
    });
    // The original code stays in the cell, struck through, before the current one.
    expect(corrected.querySelector('s')?.textContent).toBe('G');
    expect(corrected.textContent).toBe('GA');
    expect(stateOf(corrected)).toBe('not-given');

    await user.click(corrected);
    const dialog = await screen.findByRole('dialog', { name: 'Correct a dose' });
    expect(
      within(dialog).getByText('Given at 11/03/2025 08:10, recorded by Alex Morgan for Sam Carer.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Reason for the correction: Keyed in as given by mistake.'),
    ).toBeTruthy();
    const struck = within(dialog).getByText(/^Given \(G\), given at 11\/03\/2025 08:10$/);
    expect(struck.tagName).toBe('S');
    expect(struck.parentElement?.textContent).toContain(
      'recorded by Alex Morgan for Sam Carer, witnessed by Priya Shah',
    );
    // The giver is offered from the carers of the client's branch, and kept for a correction.
    expect(
      (within(dialog).getByRole('combobox', { name: /^Given by/ }) as HTMLSelectElement).value,
    ).toBe(CARER);
  });

  it('moves between months and keeps the month in the address', async () => {
    const server = serve();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/app/clients/c1/edit/marchart');
    expect(await screen.findByRole('heading', { name: 'March 2025' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Next month ›' }));
    expect(await screen.findByRole('heading', { name: 'April 2025' })).toBeTruthy();
    await waitFor(() =>
      expect(currentHref(router)).toBe('/app/clients/c1/edit/marchart?month=2025-04'),
    );
    expect(await screen.findByText('No medicines on this chart')).toBeTruthy();
    expect(server.calls('GET', MAR).at(-1)?.query.get('month')).toBe('2025-04');
    await user.click(screen.getByRole('link', { name: 'This month' }));
    expect(await screen.findByRole('heading', { name: 'March 2025' })).toBeTruthy();
  });
});
