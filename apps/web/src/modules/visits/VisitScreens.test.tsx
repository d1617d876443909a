import type { VisitLogRow } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFilter } from '../../platform/saved-state';
import { fakeServer, officeUser, ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { EMPTY_VISIT_FILTERS } from './visit-filters';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedIn = (permissions: string[]) => ({
  'GET /api/v1/user': () => ok({ data: { ...officeUser, userPermissions: permissions } }),
  'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
});

const BRANCH = '3f1c2a9e-7b4d-4e8a-9c1f-2d5e6a7b8c90';

const visit = {
  id: '8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d',
  version: 1,
  // 08:00 on the London clock in British Summer Time.
  startsAt: '2026-07-14T07:00:00.000Z',
  endsAt: '2026-07-14T07:45:00.000Z',
  client: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  branch: BRANCH,
  carersNeeded: 2,
  status: 'Planned',
  source: 'Template',
  globalSchedule: null,
  _titles: { client: 'Hargreaves, Edith', branch: 'Leeds Central', globalSchedule: null },
  carers: [
    {
      id: 'c0ffee00-1234-4abc-8def-567890abcdef',
      place: 1,
      carer: '11111111-2222-4333-8444-555555555555',
      carerName: 'Armitage, Janet',
      overrideReason: null,
      version: 1,
    },
  ],
};

const place = (changes: Partial<VisitLogRow> = {}): VisitLogRow => ({
  id: 'c0ffee00-1234-4abc-8def-567890abcdef',
  version: 3,
  visitId: visit.id,
  place: 1,
  carer: '11111111-2222-4333-8444-555555555555',
  carerName: 'Armitage, Janet',
  client: visit.client,
  clientName: 'Hargreaves, Edith',
  eventTitle: null,
  branch: BRANCH,
  branchName: 'Leeds Central',
  visitDate: '2026-07-14',
  startTime: '08:00',
  endTime: '08:45',
  startsAt: visit.startsAt,
  endsAt: visit.endsAt,
  status: 'Completed',
  checkedInAt: '2026-07-14T07:25:00.000Z',
  checkInMethod: 'Phone app',
  checkInLatitude: 53.7997,
  checkInLongitude: -1.5492,
  checkedOutAt: '2026-07-14T07:50:00.000Z',
  checkOutMethod: 'Phone app',
  checkOutLatitude: null,
  checkOutLongitude: null,
  exceptions: ['Late arrival', 'Short visit'],
  exceptionConfirmedAt: null,
  exceptionConfirmedByName: null,
  exceptionNote: null,
  ...changes,
});

describe('the visits list', () => {
  it('shows visits in UK dates and 24-hour times, opens a row, and saves the filters', async () => {
    const server = fakeServer({
      ...signedIn(['visits.read']),
      'GET /api/v1/visits': () => ok(page([visit])),
      [`GET /api/v1/visits/${visit.id}`]: () =>
        ok({ ...visit, tasks: 'Strip wash, dress, breakfast.', medicines: 'Ramipril: 5 mg' }),
    });
    const user = userEvent.setup();
    renderApp('/app/visits');
    const table = await screen.findByRole('table', { name: 'Visits' });
    expect(document.title).toBe('care360 - Visits');
    expect(within(table).getByText('08:00–08:45')).toBeTruthy();
    expect(within(table).getByText('Hargreaves, Edith')).toBeTruthy();
    // One of two places filled: the row says so.
    expect(within(table).getByText('1 of 2')).toBeTruthy();

    const toggle = within(table).getByRole('button', { name: /14\/07\/2026/ });
    await user.click(toggle);
    expect(await within(table).findByText(/Strip wash, dress, breakfast/)).toBeTruthy();
    expect(within(table).getByText(/Armitage, Janet; Unallocated/)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Unallocated only' }));
    await user.type(screen.getByRole('textbox', { name: 'From' }), '01/07/2026');
    await waitFor(() => {
      const last = server.calls('GET', '/api/v1/visits').at(-1);
      expect(last?.query.get('unallocated')).toBe('true');
      expect(last?.query.get('from')).toBe('2026-07-01');
    });
    expect(readFilter('visits', EMPTY_VISIT_FILTERS)).toMatchObject({
      unallocated: true,
      fromText: '01/07/2026',
    });
  });
});

describe('the visit logs', () => {
  it('lists check-ins and check-outs with how and where they were recorded', async () => {
    fakeServer({
      ...signedIn(['visits.read']),
      'GET /api/v1/visits/logs': () => ok(page([place()])),
    });
    renderApp('/app/visits/logs');
    const table = await screen.findByRole('table', { name: 'Check-ins and check-outs' });
    expect(document.title).toBe('care360 - Visit Logs');
    expect(within(table).getByText('08:25')).toBeTruthy();
    expect(within(table).getByText('Phone app at 53.7997, -1.5492')).toBeTruthy();
    expect(within(table).getByText('25 min of 45 min')).toBeTruthy();
    expect(within(table).getByText('Late arrival')).toBeTruthy();
  });
});

describe('the back office', () => {
  it('confirms an exception with a note, sending the version it read', async () => {
    let confirmed = false;
    const server = fakeServer({
      ...signedIn(['visits.read', 'visits.update']),
      'GET /api/v1/visits/backoffice': (request) =>
        ok(
          page(
            request.query.get('state') === 'open' && !confirmed
              ? [place()]
              : request.query.get('state') === 'open'
                ? []
                : [place()],
          ),
        ),
      [`POST /api/v1/visits/backoffice/${place().id}/confirm`]: () => {
        confirmed = true;
        return ok(
          place({
            version: 4,
            exceptionConfirmedAt: '2026-07-15T09:00:00.000Z',
            exceptionConfirmedByName: 'Alex Morgan',
          }),
          'Exception confirmed.',
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/app/visits/backoffice');
    const table = await screen.findByRole('table', { name: 'Exceptions to confirm' });
    expect(document.title).toBe('care360 - Visits Backoffice');
    expect(within(table).getByText('Short visit')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: /Confirm Late arrival/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the exception' });
    await user.type(within(dialog).getByRole('textbox', { name: /Office note/ }), 'Bus late.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        server.calls('POST', `/api/v1/visits/backoffice/${place().id}/confirm`)[0]?.body,
      ).toEqual({ version: 3, note: 'Bus late.' }),
    );
    expect(await screen.findByText('No exceptions match these filters.')).toBeTruthy();
  });
});
