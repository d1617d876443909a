import { z } from 'zod';
import type { RecordKindOf } from '../../engine/records/define-record';
import { recordAnswer } from '../../engine/records/record-answers';
import {
  applicantAddressHistory,
  applicantEducation,
  applicantGapExplanations,
  applicantNameHistory,
  applicantWorkHistory,
} from './applicant-history.records';
import { applicantReferences } from './applicant-references.record';

/**
 * The history pages under the applicant's private link (spec §2.1): for each kind, its add and
 * detail pages and the fields the applicant fills in. The office's own fields (a reference's
 * request state and review, a certificate upload, which needs a session) are not the applicant's
 * to set: the server refuses them on a link and the pages do not draw them.
 *
 * The spec's `:id` in `/add-education/:id` is the link's token, never the applicant's id: the
 * token names the applicant on the server, so no public URL carries a person's id.
 */
export interface ApplicantHistoryPage {
  kind: RecordKindOf;
  /** The segment of `/add-<page>/:id` and `/detail-<page>/:id/:editid`. */
  page: string;
  addTitle: string;
  detailTitle: string;
  /** What the applicant may fill in, in form order. */
  fields: readonly string[];
}

export const APPLICANT_HISTORY_PAGES: readonly ApplicantHistoryPage[] = [
  {
    kind: applicantEducation,
    page: 'education',
    addTitle: 'Add Education History',
    detailTitle: 'Education History Detail',
    fields: ['establishment', 'qualification', 'grade', 'fromDate', 'toDate'],
  },
  {
    kind: applicantWorkHistory,
    page: 'work',
    addTitle: 'Add Work History',
    detailTitle: 'Work History Detail',
    fields: [
      'employer',
      'jobTitle',
      'employerAddress',
      'fromDate',
      'toDate',
      'responsibilities',
      'withVulnerablePeople',
      'reasonForLeaving',
    ],
  },
  {
    // An explanation has no page of the spec's own: it is added from the landing page's gap.
    kind: applicantGapExplanations,
    page: 'gap',
    addTitle: 'Explain a Gap',
    detailTitle: 'Gap Explanation Detail',
    fields: ['fromDate', 'toDate', 'explanation'],
  },
  {
    kind: applicantAddressHistory,
    page: 'address',
    addTitle: 'Add Address History',
    detailTitle: 'Address History Detail',
    fields: ['address1', 'address2', 'town', 'postcode', 'country', 'fromDate', 'toDate'],
  },
  {
    kind: applicantNameHistory,
    page: 'name',
    addTitle: 'Add Name History',
    detailTitle: 'Name History Detail',
    fields: ['forename', 'surname', 'fromDate', 'toDate', 'reason'],
  },
  {
    kind: applicantReferences,
    page: 'reference',
    addTitle: 'Add Reference',
    detailTitle: 'Reference Detail',
    fields: [
      'type',
      'refereeName',
      'company',
      'jobTitle',
      'phone',
      'email',
      'howLongKnown',
      'capacityKnown',
      'mayApproachBeforeInterview',
    ],
  },
];

export const APPLICANT_HISTORY_KINDS = APPLICANT_HISTORY_PAGES.map((page) => page.kind.name);

export function applicantHistoryPage(kindOrPage: string): ApplicantHistoryPage | undefined {
  return APPLICANT_HISTORY_PAGES.find(
    (page) => page.kind.name === kindOrPage || page.page === kindOrPage,
  );
}

/** A gap as both sides read it: its days, '03/2021–08/2021', and whether it is explained. */
export const historyGapAnswer = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  months: z.string(),
  explained: z.boolean(),
});
export type HistoryGapAnswer = z.infer<typeof historyGapAnswer>;

const entriesAnswer = z.object(
  Object.fromEntries(
    APPLICANT_HISTORY_PAGES.map((page) => [page.kind.name, z.array(recordAnswer(page.kind))]),
  ),
);

/** What the applicant's link opens: their name, each history's entries and what is missing. */
export const applicantLinkAnswer = z.object({
  forename: z.string(),
  stage: z.string(),
  submittedOn: z.string().nullable(),
  entries: entriesAnswer,
  employmentGaps: z.array(historyGapAnswer),
  addressGaps: z.array(historyGapAnswer),
  gapThresholdDays: z.number().int(),
  addressHistoryYears: z.number().int(),
  /** The contract to sign, once the office has moved them to the contract stage. */
  contract: z.object({ key: z.string(), title: z.string() }).nullable(),
});
export type ApplicantLinkAnswer = z.infer<typeof applicantLinkAnswer>;

/** The office's timeline of one applicant's jobs and gaps. */
export const employmentTimelineAnswer = z.object({
  jobs: z.array(
    z.object({
      id: z.uuid(),
      employer: z.string(),
      jobTitle: z.string(),
      fromDate: z.string(),
      toDate: z.string().nullable(),
      reasonForLeaving: z.string().nullable(),
    }),
  ),
  gaps: z.array(historyGapAnswer.extend({ explanations: z.array(z.string()) })),
  addresses: z.array(
    z.object({
      id: z.uuid(),
      address: z.string(),
      fromDate: z.string(),
      toDate: z.string().nullable(),
    }),
  ),
  addressGaps: z.array(historyGapAnswer),
  gapThresholdDays: z.number().int(),
  addressHistoryYears: z.number().int(),
  today: z.string(),
});
export type EmploymentTimelineAnswer = z.infer<typeof employmentTimelineAnswer>;

/** What the public application page may show: the organisation's name, branches and open vacancies. */
export const applicationOptionsAnswer = z.object({
  organisation: z.object({ id: z.uuid(), name: z.string() }),
  branches: z.array(z.object({ value: z.uuid(), label: z.string() })),
  vacancies: z.array(z.object({ value: z.uuid(), label: z.string() })),
});
export type ApplicationOptionsAnswer = z.infer<typeof applicationOptionsAnswer>;
