import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  easterSunday,
  englandAndWalesBankHolidays,
  isBankHoliday,
  isWorkingDay,
} from './working-days';

describe('England and Wales bank holidays', () => {
  it('gives 2026 as GOV.UK lists it, Boxing Day on a Saturday moved to Monday 28th', () => {
    expect(englandAndWalesBankHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it('gives 2027 with Easter on 28 March and Christmas at the weekend moved to 27th and 28th', () => {
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(englandAndWalesBankHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('moves a New Year’s Day at the weekend and a Christmas on Sunday', () => {
    // 2022: New Year on Saturday (Monday 3rd), Christmas on Sunday (Tuesday 27th).
    const y2022 = englandAndWalesBankHolidays(2022);
    expect(y2022).toContain('2022-01-03');
    expect(y2022).toContain('2022-12-26');
    expect(y2022).toContain('2022-12-27');
    expect(y2022).not.toContain('2022-12-25');
  });

  it('keeps the days moved or proclaimed once', () => {
    const y2022 = englandAndWalesBankHolidays(2022);
    expect(y2022).toEqual(expect.arrayContaining(['2022-06-02', '2022-06-03', '2022-09-19']));
    expect(y2022).not.toContain('2022-05-30');
    expect(englandAndWalesBankHolidays(2020)).toContain('2020-05-08');
    expect(englandAndWalesBankHolidays(2020)).not.toContain('2020-05-04');
    expect(isBankHoliday('2023-05-08')).toBe(true);
  });
});

describe('working days', () => {
  it('are weekdays that are no bank holiday nor one of the agency’s own', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day's substitute
    expect(isWorkingDay('2026-11-30', new Set(['2026-11-30']))).toBe(false);
  });

  it('count from the next working day', () => {
    // Received Monday: 3 working days is Thursday.
    expect(addWorkingDays('2026-11-23', 3)).toBe('2026-11-26');
    // Received Friday: Monday, Tuesday, Wednesday.
    expect(addWorkingDays('2026-11-27', 3)).toBe('2026-12-02');
    // Received Saturday: counted from Monday.
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('skip Christmas, Boxing Day’s substitute and New Year', () => {
    // Received Thursday 24 December 2026: 25th, 26th–27th, 28th are not worked.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-24', 3)).toBe('2026-12-31');
    expect(addWorkingDays('2026-12-24', 4)).toBe('2027-01-04');
  });

  it('skip Easter 2027: Good Friday and Easter Monday', () => {
    // Received Thursday 25 March 2027: next working day Tuesday 30th.
    expect(addWorkingDays('2027-03-25', 1)).toBe('2027-03-30');
    // 20 working days from Thursday 25 March 2027, Good Friday and Easter Monday skipped.
    expect(addWorkingDays('2027-03-25', 20)).toBe('2027-04-26');
  });

  it('keep a 20-day response over Christmas 2026', () => {
    // From Monday 14 December 2026: 25th, 28th and 1 January are skipped.
    expect(addWorkingDays('2026-12-14', 20)).toBe('2027-01-14');
  });
});
