import {
  carerUnavailability,
  carerWorkingPatterns,
} from '../scheduling/availability/carer-availability.records';
import { staffOnboardingTodos } from './onboarding-todos.records';
import { carers, employees } from './staff.record';
import {
  staffAddressHistory,
  staffDbsChecks,
  staffDbsDocuments,
  staffDbsRiskAssessments,
  staffEducationHistory,
  staffInterviews,
  staffNameHistory,
  staffRecruitmentInfo,
  staffReferences,
  staffRightToWork,
  staffStudentVisaTerms,
  staffUploads,
  staffWorkHistory,
} from './staff-checks.records';
import { staffDisciplinary } from './staff-disciplinary.records';
import { staffAppExperience, staffBoosterVaccines, staffUniform } from './staff-kit.records';
import { staffDutyTemporaryDays, staffHolidayDetails, staffHolidays } from './staff-leave.records';
import {
  staffAppraisals,
  staffCallLogs,
  staffCompetencyChecks,
  staffComplaints,
  staffCompliments,
  staffDiscussionNotes,
  staffProbationReviews,
  staffReturnToWork,
  staffRiskAssessments,
  staffShadowingChecks,
  staffSpotChecks,
  staffSupervisions,
  staffSupervisionsNew,
} from './staff-oversight.records';
import { kindsOf } from './staff-section';
import { staffSettings } from './staff-settings.record';
import {
  staffRefresherTraining,
  staffTrainingRecords,
  trainingCourses,
} from './staff-training.records';

/**
 * The staff area's record kinds (carers, spec §2.5; office employees, §2.6): the two owners,
 * then each section's kind per owner, in the order the files list them.
 */
export const STAFF_SECTIONS = [
  staffInterviews,
  staffRecruitmentInfo,
  staffUploads,
  staffReferences,
  staffDbsDocuments,
  staffStudentVisaTerms,
  staffAddressHistory,
  staffNameHistory,
  staffEducationHistory,
  staffWorkHistory,
  staffDbsChecks,
  staffDbsRiskAssessments,
  staffRightToWork,
  staffTrainingRecords,
  staffRefresherTraining,
  staffSupervisions,
  staffSupervisionsNew,
  staffSpotChecks,
  staffAppraisals,
  staffProbationReviews,
  staffShadowingChecks,
  staffCompetencyChecks,
  staffCompliments,
  staffComplaints,
  staffDiscussionNotes,
  staffDisciplinary,
  staffReturnToWork,
  staffRiskAssessments,
  staffCallLogs,
  staffHolidays,
  staffHolidayDetails,
  staffDutyTemporaryDays,
  carerWorkingPatterns,
  carerUnavailability,
  staffUniform,
  staffAppExperience,
  staffBoosterVaccines,
  staffOnboardingTodos,
] as const;

/** The kinds one section gives its owners, distributed over every section. */
type KindsOf<S> = S extends Record<string, infer K> ? K : never;
type SectionKind = KindsOf<(typeof STAFF_SECTIONS)[number]>;

export const STAFF_RECORDS = [
  carers,
  employees,
  trainingCourses,
  staffSettings,
  ...(STAFF_SECTIONS.flatMap((section) => kindsOf(section)) as SectionKind[]),
] as const;
