/**
 * Home's worklist (GET /api/v1/worklist): what the signed-in person should act on today, among
 * the clients they may see, and the staff whose training they may see (and their own). Each line
 * names a person and the page where the work is done.
 */

export const WORKLIST_GROUPS = [
  // First: staff who must not be offered for work (working-state.ts), before any other work.
  {
    key: 'must-not-work',
    title: 'Must not work',
    empty: 'Every current carer and office employee may work.',
  },
  { key: 'overdue-reviews', title: 'Reviews overdue', empty: 'No review is overdue.' },
  {
    key: 'reviews-this-week',
    title: 'Reviews due this week',
    empty: 'No review falls due this week.',
  },
  {
    key: 'doses-today',
    title: 'Doses refused or missed today',
    empty: 'No dose refused or missed today.',
  },
  { key: 'in-hospital', title: 'Clients in hospital', empty: 'No client is in hospital.' },
  {
    key: 'missing-consent',
    title: 'Files without a signed consent',
    empty: 'Every current client has a signed consent.',
  },
  {
    key: 'training-expiring',
    title: 'Training expiring or expired',
    empty: 'No one’s training is expiring or expired.',
  },
  {
    key: 'right-to-work-dbs',
    title: 'Right to work and DBS',
    empty: 'Everyone’s right to work and DBS are in date.',
  },
  {
    key: 'oversight-overdue',
    title: 'Supervisions, spot checks and appraisals overdue',
    empty: 'No supervision, spot check or appraisal is overdue.',
  },
  {
    key: 'onboarding-todos',
    title: 'New carers: conditions and onboarding to-dos',
    empty: 'No new carer has a condition or onboarding to-do open.',
  },
  {
    key: 'holiday-requests',
    title: 'Holiday requests to decide',
    empty: 'No holiday request is waiting for a decision.',
  },
  // Statutory notifications drafted from the quality registers, due without delay.
  {
    key: 'cqc-notifications',
    title: 'CQC notifications to send',
    empty: 'No CQC notification is waiting to be sent.',
  },
] as const;

export type WorklistGroupKey = (typeof WORKLIST_GROUPS)[number]['key'];

/**
 * The kinds of record the worklist is worked out from: a change to one of them (a live event of
 * its kind) may change the worklist, so Home refreshes it. A server test holds this list to the
 * tables that working it out really reads (worklist-kinds.test.ts).
 */
export const WORKLIST_SHOWN_FROM: readonly string[] = [
  'applicants',
  'branches',
  'carer-annual-appraisals',
  'carer-dbs-checks',
  'carer-dbs-risk-assessments',
  'carer-holidays',
  'carer-onboarding-todos',
  'carer-right-to-work',
  'carer-spot-checks',
  'carer-supervisions',
  'carer-training-records',
  'carers',
  'client-form-responses',
  'client-hospital-stays',
  'client-medications',
  'clients',
  'cqc-notifications',
  'employee-annual-appraisals',
  'employee-dbs-checks',
  'employee-dbs-risk-assessments',
  'employee-holidays',
  'employee-right-to-work',
  'employee-supervisions',
  'employee-supervisions-new',
  'employee-training-records',
  'employees',
  'holiday-reasons',
  'mar-entries',
  'staff-settings',
  'training-courses',
  'user-roles',
  'users',
];

// Its answer, Worklist and WorklistLine: worklist.answers.ts.

/** Days ahead that "due this week" covers, today included. */
export const WORKLIST_WEEK_DAYS = 7;

/** Lines per group; the count still says how many there are. */
export const WORKLIST_GROUP_LIMIT = 50;

/** Where each piece of work is done in the client file. */
export const worklistPaths = {
  profile: (clientId: string) => `/app/clients/${clientId}`,
  form: (clientId: string, formKey: string) => `/app/clients/${clientId}/edit/${formKey}`,
  /** The chart opens at this month, and at today on a phone. */
  marChart: (clientId: string) => `/app/clients/${clientId}/edit/marchart`,
  /** A carer's or office employee's training page ('carers' or 'employees'). */
  training: (owner: string, personId: string) => `/app/${owner}/${personId}/edit/training`,
};
