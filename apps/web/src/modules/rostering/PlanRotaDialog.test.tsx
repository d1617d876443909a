import type { RosterRun } from '@care360/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { currentUserQuery } from '../../platform/current-user';
import { fakeServer, officeUser, refused } from '../../test/fake-server';
import { PlanRotaDialog } from './PlanRotaDialog';
import { checkPlanRequest, type PlanRequestValues } from './plan-request';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BRANCH = '11111111-1111-4111-8111-111111111111';
const YORK = '22222222-2222-4222-8222-222222222222';
const RUN = '33333333-3333-4333-8333-333333333333';

const values = (over: Partial<PlanRequestValues> = {}): PlanRequestValues => ({
  branchId: BRANCH,
  fromText: '23/11/2026',
  toText: '29/11/2026',
  scope: 'unallocated',
  keepAllocated: true,
  seedText: '',
  ...over,
});

describe('checking a plan request', () => {
  it('turns UK dates into the body the server takes', () => {
    expect(checkPlanRequest(values({ seedText: ' 42 ', scope: 'all' }))).toEqual({
      problems: {},
      body: {
        branchId: BRANCH,
        from: '2026-11-23',
        to: '2026-11-29',
        scope: 'all',
        keepAllocated: true,
        seed: 42,
      },
    });
    // One day is a period too, and no seed sends none.
    expect(checkPlanRequest(values({ toText: '23/11/2026' })).body).toEqual({
      branchId: BRANCH,
      from: '2026-11-23',
      to: '2026-11-23',
      scope: 'unallocated',
      keepAllocated: true,
    });
  });

  it('says what is wrong with each box', () => {
    expect(checkPlanRequest(values({ branchId: '', fromText: '', toText: '2026-11-29' }))).toEqual({
      problems: {
        branchId: 'Choose the branch to plan.',
        from: 'Give the first day to plan.',
        to: 'Give the last day as DD/MM/YYYY, for example 23/11/2026.',
      },
      body: null,
    });
    expect(checkPlanRequest(values({ toText: '31/02/2027' })).problems.to).toMatch(
      /^Give the last day as DD\/MM\/YYYY/,
    );
    expect(checkPlanRequest(values({ toText: '22/11/2026' })).problems).toEqual({
      to: 'The last day cannot be before the first day.',
    });
    // Four weeks is the most: 28 days pass, 29 do not.
    expect(checkPlanRequest(values({ toText: '20/12/2026' })).problems).toEqual({});
    expect(checkPlanRequest(values({ toText: '21/12/2026' })).problems).toEqual({
      to: 'A plan covers at most 4 weeks (28 days): this is 29 days. The last day can be 20/12/2026 at the latest.',
    });
    for (const seedText of ['-1', '1.5', 'abc', '2147483648'])
      expect(checkPlanRequest(values({ seedText })).problems).toEqual({
        seed: 'The seed is a whole number from 0 to 2147483647, or empty.',
      });
  });
});

function run(): RosterRun {
  return {
    id: RUN,
    branchId: YORK,
    from: '2026-11-23',
    to: '2026-11-29',
    scope: 'all',
    keepAllocated: false,
    seed: 7,
    status: 'queued',
    progress: null,
    method: null,
    provenOptimal: false,
    message: null,
    version: 1,
  };
}

function renderDialog() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, officeUser);
  const onStarted = vi.fn();
  render(
    <AppProviders queryClient={queryClient} env="test">
      <PlanRotaDialog
        opened
        onClose={() => {}}
        branches={[
          { id: BRANCH, name: 'Leeds Central' },
          { id: YORK, name: 'York' },
        ]}
        branchId={BRANCH}
        weekStart="2026-11-23"
        onStarted={onStarted}
      />
    </AppProviders>,
  );
  return { user: userEvent.setup({ delay: null }), onStarted };
}

describe('the Plan rota dialog', { timeout: 60_000 }, () => {
  it('starts with the week shown, says what is wrong before sending, then starts the run', async () => {
    const server = fakeServer({
      'POST /api/v1/roster-runs': () => ({
        status: 201,
        body: { status: true, message: '', data: run(), errors: {} },
      }),
    });
    const { user, onStarted } = renderDialog();
    const from = await screen.findByRole('textbox', { name: /^From/ });
    const to = screen.getByRole('textbox', { name: /^To/ });
    expect((from as HTMLInputElement).value).toBe('23/11/2026');
    expect((to as HTMLInputElement).value).toBe('29/11/2026');

    await user.clear(to);
    await user.type(to, '30/12/2026');
    await user.click(screen.getByRole('button', { name: 'Start planning' }));
    expect(await screen.findByText(/A plan covers at most 4 weeks/)).toBeTruthy();
    await user.clear(from);
    await user.type(from, '32/11/2026');
    await user.click(screen.getByRole('button', { name: 'Start planning' }));
    expect(await screen.findByText(/Give the first day as DD\/MM\/YYYY/)).toBeTruthy();
    expect(server.calls('POST', '/api/v1/roster-runs')).toHaveLength(0);

    await user.clear(from);
    await user.type(from, '23/11/2026');
    await user.clear(to);
    await user.type(to, '29/11/2026');
    await user.click(screen.getByRole('combobox', { name: /^Branch/ }));
    await user.click(await screen.findByRole('option', { name: 'York' }));
    await user.click(screen.getByRole('radio', { name: /^All visits/ }));
    await user.click(screen.getByRole('checkbox', { name: /Keep carers already on visits/ }));
    await user.click(screen.getByRole('button', { name: 'Advanced options' }));
    await user.type(await screen.findByRole('textbox', { name: /^Seed/ }), '7');
    await user.click(screen.getByRole('button', { name: 'Start planning' }));

    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith(run()));
    expect(server.calls('POST', '/api/v1/roster-runs').map((r) => r.body)).toEqual([
      {
        branchId: YORK,
        from: '2026-11-23',
        to: '2026-11-29',
        scope: 'all',
        keepAllocated: false,
        seed: 7,
      },
    ]);
  });

  it("shows the server's refusal at the box it names", async () => {
    fakeServer({
      'POST /api/v1/roster-runs': () =>
        refused(422, 'The plan could not be started.', {
          to: ['The period is longer than 28 days.'],
        }),
    });
    const { user, onStarted } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Start planning' }));
    expect(await screen.findByText('The period is longer than 28 days.')).toBeTruthy();
    expect(screen.getByText('The plan could not be started.')).toBeTruthy();
    expect(onStarted).not.toHaveBeenCalled();
  });
});
