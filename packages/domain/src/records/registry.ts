import { clientMedications } from '../clients/client-medications.record';
import { clientSupportNetwork } from '../clients/client-support-network.record';
import { clients } from '../clients/clients.record';
import { newsFeed } from '../comms/news-feed.record';
import { staffMeetings } from '../comms/staff-meetings.record';
import { branches } from '../people/branches.record';
import { userRoles } from '../people/user-roles.record';
import { users } from '../people/users.record';
import { jobVacancies } from '../recruitment/job-vacancies.record';
import { areacodes } from '../reference/areacodes.record';
import { assessors } from '../reference/assessors.record';
import { bands } from '../reference/bands.record';
import { banks } from '../reference/banks.record';
import { careers } from '../reference/careers.record';
import { carerHourlyRates } from '../reference/carer-hourly-rates.record';
import {
  carerSurveyQuestions,
  carerSurveySubmissions,
  carerSurveys,
} from '../reference/carer-surveys.record';
import { disabilityCodes } from '../reference/disability-codes.record';
import { documentUploadTypes } from '../reference/document-upload-types.record';
import { equipments } from '../reference/equipments.record';
import { eventCategories } from '../reference/event-categories.record';
import { fiscalYears } from '../reference/fiscal-years.record';
import { funderCodes, funderScales } from '../reference/funder-codes.record';
import { holidayReasons } from '../reference/holiday-reasons.record';
import { holidays } from '../reference/holidays.record';
import { medications } from '../reference/medications.record';
import { npcCodes } from '../reference/npc-codes.record';
import {
  officeEmployeeSurveyQuestions,
  officeEmployeeSurveySubmissions,
  officeEmployeeSurveys,
} from '../reference/office-employee-surveys.record';
import {
  organizationPeriods,
  organizationPeriodYears,
} from '../reference/organization-period-years.record';
import { reablementEquipments } from '../reference/reablement-equipments.record';
import { staffcodes } from '../reference/staffcodes.record';
import { visitSlots } from '../reference/visit-slots.record';
import type { RecordKind } from './define-record';

/** Every declared record kind. Routes, tables, permissions, navigation and screens follow from it. */
export const ALL_RECORDS: readonly RecordKind[] = [
  users,
  branches,
  userRoles,
  newsFeed,
  staffMeetings,
  jobVacancies,
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
  carerSurveys,
  carerSurveyQuestions,
  carerSurveySubmissions,
  officeEmployeeSurveys,
  officeEmployeeSurveyQuestions,
  officeEmployeeSurveySubmissions,
  npcCodes,
  eventCategories,
  visitSlots,
  clients,
  clientMedications,
  clientSupportNetwork,
];

export function recordKind(name: string): RecordKind {
  const kind = ALL_RECORDS.find((r) => r.name === name);
  if (!kind) throw new Error(`No record kind is declared as ${name}.`);
  return kind;
}
