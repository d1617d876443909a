import type { FormDefinition } from '../../../engine/forms/form-definition';
import { behaviourRisksForm } from './behaviour-risks.form';
import { checklistHandlingForm } from './checklist-handling.form';
import { consentForm } from './consent.form';
import { dailyActivitiesForm } from './daily-activities.form';
import { dailyReportingForm } from './daily-reporting.form';
import { diabetesAssessmentForm } from './diabetes-assessment.form';
import { directDebitContractForm } from './direct-debit-contract.form';
import { epilepsyRiskAssessmentForm } from './epilepsy-risk-assessment.form';
import { fallsRiskAssessmentForm } from './falls-risk-assessment.form';
import { financialsForm } from './financials.form';
import { medicationAssessmentForm } from './medication-assessment.form';
import { personalProfileForm } from './personal-profile.form';
import { pharmacyContractForm } from './pharmacy-contract.form';
import { preferencesForm } from './preferences.form';
import { pressureAreaAssessmentForm } from './pressure-area-assessment.form';
import { profileInfoForm } from './profile-info.form';
import { provisionalCareplanForm } from './provisional-careplan.form';
import { reablementForm } from './reablement.form';
import { settingsForm } from './settings.form';
import { supportPlanForm } from './support-plan.form';

/**
 * Every questionnaire of a client's file, in the order the file's navigation lists them. Each is
 * a page at /app/clients/:id/edit/{key}, titled 'Client {title}'.
 */
export const CLIENT_FORMS: readonly FormDefinition[] = [
  profileInfoForm,
  personalProfileForm,
  preferencesForm,
  settingsForm,
  financialsForm,
  provisionalCareplanForm,
  medicationAssessmentForm,
  diabetesAssessmentForm,
  behaviourRisksForm,
  fallsRiskAssessmentForm,
  pressureAreaAssessmentForm,
  checklistHandlingForm,
  dailyActivitiesForm,
  supportPlanForm,
  reablementForm,
  epilepsyRiskAssessmentForm,
  dailyReportingForm,
  pharmacyContractForm,
  directDebitContractForm,
  consentForm,
];

export function clientForm(key: string): FormDefinition | undefined {
  return CLIENT_FORMS.find((form) => form.key === key);
}
