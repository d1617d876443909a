import { describe, expect, it } from 'vitest';
import { eventsInWindow, roundedWindow } from './drawn-window';

const rows = Array.from({ length: 60 }, (_, i) => `carer-${i}`);
const visit = (id: string, row: number, start: string, end: string) => ({
  id,
  start,
  end,
  resourceIds: [`carer-${row}`],
});

describe('the part of a busy timeline drawn', () => {
  const window = { rowFrom: 10, rowTo: 20, fromSeconds: 6 * 3_600, toSeconds: 30 * 3_600 };
  const events = [
    visit('in', 12, '2026-11-23T09:00:00', '2026-11-23T10:00:00'),
    visit('row above', 9, '2026-11-23T09:00:00', '2026-11-23T10:00:00'),
    visit('row below', 20, '2026-11-23T09:00:00', '2026-11-23T10:00:00'),
    visit('too early', 12, '2026-11-23T04:00:00', '2026-11-23T05:00:00'),
    visit('too late', 12, '2026-11-24T07:00:00', '2026-11-24T08:00:00'),
    // A night sit from 22:00 to 07:00 the next morning overlaps the hours from either end.
    visit('night from before', 15, '2026-11-22T22:00:00', '2026-11-23T07:00:00'),
    { id: 'clock-change', start: '2026-11-23T01:00:00', end: '2026-11-23T02:00:00' },
    visit('focused', 50, '2026-11-27T09:00:00', '2026-11-27T10:00:00'),
  ];

  it('holds the events on its rows and hours, backgrounds, and the one kept', () => {
    const drawn = eventsInWindow(events, rows, '2026-11-23', window, new Set(['focused']));
    expect(drawn.map((e) => e.id)).toEqual(['in', 'night from before', 'clock-change', 'focused']);
  });

  it('draws no row’s events before it knows what is on screen', () => {
    expect(eventsInWindow(events, rows, '2026-11-23', null, new Set()).map((e) => e.id)).toEqual([
      'clock-change',
    ]);
  });

  it('reaches half a screen beyond what is seen, in whole blocks, within the rows there are', () => {
    // Rows 23 to 37 seen: 8 more either side, rounded out to fives; 08:00 to 20:00 seen: six
    // hours more either side, rounded out to threes.
    expect(roundedWindow({ first: 23, last: 37 }, { from: 8 * 3_600, to: 20 * 3_600 }, 40)).toEqual(
      {
        rowFrom: 15,
        rowTo: 40,
        fromSeconds: 0,
        toSeconds: 27 * 3_600,
      },
    );
    const near = roundedWindow(
      { first: 41, last: 45 },
      { from: 8.5 * 3_600, to: 10.5 * 3_600 },
      200,
    );
    expect(near).toEqual({ rowFrom: 35, rowTo: 50, fromSeconds: 6 * 3_600, toSeconds: 12 * 3_600 });
    // A period opened draws just what is on screen first, to the whole row and hour.
    expect(
      roundedWindow(
        { first: 23, last: 37 },
        { from: 8.5 * 3_600, to: 20.25 * 3_600 },
        40,
        'screen',
      ),
    ).toEqual({ rowFrom: 23, rowTo: 38, fromSeconds: 8 * 3_600, toSeconds: 21 * 3_600 });
    // A small scroll gives the same window: nothing is redrawn.
    expect(
      roundedWindow({ first: 42, last: 46 }, { from: 9 * 3_600, to: 11 * 3_600 }, 200),
    ).toEqual(near);
  });
});
