import { describe, expect, it } from 'vitest';
import { addressHistoryGaps, employmentGaps, gapMonths } from './history-gaps';

const today = '2026-11-26';
const rule = { today, thresholdDays: 31 };

describe('employment gaps', () => {
  it('finds a gap between jobs longer than the threshold, unexplained', () => {
    const gaps = employmentGaps(
      [
        { fromDate: '2019-01-07', toDate: '2021-02-26' },
        { fromDate: '2021-09-01', toDate: null },
      ],
      [],
      rule,
    );
    expect(gaps).toEqual([{ from: '2021-02-27', to: '2021-08-31', days: 186, explained: false }]);
    expect(gapMonths(gaps[0] ?? { from: '', to: '' })).toBe('02/2021–08/2021');
  });

  it('lets a break of up to the threshold pass, and counts overlapping jobs as cover', () => {
    // 1 February to 3 March 2022 is 31 days: not longer than the threshold.
    expect(
      employmentGaps(
        [
          { fromDate: '2018-03-01', toDate: '2020-06-30' },
          { fromDate: '2020-05-01', toDate: '2022-01-31' },
          // 59 days off: 1 February to 31 March.
          { fromDate: '2022-04-01', toDate: '' },
        ],
        [],
        { today, thresholdDays: 59 },
      ),
    ).toEqual([]);
    expect(
      employmentGaps(
        [
          { fromDate: '2022-01-01', toDate: '2022-01-31' },
          { fromDate: '2022-03-04', toDate: null },
        ],
        [],
        rule,
      ),
    ).toEqual([]);
    // One day more is one day too many.
    expect(
      employmentGaps(
        [
          { fromDate: '2022-01-01', toDate: '2022-01-31' },
          { fromDate: '2022-03-05', toDate: null },
        ],
        [],
        rule,
      ),
    ).toEqual([{ from: '2022-02-01', to: '2022-03-04', days: 32, explained: false }]);
  });

  it('counts the time since the last job ended as a gap', () => {
    expect(employmentGaps([{ fromDate: '2020-01-01', toDate: '2026-06-30' }], [], rule)).toEqual([
      { from: '2026-07-01', to: today, days: 149, explained: false },
    ]);
  });

  it('is explained only when explanations cover every day of it', () => {
    const jobs = [
      { fromDate: '2019-01-07', toDate: '2021-02-26' },
      { fromDate: '2021-09-01', toDate: null },
    ];
    const whole = [{ fromDate: '2021-02-27', toDate: '2021-08-31' }];
    const halves = [
      { fromDate: '2021-02-01', toDate: '2021-05-31' },
      { fromDate: '2021-06-01', toDate: '2021-09-30' },
    ];
    const short = [{ fromDate: '2021-03-01', toDate: '2021-08-31' }];
    expect(employmentGaps(jobs, whole, rule)[0]?.explained).toBe(true);
    expect(employmentGaps(jobs, halves, rule)[0]?.explained).toBe(true);
    expect(employmentGaps(jobs, short, rule)[0]?.explained).toBe(false);
  });

  it('has nothing to say of an empty history', () => {
    expect(employmentGaps([], [], rule)).toEqual([]);
  });
});

describe('address history gaps', () => {
  it('finds the part of the last five years no address covers', () => {
    expect(
      addressHistoryGaps(
        [
          { fromDate: '2023-05-01', toDate: null },
          { fromDate: '2022-01-01', toDate: '2023-04-30' },
        ],
        { today, years: 5 },
      ),
    ).toEqual([{ from: '2021-11-26', to: '2021-12-31', days: 36 }]);
  });

  it('is covered by an address lived at for longer than five years', () => {
    expect(addressHistoryGaps([{ fromDate: '2010-02-01' }], { today, years: 5 })).toEqual([]);
  });
});
