import { describe, expect, it } from 'vitest';
import { keyboardStep, shiftEvent, timeText, toLibraryEvent } from './calendar-events';
import {
  calendarPeriod,
  clockChangesBetween,
  fromLondonWallClock,
  londonClockChange,
  londonDayHours,
  shiftWallClock,
  stepPeriod,
  toLondonWallClock,
} from './london-time';

const DAY = 86_400;

describe('London wall-clock time for the calendar', () => {
  it('reads an instant as London’s clock on either side of both changes', () => {
    expect(toLondonWallClock('2026-03-28T09:00:00Z')).toBe('2026-03-28T09:00:00');
    expect(toLondonWallClock('2026-03-29T08:00:00Z')).toBe('2026-03-29T09:00:00');
    expect(toLondonWallClock('2026-10-24T08:00:00Z')).toBe('2026-10-24T09:00:00');
    expect(toLondonWallClock('2026-10-25T09:00:00Z')).toBe('2026-10-25T09:00:00');
    expect(toLondonWallClock('not a date')).toBeNull();
  });

  it('turns a London time back into its instant, choosing for the missing and repeated hour', () => {
    expect(fromLondonWallClock('2026-03-29T09:00:00')?.toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(fromLondonWallClock('2026-01-10T09:00')?.toISOString()).toBe('2026-01-10T09:00:00.000Z');
    // 01:30 on the last Sunday of March does not happen: it moves on by the hour (02:30 BST).
    expect(fromLondonWallClock('2026-03-29T01:30:00')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 01:30 on the last Sunday of October happens twice: the first (BST), or the second if asked.
    expect(fromLondonWallClock('2026-10-25T01:30:00')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(
      fromLondonWallClock('2026-10-25T01:30:00', {
        onGap: 'refuse',
        onOverlap: 'later',
      })?.toISOString(),
    ).toBe('2026-10-25T01:30:00.000Z');
    expect(
      fromLondonWallClock('2026-03-29T01:30:00', { onGap: 'refuse', onOverlap: 'earlier' }),
    ).toBeNull();
    expect(fromLondonWallClock('29/03/2026 09:00')).toBeNull();
  });

  it('knows the 23- and 25-hour days', () => {
    expect(londonDayHours('2026-03-29')).toBe(23);
    expect(londonDayHours('2026-10-25')).toBe(25);
    expect(londonDayHours('2026-06-01')).toBe(24);
    expect(londonClockChange('2026-03-29')).toEqual({ kind: 'forward', hours: 23 });
    expect(londonClockChange('2026-10-25')).toEqual({ kind: 'back', hours: 25 });
    expect(londonClockChange('2026-03-28')).toBeNull();
    expect(clockChangesBetween('2027-01-01', '2027-12-31').map((c) => c.date)).toEqual([
      '2027-03-28',
      '2027-10-31',
    ]);
  });

  it('moves on the wall clock, a day always 24 of its hours', () => {
    expect(shiftWallClock('2026-03-28T09:00:00', DAY)).toBe('2026-03-29T09:00:00');
    expect(shiftWallClock('2026-12-31T23:30:00', 45 * 60)).toBe('2027-01-01T00:15:00');
  });
});

describe('moving an event across a clock change', () => {
  const interview = {
    id: 'i1',
    title: 'Nia Jones',
    start: '2026-03-28T09:00:00.000Z',
    end: '2026-03-28T09:45:00.000Z',
  };

  it('keeps 09:00 at 09:00 when moved a day into British Summer Time, and back out of it', () => {
    const spring = shiftEvent(interview, DAY, DAY, 'drag');
    expect(spring).toEqual({
      id: 'i1',
      start: '2026-03-29T08:00:00.000Z',
      end: '2026-03-29T08:45:00.000Z',
      allDay: false,
      via: 'drag',
    });
    const autumn = shiftEvent(
      { ...interview, start: '2026-10-24T08:00:00.000Z', end: '2026-10-24T08:45:00.000Z' },
      DAY,
      DAY,
      'keyboard',
    );
    expect(autumn?.start).toBe('2026-10-25T09:00:00.000Z');
    expect(toLondonWallClock(autumn?.start ?? '')).toBe('2026-10-25T09:00:00');
  });

  it('keeps a night of 22:00 to 07:00 one event, 8 hours in March and 10 in October', () => {
    const night = {
      id: 'n1',
      title: 'Night',
      start: '2026-03-21T22:00:00.000Z',
      end: '2026-03-22T07:00:00.000Z',
    };
    const spring = shiftEvent(night, 7 * DAY, 7 * DAY, 'drag');
    expect(spring?.start).toBe('2026-03-28T22:00:00.000Z');
    expect(spring?.end).toBe('2026-03-29T06:00:00.000Z');
    expect(timeText({ ...night, ...spring })).toBe('22:00–07:00, 8 h');
    const autumnNight = {
      ...night,
      start: '2026-10-17T21:00:00.000Z',
      end: '2026-10-18T06:00:00.000Z',
    };
    expect(timeText(autumnNight)).toBe('22:00–07:00');
    const autumn = shiftEvent(autumnNight, 7 * DAY, 7 * DAY, 'drag');
    expect(autumn?.start).toBe('2026-10-24T21:00:00.000Z');
    expect(autumn?.end).toBe('2026-10-25T07:00:00.000Z');
    expect(timeText({ ...night, ...autumn })).toBe('22:00–07:00, 10 h');
    // One event in the library too: one start, one end, across midnight.
    expect(toLibraryEvent({ ...night, ...autumn }, true)).toMatchObject({
      id: 'n1',
      start: '2026-10-24T22:00:00',
      end: '2026-10-25T07:00:00',
      allDay: false,
    });
  });

  it('moves all-day events by dates, the last day included, and refuses an end before the start', () => {
    const holiday = {
      id: 'h1',
      title: 'Amara',
      start: '2026-03-27',
      end: '2026-03-30',
      allDay: true,
    };
    expect(toLibraryEvent(holiday, false)).toMatchObject({
      start: '2026-03-27',
      end: '2026-03-31',
    });
    expect(shiftEvent(holiday, 2 * DAY, 2 * DAY, 'drag', 'p2')).toEqual({
      id: 'h1',
      start: '2026-03-29',
      end: '2026-04-01',
      allDay: true,
      resourceId: 'p2',
      via: 'drag',
    });
    expect(shiftEvent(holiday, 0, -4 * DAY, 'keyboard')).toBeNull();
    expect(shiftEvent(interview, 0, -DAY, 'keyboard')).toBeNull();
  });

  it('says which keys move or resize by how much in each view', () => {
    const keys = (
      key: string,
      shift: boolean,
      alt: boolean,
      view: 'month' | 'week' | 'timeline',
      allDay = false,
    ) => keyboardStep(key, { shift, alt }, view, allDay, 15, 'day');
    expect(keys('ArrowRight', true, false, 'week')).toEqual({ kind: 'move', seconds: DAY });
    expect(keys('ArrowUp', true, false, 'week')).toEqual({ kind: 'move', seconds: -15 * 60 });
    expect(keys('ArrowDown', true, false, 'month')).toEqual({ kind: 'move', seconds: 7 * DAY });
    expect(keys('ArrowDown', true, false, 'timeline')).toEqual({ kind: 'resource', by: 1 });
    expect(keys('ArrowLeft', true, false, 'timeline')).toEqual({ kind: 'move', seconds: -15 * 60 });
    expect(keys('ArrowDown', false, true, 'week')).toEqual({ kind: 'resize', seconds: 15 * 60 });
    expect(keys('ArrowDown', false, true, 'month', true)).toEqual({ kind: 'resize', seconds: DAY });
    expect(keys('ArrowDown', false, false, 'week')).toBeNull();
    expect(keys('Enter', true, false, 'week')).toBeNull();
  });
});

describe('the periods a view shows', () => {
  it('are whole months, Monday-to-Sunday weeks and days, moving by one', () => {
    expect(calendarPeriod('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(calendarPeriod('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(calendarPeriod('day', '2026-03-29')).toEqual({ from: '2026-03-29', to: '2026-03-29' });
    expect(calendarPeriod('timeline', '2026-03-29', 'month')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(stepPeriod('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepPeriod('week', '2026-11-26', -1)).toBe('2026-11-19');
    expect(stepPeriod('timeline', '2026-03-28', 1)).toBe('2026-03-29');
  });
});
