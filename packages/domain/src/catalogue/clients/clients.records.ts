import {
  clientDeclinedCarers,
  clientPreferredCarers,
  clientRequiredTraining,
} from '../scheduling/availability/client-carer-choices.records';
import { clientAssessmentReports } from './client-assessment-reports.record';
import { clientCallLogs } from './client-call-logs.record';
import { clientCommunicationLogBookAudits } from './client-communication-log-book-audits.record';
import { clientCovidRiskAssessments } from './client-covid-risk-assessments.record';
import { clientEquipment } from './client-equipment.record';
import { clientExitSurveys } from './client-exit-surveys.record';
import { clientFallsRisk } from './client-falls-risk.record';
import { clientFinancialTransactions } from './client-financial-transactions.record';
import { clientFunderCodes } from './client-funder-codes.record';
import { clientHospitalStays } from './client-hospital-stays.record';
import { clientLogs } from './client-logs.record';
import { clientMarchartAudits } from './client-marchart-audits.record';
import { clientMedications } from './client-medications.record';
import { clientMentalCapacity } from './client-mental-capacity.record';
import { clientMentalCapacityRiskAssessments } from './client-mental-capacity-risk-assessments.record';
import { clientPressureUlcersBruises } from './client-pressure-ulcers-bruises.record';
import { clientPromotingIndependence } from './client-promoting-independence.record';
import { clientReviewForms } from './client-review-forms.record';
import { clientRiskAssessments } from './client-risk-assessments.record';
import { clientSlots } from './client-slots.record';
import { clientSupportNetwork } from './client-support-network.record';
import { clientUploads } from './client-uploads.record';
import { clientVisitTemplateDetails, clientVisitTemplates } from './client-visit-templates.record';
import { clients } from './clients.record';

/** The clients area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const CLIENTS_RECORDS = [
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
  clientDeclinedCarers,
  clientPreferredCarers,
  clientRequiredTraining,
] as const;
