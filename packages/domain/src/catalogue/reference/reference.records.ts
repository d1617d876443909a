import { areacodes } from './areacodes.record';
import { assessors } from './assessors.record';
import { bands } from './bands.record';
import { banks } from './banks.record';
import { careers } from './careers.record';
import { carerHourlyRates } from './carer-hourly-rates.record';
import { carerSurveyQuestions, carerSurveySubmissions, carerSurveys } from './carer-surveys.record';
import { cqcQualityStatements } from './cqc-quality-statements.record';
import { disabilityCodes } from './disability-codes.record';
import { documentUploadTypes } from './document-upload-types.record';
import { equipments } from './equipments.record';
import { eventCategories } from './event-categories.record';
import { fiscalYears } from './fiscal-years.record';
import { funderCodes, funderScales } from './funder-codes.record';
import { holidayReasons } from './holiday-reasons.record';
import { holidays } from './holidays.record';
import { medications } from './medications.record';
import { npcCodes } from './npc-codes.record';
import {
  officeEmployeeSurveyQuestions,
  officeEmployeeSurveySubmissions,
  officeEmployeeSurveys,
} from './office-employee-surveys.record';
import { organizationPeriods, organizationPeriodYears } from './organization-period-years.record';
import { reablementEquipments } from './reablement-equipments.record';
import { staffcodes } from './staffcodes.record';
import { visitSlots } from './visit-slots.record';

/** The reference area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const REFERENCE_RECORDS = [
  banks,
  medications,
  funderCodes,
  funderScales,
  staffcodes,
  holidayReasons,
  disabilityCodes,
  assessors,
  documentUploadTypes,
  equipments,
  holidays,
  bands,
  fiscalYears,
  organizationPeriodYears,
  organizationPeriods,
  carerHourlyRates,
  reablementEquipments,
  areacodes,
  careers,
  cqcQualityStatements,
  carerSurveys,
  carerSurveyQuestions,
  carerSurveySubmissions,
  officeEmployeeSurveys,
  officeEmployeeSurveyQuestions,
  officeEmployeeSurveySubmissions,
  npcCodes,
  eventCategories,
  visitSlots,
] as const;
