import type { FormDefinition } from '../../../engine/forms/form-definition';
import { interviewForm } from './interview.form';
import { postInterviewForm } from './post-interview.form';

/**
 * The applicant file's questionnaires: interview and post-interview forms, the applicant packs,
 * the support-worker test, the health declaration and the contracts. Each is a section of the
 * applicant file (applicant-file.ts) and, where the applicant fills it in, a page under their
 * private link.
 */
export const APPLICANT_FORMS: readonly FormDefinition[] = [interviewForm, postInterviewForm];
