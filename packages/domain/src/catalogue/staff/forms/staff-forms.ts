import type { FormDefinition } from '../../../engine/forms/form-definition';
import { contract18to20 } from '../../recruitment/forms/18to20-contract.form';
import { contract21Plus } from '../../recruitment/forms/21plus-contract.form';
import { birdieContract } from '../../recruitment/forms/birdie-contract.form';
import { healthDeclaration } from '../../recruitment/forms/health-declaration.form';
import { interviewForm } from '../../recruitment/forms/interview.form';
import { supportWorkerTestForm } from '../../recruitment/forms/support-worker-test.form';
import {
  agreementForm,
  contract23Plus,
  oliverMcGowanTraining,
  questionnaireForm,
  trainingAgreement,
} from './staff-agreements.forms';
import {
  fileChecklist,
  frontChecklist,
  frontStarterChecklist,
  newStarterChecklist,
  scheduleChecklist,
  staffChecklist,
  starterChecklist,
} from './staff-checklists.form';
import {
  additionalInformation,
  bankDetails,
  covidVaccineDetails,
  cswDetails,
  dutyDays,
  emergencyDetails,
  emergencyForm,
  fileTransfer,
  payrollInfo,
  staffSettings,
} from './staff-details.forms';
import {
  exitInterview,
  inductionForm,
  managementApproval,
  qaSignature,
  referenceForm,
  shortlisting,
  staffQuestion,
} from './staff-oversight.forms';

/**
 * A recruitment form kept in the staff file under the name and page the spec gives it there
 * ('birdieForm', "Carer Birdie Form"): the same questions, so the same declaration.
 */
const asStaffForm = (
  form: FormDefinition,
  key: string,
  title: string,
  path?: string,
  version?: number,
): FormDefinition => ({
  ...form,
  key,
  title,
  ...(path ? { path } : {}),
  ...(version ? { version } : {}),
});

export const staffMedicalHistory = asStaffForm(
  healthDeclaration,
  'medical-history',
  'Medical History',
);
export const staffSupportWorkerTest = asStaffForm(
  supportWorkerTestForm,
  'support-worker',
  'Support Worker',
);
export const staffBirdieContract = asStaffForm(
  birdieContract,
  'birdie-form',
  'Birdie Programme Contract',
  'birdieForm',
  2,
);
export const staff18to20Contract = asStaffForm(
  contract18to20,
  '18-20-form',
  'Care Assistant Contract (18 to 20)',
  '18-20Form',
  2,
);
export const staff21PlusContract = asStaffForm(
  contract21Plus,
  '21plus-form',
  'Care Assistant Contract (21 and over)',
  '21plusForm',
  2,
);

/** The additional information of an office employee: the same questions, their own page. */
const employeeAdditionalInfo = asStaffForm(
  additionalInformation,
  'additional-info',
  'Additional Info',
);

/** Shared by both files, in the order of spec §2.6 "derived from 2.5". */
const SHARED_FORMS: readonly FormDefinition[] = [
  staffChecklist,
  emergencyDetails,
  bankDetails,
  payrollInfo,
  interviewForm,
  inductionForm,
  managementApproval,
  shortlisting,
  fileChecklist,
  frontChecklist,
  starterChecklist,
  frontStarterChecklist,
  newStarterChecklist,
  agreementForm,
  questionnaireForm,
  qaSignature,
  emergencyForm,
  referenceForm,
];

/**
 * The questionnaires of the staff files (spec §2.5 "checklist and form screens", "forms and
 * emails"): each declared once and listed for each file that has it.
 */
export const CARER_FORMS: readonly FormDefinition[] = [
  ...SHARED_FORMS,
  cswDetails,
  additionalInformation,
  staffMedicalHistory,
  dutyDays,
  staffBirdieContract,
  staff18to20Contract,
  staff21PlusContract,
  contract23Plus,
  scheduleChecklist,
  staffQuestion,
  staffSupportWorkerTest,
  staffSettings,
  exitInterview,
  fileTransfer,
  oliverMcGowanTraining,
  trainingAgreement,
  covidVaccineDetails,
];

/** The office employee's: their own (additional info) and those shared with carers. */
export const EMPLOYEE_FORMS: readonly FormDefinition[] = [
  employeeAdditionalInfo,
  staffMedicalHistory,
  ...SHARED_FORMS,
];
