import {
  applicantDbsChecks,
  applicantIdentityDocuments,
  applicantQualifications,
  applicantRightToWork,
} from './applicant-checks.records';
import { applicantClearanceOverrides } from './applicant-clearance-overrides.record';
import {
  applicantAddressHistory,
  applicantEducation,
  applicantGapExplanations,
  applicantNameHistory,
  applicantWorkHistory,
} from './applicant-history.records';
import { applicantInterviews } from './applicant-interviews.record';
import { applicantReferences } from './applicant-references.record';
import { applicantTrainingBookings } from './applicant-training-bookings.record';
import { applicants } from './applicants.record';
import { jobVacancies } from './job-vacancies.record';
import { recruitmentSettings } from './recruitment-settings.record';

/** The recruitment area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const RECRUITMENT_RECORDS = [
  jobVacancies,
  applicants,
  applicantEducation,
  applicantWorkHistory,
  applicantGapExplanations,
  applicantAddressHistory,
  applicantNameHistory,
  applicantReferences,
  applicantInterviews,
  applicantIdentityDocuments,
  applicantDbsChecks,
  applicantRightToWork,
  applicantQualifications,
  applicantClearanceOverrides,
  applicantTrainingBookings,
  recruitmentSettings,
] as const;
