import { describe, expect, it } from 'vitest';
import {
  instantToLondonWallClock,
  londonDateOf,
  londonDayStart,
  londonOffsetMinutes,
  londonWallClockToInstant,
  readLondonWallClock,
  WALL_CLOCK_FORM_ENTRY,
} from './wall-clock';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const EARLIER = { onGap: 'refuse', onOverlap: 'earlier' } as const;
const LATER = { onGap: 'refuse', onOverlap: 'later' } as const;
const SHIFT = { onGap: 'shift-forward', onOverlap: 'earlier' } as const;

describe('a day in GMT (winter)', () => {
  it('reads the wall clock as UTC', () => {
    expect(iso(londonWallClockToInstant('2026-01-15', '09:30', EARLIER))).toBe(
      '2026-01-15T09:30:00.000Z',
    );
    expect(instantToLondonWallClock('2026-01-15T09:30:00Z')).toEqual({
      date: '2026-01-15',
      time: '09:30',
    });
    expect(londonOffsetMinutes('2026-01-15T09:30:00Z')).toBe(0);
  });
});

describe('a day in BST (summer)', () => {
  it('reads the wall clock an hour ahead of UTC', () => {
    expect(iso(londonWallClockToInstant('2026-07-15', '09:30', EARLIER))).toBe(
      '2026-07-15T08:30:00.000Z',
    );
    expect(instantToLondonWallClock(new Date('2026-07-15T08:30:00Z'))).toEqual({
      date: '2026-07-15',
      time: '09:30',
    });
    expect(londonOffsetMinutes('2026-07-15T08:30:00Z')).toBe(60);
  });
});

describe('the missing hour: 29 March 2026, clocks go forward at 01:00 GMT', () => {
  it('says 01:00 to 01:59 does not exist', () => {
    for (const time of ['01:00', '01:30', '01:59']) {
      expect(readLondonWallClock('2026-03-29', time)?.kind).toBe('gap');
      expect(londonWallClockToInstant('2026-03-29', time, EARLIER)).toBeNull();
    }
  });

  it('moves a time in the gap on by the hour when asked to', () => {
    // 01:30 is read as 02:30 BST, the instant 01:30 UTC.
    const instant = londonWallClockToInstant('2026-03-29', '01:30', SHIFT);
    expect(iso(instant)).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToLondonWallClock(instant as Date)).toEqual({
      date: '2026-03-29',
      time: '02:30',
    });
  });

  it('reads the minutes either side of the gap exactly', () => {
    expect(iso(londonWallClockToInstant('2026-03-29', '00:59', EARLIER))).toBe(
      '2026-03-29T00:59:00.000Z',
    );
    expect(iso(londonWallClockToInstant('2026-03-29', '02:00', EARLIER))).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(instantToLondonWallClock('2026-03-29T00:59:00Z')?.time).toBe('00:59');
    expect(instantToLondonWallClock('2026-03-29T01:00:00Z')?.time).toBe('02:00');
  });
});

describe('the repeated hour: 25 October 2026, clocks go back at 01:00 GMT', () => {
  it('says 01:00 to 01:59 happens twice, an hour apart', () => {
    const reading = readLondonWallClock('2026-10-25', '01:30');
    expect(reading).toEqual({
      kind: 'overlap',
      earlier: new Date('2026-10-25T00:30:00Z'),
      later: new Date('2026-10-25T01:30:00Z'),
    });
  });

  it('takes the earlier (BST) or the later (GMT) instant, as the caller chooses', () => {
    expect(iso(londonWallClockToInstant('2026-10-25', '01:30', EARLIER))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(londonWallClockToInstant('2026-10-25', '01:30', LATER))).toBe(
      '2026-10-25T01:30:00.000Z',
    );
    expect(iso(londonWallClockToInstant('2026-10-25', '01:00', LATER))).toBe(
      '2026-10-25T01:00:00.000Z',
    );
  });

  it('shows both instants as the same wall-clock time', () => {
    expect(instantToLondonWallClock('2026-10-25T00:30:00Z')).toEqual({
      date: '2026-10-25',
      time: '01:30',
    });
    expect(instantToLondonWallClock('2026-10-25T01:30:00Z')).toEqual({
      date: '2026-10-25',
      time: '01:30',
    });
  });

  it('reads the hours either side of the overlap as single instants', () => {
    expect(readLondonWallClock('2026-10-25', '00:59')?.kind).toBe('single');
    expect(readLondonWallClock('2026-10-25', '02:00')).toEqual({
      kind: 'single',
      instant: new Date('2026-10-25T02:00:00Z'),
    });
  });
});

describe('midnight', () => {
  it('starts a summer day at 23:00 UTC the day before and a winter day at 00:00 UTC', () => {
    expect(iso(londonDayStart('2026-07-01'))).toBe('2026-06-30T23:00:00.000Z');
    expect(iso(londonDayStart('2026-01-01'))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('makes the days of the changes 23 and 25 hours long', () => {
    const hours = (from: string, to: string) =>
      ((londonDayStart(to)?.getTime() ?? 0) - (londonDayStart(from)?.getTime() ?? 0)) / 3_600_000;
    expect(hours('2026-03-29', '2026-03-30')).toBe(23);
    expect(hours('2026-10-25', '2026-10-26')).toBe(25);
    expect(hours('2026-06-01', '2026-06-02')).toBe(24);
  });

  it('puts the minutes around midnight on the right London day', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(londonDateOf('2026-06-30T23:30:00Z')).toBe('2026-07-01');
    expect(londonDateOf('2026-06-30T22:59:00Z')).toBe('2026-06-30');
    expect(londonDateOf('2026-12-31T23:59:00Z')).toBe('2026-12-31');
    expect(londonDateOf('2027-01-01T00:00:00Z')).toBe('2027-01-01');
    expect(instantToLondonWallClock('2026-06-30T23:00:00Z')).toEqual({
      date: '2026-07-01',
      time: '00:00',
    });
    expect(londonDateOf('not a date')).toBe('');
  });
});

describe('round trip', () => {
  it('brings every quarter hour of the change weekends back to the same instant', () => {
    for (const start of ['2026-03-28T12:00:00Z', '2026-10-24T12:00:00Z']) {
      for (let quarter = 0; quarter < 4 * 30; quarter += 1) {
        const instant = new Date(Date.parse(start) + quarter * 15 * 60_000);
        const wall = instantToLondonWallClock(instant);
        if (!wall) throw new Error('no wall clock');
        const reading = readLondonWallClock(wall.date, wall.time);
        // In the repeated hour the wall clock cannot tell the two apart: one of them is it.
        const back =
          reading?.kind === 'overlap'
            ? [reading.earlier, reading.later].find((d) => d.getTime() === instant.getTime())
            : londonWallClockToInstant(wall.date, wall.time, WALL_CLOCK_FORM_ENTRY);
        expect(iso(back ?? null)).toBe(instant.toISOString());
      }
    }
  });
});

describe('what is not a date or a time', () => {
  it('answers null', () => {
    for (const [date, time] of [
      ['2026-02-30', '10:00'],
      ['2026-02-10', '24:00'],
      ['2026-02-10', '10:60'],
      ['10/02/2026', '10:00'],
      ['0999-02-10', '10:00'],
      ['2026-02-10', '9:00'],
      ['', ''],
    ] as const) {
      expect(londonWallClockToInstant(date, time, SHIFT)).toBeNull();
    }
    expect(instantToLondonWallClock('nonsense')).toBeNull();
  });
});
