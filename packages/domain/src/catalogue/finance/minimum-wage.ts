import { ageOn } from '../recruitment/contract-choice';

/**
 * The National Minimum Wage and National Living Wage: the hourly rates by age band and the check
 * of a carer's pay against them for a pay period.
 *
 * Source: GOV.UK, "National Minimum Wage and National Living Wage rates"
 * (https://www.gov.uk/national-minimum-wage-rates), rates from 1 April 2025 and from 1 April 2026
 * (the Low Pay Commission's recommendations accepted by the government in November 2025). A new
 * year's rates are a new entry here with its effective date.
 *
 * What counts: pay for time worked, travel time between visits included (time travelling for work
 * is working time for the minimum wage); mileage is an expense and holiday pay is pay for time
 * not worked, so neither counts. A worker is paid the rate of their age on the first day of the
 * pay reference period (a birthday during it moves them up from the next period).
 */

export const MINIMUM_WAGE_BANDS = ['21 and over', '18 to 20', 'Under 18'] as const;
export type MinimumWageBand = (typeof MINIMUM_WAGE_BANDS)[number];

export interface MinimumWageRates {
  effectiveFrom: string;
  /** Pence per hour by age band. */
  rates: Record<MinimumWageBand, number>;
  source: string;
}

const GOV_UK = 'https://www.gov.uk/national-minimum-wage-rates';

/** The rates in force from each date, newest last. */
export const MINIMUM_WAGE_RATES: readonly MinimumWageRates[] = [
  {
    effectiveFrom: '2025-04-01',
    rates: { '21 and over': 1221, '18 to 20': 1000, 'Under 18': 755 },
    source: GOV_UK,
  },
  {
    effectiveFrom: '2026-04-01',
    rates: { '21 and over': 1271, '18 to 20': 1085, 'Under 18': 800 },
    source: GOV_UK,
  },
];

/**
 * Holiday pay accrued on the hours of a worker with irregular hours: 12.07% of their pay for time
 * worked (5.6 weeks' holiday out of 46.4 weeks worked; Working Time Regulations 1998 reg. 15B).
 */
export const HOLIDAY_ACCRUAL_PERCENT = 12.07;

export function minimumWageBand(age: number): MinimumWageBand {
  if (age >= 21) return '21 and over';
  if (age >= 18) return '18 to 20';
  return 'Under 18';
}

/** The minimum hourly rate (pence) for a worker of `age` on `date`; null before the first known rates. */
export function minimumWageOn(age: number, date: string): number | null {
  let found: MinimumWageRates | null = null;
  for (const entry of MINIMUM_WAGE_RATES) if (entry.effectiveFrom <= date) found = entry;
  return found ? found.rates[minimumWageBand(age)] : null;
}

export interface MinimumWageCheck {
  age: number;
  band: MinimumWageBand;
  /** Pence per hour the worker must average. */
  minimumRate: number;
  /** Minutes that count: visits and travel between them. */
  countedMinutes: number;
  /** Pay that counts, in pence: visits, travel time and adjustments (not mileage, not holiday pay). */
  countedPay: number;
  /** What the minutes must be paid at least. */
  requiredPay: number;
  /** Pence short of the minimum; 0 when paid enough. */
  shortfall: number;
}

/** Checks a period's pay against the minimum for a worker born on `dateOfBirth`, as of `periodStart`. */
export function checkMinimumWage(input: {
  dateOfBirth: string;
  periodStart: string;
  countedMinutes: number;
  countedPay: number;
}): MinimumWageCheck | null {
  const age = ageOn(input.dateOfBirth, input.periodStart);
  const minimumRate = minimumWageOn(age, input.periodStart);
  if (minimumRate === null) return null;
  const requiredPay = Math.ceil((input.countedMinutes * minimumRate) / 60 - 1e-9);
  return {
    age,
    band: minimumWageBand(age),
    minimumRate,
    countedMinutes: input.countedMinutes,
    countedPay: input.countedPay,
    requiredPay,
    shortfall: Math.max(0, requiredPay - input.countedPay),
  };
}

/**
 * England's bank holidays for 2026 and 2027 (GOV.UK, https://www.gov.uk/bank-holidays), seeded
 * as each organisation's holidays reference data, which it keeps up to date itself.
 */
export const ENGLAND_BANK_HOLIDAYS: readonly { date: string; name: string }[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-04', name: 'Early May bank holiday' },
  { date: '2026-05-25', name: 'Spring bank holiday' },
  { date: '2026-08-31', name: 'Summer bank holiday' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-03', name: 'Early May bank holiday' },
  { date: '2027-05-31', name: 'Spring bank holiday' },
  { date: '2027-08-30', name: 'Summer bank holiday' },
  { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
  { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
];
