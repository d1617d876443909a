import { z } from 'zod';
import {
  formAnswersAnswer,
  formDefinitionAnswer,
} from '../../engine/person-files/questionnaire.answers';
import { CONTRACT_KEYS } from './contract-choice';

/**
 * The questionnaires an applicant fills in from their private link, each a
 * page of its own (/<key>/:token) and a section of their file.
 */
export const APPLICANT_PACK_KEYS = [
  'post-interview-reference-forms',
  'reference-forms',
  'support-worker-test',
  ...CONTRACT_KEYS,
] as const;
export type ApplicantPackKey = (typeof APPLICANT_PACK_KEYS)[number];

export const isContractKey = (key: string): boolean =>
  (CONTRACT_KEYS as readonly string[]).includes(key);

const day = z.iso.date();

/** GET /api/v1/applicant-packs/:token?form=<key>: one pack as the applicant's page shows it. */
export const applicantPackAnswer = z.strictObject({
  applicantName: z.string(),
  organisationName: z.string(),
  /** The form to fill in; a test comes without its marks (the right answers stay on the server). */
  definition: formDefinitionAnswer,
  /** Contracts: the one this applicant is offered, or why none is. Null for other forms. */
  offered: z
    .strictObject({
      key: z.string().nullable(),
      title: z.string().nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** When the applicant last sent this form; the test's score is the office's alone. */
  submittedOn: day.nullable(),
  /** Contracts: the signed copy, with the terms it was signed under. */
  signed: z
    .strictObject({
      definition: formDefinitionAnswer,
      answers: formAnswersAnswer,
      signedOn: day.nullable(),
    })
    .nullable(),
});
export type ApplicantPackData = z.infer<typeof applicantPackAnswer>;

/** POST /api/v1/applicant-packs: the date it was received. */
export const applicantPackSavedAnswer = z.strictObject({ submittedOn: day });
