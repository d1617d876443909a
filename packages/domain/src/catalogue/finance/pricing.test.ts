import { describe, expect, it } from 'vitest';
import { ageOn } from '../recruitment/contract-choice';
import { visitInstants } from '../scheduling/visit-times';
import { checkMinimumWage, ENGLAND_BANK_HOLIDAYS, minimumWageOn } from './minimum-wage';
import {
  countedMinutes,
  DEFAULT_CHARGE_RULE,
  dayTypeOf,
  fundingOn,
  inForce,
  type MinutesRule,
  placeMinutes,
  priceMinutes,
  rateFor,
  roundToUnit,
  splitByShare,
} from './pricing';

const holidays = new Set(ENGLAND_BANK_HOLIDAYS.map((h) => h.date));
const planned: MinutesRule = {
  basis: 'Planned time',
  unitMinutes: 15,
  rounding: 'Nearest',
  minimumMinutes: 30,
  shortBelowPercent: 75,
  missedPercent: 0,
};
const at = (iso: string) => new Date(iso);

describe('rounding to a funder’s unit', () => {
  it('rounds to the nearest, up or down', () => {
    expect(roundToUnit(37, 15, 'Nearest')).toBe(30);
    expect(roundToUnit(38, 15, 'Nearest')).toBe(45);
    expect(roundToUnit(31, 15, 'Up')).toBe(45);
    expect(roundToUnit(30, 15, 'Up')).toBe(30);
    expect(roundToUnit(44, 15, 'Down')).toBe(30);
    expect(roundToUnit(44, 1, 'Down')).toBe(44);
  });
});

describe('minutes counted by a rule', () => {
  const place = (inAt: string | null, outAt: string | null) =>
    placeMinutes({
      startsAt: at('2026-11-02T09:00:00Z'),
      endsAt: at('2026-11-02T10:00:00Z'),
      checkedInAt: inAt ? at(inAt) : null,
      checkedOutAt: outAt ? at(outAt) : null,
    });

  it('charges planned time when delivered, actual time when short', () => {
    expect(countedMinutes(planned, place('2026-11-02T09:05:00Z', '2026-11-02T09:55:00Z'))).toBe(60);
    const short = place('2026-11-02T09:00:00Z', '2026-11-02T09:20:00Z');
    expect(short.outcome).toBe('Short');
    expect(countedMinutes(planned, short)).toBe(30); // 20 min rounds to 15, minimum 30
  });

  it('charges actual time rounded, with the minimum', () => {
    const rule = DEFAULT_CHARGE_RULE;
    expect(countedMinutes(rule, place('2026-11-02T09:00:00Z', '2026-11-02T09:52:00Z'))).toBe(45);
    expect(countedMinutes(rule, place('2026-11-02T09:00:00Z', '2026-11-02T09:10:00Z'))).toBe(30);
  });

  it('charges a missed visit its share of the plan, usually nothing', () => {
    const missed = place(null, null);
    expect(missed.outcome).toBe('Missed');
    expect(countedMinutes(planned, missed)).toBe(0);
    expect(countedMinutes({ ...planned, missedPercent: 100 }, missed)).toBe(60);
  });

  it('counts a check-in without a check-out to the planned end', () => {
    expect(place('2026-11-02T09:10:00Z', null).actualMinutes).toBe(50);
  });
});

describe('the clock changes: a visit lasts the time that passed', () => {
  it('a night sit is 10 hours on the last Sunday of October 2026 and 8 on the last Sunday of March 2027', () => {
    const october = visitInstants('2026-10-24', '22:00', '07:00');
    const march = visitInstants('2027-03-27', '22:00', '07:00');
    if (!october || !march) throw new Error('no instants');
    expect(placeMinutes({ ...october, checkedInAt: null, checkedOutAt: null }).plannedMinutes).toBe(
      600,
    );
    expect(placeMinutes({ ...march, checkedInAt: null, checkedOutAt: null }).plannedMinutes).toBe(
      480,
    );
    // 29 March 2026: the clocks go forward at 01:00.
    const spring = visitInstants('2026-03-28', '23:30', '02:30');
    if (!spring) throw new Error('no instants');
    expect(placeMinutes({ ...spring, checkedInAt: null, checkedOutAt: null }).plannedMinutes).toBe(
      120,
    );
  });
});

describe('kind of day and its rate', () => {
  it('knows weekdays, weekends and England’s bank holidays', () => {
    expect(dayTypeOf('2026-11-02', holidays)).toBe('Weekday');
    expect(dayTypeOf('2026-10-25', holidays)).toBe('Weekend');
    expect(dayTypeOf('2026-12-25', holidays)).toBe('Bank holiday');
    expect(dayTypeOf('2026-12-28', holidays)).toBe('Bank holiday');
    expect(dayTypeOf('2027-03-29', holidays)).toBe('Bank holiday');
    expect(dayTypeOf('2027-08-30', holidays)).toBe('Bank holiday');
  });

  it('falls back from bank holiday to weekend to weekday', () => {
    expect(rateFor({ weekday: 2540, weekend: 2700, bankHoliday: 3810 }, 'Bank holiday')).toBe(3810);
    expect(rateFor({ weekday: 2540, weekend: 2700, bankHoliday: null }, 'Bank holiday')).toBe(2700);
    expect(rateFor({ weekday: 2540, weekend: null, bankHoliday: null }, 'Weekend')).toBe(2540);
  });

  it('prices minutes in whole pence, halves up', () => {
    expect(priceMinutes(45, 2540)).toBe(1905);
    expect(priceMinutes(50, 2541)).toBe(2118); // 2117.5
  });

  it('takes the rate in force on the day', () => {
    const rates = [
      { effectiveFrom: '2025-04-01', effectiveTo: '2026-03-31', id: 'a' },
      { effectiveFrom: '2026-04-01', effectiveTo: null, id: 'b' },
    ];
    expect(inForce(rates, '2026-03-31')?.id).toBe('a');
    expect(inForce(rates, '2026-04-01')?.id).toBe('b');
    expect(inForce(rates, '2025-01-01')).toBeNull();
  });
});

describe('split funders', () => {
  it('splits by share to the penny', () => {
    expect(splitByShare(1000, [2, 1])).toEqual([667, 333]);
    expect(splitByShare(1001, [1, 1, 1])).toEqual([334, 334, 333]);
    expect(splitByShare(1905, [10, 5]).reduce((a, b) => a + b)).toBe(1905);
  });

  it('shares a visit by funded hours, or equally, or gives it to the client’s funder', () => {
    const periods = [
      { funderId: 'lcc', startDate: '2026-01-01', endDate: null, fundedHoursPerWeek: 10 },
      { funderId: 'priv', startDate: '2026-06-01', endDate: '2026-12-31', fundedHoursPerWeek: 5 },
    ];
    expect(fundingOn(periods, '2026-03-01', null)).toEqual([{ funderId: 'lcc', share: 10 }]);
    expect(fundingOn(periods, '2026-11-01', null)).toEqual([
      { funderId: 'lcc', share: 10 },
      { funderId: 'priv', share: 5 },
    ]);
    expect(fundingOn([], '2026-11-01', 'priv')).toEqual([{ funderId: 'priv', share: 1 }]);
  });
});

describe('National Minimum Wage and National Living Wage', () => {
  it('has the 2026/27 rates by age band from 1 April 2026', () => {
    expect(minimumWageOn(21, '2026-04-01')).toBe(1271);
    expect(minimumWageOn(20, '2026-04-01')).toBe(1085);
    expect(minimumWageOn(17, '2026-04-01')).toBe(800);
    expect(minimumWageOn(30, '2026-03-31')).toBe(1221);
  });

  it('takes the age on the first day of the pay period', () => {
    expect(ageOn('2005-11-15', '2026-11-01')).toBe(20);
    expect(ageOn('2005-11-01', '2026-11-01')).toBe(21);
    const check = checkMinimumWage({
      dateOfBirth: '2005-11-15',
      periodStart: '2026-11-01',
      countedMinutes: 600,
      countedPay: 10_850,
    });
    expect(check?.band).toBe('18 to 20');
    expect(check?.shortfall).toBe(0);
  });

  it('counts travel time: paying visits only at the minimum leaves a shortfall', () => {
    // 10 hours of visits at exactly £12.71 and 2 unpaid hours travelling between them.
    const check = checkMinimumWage({
      dateOfBirth: '1980-01-01',
      periodStart: '2026-11-01',
      countedMinutes: 720,
      countedPay: 12_710,
    });
    expect(check?.requiredPay).toBe(15_252);
    expect(check?.shortfall).toBe(2_542);
  });
});
