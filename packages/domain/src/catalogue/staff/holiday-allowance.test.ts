import { describe, expect, it } from 'vitest';
import {
  approvalExceedsAllowance,
  dayWithinHoliday,
  detailHours,
  holidayAllowance,
  holidayBalance,
  leaveYear,
  leaveYearOf,
} from './holiday-allowance';

const april2026 = leaveYear(2026, 4);

describe('leave years', () => {
  it('starts on the first of the start month and ends the day before the next', () => {
    expect(april2026).toEqual({ year: 2026, from: '2026-04-01', to: '2027-03-31' });
    expect(leaveYearOf('2027-03-31', 4).year).toBe(2026);
    expect(leaveYearOf('2026-04-01', 4).year).toBe(2026);
    expect(leaveYearOf('2026-06-30', 1)).toEqual({
      year: 2026,
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
});

describe('holiday allowance', () => {
  it('is 5.6 weeks of the weekly hours for a whole year', () => {
    const full = holidayAllowance({
      weeklyHours: 37.5,
      holidayWeeks: 5.6,
      startDate: '2020-01-01',
      leftOn: null,
      year: april2026,
    });
    expect(full).toEqual({ hours: 210, proRata: false });
  });

  it('is pro-rata for someone starting or leaving within the year', () => {
    // 1 October 2026 to 31 March 2027: 182 of 365 days.
    const starter = holidayAllowance({
      weeklyHours: 20,
      holidayWeeks: 5.6,
      startDate: '2026-10-01',
      leftOn: null,
      year: april2026,
    });
    expect(starter).toEqual({ hours: Math.round(((112 * 182) / 365) * 100) / 100, proRata: true });
    const leaver = holidayAllowance({
      weeklyHours: 20,
      holidayWeeks: 5.6,
      startDate: '2020-01-01',
      leftOn: '2026-04-30',
      year: april2026,
    });
    expect(leaver.hours).toBe(Math.round(((112 * 30) / 365) * 100) / 100);
  });

  it('is nothing outside employment or without weekly hours', () => {
    const args = { holidayWeeks: 5.6, leftOn: null, year: april2026 };
    expect(holidayAllowance({ ...args, weeklyHours: 30, startDate: '2027-05-01' }).hours).toBe(0);
    expect(holidayAllowance({ ...args, weeklyHours: null, startDate: '2020-01-01' }).hours).toBe(0);
  });
});

describe('holiday balance', () => {
  const allowance = { hours: 100, proRata: false };
  it('takes approved and books requested hours of the year that count', () => {
    const balance = holidayBalance(april2026, allowance, [
      { fromDate: '2026-05-01', hours: 30, status: 'Approved', counts: true },
      { fromDate: '2026-06-01', hours: 15, status: 'Requested', counts: true },
      { fromDate: '2026-07-01', hours: 8, status: 'Declined', counts: true },
      { fromDate: '2026-08-01', hours: 40, status: 'Approved', counts: false },
      { fromDate: '2026-03-20', hours: 40, status: 'Approved', counts: true },
    ]);
    expect(balance).toMatchObject({ taken: 30, booked: 15, remaining: 55 });
  });

  it('refuses approval beyond the allowance unless unpaid', () => {
    const others = holidayBalance(april2026, allowance, [
      { fromDate: '2026-05-01', hours: 90, status: 'Approved', counts: true },
    ]);
    expect(approvalExceedsAllowance(others, { hours: 10, counts: true, paid: true })).toBe(false);
    expect(approvalExceedsAllowance(others, { hours: 11, counts: true, paid: true })).toBe(true);
    expect(approvalExceedsAllowance(others, { hours: 11, counts: true, paid: false })).toBe(false);
    expect(approvalExceedsAllowance(others, { hours: 11, counts: false, paid: true })).toBe(false);
  });
});

describe('day details', () => {
  it('lie within the holiday and add up', () => {
    const holiday = { fromDate: '2026-05-04', toDate: '2026-05-08' };
    expect(dayWithinHoliday('2026-05-04', holiday)).toBe(true);
    expect(dayWithinHoliday('2026-05-08', holiday)).toBe(true);
    expect(dayWithinHoliday('2026-05-09', holiday)).toBe(false);
    expect(detailHours([{ hours: 7.5 }, { hours: 3.75 }, { hours: 0.1 }])).toBe(11.35);
  });
});
