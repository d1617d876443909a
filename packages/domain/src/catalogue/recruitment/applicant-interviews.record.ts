import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * An interview slot: the office offers slots, the applicant books, accepts, declines or asks to
 * rearrange from the emailed link (/handle-interview-action); the interview calendar shows them.
 */
export const INTERVIEW_STATES = [
  'Offered',
  'Booked',
  'Declined',
  'Rearrange requested',
  'Held',
  'Did not attend',
  'Cancelled',
] as const;

/**
 * What was decided at a held interview (the Interview Form keeps the interviewer's notes and
 * ratings); cleared to start needs the offer.
 */
export const INTERVIEW_OUTCOMES = [
  'Offer, subject to checks',
  'Second interview',
  'Do not offer',
] as const;

export const applicantInterviews = defineRecord({
  name: 'applicant-interviews',
  area: 'recruitment',
  parent: 'applicants',
  singular: 'Interview',
  plural: 'Interviews',
  path: 'edit/interview',
  fields: {
    startsAt: field.dateTime('Starts', { required: true }),
    minutes: field.number('Length (minutes)', { required: true, min: 10, max: 240 }),
    place: field.choice('Where', ['In the office', 'Video call', 'Phone'], { required: true }),
    branch: field.reference('Branch', 'branches'),
    interviewer: field.reference('Interviewer', 'users'),
    state: field.choice('State', INTERVIEW_STATES, { required: true }),
    outcome: field.choice('Outcome', INTERVIEW_OUTCOMES),
    applicantMessage: field.longText("Applicant's message", { max: 1000 }),
    notes: field.longText('Notes', { max: 4000 }),
  },
  titleField: 'startsAt',
  rules: [
    {
      field: 'outcome',
      message: 'An outcome is recorded once the interview is held.',
      check: (v) => !v.outcome || v.state === 'Held',
    },
  ],
  list: {
    columns: ['startsAt', 'place', 'interviewer', 'state', 'outcome'],
    sort: 'startsAt',
    dir: 'desc',
    filters: ['state'],
  },
});
