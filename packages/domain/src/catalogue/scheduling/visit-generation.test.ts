import { describe, expect, it } from 'vitest';
import {
  type ClientPackage,
  dayOfWeekOf,
  type GeneratedVisit,
  generateVisits,
  regeneration,
} from './visit-generation';
import { visitInstants } from './visit-times';

const hours = (v: Pick<GeneratedVisit, 'startsAt' | 'endsAt'>) =>
  (Date.parse(v.endsAt) - Date.parse(v.startsAt)) / 3_600_000;

const client = (slots: ClientPackage['slots'], templates: ClientPackage['templates'] = []) => ({
  clientId: 'c1',
  branchId: 'b1',
  slots,
  templates,
});

const slot = (day: string, startTime: string, endTime: string, id = `${day}-${startTime}`) => ({
  id,
  dayOfWeek: day,
  startTime,
  endTime,
  carersNeeded: 1,
});

describe('visit instants on the London clock', () => {
  it('reads GMT in winter and BST in summer', () => {
    expect(visitInstants('2026-01-15', '08:00', '09:00')?.startsAt.toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(visitInstants('2026-07-15', '08:00', '09:00')?.startsAt.toISOString()).toBe(
      '2026-07-15T07:00:00.000Z',
    );
  });

  it('moves a start in the missing hour of 29 March 2026 on by the hour', () => {
    const v = visitInstants('2026-03-29', '01:30', '02:30');
    // 01:30 does not exist: it reads as 02:30 BST (01:30 UTC); 02:30 BST is the same instant.
    expect(v).toBeNull();
    expect(visitInstants('2026-03-29', '01:30', '03:00')?.startsAt.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the first 01:30 on 25 October 2026', () => {
    expect(visitInstants('2026-10-25', '01:30', '03:00')?.startsAt.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});

describe('generateVisits', () => {
  it('makes a weekly slot on each matching day, across the clock changes of 2026 and 2027', () => {
    for (const [from, to, sunday] of [
      ['2026-03-23', '2026-04-05', '2026-03-29'],
      ['2026-10-19', '2026-11-01', '2026-10-25'],
      ['2027-03-22', '2027-04-04', '2027-03-28'],
      ['2027-10-25', '2027-11-07', '2027-10-31'],
    ] as const) {
      expect(dayOfWeekOf(sunday)).toBe('Sunday');
      const visits = generateVisits([client([slot('Sunday', '08:00', '09:00')])], { from, to });
      expect(visits.map((v) => v.visitDate)).toContain(sunday);
      for (const visit of visits) {
        // 08:00 on the London clock every Sunday, whatever the offset: one hour long.
        expect(hours(visit)).toBe(1);
        const offset = visit.startsAt.slice(11, 16);
        expect(['08:00', '07:00']).toContain(offset);
      }
      const onTheDay = visits.find((v) => v.visitDate === sunday);
      // The clocks change at 01:00 UTC, so 08:00 that Sunday is already the new time.
      const spring = sunday.slice(5, 7) === '03';
      expect(onTheDay?.startsAt).toBe(`${sunday}T${spring ? '07' : '08'}:00:00.000Z`);
    }
  });

  it('makes a night sit one visit ending next morning, 10 hours the night the clocks go back', () => {
    const night = slot('Saturday', '22:00', '07:00');
    const [october] = generateVisits([client([night])], { from: '2026-10-24', to: '2026-10-24' });
    expect(october).toMatchObject({
      visitDate: '2026-10-24',
      startsAt: '2026-10-24T21:00:00.000Z',
      endsAt: '2026-10-25T07:00:00.000Z',
    });
    expect(hours(october as GeneratedVisit)).toBe(10);
    const [march] = generateVisits([client([night])], { from: '2027-03-27', to: '2027-03-27' });
    expect(march).toMatchObject({
      startsAt: '2027-03-27T22:00:00.000Z',
      endsAt: '2027-03-28T06:00:00.000Z',
    });
    expect(hours(march as GeneratedVisit)).toBe(8);
    // An ordinary night: nine hours, and a Tuesday night sit ends on Wednesday.
    const [plain] = generateVisits([client([slot('Tuesday', '22:00', '07:00')])], {
      from: '2026-11-03',
      to: '2026-11-03',
    });
    expect(plain?.endsAt).toBe('2026-11-04T07:00:00.000Z');
    expect(hours(plain as GeneratedVisit)).toBe(9);
  });

  it('gives each visit a key of client, slot and date, the same every time', () => {
    const pkg = client([
      slot('Monday', '08:00', '09:00', 's1'),
      slot('Monday', '12:00', '12:30', 's2'),
    ]);
    const range = { from: '2026-11-02', to: '2026-11-15' };
    const first = generateVisits([pkg], range).map((v) => v.generationKey);
    expect(first).toEqual([
      'c1:s1:2026-11-02',
      'c1:s2:2026-11-02',
      'c1:s1:2026-11-09',
      'c1:s2:2026-11-09',
    ]);
    expect(generateVisits([pkg], range).map((v) => v.generationKey)).toEqual(first);
  });

  it('uses a template in force instead of the slots, and stops when the service ends', () => {
    const pkg: ClientPackage = {
      ...client([slot('Monday', '08:00', '09:00', 'standing')]),
      templates: [
        {
          id: 't1',
          validFrom: '2026-11-09',
          validTo: '2026-11-15',
          details: [{ ...slot('Monday', '10:00', '11:00', 'd1'), carersNeeded: 2 }],
        },
      ],
      servedUntil: '2026-11-20',
    };
    const visits = generateVisits([pkg], { from: '2026-11-02', to: '2026-11-30' });
    expect(visits.map((v) => [v.visitDate, v.startTime, v.template, v.carersNeeded])).toEqual([
      ['2026-11-02', '08:00', null, 1],
      ['2026-11-09', '10:00', 't1', 2],
      ['2026-11-16', '08:00', null, 1],
    ]);
  });
});

describe('regeneration', () => {
  const [generated] = generateVisits([client([slot('Monday', '09:00', '10:00')])], {
    from: '2026-11-02',
    to: '2026-11-02',
  }) as [GeneratedVisit];
  const stored = {
    startTime: '08:00:00',
    endTime: '09:00:00',
    carersNeeded: 1,
    status: 'Planned' as const,
    movedByHand: false,
    confirmed: false,
  };

  it('updates a planned visit to the changed pattern', () => {
    expect(regeneration(stored, generated)).toEqual({
      action: 'update',
      changes: { startTime: '09:00', endTime: '10:00', carersNeeded: 1 },
    });
  });

  it('leaves an unchanged visit alone', () => {
    expect(regeneration({ ...stored, startTime: '09:00', endTime: '10:00' }, generated)).toEqual({
      action: 'same',
    });
  });

  it('holds a visit moved by hand, confirmed or started', () => {
    expect(regeneration({ ...stored, movedByHand: true }, generated)).toMatchObject({
      action: 'held',
      reason: 'moved by hand',
    });
    expect(regeneration({ ...stored, confirmed: true }, generated)).toMatchObject({
      reason: 'confirmed',
    });
    expect(regeneration({ ...stored, status: 'In progress' }, generated)).toMatchObject({
      reason: 'started or over',
    });
  });
});
