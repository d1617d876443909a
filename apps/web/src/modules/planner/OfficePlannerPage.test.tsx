import { ukCalendarDate } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const CALENDAR = '/api/v1/office-planner/calendar';
const VISITS = '/api/v1/assessment-visits';
const CLIENT = '2f0c6d1e-5b4a-4c3d-9e8f-7a6b5c4d3e2f';
const VISIT = '6d5c4b3a-2e1f-4a9b-8c7d-6e5f4a3b2c1d';
/** The signed-in planner: the answers name people by uuid. */
const ME = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const planner = () => ({
  ...userWhoMay(['assessment-visits'], ['read', 'create', 'update']),
  id: ME,
});
const today = ukCalendarDate();
// Noon UTC today is within the week the planner opens on, whatever the clock.
const startsAt = `${today}T12:00:00.000Z`;

const visit = {
  id: VISIT,
  version: 3,
  title: 'Review, today 12:00',
  visitType: 'REVIEW',
  targetType: 'client',
  targetId: CLIENT,
  targetName: 'Ada Lovelace',
  startsAt,
  endsAt: `${today}T13:00:00.000Z`,
  assignedTo: ME,
  assignedName: 'Amara Okafor',
  status: 'Planned',
  dueItem: 'Care plan review was due',
  location: null,
};

const worklist = {
  clientsVisible: true,
  today,
  groups: {
    'overdue-reviews': [
      {
        clientId: CLIENT,
        clientName: 'Ada Lovelace',
        detail: 'Care plan review was due 01/11/2026',
        href: `/app/clients/${CLIENT}`,
      },
    ],
  },
  counts: { 'overdue-reviews': 1 },
};

// The first render loads the calendar's chunk (the library and Svelte, bundled for the test).
describe('the office planner', { timeout: 90_000 }, () => {
  it('shows the week’s visits, what is due to plan, and plans one for the caller', async () => {
    const server = recordServer(planner(), {
      [`GET ${CALENDAR}`]: () => ok({ from: today, to: today, visits: [visit], more: false }),
      'GET /api/v1/worklist': () => ok(worklist),
      [`POST ${VISITS}`]: () => ok({ id: '7e6d5c4b-3a2f-4e1d-8c9b-0a1f2e3d4c5b' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/assessment-visits/calendar');
    const calendar = await screen.findByRole(
      'region',
      { name: 'Assessment visits' },
      { timeout: 60_000 },
    );
    const link = await within(calendar).findByRole('link', { name: /Review: Ada Lovelace/ });
    expect(link.getAttribute('href')).toBe(`/app/assessment-visits/${VISIT}/edit`);
    const period = server.calls('GET', CALENDAR)[0]?.query;
    expect(String(period?.get('from')) <= today).toBe(true);
    expect(today <= String(period?.get('to'))).toBe(true);

    // Planned for the caller: the tracker can be started on it.
    expect(screen.getByRole('button', { name: `Track time on ${visit.title}` })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Plan review with Ada Lovelace' }));
    await waitFor(() => expect(server.calls('POST', VISITS)).toHaveLength(1));
    expect(server.calls('POST', VISITS)[0]?.body).toMatchObject({
      visitType: 'REVIEW',
      targetType: 'client',
      clientId: CLIENT,
      assignedTo: ME,
      status: 'Planned',
      dueItem: 'Care plan review was due 01/11/2026',
    });
    expect(
      await screen.findByText(/Review with Ada Lovelace planned for the next working day/),
    ).toBeTruthy();
  });

  it('says so when nothing is due and no visit is planned for the caller', async () => {
    recordServer(planner(), {
      [`GET ${CALENDAR}`]: () => ok({ from: today, to: today, visits: [], more: false }),
      'GET /api/v1/worklist': () => ok({ ...worklist, groups: {}, counts: {} }),
    });
    renderApp('/app/assessment-visits/calendar');
    expect(await screen.findByText('Nothing due to plan.', {}, { timeout: 60_000 })).toBeTruthy();
    expect(screen.getByText('No visit planned for you in this period.')).toBeTruthy();
  });
});
