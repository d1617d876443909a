import type { APPLICANT_ROUTES } from './applicant-stages';

type ApplicantRoute = (typeof APPLICANT_ROUTES)[number];

export const CONTRACT_KEYS = [
  'birdie-contract',
  'international-plus-contract',
  '18to20-contract',
  '21plus-contract',
] as const;
export type ContractKey = (typeof CONTRACT_KEYS)[number];

export type ContractChoice =
  | { key: ContractKey; reason?: undefined }
  | { key: null; reason: string };

/**
 * Whole years of age on `today` (both 'YYYY-MM-DD'). Someone born on 29 February becomes a year
 * older on 1 March in a common year, as UK law counts it.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/**
 * The contract an applicant is offered: sponsored workers sign the
 * international contract and Birdie hires the Birdie contract, whatever their age (18 or over); anyone else
 * by age, because the minimum wage band differs (18 to 20, 21 and over). Nobody under 18 is
 * offered a care contract: personal care at home is not work the agency gives to children.
 */
export function contractFor(
  applicant: { dateOfBirth: string | null; route: ApplicantRoute | string | null },
  today: string,
): ContractChoice {
  if (!applicant.dateOfBirth) {
    return { key: null, reason: 'The applicant’s date of birth is not recorded.' };
  }
  const age = ageOn(applicant.dateOfBirth, today);
  if (age < 18) {
    return { key: null, reason: 'The applicant is under 18: no care contract can be offered.' };
  }
  if (applicant.route === 'International (sponsored)')
    return { key: 'international-plus-contract' };
  if (applicant.route === 'Birdie') return { key: 'birdie-contract' };
  return { key: age < 21 ? '18to20-contract' : '21plus-contract' };
}
