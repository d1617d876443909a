import type { RecordKindOf } from '../engine/records/define-record';
import type { Fields } from '../engine/records/fields';
import { clientAssessmentReports } from './clients/client-assessment-reports.record';
import { clientCallLogs } from './clients/client-call-logs.record';
import { clientCommunicationLogBookAudits } from './clients/client-communication-log-book-audits.record';
import { clientCovidRiskAssessments } from './clients/client-covid-risk-assessments.record';
import { clientEquipment } from './clients/client-equipment.record';
import { clientExitSurveys } from './clients/client-exit-surveys.record';
import { clientFallsRisk } from './clients/client-falls-risk.record';
import { clientFinancialTransactions } from './clients/client-financial-transactions.record';
import { clientFunderCodes } from './clients/client-funder-codes.record';
import { clientHospitalStays } from './clients/client-hospital-stays.record';
import { clientLogs } from './clients/client-logs.record';
import { clientMarchartAudits } from './clients/client-marchart-audits.record';
import { clientMedications } from './clients/client-medications.record';
import { clientMentalCapacity } from './clients/client-mental-capacity.record';
import { clientMentalCapacityRiskAssessments } from './clients/client-mental-capacity-risk-assessments.record';
import { clientPressureUlcersBruises } from './clients/client-pressure-ulcers-bruises.record';
import { clientPromotingIndependence } from './clients/client-promoting-independence.record';
import { clientReviewForms } from './clients/client-review-forms.record';
import { clientRiskAssessments } from './clients/client-risk-assessments.record';
import { clientSlots } from './clients/client-slots.record';
import { clientSupportNetwork } from './clients/client-support-network.record';
import { clientUploads } from './clients/client-uploads.record';
import {
  clientVisitTemplateDetails,
  clientVisitTemplates,
} from './clients/client-visit-templates.record';
import { clients } from './clients/clients.record';
import { newsFeed } from './comms/news-feed.record';
import { staffMeetings } from './comms/staff-meetings.record';
import { branches } from './people/branches.record';
import { userRoles } from './people/user-roles.record';
import { users } from './people/users.record';
import { jobVacancies } from './recruitment/job-vacancies.record';
import { areacodes } from './reference/areacodes.record';
import { assessors } from './reference/assessors.record';
import { bands } from './reference/bands.record';
import { banks } from './reference/banks.record';
import { careers } from './reference/careers.record';
import { carerHourlyRates } from './reference/carer-hourly-rates.record';
import {
  carerSurveyQuestions,
  carerSurveySubmissions,
  carerSurveys,
} from './reference/carer-surveys.record';
import { disabilityCodes } from './reference/disability-codes.record';
import { documentUploadTypes } from './reference/document-upload-types.record';
import { equipments } from './reference/equipments.record';
import { eventCategories } from './reference/event-categories.record';
import { fiscalYears } from './reference/fiscal-years.record';
import { funderCodes, funderScales } from './reference/funder-codes.record';
import { holidayReasons } from './reference/holiday-reasons.record';
import { holidays } from './reference/holidays.record';
import { medications } from './reference/medications.record';
import { npcCodes } from './reference/npc-codes.record';
import {
  officeEmployeeSurveyQuestions,
  officeEmployeeSurveySubmissions,
  officeEmployeeSurveys,
} from './reference/office-employee-surveys.record';
import {
  organizationPeriods,
  organizationPeriodYears,
} from './reference/organization-period-years.record';
import { reablementEquipments } from './reference/reablement-equipments.record';
import { staffcodes } from './reference/staffcodes.record';
import { visitSlots } from './reference/visit-slots.record';

/** The declared kinds as declared: each keeps its name's literal type. */
const DECLARED_RECORDS = [
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
  clientFunderCodes,
  clientLogs,
  clientMentalCapacity,
  clientMentalCapacityRiskAssessments,
  clientPressureUlcersBruises,
  clientRiskAssessments,
  clientEquipment,
  clientPromotingIndependence,
  clientUploads,
  clientMarchartAudits,
  clientCommunicationLogBookAudits,
  clientFinancialTransactions,
  clientReviewForms,
  clientAssessmentReports,
  clientCovidRiskAssessments,
  clientCallLogs,
  clientSlots,
  clientVisitTemplates,
  clientVisitTemplateDetails,
  clientFallsRisk,
  clientExitSurveys,
  clientHospitalStays,
] as const;

/** The name of every declared record kind: 'users' | 'clients' | 'client-medications' | … */
export type RecordKindName = (typeof DECLARED_RECORDS)[number]['name'];

/**
 * A declared kind of this catalogue: the engine's kind with its name pinned to the declared
 * names, so `kind.permissions.read` of any kind is a `Permission`.
 */
export type RecordKind<F extends Fields = Fields> = RecordKindOf<F, RecordKindName>;

/** Every declared record kind. Routes, tables, permissions, navigation and screens follow from it. */
export const ALL_RECORDS: readonly RecordKind[] = DECLARED_RECORDS;

const RECORD_KIND_NAMES: ReadonlySet<string> = new Set(ALL_RECORDS.map((kind) => kind.name));

/** Whether a name from outside (a URL, the database) is a declared kind's. */
export function isRecordKindName(name: string): name is RecordKindName {
  return RECORD_KIND_NAMES.has(name);
}

export function recordKind(name: string): RecordKind {
  const kind = ALL_RECORDS.find((r) => r.name === name);
  if (!kind) throw new Error(`No record kind is declared as ${name}.`);
  return kind;
}
