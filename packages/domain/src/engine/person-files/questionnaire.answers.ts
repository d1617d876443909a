import { z } from 'zod';
import { formAnswersSchema } from '../forms/answers-schema';
import type { FormDefinition } from '../forms/form-definition';

/**
 * What a person file's questionnaires answer (apps/server/src/platform/person-files/
 * person-forms.endpoints.ts): the file's forms with their latest response, one form with its
 * answers and history, one past response, and a save (whose 409 carries the newer response as
 * `current`).
 */

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const RISK_LEVELS = ['low', 'medium', 'high', 'very-high'] as const;
const FORM_PURPOSES = ['profile', 'assessment', 'contract'] as const;

export const RESPONSE_STATUSES = ['draft', 'completed'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/**
 * A definition as it was stored (form-definition.ts): its outline is checked, and the rest kept
 * as sent, since an older version may hold what the code no longer declares. It is code, not
 * anyone's data, so nothing in it can leak.
 */
export const formDefinitionAnswer = z.looseObject({
  key: z.string(),
  title: z.string(),
  version: z.number().int().positive(),
  purpose: z.enum(FORM_PURPOSES),
  sections: z.array(
    z.looseObject({
      id: z.string(),
      title: z.string(),
      questions: z.array(z.looseObject({ id: z.string(), type: z.string(), label: z.string() })),
    }),
  ),
}) as unknown as z.ZodType<FormDefinition>;

/** Answers by question id: the form engine's shape of saved answers, group entries included. */
export const formAnswersAnswer = formAnswersSchema;

const summaryShape = {
  id: z.uuid(),
  status: z.enum(RESPONSE_STATUSES),
  /** 0–100: the shown required questions answered. */
  completion: z.number().int().min(0).max(100),
  score: z.number().nullable(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  riskLabel: z.string().nullable(),
  assessedOn: day.nullable(),
  assessedByName: z.string().nullable(),
  nextReviewOn: day.nullable(),
  formVersion: z.number().int().positive(),
  createdAt: instant,
};

/** One saved response without its answers, as the history lists it. */
export const formResponseSummaryAnswer = z.strictObject(summaryShape);
export type FormResponseSummary = z.infer<typeof formResponseSummaryAnswer>;

/** One saved response with its answers. */
export const formResponseAnswer = z.strictObject({
  ...summaryShape,
  formKey: z.string(),
  /** Who assessed (their name is assessedByName); null once that account is gone. */
  assessedBy: z.uuid().nullable(),
  answers: formAnswersAnswer,
});
export type FormResponse = z.infer<typeof formResponseAnswer>;

/** GET /api/v1/{owner}/:id/forms: each questionnaire of the file and where it stands. */
export const personFormsAnswer = z.strictObject({
  items: z.array(
    z.strictObject({
      key: z.string(),
      title: z.string(),
      purpose: z.enum(FORM_PURPOSES),
      latest: z
        .strictObject({
          id: z.uuid(),
          status: z.enum(RESPONSE_STATUSES),
          completion: z.number().int().min(0).max(100),
          score: z.number().nullable(),
          riskLevel: z.enum(RISK_LEVELS).nullable(),
          riskLabel: z.string().nullable(),
          assessedOn: day.nullable(),
          nextReviewOn: day.nullable(),
          /** The latest completed response's review date has passed. */
          overdue: z.boolean(),
        })
        .nullable(),
    }),
  ),
});
export type PersonForms = z.infer<typeof personFormsAnswer>;

/** GET /api/v1/{owner}/:id/forms/:form: the form, its latest response and the history. */
export const personFormAnswer = z.strictObject({
  /** The form as it is now. */
  definition: formDefinitionAnswer,
  response: formResponseAnswer.nullable(),
  /** The version the latest response answered, when older than `definition`. */
  responseDefinition: formDefinitionAnswer.nullable(),
  /** The latest responses, newest first. */
  history: z.array(formResponseSummaryAnswer),
});
export type PersonFormData = z.infer<typeof personFormAnswer>;

/** GET /api/v1/{owner}/:id/forms/:form/responses/:responseId: with the version it answered. */
export const personFormResponseAnswer = z.strictObject({
  definition: formDefinitionAnswer,
  response: formResponseAnswer,
});
export type PersonFormResponse = z.infer<typeof personFormResponseAnswer>;

/** POST /api/v1/{owner}/:id/forms/:form/responses: the response saved. */
export const savedFormResponseAnswer = z.strictObject({ response: formResponseAnswer });
export type SavedFormResponse = z.infer<typeof savedFormResponseAnswer>;
