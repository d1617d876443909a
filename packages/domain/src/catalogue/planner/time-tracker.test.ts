import { describe, expect, it } from 'vitest';
import { londonWallClockToInstant, WALL_CLOCK_FORM_ENTRY } from '../../engine/platform/wall-clock';
import { assessmentVisits } from './assessment-visits.record';
import {
  notTrackableMessage,
  staleSessionEnd,
  TRACKER_MID_INTERVAL_MS,
  toggledTrackerEvent,
  trackablePath,
  trackedMilliseconds,
  trackerDisplay,
  trackerEventPath,
  whyNotTrackable,
} from './time-tracker';

const london = (date: string, time: string) => {
  const instant = londonWallClockToInstant(date, time, WALL_CLOCK_FORM_ENTRY);
  if (!instant) throw new Error(`${date} ${time} is not a London time`);
  return instant;
};

describe('the tracker display', () => {
  it('is hh:mm:ss under a day', () => {
    expect(trackerDisplay(0)).toBe('00:00:00');
    expect(trackerDisplay(999)).toBe('00:00:00');
    expect(trackerDisplay(TRACKER_MID_INTERVAL_MS)).toBe('00:05:00');
    expect(trackerDisplay((23 * 3600 + 59 * 60 + 59) * 1000)).toBe('23:59:59');
  });

  it('says the days before it from one day on', () => {
    expect(trackerDisplay(86_400_000)).toBe('01 day(s) 00:00:00');
    expect(trackerDisplay(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 500)).toBe(
      '02 day(s) 03:04:05',
    );
  });

  it('never shows a negative time', () => {
    expect(trackerDisplay(-5000)).toBe('00:00:00');
  });
});

describe('the time tracked', () => {
  it('is the instants apart, so a sleeping tab wakes to the right time', () => {
    const start = new Date('2026-06-01T09:00:00Z');
    expect(trackedMilliseconds(start, new Date('2026-06-01T10:30:15Z'))).toBe(5_415_000);
    expect(trackerDisplay(trackedMilliseconds(start, '2026-06-02T09:00:01Z'))).toBe(
      '01 day(s) 00:00:01',
    );
  });

  it('counts the real hours across the clocks going forward on 29/03/2026', () => {
    // 00:30 to 03:30 on the London clock is two hours: 01:00 to 02:00 never happened.
    const ms = trackedMilliseconds(london('2026-03-29', '00:30'), london('2026-03-29', '03:30'));
    expect(trackerDisplay(ms)).toBe('02:00:00');
  });

  it('counts the real hours across the clocks going back on 25/10/2026', () => {
    // 00:30 to 03:30 on the London clock is four hours: 01:00 to 02:00 happened twice.
    const ms = trackedMilliseconds(london('2026-10-25', '00:30'), london('2026-10-25', '03:30'));
    expect(trackerDisplay(ms)).toBe('04:00:00');
  });

  it('reads a clock set back as nothing tracked', () => {
    expect(trackedMilliseconds('2026-06-01T10:00:00Z', '2026-06-01T09:00:00Z')).toBe(0);
  });
});

describe('the tracker rules', () => {
  it('stops when started and starts otherwise', () => {
    expect(toggledTrackerEvent('started')).toBe('STOP');
    for (const state of ['initial', 'stopped', 'error', 'disabled'] as const) {
      expect(toggledTrackerEvent(state)).toBe('START');
    }
  });

  it('closes a session with no STOP five minutes after its last MID', () => {
    expect(staleSessionEnd('2026-10-25T00:55:00Z').toISOString()).toBe('2026-10-25T01:00:00.000Z');
  });

  it('names the untrackable target and builds the spec’s addresses', () => {
    expect(notTrackableMessage('REVIEW')).toBe('Target REVIEW is not trackable');
    expect(trackablePath('abc', 'SPOT_CHECK', 'office_planner')).toBe(
      '/api/v1/user/trackable/abc/spot_check/office_planner',
    );
    expect(trackerEventPath('OFFICE_PLANNER', 'MID')).toBe(
      '/api/v1/time-tracker/office-planner/mid',
    );
  });
});

describe('an assessment visit', () => {
  const valid = {
    visitType: 'SUPERVISION',
    targetType: 'carer',
    carerId: '00000000-0000-4000-8000-000000000001',
    startsAt: '2026-03-29T09:00:00+01:00',
    endsAt: '2026-03-29T10:00:00+01:00',
    assignedTo: '00000000-0000-4000-8000-000000000002',
    status: 'Planned',
  };

  it('is named by its type and London start', () => {
    const parsed = assessmentVisits.createSchema.parse(valid);
    expect(assessmentVisits.computed?.title?.(parsed)).toBe('Supervision, 29/03/2026 09:00');
  });

  it('needs the person its target type names, and a type that fits them', () => {
    expect(assessmentVisits.createSchema.safeParse({ ...valid, carerId: null }).success).toBe(
      false,
    );
    expect(assessmentVisits.createSchema.safeParse({ ...valid, visitType: 'REVIEW' }).success).toBe(
      false,
    );
  });

  it('ends after it starts', () => {
    expect(
      assessmentVisits.createSchema.safeParse({ ...valid, endsAt: valid.startsAt }).success,
    ).toBe(false);
  });
});

describe('what may be tracked', () => {
  const visit = { visitType: 'SPOT_CHECK', status: 'Planned', assignedTo: 'me' };
  it('is a planned visit of the type asked, assigned to the person', () => {
    expect(whyNotTrackable(visit, 'me', 'spot_check')).toBeNull();
    expect(whyNotTrackable(visit, 'me', 'review')).toBe('This visit is not a review.');
    expect(whyNotTrackable({ ...visit, status: 'Done' }, 'me', 'spot_check')).toBe(
      'This visit is done.',
    );
    expect(whyNotTrackable(visit, 'you', 'spot_check')).toBe(
      'This visit is planned for someone else.',
    );
  });
});
