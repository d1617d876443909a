import { ALL_RECORDS, PERSON_FILES } from '@care360/domain';
import { clientRoutes } from './modules/clients/client.routes';
import { clientFileExtension } from './modules/clients/client-file.extension';
import { clientLifecycleRoutes } from './modules/clients/client-lifecycle.endpoints';
import {
  clientHospitalStayHooks,
  clientMedicationHooks,
} from './modules/clients/client-lifecycle.hooks';
import { clientLogHooks } from './modules/clients/client-log.hooks';
import { emailLogRoutes } from './modules/comms/email-logs.endpoints';
import { accountRoutes } from './modules/people/account.endpoints';
import { mfaResetRoutes } from './modules/people/mfa-reset.endpoints';
import { permissionRoutes } from './modules/people/permissions.endpoints';
import { userHooks, userRoleHooks } from './modules/people/users.hooks';
import { auditRoutes } from './modules/quality/audit.endpoints';
import { applicantFileExtension } from './modules/recruitment/applicant-pack';
import {
  applicantStageHooks,
  CONFIRMED_CHECK_HOOKS,
  clearanceOverrideHooks,
} from './modules/recruitment/clearance.hooks';
import { recruitmentRoutes } from './modules/recruitment/recruitment.routes';
import { careGivenRoutes } from './modules/staff/care-given';
import { COMPLIANCE_HOOKS } from './modules/staff/compliance';
import { conversionRoutes } from './modules/staff/conversion.endpoints';
import { holidayRequestRoutes } from './modules/staff/holiday-requests';
import { HOLIDAY_HOOKS } from './modules/staff/holidays.hooks';
import { onboardingTodoHooks } from './modules/staff/onboarding-todos';
import { oversightRoutes } from './modules/staff/oversight.endpoints';
import { staffProfileRoutes } from './modules/staff/profile.endpoints';
import { staffContractEmailRoutes } from './modules/staff/staff-contract-emails';
import { staffReferenceRoutes } from './modules/staff/staff-references';
import { staffTabsRoutes } from './modules/staff/staff-tabs';
import { trainingRoutes } from './modules/staff/training.endpoints';
import { trainingRecordHooks } from './modules/staff/training.hooks';
import { worklistRoutes } from './modules/work/worklist.endpoints';
import { authRoutes } from './platform/auth/auth.endpoints';
import { mfaRoutes } from './platform/auth/mfa/mfa.endpoints';
import { passwordChangeRoutes } from './platform/auth/password-change.endpoints';
import { docsRoutes } from './platform/docs/docs.endpoints';
import { fileRoutes } from './platform/files/files.endpoints';
import type { AnyRoute } from './platform/http/route';
import { liveEventRoutes } from './platform/live/event-stream.endpoints';
import { personFileRoutes } from './platform/person-files/person-file.routes';
import type { PersonFileExtension } from './platform/person-files/person-file-extension';
import { combineHooks } from './platform/records/record-hooks';
import { recordOptionRoutes } from './platform/records/record-options';
import { type RecordHooks, recordRoutes } from './platform/records/record-routes';

/** Side effects of record kinds whose changes reach beyond their own table. */
const RECORD_HOOKS: Record<string, RecordHooks> = {
  users: userHooks,
  'user-roles': userRoleHooks,
  'client-medications': clientMedicationHooks,
  'client-hospital-stays': clientHospitalStayHooks,
  'client-logs': clientLogHooks,
  applicants: applicantStageHooks,
  'applicant-clearance-overrides': clearanceOverrideHooks,
  ...CONFIRMED_CHECK_HOOKS,
  'carer-onboarding-todos': onboardingTodoHooks,
  'carer-training-records': trainingRecordHooks,
  'employee-training-records': trainingRecordHooks,
  ...HOLIDAY_HOOKS,
};

/** A kind's hooks: its own and, for staff and the sections compliance reads, its recompute. */
const hooksOf = (name: string): RecordHooks | undefined =>
  RECORD_HOOKS[name] && COMPLIANCE_HOOKS[name]
    ? combineHooks(RECORD_HOOKS[name], COMPLIANCE_HOOKS[name])
    : (RECORD_HOOKS[name] ?? COMPLIANCE_HOOKS[name]);

/** What a kind of person file adds on the server, by its owner kind. */
const PERSON_FILE_EXTENSIONS: Record<string, PersonFileExtension> = {
  clients: clientFileExtension,
  applicants: applicantFileExtension,
};

/** Every route of the API; the route-walker test proves each one's access rule. */
export const allRoutes: AnyRoute[] = [
  ...authRoutes,
  ...mfaRoutes,
  ...passwordChangeRoutes,
  ...accountRoutes,
  ...permissionRoutes,
  ...mfaResetRoutes,
  ...emailLogRoutes,
  ...auditRoutes,
  ...worklistRoutes,
  ...fileRoutes,
  ...liveEventRoutes,
  ...PERSON_FILES.flatMap((file) => personFileRoutes(file, PERSON_FILE_EXTENSIONS[file.owner])),
  ...clientRoutes,
  ...clientLifecycleRoutes,
  ...recruitmentRoutes,
  ...trainingRoutes,
  ...staffProfileRoutes,
  ...staffTabsRoutes,
  ...conversionRoutes,
  ...careGivenRoutes,
  ...oversightRoutes,
  ...holidayRequestRoutes,
  ...staffReferenceRoutes,
  ...staffContractEmailRoutes,
  ...ALL_RECORDS.flatMap((kind) => recordRoutes(kind, hooksOf(kind.name))),
  ...ALL_RECORDS.flatMap((kind) => recordOptionRoutes(kind, hooksOf(kind.name))),
  ...docsRoutes(() => allRoutes),
];
