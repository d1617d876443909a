import { describe, expect, it } from 'vitest';
import {
  OUTSIDE_WORKING_PATTERN,
  outsideWorkingPattern,
  unavailabilityOccurrences,
  workingPatternOccurrences,
} from './unavailability';

const at = (iso: string) => new Date(iso);
const spans = (list: { startsAt: Date; endsAt: Date }[]) =>
  list.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]);

describe('unavailability on the London clock', () => {
  it('makes a weekly night eight hours long the night the clocks go forward (29/03/2026)', () => {
    const found = unavailabilityOccurrences(
      [
        {
          repeats: 'Weekly',
          dayOfWeek: 'Saturday',
          startTime: '22:00',
          endTime: '07:00',
          fromDate: '2026-03-01',
          reason: 'Caring for her mother',
        },
      ],
      { from: at('2026-03-21T00:00:00Z'), to: at('2026-04-05T00:00:00Z') },
    );
    expect(spans(found)).toEqual([
      ['2026-03-21T22:00:00.000Z', '2026-03-22T07:00:00.000Z'],
      // 22:00 GMT to 07:00 BST.
      ['2026-03-28T22:00:00.000Z', '2026-03-29T06:00:00.000Z'],
      ['2026-04-04T21:00:00.000Z', '2026-04-05T06:00:00.000Z'],
    ]);
    expect(found[1]?.reason).toBe('Caring for her mother');
  });

  it('makes it ten hours the night they go back (25/10/2026), and keeps daytime on the wall clock', () => {
    const found = unavailabilityOccurrences(
      [
        {
          repeats: 'Weekly',
          dayOfWeek: 'Saturday',
          startTime: '22:00',
          endTime: '07:00',
          fromDate: '2026-01-01',
        },
        {
          repeats: 'Weekly',
          dayOfWeek: 'Sunday',
          startTime: '09:00',
          endTime: '17:00',
          fromDate: '2026-10-18',
          untilDate: '2026-10-25',
          reason: 'Church and family',
        },
      ],
      { from: at('2026-10-17T00:00:00Z'), to: at('2026-11-02T00:00:00Z') },
    );
    expect(spans(found)).toEqual([
      ['2026-10-17T21:00:00.000Z', '2026-10-18T06:00:00.000Z'],
      // 09:00 BST.
      ['2026-10-18T08:00:00.000Z', '2026-10-18T16:00:00.000Z'],
      // 22:00 BST to 07:00 GMT: the hour is lived twice.
      ['2026-10-24T21:00:00.000Z', '2026-10-25T07:00:00.000Z'],
      // 09:00 GMT, and the last Sunday it applies.
      ['2026-10-25T09:00:00.000Z', '2026-10-25T17:00:00.000Z'],
      ['2026-10-31T22:00:00.000Z', '2026-11-01T07:00:00.000Z'],
    ]);
  });

  it('moves a time in the skipped hour on by the hour', () => {
    const found = unavailabilityOccurrences(
      [
        {
          repeats: 'Weekly',
          dayOfWeek: 'Sunday',
          startTime: '01:30',
          endTime: '03:00',
          fromDate: '2026-03-29',
        },
      ],
      { from: at('2026-03-29T00:00:00Z'), to: at('2026-03-30T00:00:00Z') },
    );
    // 02:30 BST to 03:00 BST.
    expect(spans(found)).toEqual([['2026-03-29T01:30:00.000Z', '2026-03-29T02:00:00.000Z']]);
  });

  it('starts no earlier than its first day and keeps a night that began just before the window', () => {
    const entry = {
      repeats: 'Weekly',
      dayOfWeek: 'Saturday',
      startTime: '22:00',
      endTime: '07:00',
      fromDate: '2026-10-24',
    };
    expect(
      unavailabilityOccurrences([entry], {
        from: at('2026-10-10T00:00:00Z'),
        to: at('2026-10-24T20:00:00Z'),
      }),
    ).toEqual([]);
    expect(
      spans(
        unavailabilityOccurrences([entry], {
          from: at('2026-10-25T06:00:00Z'),
          to: at('2026-10-25T08:00:00Z'),
        }),
      ),
    ).toEqual([['2026-10-24T21:00:00.000Z', '2026-10-25T07:00:00.000Z']]);
  });

  it('keeps a one-off only when it touches the window', () => {
    const oneOff = {
      repeats: 'One-off',
      startsAt: '2026-10-25T00:30:00.000Z',
      endsAt: '2026-10-25T03:00:00.000Z',
      reason: 'Hospital appointment',
    };
    const window = { from: at('2026-10-25T02:00:00Z'), to: at('2026-10-25T04:00:00Z') };
    expect(unavailabilityOccurrences([oneOff], window)).toEqual([
      {
        startsAt: at(oneOff.startsAt),
        endsAt: at(oneOff.endsAt),
        reason: 'Hospital appointment',
      },
    ]);
    expect(
      unavailabilityOccurrences([oneOff], { from: at(oneOff.endsAt), to: at('2026-10-26T00:00Z') }),
    ).toEqual([]);
  });
});

describe('working pattern', () => {
  const nights = [
    { dayOfWeek: 'Saturday', startTime: '22:00', endTime: '07:00' },
    { dayOfWeek: 'Sunday', startTime: '07:00', endTime: '12:00' },
  ];

  it('joins hours that run into each other', () => {
    expect(
      spans(
        workingPatternOccurrences(nights, {
          from: at('2026-10-25T00:00:00Z'),
          to: at('2026-10-25T08:00:00Z'),
        }),
      ),
    ).toEqual([['2026-10-24T21:00:00.000Z', '2026-10-25T12:00:00.000Z']]);
  });

  it('takes a visit inside the pattern and names one outside it', () => {
    const inside = { startsAt: at('2026-10-25T06:00:00Z'), endsAt: at('2026-10-25T08:00:00Z') };
    expect(outsideWorkingPattern(inside, nights)).toBeNull();
    const after = { startsAt: at('2026-10-25T11:30:00Z'), endsAt: at('2026-10-25T12:30:00Z') };
    expect(outsideWorkingPattern(after, nights)).toEqual({
      ...after,
      reason: OUTSIDE_WORKING_PATTERN,
    });
    // No pattern kept: any time is offered.
    expect(outsideWorkingPattern(after, [])).toBeNull();
  });
});
