import {
  clients as clientKind,
  clientMedications as clientMedicationKind,
  recordKind,
  visitCarers as visitCarerKind,
  visits as visitKind,
} from '@care360/domain';
import { boolean, date, text, uuid } from 'drizzle-orm/pg-core';
import { tableFor } from '../records/table-for';

// One line per declared record kind: drizzle-kit finds tables only as named exports.
// `npm run new:record` adds the line for a new kind.
export const medications = tableFor(recordKind('medications'));
export const funderCodes = tableFor(recordKind('funder-codes'));
export const funderScales = tableFor(recordKind('funder-scales'));
export const staffcodes = tableFor(recordKind('staffcodes'));
export const holidayReasons = tableFor(recordKind('holiday-reasons'));
export const disabilityCodes = tableFor(recordKind('disability-codes'));
export const assessors = tableFor(recordKind('assessors'));
export const documentUploadTypes = tableFor(recordKind('document-upload-types'));
export const equipments = tableFor(recordKind('equipments'));
export const holidays = tableFor(recordKind('holidays'));
export const bands = tableFor(recordKind('bands'));
export const fiscalYears = tableFor(recordKind('fiscal-years'));
export const organizationPeriodYears = tableFor(recordKind('organization-period-years'));
export const organizationPeriods = tableFor(recordKind('organization-periods'));
export const carerHourlyRates = tableFor(recordKind('carer-hourly-rates'));
export const reablementEquipments = tableFor(recordKind('reablement-equipments'));
export const areacodes = tableFor(recordKind('areacodes'));
export const careers = tableFor(recordKind('careers'));
export const carerSurveys = tableFor(recordKind('carer-surveys'));
export const carerSurveyQuestions = tableFor(recordKind('carer-survey-questions'));
export const officeEmployeeSurveys = tableFor(recordKind('office-employee-surveys'));
export const officeEmployeeSurveyQuestions = tableFor(
  recordKind('office-employee-survey-questions'),
);
export const npcCodes = tableFor(recordKind('npc-codes'));
export const eventCategories = tableFor(recordKind('event-categories'));
export const visitSlots = tableFor(recordKind('visit-slots'));
export const newsFeed = tableFor(recordKind('news-feed'));
export const staffMeetings = tableFor(recordKind('staff-meetings'));
export const surveySends = tableFor(recordKind('survey-sends'));
export const surveyRecipients = tableFor(recordKind('survey-recipients'));
export const chatSettings = tableFor(recordKind('chat-settings'));
export const jobVacancies = tableFor(recordKind('job-vacancies'));
export const banks = tableFor(recordKind('banks'));
export const carerSurveySubmissions = tableFor(recordKind('carer-survey-submissions'));
export const officeEmployeeSurveySubmissions = tableFor(
  recordKind('office-employee-survey-submissions'),
);
// Set only by the End service and Reinstate actions (client-lifecycle.ts), never by the edit
// form. `serviceEndedOn` (column service_ended_on) marks the client archived and starts the
// retention period the retention task reads. `checkInCode`, the code of the QR code left in the
// home (carer-app check-in-codes), is a secret kept off the declaration, so no row, list, export
// or audit entry carries it: only its own audited endpoint shows it.
export const clients = tableFor(clientKind, {
  extra: {
    serviceEndedOn: date('service_ended_on', { mode: 'string' }),
    serviceEndReason: text('service_end_reason'),
    serviceEndNote: text('service_end_note'),
    checkInCode: text('check_in_code'),
  },
});
// Set only by the Stop and Change actions: why a line ended, and the line a change replaced.
export const clientMedications = tableFor(clientMedicationKind, {
  extra: {
    stopReason: text('stop_reason'),
    replacesId: uuid('replaces_id'),
    changeReason: text('change_reason'),
  },
});
export const clientSupportNetwork = tableFor(recordKind('client-support-network'));
export const clientFunderCodes = tableFor(recordKind('client-funder-codes'));
export const clientLogs = tableFor(recordKind('client-logs'));
export const clientMentalCapacity = tableFor(recordKind('client-mental-capacity'));
export const clientMentalCapacityRiskAssessments = tableFor(
  recordKind('client-mental-capacity-risk-assessments'),
);
export const clientPressureUlcersBruises = tableFor(recordKind('client-pressure-ulcers-bruises'));
export const clientRiskAssessments = tableFor(recordKind('client-risk-assessments'));
export const clientEquipment = tableFor(recordKind('client-equipment'));
export const clientPromotingIndependence = tableFor(recordKind('client-promoting-independence'));
export const clientUploads = tableFor(recordKind('client-uploads'));
export const clientMarchartAudits = tableFor(recordKind('client-marchart-audits'));
export const clientCommunicationLogBookAudits = tableFor(
  recordKind('client-communication-log-book-audits'),
);
export const clientFinancialTransactions = tableFor(recordKind('client-financial-transactions'));
export const clientReviewForms = tableFor(recordKind('client-review-forms'));
export const clientAssessmentReports = tableFor(recordKind('client-assessment-reports'));
export const clientCovidRiskAssessments = tableFor(recordKind('client-covid-risk-assessments'));
export const clientCallLogs = tableFor(recordKind('client-call-logs'));
export const clientSlots = tableFor(recordKind('client-slots'));
export const clientVisitTemplates = tableFor(recordKind('client-visit-templates'));
export const clientVisitTemplateDetails = tableFor(recordKind('client-visit-template-details'));
export const clientFallsRisk = tableFor(recordKind('client-falls-risk'));
export const clientExitSurveys = tableFor(recordKind('client-exit-surveys'));
export const clientHospitalStays = tableFor(recordKind('client-hospital-stays'));
export const applicants = tableFor(recordKind('applicants'));
export const applicantEducation = tableFor(recordKind('applicant-education'));
export const applicantWorkHistory = tableFor(recordKind('applicant-work-history'));
export const applicantGapExplanations = tableFor(recordKind('applicant-gap-explanations'));
export const applicantAddressHistory = tableFor(recordKind('applicant-address-history'));
export const applicantNameHistory = tableFor(recordKind('applicant-name-history'));
export const applicantReferences = tableFor(recordKind('applicant-references'));
export const applicantInterviews = tableFor(recordKind('applicant-interviews'));
export const applicantIdentityDocuments = tableFor(recordKind('applicant-identity-documents'));
export const applicantDbsChecks = tableFor(recordKind('applicant-dbs-checks'));
export const applicantRightToWork = tableFor(recordKind('applicant-right-to-work'));
export const applicantQualifications = tableFor(recordKind('applicant-qualifications'));
export const applicantClearanceOverrides = tableFor(recordKind('applicant-clearance-overrides'));
export const applicantTrainingBookings = tableFor(recordKind('applicant-training-bookings'));
export const recruitmentSettings = tableFor(recordKind('recruitment-settings'));
export const visitTypeCodes = tableFor(recordKind('visit-type-codes'));
export const rotaPublications = tableFor(recordKind('rota-publications'));
export const visits = tableFor(visitKind);
// The visit's instants are copied here and its cancellation mirrored, kept in step by a trigger
// on visits (migration), so the exclusion constraint "a carer is never at two overlapping
// visits" can be checked on this one table.
export const visitCarers = tableFor(visitCarerKind, {
  extra: { visitCancelled: boolean('visit_cancelled').notNull().default(false) },
});
// The offers of a visit's empty place to the carers who may take it.
export const coverOffers = tableFor(recordKind('cover-offers'));
// What became of each task of a visit (one per visit and task: a unique index in the migration).
export const visitTaskOutcomes = tableFor(recordKind('visit-task-outcomes'));
export const assessmentVisits = tableFor(recordKind('assessment-visits'));
export const trackerSessions = tableFor(recordKind('tracker-sessions'));
export const visitCsvImports = tableFor(recordKind('visit-csv-imports'));
export const clientRosterings = tableFor(recordKind('client-rosterings'));
export const globalSchedules = tableFor(recordKind('global-schedules'));
// The live boards' alerts and the thresholds and escalation ladder they run by.
export const alerts = tableFor(recordKind('alerts'));
export const alertSettings = tableFor(recordKind('alert-settings'));
// The quality registers, their actions and the deadlines they run by.
export const incidents = tableFor(recordKind('incidents'));
export const incidentActions = tableFor(recordKind('incident-actions'));
export const safeguardings = tableFor(recordKind('safeguardings'));
export const safeguardingActions = tableFor(recordKind('safeguarding-actions'));
export const complaints = tableFor(recordKind('complaints'));
export const complaintActions = tableFor(recordKind('complaint-actions'));
export const medicationErrors = tableFor(recordKind('medication-errors'));
export const medicationErrorActions = tableFor(recordKind('medication-error-actions'));
export const compliments = tableFor(recordKind('compliments'));
export const deathNotifications = tableFor(recordKind('death-notifications'));
export const deathNotificationActions = tableFor(recordKind('death-notification-actions'));
export const qualitySettings = tableFor(recordKind('quality-settings'));
// The statutory notifications to CQC drafted from the registers.
export const cqcNotifications = tableFor(recordKind('cqc-notifications'));
// CQC's quality statements, which register entries and actions are tagged with as evidence.
export const cqcQualityStatements = tableFor(recordKind('cqc-quality-statements'));
// The audits of the records quality work checks, and the disciplinary section they audit.
export const recordAudits = tableFor(recordKind('record-audits'));
export const carerDisciplinary = tableFor(recordKind('carer-disciplinary'));
export const employeeDisciplinary = tableFor(recordKind('employee-disciplinary'));
// Visiting health professionals and the access to a client's documents granted to them.
export const healthProfessionals = tableFor(recordKind('health-professionals'));
export const healthProfessionalGrants = tableFor(recordKind('health-professional-grants'));
export const rosterRuns = tableFor(recordKind('roster-runs'));
export const workTeams = tableFor(recordKind('work-teams'));
export const workTeamMembers = tableFor(recordKind('work-team-members'));
export const workProjects = tableFor(recordKind('work-projects'));
export const taskCards = tableFor(recordKind('task-cards'));
export const stockItems = tableFor(recordKind('stock-items'));
export const stockMovements = tableFor(recordKind('stock-movements'));
export const assets = tableFor(recordKind('assets'));
// Finance: confirmed visits, invoice runs and pay runs, and the rules they price by.
export const funderChargeRules = tableFor(recordKind('funder-charge-rules'));
export const carerPayRules = tableFor(recordKind('carer-pay-rules'));
export const visitConfirmations = tableFor(recordKind('visit-confirmations'));
export const confirmationAdjustments = tableFor(recordKind('confirmation-adjustments'));
export const invoiceRuns = tableFor(recordKind('invoice-runs'));
export const invoices = tableFor(recordKind('invoices'));
export const invoiceLines = tableFor(recordKind('invoice-lines'));
export const payRuns = tableFor(recordKind('pay-runs'));
export const payslips = tableFor(recordKind('payslips'));
export const payAdjustments = tableFor(recordKind('pay-adjustments'));
