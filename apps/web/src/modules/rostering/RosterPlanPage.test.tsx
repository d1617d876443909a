import type { RosterPreview, RosterRun } from '@care360/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeServer, officeUser, ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const BRANCH = '11111111-1111-4111-8111-111111111111';
const RUN = '22222222-2222-4222-8222-222222222222';
const NEW_VISIT = 'aaaaaaaa-0000-4000-8000-000000000001';
const MOVED = 'aaaaaaaa-0000-4000-8000-000000000002';
const DOUBLE = 'aaaaaaaa-0000-4000-8000-000000000003';
const TUESDAY = 'aaaaaaaa-0000-4000-8000-000000000004';
const STAYS = 'aaaaaaaa-0000-4000-8000-000000000005';
const EMPTY = 'aaaaaaaa-0000-4000-8000-000000000006';
const BEN = { id: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'Hall, Ben' };
const AMY = { id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Shaw, Amy' };

const coordinator = {
  ...officeUser,
  userPermissions: ['branches.read', 'visits.read', 'visits.update'],
  branch: { id: BRANCH, name: 'York' },
};

function run(over: Partial<RosterRun> = {}): RosterRun {
  return {
    id: RUN,
    branchId: BRANCH,
    from: '2026-11-23',
    to: '2026-11-29',
    scope: 'unallocated',
    keepAllocated: true,
    seed: 42,
    status: 'finished',
    progress: { elapsedMs: 65_000, iterations: 12_345, filled: 5, unfilled: 1, total: 6 },
    method: 'heuristic',
    provenOptimal: false,
    message: 'Not proven optimal: 412 visits is beyond the exact model’s 300.',
    version: 3,
    ...over,
  };
}

const at = (day: string, time: string) => `2026-11-${day}T${time}:00.000Z`;
const score = (total: number) => ({
  travel: 120,
  continuity: 30,
  preferred: 0,
  fairness: 12.5,
  overtime: 0,
  tardiness: 0,
  maxTardiness: 0,
  unfilled: total - 162.5,
  total,
});

const preview: RosterPreview = {
  weights: {
    travelMinute: 1,
    continuity: 10,
    preferred: 5,
    fairness: 0.025,
    overtimeMinute: 2,
    tardinessMinute: 1,
    maxTardinessMinute: 1,
    unfilled: 10_000,
  },
  scoreBefore: score(40_162.5),
  scoreAfter: score(10_162.5),
  changes: [
    {
      visitId: NEW_VISIT,
      clientName: 'Smith, Ann',
      startsAt: at('23', '09:00'),
      endsAt: at('23', '09:45'),
      slot: 0,
      fromCarer: null,
      toCarer: BEN,
      kind: 'new',
    },
    {
      visitId: MOVED,
      clientName: 'Jones, Bob',
      startsAt: at('23', '11:00'),
      endsAt: at('23', '11:30'),
      slot: 0,
      fromCarer: AMY,
      toCarer: BEN,
      kind: 'move',
    },
    {
      visitId: DOUBLE,
      clientName: 'Patel, Mira',
      startsAt: at('23', '17:00'),
      endsAt: at('23', '17:30'),
      slot: 1,
      fromCarer: null,
      toCarer: BEN,
      kind: 'new',
    },
    {
      visitId: DOUBLE,
      clientName: 'Patel, Mira',
      startsAt: at('23', '17:00'),
      endsAt: at('23', '17:30'),
      slot: 0,
      fromCarer: AMY,
      toCarer: AMY,
      kind: 'stay',
    },
    {
      visitId: TUESDAY,
      clientName: 'Khan, Omar',
      startsAt: at('24', '08:00'),
      endsAt: at('24', '08:30'),
      slot: 0,
      fromCarer: null,
      toCarer: AMY,
      kind: 'new',
    },
    {
      visitId: STAYS,
      clientName: 'Brown, Edith',
      startsAt: at('24', '12:00'),
      endsAt: at('24', '12:30'),
      slot: 0,
      fromCarer: AMY,
      toCarer: AMY,
      kind: 'stay',
    },
  ],
  carers: [
    {
      carerId: BEN.id,
      name: BEN.name,
      travelMinutesBefore: 20,
      travelMinutesAfter: 65,
      minutesBefore: 30,
      minutesAfter: 135,
    },
  ],
  unfilled: [
    {
      visitId: EMPTY,
      clientName: 'Green, Tom',
      startsAt: at('29', '08:00'),
      endsAt: at('29', '08:45'),
      slot: 1,
      reasons: [
        'No eligible carer: 11 excluded by mandatory training (Moving and handling), 3 on holiday (Shaw, Amy, Hall, Ben, Lee, Kim).',
      ],
    },
  ],
};

function serve(
  status: RosterRun['status'] = 'finished',
  onAccept: () => FakeAnswer = () =>
    ok({ applied: 2, run: run({ status: 'partly accepted', version: 4 }) }),
) {
  return fakeServer({
    'GET /api/v1/user': () => ok({ data: coordinator }),
    'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
    'GET /api/v1/branches': () => ok(page([{ id: BRANCH, name: 'York' }])),
    [`GET /api/v1/roster-runs/${RUN}`]: () => ok(run({ status })),
    [`GET /api/v1/roster-runs/${RUN}/preview`]: () => ok(preview),
    [`POST /api/v1/roster-runs/${RUN}/accept`]: onAccept,
    [`POST /api/v1/roster-runs/${RUN}/stop`]: () => ok(run({ status: 'stopped', version: 4 })),
  });
}

describe('a rota plan on the scheduler', { timeout: 60_000 }, () => {
  it('shows the changes by day, the score by term, each carer, and the reasons for what is left', async () => {
    serve();
    renderApp(`/app/scheduler/plans/${RUN}`);
    // The first render loads the page's chunk: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rota plan' }, { timeout: 30_000 }),
    ).toBeTruthy();
    await screen.findByText(/York · 23\/11\/2026 to 29\/11\/2026 · only the places still to fill/);
    const changes = await screen.findByRole('region', { name: 'Changes to accept' });
    expect(within(changes).getByRole('heading', { name: 'Monday 23/11/2026' })).toBeTruthy();
    expect(within(changes).getByRole('heading', { name: 'Tuesday 24/11/2026' })).toBeTruthy();
    expect(
      within(changes).getByRole('checkbox', {
        name: '11:00–11:30 Jones, Bob — Moves: Shaw, Amy → Hall, Ben',
      }),
    ).toBeTruthy();
    // A double-up: one place stays, the other is filled; one visit to accept.
    expect(
      within(changes).getByRole('checkbox', {
        name: '17:00–17:30 Patel, Mira — Carer 1 of 2: Stays: Shaw, Amy; Carer 2 of 2: New: nobody → Hall, Ben',
      }),
    ).toBeTruthy();
    // What stays is not offered to accept.
    expect(within(changes).queryByText(/Brown, Edith/)).toBeNull();
    expect(screen.getByText('1 visit keeps its carers')).toBeTruthy();

    const left = screen.getByRole('region', { name: 'Left unallocated' });
    expect(within(left).getByRole('heading', { name: 'Sunday 29/11/2026' })).toBeTruthy();
    expect(within(left).getByText('08:00–08:45 Green, Tom (carer 2 of 2)')).toBeTruthy();
    expect(
      within(left).getByText(
        /No eligible carer: 11 excluded by mandatory training \(Moving and handling\)/,
      ),
    ).toBeTruthy();

    const scoreRegion = screen.getByRole('region', { name: 'Score' });
    expect(within(scoreRegion).getByText('Heuristic search')).toBeTruthy();
    expect(within(scoreRegion).getByText(/Not proven optimal: 412 visits/)).toBeTruthy();
    const unfilledRow = within(scoreRegion).getByRole('row', { name: /Places left empty/ });
    expect(within(unfilledRow).getByText('10,000 per an empty place')).toBeTruthy();
    expect(within(unfilledRow).getByText('40,000')).toBeTruthy();
    expect(within(unfilledRow).getByText('10,000')).toBeTruthy();
    expect(
      within(scoreRegion).getByText('0.025 per a minute away from contracted hours'),
    ).toBeTruthy();
    const total = within(scoreRegion).getByRole('row', { name: /Total/ });
    expect(within(total).getByText('40,162.5')).toBeTruthy();

    const carers = screen.getByRole('region', { name: 'Travel and hours per carer' });
    const ben = within(carers).getByRole('row', { name: /Hall, Ben/ });
    expect(within(ben).getByText('20 min')).toBeTruthy();
    expect(within(ben).getByText('1 h 05 min')).toBeTruthy();
    expect(within(ben).getByText('2 h 15 min')).toBeTruthy();
  });

  it('accepts only the chosen changes, then links back to the week on the scheduler', async () => {
    const server = serve();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/app/scheduler/plans/${RUN}`);
    const accept = await screen.findByRole(
      'button',
      { name: 'Accept the whole plan (4 visits)' },
      { timeout: 30_000 },
    );
    expect(accept).toBeTruthy();
    // Leave Tuesday out and one of Monday's.
    await user.click(screen.getByRole('checkbox', { name: 'All of Tuesday 24/11/2026 (1 visit)' }));
    await user.click(screen.getByRole('checkbox', { name: /^11:00–11:30 Jones, Bob/ }));
    const monday = screen.getByRole('checkbox', { name: 'All of Monday 23/11/2026 (3 visits)' });
    expect((monday as HTMLInputElement).checked).toBe(false);
    expect(monday.getAttribute('data-indeterminate')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Accept 2 chosen visits' }));

    expect(await screen.findByText(/2 changes made to the rota/)).toBeTruthy();
    expect(server.calls('POST', `/api/v1/roster-runs/${RUN}/accept`).map((r) => r.body)).toEqual([
      { visitIds: [NEW_VISIT, DOUBLE], version: 3 },
    ]);
    await user.click(
      screen.getAllByRole('link', {
        name: 'Back to the scheduler, week of 23/11/2026',
      })[0] as HTMLElement,
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/scheduler/v1/carers'));
  });

  it('says why an accept is refused and leaves out the visits changed meanwhile', async () => {
    const server = serve('finished', () => ({
      status: 409,
      body: {
        status: false,
        message: '1 visit changed since the plan was made: Jones, Bob 23/11/2026 11:00.',
        data: { visitIds: [MOVED] },
        errors: {},
      },
    }));
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/scheduler/plans/${RUN}`);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Accept the whole plan (4 visits)' },
        { timeout: 30_000 },
      ),
    );
    expect(await screen.findByText(/changed since the plan was made: Jones, Bob/)).toBeTruthy();
    expect(screen.queryByText(/made to the rota/)).toBeNull();
    expect(server.calls('POST', `/api/v1/roster-runs/${RUN}/accept`)).toHaveLength(1);
    const jones = screen.getByRole('checkbox', { name: /^11:00–11:30 Jones, Bob/ });
    expect((jones as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Accept 3 chosen visits' })).toBeTruthy();
  });

  it('follows a run under way and stops it', async () => {
    const server = serve('running');
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/scheduler/plans/${RUN}`);
    expect(await screen.findByText('Planning')).toBeTruthy();
    expect(screen.getByText('1 min 05 s')).toBeTruthy();
    expect(screen.getByText('5 of 6 places')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Changes to accept' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped: the best plan found so far is kept')).toBeTruthy();
    expect(server.calls('POST', `/api/v1/roster-runs/${RUN}/stop`)).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Changes to accept' })).toBeTruthy();
  });
});
