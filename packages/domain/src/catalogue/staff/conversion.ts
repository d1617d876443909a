import { z } from 'zod';
import { ukCalendarDate } from '../../engine/platform/uk-date';
import { contract18to20 } from '../recruitment/forms/18to20-contract.form';
import { contract21Plus } from '../recruitment/forms/21plus-contract.form';
import { birdieContract } from '../recruitment/forms/birdie-contract.form';
import { healthDeclaration } from '../recruitment/forms/health-declaration.form';
import { contractInternationalPlus } from '../recruitment/forms/international-plus-contract.form';
import { supportWorkerTestForm } from '../recruitment/forms/support-worker-test.form';
import { contract23Plus } from './forms/staff-agreements.forms';
import {
  staff18to20Contract,
  staff21PlusContract,
  staffBirdieContract,
  staffMedicalHistory,
  staffSupportWorkerTest,
} from './forms/staff-forms';
import { HOURS_TYPES } from './staff.record';

/**
 * An applicant cleared to start becomes a carer with the file they built: what of the applicant's record and sections goes
 * where on the carer's. The histories, DBS checks and right to work have the same fields on both
 * files (sameAs), so they are copied as they are; the rest is mapped here.
 */

/**
 * The carer's questionnaire a recruitment form becomes: the contract by age band and route on
 * the carer's contract pages (birdieForm, 18-20Form, 21plusForm, 23+Form), the health
 * declaration as the medical history, the support-worker test as Support Worker.
 */
export const CARER_FORM_OF_APPLICANT_FORM: Readonly<Record<string, string>> = {
  [birdieContract.key]: staffBirdieContract.key,
  [contract18to20.key]: staff18to20Contract.key,
  [contract21Plus.key]: staff21PlusContract.key,
  [contractInternationalPlus.key]: contract23Plus.key,
  [healthDeclaration.key]: staffMedicalHistory.key,
  [supportWorkerTestForm.key]: staffSupportWorkerTest.key,
};

/** The key a recruitment response takes on the carer's file: mapped, or the same key. */
export const carerFormKeyOf = (applicantFormKey: string): string =>
  CARER_FORM_OF_APPLICANT_FORM[applicantFormKey] ?? applicantFormKey;

/** The sections copied with the same fields, applicant kind to carer kind. */
export const SAME_FIELD_SECTIONS = [
  ['applicant-address-history', 'carer-address-history'],
  ['applicant-name-history', 'carer-name-history'],
  ['applicant-education', 'carer-education-history'],
  ['applicant-work-history', 'carer-work-history'],
  ['applicant-dbs-checks', 'carer-dbs-checks'],
  ['applicant-right-to-work', 'carer-right-to-work'],
] as const;

/** POST /api/v1/applicants/:id/make-carer: the terms the office agrees on the day. */
export const makeCarerBody = z.strictObject({
  startDate: z.iso.date().optional(),
  hoursType: z.enum(HOURS_TYPES),
  weeklyHours: z.number().min(0).max(60).nullable().optional(),
});
export type MakeCarerBody = z.infer<typeof makeCarerBody>;

export const makeCarerAnswer = z.strictObject({
  carerId: z.uuid(),
  /** How many records of each section came across, by the carer's kind (and 'questionnaires'). */
  copied: z.record(z.string(), z.number().int().min(0)),
});
export type MakeCarerAnswer = z.infer<typeof makeCarerAnswer>;

/** GET /api/v1/applicants/:id/carer: the carer this applicant became, if any. */
export const applicantCarerAnswer = z
  .strictObject({ carerId: z.uuid(), name: z.string() })
  .nullable();
export type ApplicantCarerAnswer = z.infer<typeof applicantCarerAnswer>;

type Values = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The carer's record from the applicant's: who they are, where they live, and the agreed terms. */
export function carerFromApplicant(applicant: Values, terms: MakeCarerBody, today: string): Values {
  const address2 = [text(applicant.address2), text(applicant.address3)].filter(Boolean).join(', ');
  return {
    title: text(applicant.title),
    forename: applicant.forename,
    surname: applicant.surname,
    dateOfBirth: applicant.dateOfBirth,
    gender: text(applicant.gender),
    email: text(applicant.email),
    mobile: applicant.mobile,
    address1: applicant.address1,
    address2: address2 === '' ? null : address2,
    town: applicant.town,
    postcode: applicant.postcode,
    branch: applicant.branch,
    isDriver: applicant.isDriver === true,
    startDate: terms.startDate ?? today,
    hoursType: terms.hoursType,
    weeklyHours: terms.weeklyHours ?? null,
    status: 'Active',
    role: 'Care worker',
    applicant: applicant.id,
  };
}

/** A date-time as its UK calendar day ('2026-11-26T09:00:00Z' -> '2026-11-26'). */
const dayOf = (value: unknown): string | null => {
  if (value instanceof Date) return ukCalendarDate(value);
  if (typeof value !== 'string' || value === '') return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ukCalendarDate(new Date(value));
};

/** A referee as the carer's References and Documents hold them. */
export function carerReferenceFromApplicant(reference: Values): Values {
  const satisfactory = reference.satisfactory;
  return {
    type: reference.type,
    refereeName: reference.refereeName,
    company: text(reference.company),
    jobTitle: text(reference.jobTitle),
    email: text(reference.email),
    phone: text(reference.phone),
    howLongKnown: text(reference.howLongKnown),
    requestedOn: dayOf(reference.requestedOn),
    receivedOn: dayOf(reference.receivedOn),
    satisfactory: satisfactory === 'Yes' || satisfactory === 'No' ? satisfactory : null,
    notes: text(reference.reviewNotes),
  };
}

const INTERVIEW_FORMAT: Readonly<Record<string, string>> = {
  'In the office': 'In person',
  'Video call': 'Video call',
  Phone: 'Phone',
};

/** An interview the applicant attended, on the carer's Interview list. */
export function carerInterviewFromApplicant(interview: Values, interviewerName: string): Values {
  return {
    heldOn: dayOf(interview.startsAt),
    interviewer: interviewerName || 'Not recorded',
    format: INTERVIEW_FORMAT[String(interview.place)] ?? null,
    outcome: 'Successful',
    notes: text(interview.notes),
  };
}

const SOURCE: Readonly<Record<string, string>> = {
  Indeed: 'Indeed',
  'Agency website': 'Agency website',
  Facebook: 'Social media',
  'Job centre': 'Job centre',
  'Referred by a carer': 'Referral',
  'Recruitment open day': 'Other',
  Other: 'Other',
};

/** How the carer was recruited: where they heard of us, when they applied and for what. */
export function carerRecruitmentInfoFromApplicant(applicant: Values): Values {
  return {
    source: SOURCE[String(applicant.source)] ?? null,
    referredBy: text(applicant.referredBy),
    vacancy: text(applicant.vacancy),
    appliedOn: dayOf(applicant.appliedOn),
    offeredOn: dayOf(applicant.clearedOn),
    notes: text(applicant.positionAppliedFor)
      ? `Applied for: ${String(applicant.positionAppliedFor)}`
      : null,
  };
}
