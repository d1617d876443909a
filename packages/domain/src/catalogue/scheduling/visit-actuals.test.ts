import { describe, expect, it } from 'vitest';
import { globalScheduleDates, globalSchedules } from './global-schedule.record';
import { VISIT_EXCEPTION_RULES, visitExceptions } from './visit-actuals';
import { generateGlobalVisits } from './visit-generation';

const at = (time: string) => new Date(`2026-11-02T${time}:00Z`);
const planned = { startsAt: at('08:00'), endsAt: at('09:00'), status: 'Completed' };
const later = at('18:00');

describe('the exceptions of a carer’s place on a visit', () => {
  it('finds none for a visit on time and of its length', () => {
    expect(
      visitExceptions({ ...planned, checkedInAt: at('08:05'), checkedOutAt: at('09:02') }, later),
    ).toEqual([]);
  });

  it('calls an arrival late only beyond the quarter of an hour', () => {
    expect(VISIT_EXCEPTION_RULES.lateAfterMinutes).toBe(15);
    const onTheEdge = { ...planned, checkedInAt: at('08:15'), checkedOutAt: at('09:15') };
    expect(visitExceptions(onTheEdge, later)).toEqual([]);
    const late = { ...planned, checkedInAt: at('08:16'), checkedOutAt: at('09:16') };
    expect(visitExceptions(late, later)).toEqual(['Late arrival']);
  });

  it('calls a visit short under three quarters of its planned time, late or not', () => {
    const short = { ...planned, checkedInAt: at('08:30'), checkedOutAt: at('09:14') };
    expect(visitExceptions(short, later)).toEqual(['Late arrival', 'Short visit']);
    const enough = { ...planned, checkedInAt: at('08:00'), checkedOutAt: at('08:45') };
    expect(visitExceptions(enough, later)).toEqual([]);
  });

  it('calls a place with no check-in missed only an hour after the planned start', () => {
    expect(visitExceptions({ ...planned, status: 'Planned' }, at('09:00'))).toEqual([]);
    expect(visitExceptions({ ...planned, status: 'Planned' }, at('09:01'))).toEqual(['Missed']);
  });

  it('calls a check-in without a check-out an hour past the planned end', () => {
    const open = { ...planned, status: 'In progress', checkedInAt: at('08:00') };
    expect(visitExceptions(open, at('09:59'))).toEqual([]);
    expect(visitExceptions(open, at('10:01'))).toEqual(['No check-out']);
  });

  it('finds nothing on a cancelled visit', () => {
    expect(visitExceptions({ ...planned, status: 'Cancelled' }, later)).toEqual([]);
  });
});

describe('the global schedule’s dates', () => {
  const range = { from: '2026-11-02', to: '2026-11-29' };

  it('places a one-off on its date only when the range holds it', () => {
    const once = { firstDate: '2026-11-10', repeat: 'Does not repeat' };
    expect(globalScheduleDates(once, range)).toEqual(['2026-11-10']);
    expect(globalScheduleDates({ ...once, firstDate: '2026-12-10' }, range)).toEqual([]);
  });

  it('repeats every two weeks from the first date’s week on the days chosen', () => {
    const fortnightly = {
      firstDate: '2026-11-04',
      repeat: 'Every two weeks',
      daysOfWeek: ['Monday', 'Thursday'],
    };
    // The Monday of the first week is before the first date: it is not placed.
    expect(globalScheduleDates(fortnightly, range)).toEqual([
      '2026-11-05',
      '2026-11-16',
      '2026-11-19',
    ]);
  });

  it('falls on the first date’s day when no day is chosen, and stops at the last date', () => {
    const weekly = { firstDate: '2026-10-28', repeat: 'Every week', lastDate: '2026-11-18' };
    expect(globalScheduleDates(weekly, range)).toEqual(['2026-11-04', '2026-11-11', '2026-11-18']);
  });

  it('generates a training day as a visit with no client, keyed once per date', () => {
    const entry = {
      id: 'g1',
      title: 'Moving and handling refresher',
      kind: 'Training day',
      branch: 'b1',
      client: 'c1',
      firstDate: '2026-11-09',
      repeat: 'Every four weeks',
      startTime: '09:30',
      endTime: '15:30',
      carersNeeded: 4,
    };
    const visits = generateGlobalVisits([entry], range);
    expect(visits.map((v) => [v.visitDate, v.client, v.source, v.generationKey])).toEqual([
      ['2026-11-09', null, 'Global schedule', 'global:g1:2026-11-09'],
    ]);
    expect(generateGlobalVisits([{ ...entry, active: false }], range)).toEqual([]);
  });

  it('asks for a client on a client visit and refuses one on an office event', () => {
    const base = {
      title: 'Shopping trip',
      branch: '3f1c2a9e-7b4d-4e8a-9c1f-2d5e6a7b8c90',
      firstDate: '2026-11-09',
      repeat: 'Every week',
      startTime: '10:00',
      endTime: '12:00',
      carersNeeded: 1,
    };
    const visit = globalSchedules.createSchema.safeParse({ ...base, kind: 'Client visit' });
    expect(visit.success).toBe(false);
    expect(JSON.stringify(visit.error?.issues)).toContain('Choose the client');
    const meeting = globalSchedules.createSchema.safeParse({
      ...base,
      kind: 'Team meeting',
      client: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    });
    expect(JSON.stringify(meeting.error?.issues)).toContain('belongs to no client');
    expect(globalSchedules.createSchema.safeParse({ ...base, kind: 'Team meeting' }).success).toBe(
      true,
    );
  });
});
