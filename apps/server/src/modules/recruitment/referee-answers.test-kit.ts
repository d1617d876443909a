/** Complete, valid answers to each referee form, as a referee would send them (tests only). */
const SIGNATURE = {
  image:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  name: 'Pat Referee',
  date: '2025-01-06',
};

export const EMPLOYER_ANSWERS = {
  employed_from: '2019-04-01',
  employed_to: '2024-12-20',
  job_title: 'Care assistant',
  worked_with_vulnerable: 'yes',
  reason_for_leaving: 'Moved to be nearer family.',
  conduct: 'excellent',
  reliability: 'good',
  honesty: 'excellent',
  teamwork: 'good',
  safeguarding_concerns: 'no',
  disciplinary_action: 'no',
  would_reemploy: 'yes',
  referee_name: 'Pat Referee',
  signature: SIGNATURE,
};

export const CHARACTER_ANSWERS = {
  relationship: 'Volunteer coordinator at the food bank',
  known_since: '2018-09-01',
  related: 'no',
  honesty: 'excellent',
  reliability: 'good',
  kindness: 'excellent',
  suitability: 'Patient and kind with everyone who comes in.',
  safeguarding_concerns: 'no',
  referee_name: 'Pat Referee',
  signature: SIGNATURE,
};
