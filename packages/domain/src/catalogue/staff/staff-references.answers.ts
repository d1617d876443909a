import { z } from 'zod';
import type { FormDefinition } from '../../engine/forms/form-definition';
import { characterReferenceForm } from '../recruitment/forms/character-reference.form';
import { employerReferenceForm } from '../recruitment/forms/employer-reference.form';

/**
 * A staff reference's answers (/app/carers/:id/edit/EmploymentReference/:editid and
 * CharacterReference): recruitment's referee forms, read back with the questions as they were.
 */

/** The referee's form of a reference: the character reference for 'Character', else the employer's. */
export const refereeFormOf = (type: unknown): FormDefinition =>
  type === 'Character' ? characterReferenceForm : employerReferenceForm;

/** Where the answers came from: the referee (while an applicant), or the office (taken by phone). */
export const REFERENCE_ANSWER_SOURCES = ['referee', 'office'] as const;

export const staffReferenceAnswersAnswer = z.object({
  reference: z.object({
    id: z.string(),
    type: z.enum(['Employer', 'Character']),
    refereeName: z.string(),
    company: z.string().nullable(),
  }),
  received: z
    .object({
      definition: z.custom<FormDefinition>(),
      answers: z.record(z.string(), z.unknown()),
      receivedOn: z.string(),
      source: z.enum(REFERENCE_ANSWER_SOURCES),
    })
    .nullable(),
});
export type StaffReferenceAnswers = z.infer<typeof staffReferenceAnswersAnswer>;
