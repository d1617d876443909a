import type { FormDefinition } from '../../../engine/forms/form-definition';
import { contract18to20 } from './18to20-contract.form';
import { contract21Plus } from './21plus-contract.form';
import { birdieContract } from './birdie-contract.form';
import { healthDeclaration } from './health-declaration.form';
import { contractInternationalPlus } from './international-plus-contract.form';
import { interviewForm } from './interview.form';
import { postInterviewForm } from './post-interview.form';
import { postInterviewReferenceForms } from './post-interview-reference-forms.form';
import { referenceForms } from './reference-forms.form';
import { supportWorkerTestForm } from './support-worker-test.form';

/**
 * The applicant file's questionnaires: interview and post-interview forms, the applicant packs,
 * the support-worker test, the health declaration and the contracts. Each is a section of the
 * applicant file (applicant-file.ts) and, where the applicant fills it in, a page under their
 * private link.
 */
export const APPLICANT_FORMS: readonly FormDefinition[] = [
  interviewForm,
  postInterviewForm,
  postInterviewReferenceForms,
  referenceForms,
  supportWorkerTestForm,
  healthDeclaration,
  birdieContract,
  contractInternationalPlus,
  contract18to20,
  contract21Plus,
];
