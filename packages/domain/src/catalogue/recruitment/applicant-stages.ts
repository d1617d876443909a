/**
 * Where an applicant is on the way to a first shift: the tracker's board has a column
 * for each, in this order. 'Cleared' is set only by the server once every pre-employment check
 * holds (or a manager overrides, with a reason and a risk assessment).
 */
export const APPLICANT_STAGES = [
  'Applied',
  'Shortlisted',
  'Interview',
  'References',
  'Checks',
  'Contract',
  'Cleared',
  'Rejected',
] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];

/** How applicants heard of the agency: the dashboard's conversion by source. */
export const APPLICANT_SOURCES = [
  'Indeed',
  'Agency website',
  'Facebook',
  'Job centre',
  'Referred by a carer',
  'Recruitment open day',
  'Other',
] as const;

/**
 * The route a person is hired on, which picks the contract they are offered (with their age):
 * sponsored workers sign the international contract whatever their age.
 */
export const APPLICANT_ROUTES = ['UK resident', 'International (sponsored)', 'Birdie'] as const;
