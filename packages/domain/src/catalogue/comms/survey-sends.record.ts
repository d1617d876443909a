import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Which staff survey was sent: to carers (carer-surveys) or office employees. */
export const SURVEY_AUDIENCES = [
  { value: 'carer-surveys', label: 'Carers' },
  { value: 'office-employee-surveys', label: 'Office employees' },
] as const;
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number]['value'];

/** Who counts as active, by the staff file's status: those a survey for "everyone" reaches. */
export const SURVEY_ACTIVE_STATUSES: Record<'carers' | 'employees', readonly string[]> = {
  carers: ['Active', 'Senior carer active'],
  employees: ['Active', 'On leave'],
};

/** A reminder goes to one person at most once an hour, however often Remind is pressed. */
export const SURVEY_REMINDER_GAP_MS = 3_600_000;

/**
 * A staff survey sent by the office: which survey, to whom (a branch's people), until when, and
 * how many have answered. Written only by the send action (survey-sends.endpoints.ts); the list
 * at /app/surveys is the office's view of what was sent, and each send's people who have not
 * answered are at /app/surveys/:id/due.
 */
export const surveySends = defineRecord({
  name: 'survey-sends',
  area: 'comms',
  path: 'surveys',
  singular: 'Survey',
  plural: 'Surveys',
  navGroup: 'Communication',
  screens: { add: false, edit: false },
  branchField: 'branch',
  fields: {
    title: field.text('Survey', { required: true, max: 150 }),
    audience: field.choice('Sent to', SURVEY_AUDIENCES, { required: true }),
    surveyId: field.text('Survey id', { required: true, max: 36 }),
    branch: field.reference('Branch', 'branches', { required: true }),
    closesOn: field.date('Closes on', { required: true }),
    recipients: field.number('People', { min: 0 }),
    answered: field.number('Answered', { min: 0 }),
    due: field.number('Not answered', { min: 0 }),
  },
  titleField: 'title',
  list: {
    columns: ['title', 'audience', 'branch', 'closesOn', 'recipients', 'answered', 'due'],
    sort: 'closesOn',
    dir: 'desc',
    filters: ['audience', 'branch'],
    search: ['title'],
  },
});

/**
 * One person a survey was sent to: answered or still due, and when last reminded. Guarded by the
 * send's permissions; written only by the send, answer and remind actions.
 */
export const surveyRecipients = defineRecord({
  name: 'survey-recipients',
  area: 'comms',
  path: 'due',
  parent: 'survey-sends',
  singular: 'Survey Recipient',
  plural: 'Surveys Due',
  screens: { add: false, edit: false },
  fields: {
    personKind: field.choice('Staff', [
      { value: 'carers', label: 'Carer' },
      { value: 'employees', label: 'Office employee' },
    ]),
    personId: field.text('Person id', { required: true, max: 36 }),
    name: field.text('Name', { required: true, max: 200 }),
    email: field.email('Email'),
    answeredAt: field.dateTime('Answered'),
    remindedAt: field.dateTime('Last reminded'),
    reminders: field.number('Reminders', { min: 0 }),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'email', 'answeredAt', 'remindedAt', 'reminders'],
    sort: 'name',
    search: ['name'],
  },
});
