import type { RotaAnswer } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, officeUser, ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

// jsdom has no innerText, which the calendar library writes its own labels with.
const innerText = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'innerText');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get() {
      return this.textContent;
    },
    set(value: string) {
      this.textContent = value;
    },
  });
});
afterAll(() => {
  if (innerText) Object.defineProperty(HTMLElement.prototype, 'innerText', innerText);
  else delete (HTMLElement.prototype as { innerText?: string }).innerText;
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const BRANCH = '11111111-1111-4111-8111-111111111111';
const VISIT = '22222222-2222-4222-8222-222222222222';
const CLIENT = '33333333-3333-4333-8333-333333333333';
const LAPSED = '44444444-4444-4444-8444-444444444444';
const ELIGIBLE = '55555555-5555-4555-8555-555555555555';

const coordinator = {
  ...officeUser,
  userPermissions: ['branches.read', 'visits.read', 'visits.update', 'rota-publications.create'],
  branch: { id: BRANCH, name: 'Leeds Central' },
};

function rota(carers: RotaAnswer['visits'][number]['carers'] = []): RotaAnswer {
  return {
    branch: BRANCH,
    from: '2026-11-23',
    to: '2026-11-29',
    visits: [
      {
        id: VISIT,
        version: 1,
        client: CLIENT,
        clientName: 'Smith, Ann',
        visitDate: '2026-11-24',
        startTime: '09:00',
        endTime: '09:45',
        startsAt: '2026-11-24T09:00:00.000Z',
        endsAt: '2026-11-24T09:45:00.000Z',
        carersNeeded: 1,
        status: 'Planned',
        code: 'PC',
        carers,
      },
    ],
    carers: [
      { id: ELIGIBLE, name: 'Hall, Ben' },
      { id: LAPSED, name: 'Boateng, Ewa' },
    ],
    clients: [{ id: CLIENT, name: 'Smith, Ann' }],
    codes: [
      {
        code: 'PC',
        name: 'Personal care',
        description: 'Washing and dressing.',
        colour: '#228BE6',
        gradient: false,
      },
      {
        code: 'GPC',
        name: 'Personal care, two or more carers',
        description: null,
        colour: '#228BE6',
        gradient: true,
      },
    ],
    publication: null,
    drafts: 1,
  };
}

function serve() {
  let allocated = false;
  const server = fakeServer({
    'GET /api/v1/user': () => ok({ data: coordinator }),
    'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
    'GET /api/v1/branches': () => ok(page([{ id: BRANCH, name: 'Leeds Central' }])),
    'GET /api/v1/scheduler/rota': () =>
      ok(
        rota(
          allocated
            ? [
                {
                  id: '66666666-6666-4666-8666-666666666666',
                  place: 1,
                  carer: ELIGIBLE,
                  carerName: 'Hall, Ben',
                  overrideReason: null,
                  version: 1,
                },
              ]
            : [],
        ),
      ),
    [`POST /api/v1/visits/${VISIT}/allocate`]: (request) => {
      const body = request.body as { carerId: string };
      if (body.carerId === LAPSED)
        return {
          status: 422,
          body: {
            status: false,
            message: 'This carer cannot take this visit.',
            data: {
              refusals: [
                {
                  rule: 'dbs',
                  overridable: false,
                  message: 'DBS issued 03/2022 not checked on the Update Service for 36 months',
                },
              ],
            },
            errors: {},
          },
        };
      allocated = true;
      return ok({ visitId: VISIT, carers: [], overridden: [] });
    },
    [`POST /api/v1/visits/${VISIT}/unallocate`]: () => {
      allocated = false;
      return ok({ visitId: VISIT, removed: ELIGIBLE });
    },
    'POST /api/v1/scheduler/publish': () =>
      ok({ visitsPublished: 1, carersEmailed: 1, publishedAt: '2026-11-23T10:00:00.000Z' }),
  });
  return server;
}

describe('the scheduler', () => {
  it('draws the branch’s week by carer with an unallocated row, the drafts and the legend', async () => {
    serve();
    renderApp('/app/scheduler/v1/carers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduler' })).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Rota by carer' });
    expect(await within(region).findByRole('link', { name: 'Smith, Ann' })).toBeTruthy();
    expect(within(region).getByText('Unallocated')).toBeTruthy();
    expect(within(region).getByText('Hall, Ben')).toBeTruthy();
    expect(screen.getByText(/1 visit in draft/)).toBeTruthy();
    const legend = screen.getByRole('region', { name: 'Visit types' });
    expect(within(legend).getByText('GPC')).toBeTruthy();
    expect(within(legend).getByText(/Personal care — Washing and dressing/)).toBeTruthy();
    expect(document.title).toBe('care360 - Scheduler');
    // The rota moves visits between carers, never their times: no handle or hint to resize.
    expect(region.querySelector('.ec-resizer')).toBeNull();
    expect(screen.getByText(/^Drag an event to move it\./)).toBeTruthy();
    expect(screen.queryByText(/change its length/)).toBeNull();
  });

  it('moves a visit onto a carer by keyboard, shows why one is refused, and undoes a change', async () => {
    const server = serve();
    renderApp('/app/scheduler/v1/carers');
    const user = userEvent.setup({ delay: null });
    const region = await screen.findByRole('region', { name: 'Rota by carer' });
    const visit = await within(region).findByRole('link', { name: 'Smith, Ann' });
    visit.focus();
    // The row below Unallocated: a carer the rules let take it.
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await screen.findByRole('button', { name: /^Undo: Put Hall, Ben on Smith, Ann/ });
    const first = server.calls('POST', `/api/v1/visits/${VISIT}/allocate`)[0];
    expect((first?.body as { carerId: string } | undefined)?.carerId).toBe(ELIGIBLE);

    // The row below: the carer whose DBS has lapsed. Refused, the visit stays with Ben Hall.
    const placed = await within(region).findByRole('link', { name: 'Smith, Ann' });
    placed.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    const refusal = await screen.findByRole('alert', {
      name: /Boateng, Ewa cannot take Smith, Ann's visit/,
    });
    expect(within(refusal).getByText(/DBS issued 03\/2022/)).toBeTruthy();
    expect(within(refusal).getByText(/cannot be overridden/)).toBeTruthy();
    // No override is offered for compliance.
    expect(within(refusal).queryByLabelText('Reason for overriding')).toBeNull();
    // The move was asked as one change, so nothing had to be put back.
    const allocations = server
      .calls('POST', `/api/v1/visits/${VISIT}/allocate`)
      .map((call) => call.body);
    expect(allocations).toEqual([
      { carerId: ELIGIBLE, place: 1 },
      { carerId: LAPSED, place: 1, replacing: ELIGIBLE },
    ]);
    expect(server.calls('POST', `/api/v1/visits/${VISIT}/unallocate`)).toHaveLength(0);

    // Undo takes Ben Hall off again.
    await user.click(
      await screen.findByRole('button', { name: /^Undo: Put Hall, Ben on Smith, Ann/ }),
    );
    await waitFor(() =>
      expect(server.calls('POST', `/api/v1/visits/${VISIT}/unallocate`)).toHaveLength(1),
    );
    expect(server.calls('POST', `/api/v1/visits/${VISIT}/unallocate`)[0]?.body).toEqual({
      place: 1,
    });
  });

  it('publishes the week shown', async () => {
    const server = serve();
    renderApp('/app/scheduler/v1/carers');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Publish week' }));
    await waitFor(() => expect(server.calls('POST', '/api/v1/scheduler/publish')).toHaveLength(1));
    const body = server.calls('POST', '/api/v1/scheduler/publish')[0]?.body as {
      branch: string;
      weekStart: string;
    };
    expect(body.branch).toBe(BRANCH);
    expect(new Date(`${body.weekStart}T12:00:00Z`).getUTCDay()).toBe(1);
  });
});
