import { z } from 'zod';
import type { FormDefinition } from '../../engine/forms/form-definition';

/** What Send request and Chase now answer: the reference's request as it now is. */
export const referenceRequestAnswer = z.object({
  id: z.string(),
  requestState: z.string(),
  timesChased: z.number(),
});
export type ReferenceRequestAnswer = z.infer<typeof referenceRequestAnswer>;

export const REFEREE_FORM_KEYS = ['employer-reference', 'character-reference'] as const;

/** What a referee's page shows before the form: whose reference, for whom. */
export const refereeFormAnswer = z.object({
  formKey: z.enum(REFEREE_FORM_KEYS),
  applicantName: z.string(),
  refereeName: z.string(),
  organisation: z.string(),
});
export type RefereeFormAnswer = z.infer<typeof refereeFormAnswer>;

/** The referee's answers as the office reads them, with the questions as they were then. */
export const receivedReferenceAnswer = z.object({
  received: z
    .object({
      definition: z.custom<FormDefinition>(),
      answers: z.record(z.string(), z.unknown()),
      receivedOn: z.string(),
    })
    .nullable(),
});
export type ReceivedReferenceAnswer = z.infer<typeof receivedReferenceAnswer>;
