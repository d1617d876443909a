import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTracker, resetTracker } from '../../platform/tracker/tracker-store';
import { fakeServer, ok } from '../../test/fake-server';
import { TrackerCard } from './TrackerCard';

/**
 * The time tracker card (spec §2.7, §4.1, §5): START after the trackable check, a MID every
 * 300,000 ms, the display worked out from the start instant ('dd day(s)' after a day), nothing
 * sent for an untrackable target, and a confirmation before closing a running tracker.
 */

const VISIT = '3f1c2a9e-7b4d-4e8a-9c1f-2d5e6a7b8c90';
const TRACKABLE = `/api/v1/user/trackable/${VISIT}/review/office_planner`;
const session = (state = 'Running') => ({
  sessionId: '8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d',
  state,
  startedAt: '2026-10-25T09:00:00.000Z',
  endedAt: null,
  seconds: 0,
  timeDisplay: '00:00:00',
});

function server(trackable = true) {
  return fakeServer({
    [`GET ${TRACKABLE}`]: () =>
      ok({
        trackable,
        reason: trackable ? null : 'This visit is done.',
        content: { title: 'Review, 25/10/2026 09:00', body: 'Jane Smith' },
      }),
    'POST /api/v1/time-tracker/office-planner/start': () => ok(session()),
    'POST /api/v1/time-tracker/office-planner/mid': () => ok(session()),
    'POST /api/v1/time-tracker/office-planner/stop': () => ok(session('Stopped')),
  });
}

function renderCard() {
  render(
    <MantineProvider>
      <TrackerCard />
    </MantineProvider>,
  );
  act(() => openTracker({ id: VISIT, type: 'REVIEW' }));
}

/** Lets the fake server's answers and React's updates land. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

/** The confirmation opens and closes with a transition: its time passes (well under a MID's). */
async function transition() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
}

const display = () => screen.getByRole('timer').textContent;

describe('the time tracker card', () => {
  beforeEach(() => {
    // The clock moves only when a test moves it; the card's own timers follow it.
    vi.useFakeTimers({ shouldAdvanceTime: false, now: new Date('2026-10-25T00:30:00Z') });
  });
  afterEach(() => {
    act(() => resetTracker());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows its title, close icon and play button when opened', () => {
    server();
    renderCard();
    expect(screen.getByText('care360 - Time Tracker')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close tracker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Click to start tracking' })).toBeTruthy();
    expect(display()).toBe('00:00:00');
  });

  it('starts after the trackable check, sends a MID at 300,000 ms, and stops', async () => {
    const fake = server();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Click to start tracking' }));
    await settle();
    expect(fake.calls('GET', TRACKABLE)).toHaveLength(1);
    const [start] = fake.calls('POST', '/api/v1/time-tracker/office-planner/start');
    expect(start?.body).toMatchObject({
      event: 'START',
      module: 'OFFICE_PLANNER',
      target_reference_entity_id: VISIT,
      type: 'REVIEW',
      content: { title: 'Review, 25/10/2026 09:00', body: 'Jane Smith' },
    });
    expect(screen.getByText(/Task :/).closest('p')?.textContent).toContain(
      'Review, 25/10/2026 09:00',
    );

    await act(async () => {
      await vi.advanceTimersByTimeAsync(299_999);
    });
    expect(fake.calls('POST', '/api/v1/time-tracker/office-planner/mid')).toHaveLength(0);
    expect(display()).toBe('00:04:59');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const mids = fake.calls('POST', '/api/v1/time-tracker/office-planner/mid');
    expect(mids).toHaveLength(1);
    const referenceOf = (body: unknown) => (body as { reference: string }).reference;
    expect(referenceOf(mids[0]?.body)).toBe(referenceOf(start?.body));
    expect(display()).toBe('00:05:00');

    fireEvent.click(screen.getByRole('button', { name: 'Click to stop tracking' }));
    await settle();
    expect(fake.calls('POST', '/api/v1/time-tracker/office-planner/stop')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Click to start tracking' })).toBeTruthy();
    expect(display()).toBe('00:05:00');
  });

  it('works the time out from the start instant: after a day it says the days', async () => {
    server();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Click to start tracking' }));
    await settle();
    // A tab asleep for a day and an hour: the clock jumps, no timer ran meanwhile.
    act(() => vi.setSystemTime(new Date('2026-10-26T01:30:07Z')));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(display()).toBe('01 day(s) 01:00:07');
  });

  it('sends nothing for a target that is not trackable, and says so in the log', async () => {
    const fake = server(false);
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Click to start tracking' }));
    await settle();
    expect(log).toHaveBeenCalledWith('Target REVIEW is not trackable');
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('This visit is done.');
    log.mockRestore();
  });

  it('asks before closing while running; Continue stops, hides and resets it', async () => {
    const fake = server();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Click to start tracking' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Close tracker' }));
    await transition();
    expect(
      screen.getByText(
        'Time tracker is still running, you will lose your progress on closing. Do you want to continue?',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await transition();
    expect(fake.calls('POST', '/api/v1/time-tracker/office-planner/stop')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'care360 - Time Tracker' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close tracker' }));
    await transition();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(fake.calls('POST', '/api/v1/time-tracker/office-planner/stop')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'care360 - Time Tracker' })).toBeNull();
  });

  it('closes at once, asking nothing, when not running', async () => {
    const fake = server();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Close tracker' }));
    await settle();
    expect(screen.queryByRole('region', { name: 'care360 - Time Tracker' })).toBeNull();
    expect(fake.requests).toEqual([]);
  });
});
