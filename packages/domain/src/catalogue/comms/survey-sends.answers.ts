import { z } from 'zod';
import { SURVEY_AUDIENCES } from './survey-sends.record';

const audiences = SURVEY_AUDIENCES.map((audience) => audience.value) as [
  (typeof SURVEY_AUDIENCES)[number]['value'],
  ...(typeof SURVEY_AUDIENCES)[number]['value'][],
];

/**
 * POST /api/v1/survey-sends: the office sends an open survey to a branch's active carers or
 * office employees, or to the people it chose among them (`people`), to answer by `closesOn`.
 */
export const surveySendBody = z.strictObject({
  audience: z.enum(audiences),
  surveyId: z.uuid(),
  branch: z.uuid(),
  closesOn: z.iso.date(),
  /** Empty or absent: everyone active in the branch. */
  people: z.array(z.uuid()).max(500).optional(),
});
export type SurveySendBody = z.infer<typeof surveySendBody>;

export const surveySendAnswer = z.strictObject({
  id: z.uuid(),
  recipients: z.number().int(),
  emailed: z.number().int(),
});

/** GET /api/v1/survey-sends/choices: what the send form offers. */
export const surveyChoicesAnswer = z.strictObject({
  surveys: z.array(
    z.strictObject({ id: z.uuid(), title: z.string(), closesOn: z.string().nullable() }),
  ),
  branches: z.array(z.strictObject({ id: z.uuid(), name: z.string() })),
  people: z.array(z.strictObject({ id: z.uuid(), name: z.string() })),
});
export type SurveyChoices = z.infer<typeof surveyChoicesAnswer>;

/** One person who has not answered a sent survey (GET /api/v1/survey-sends/:id/due). */
export const surveyDueAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  remindedAt: z.iso.datetime({ offset: true }).nullable(),
  reminders: z.number().int(),
  /** When Remind may next email them (an hour after the last reminder), or null: now. */
  remindableAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SurveyDue = z.infer<typeof surveyDueAnswer>;

export const surveyDueListAnswer = z.strictObject({
  send: z.strictObject({
    id: z.uuid(),
    title: z.string(),
    closesOn: z.string(),
    recipients: z.number().int(),
    answered: z.number().int(),
  }),
  items: z.array(surveyDueAnswer),
});
export type SurveyDueList = z.infer<typeof surveyDueListAnswer>;

/** Remind (one or all): who was emailed, and who was left alone as reminded within the hour. */
export const surveyRemindAnswer = z.strictObject({
  reminded: z.number().int(),
  skipped: z.number().int(),
});
export type SurveyRemind = z.infer<typeof surveyRemindAnswer>;

/** The survey form a recipient opens through their emailed link, and their answers. */
export const surveyAnswerBody = z.strictObject({
  answers: z.record(z.string(), z.unknown()),
});
