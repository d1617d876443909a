import { APPLICANT_STAGES, type ApplicantStage } from './applicant-stages';
import { type ClearanceFacts, clearedToStart } from './cleared-to-start';
import type { RecruitmentSettings } from './recruitment-settings.record';

/**
 * The recruitment tracker's sums (spec §2.5), from counts the server's SQL has
 * already grouped: conversion through the stages, the median time to clear, and the compliance
 * matrix's cells.
 */

/** The stages an applicant passes through in order; Rejected leaves the pipeline. */
export const PIPELINE_STAGES = APPLICANT_STAGES.filter(
  (stage): stage is Exclude<ApplicantStage, 'Rejected'> => stage !== 'Rejected',
);

/** A share as a whole percentage; 0 of nothing is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export interface StageConversion {
  stage: ApplicantStage;
  /** Applicants in the stage now. */
  count: number;
  /** Applicants who got at least this far: in it now or in a later pipeline stage. */
  reached: number;
  /** `reached` as a share of every applicant. */
  conversion: number;
}

/**
 * Conversion by stage from the number of applicants in each stage now. An applicant's stage is
 * where they are, not where they have been: one in Contract has passed Applied to Checks. A
 * rejected applicant counts only as having applied (where they were turned down is not kept), so
 * later stages' conversion is, if anything, understated.
 */
export function stageConversion(
  counts: Partial<Record<ApplicantStage, number>>,
): StageConversion[] {
  const total = APPLICANT_STAGES.reduce((sum, stage) => sum + (counts[stage] ?? 0), 0);
  return APPLICANT_STAGES.map((stage) => {
    const count = counts[stage] ?? 0;
    const index = PIPELINE_STAGES.indexOf(stage as (typeof PIPELINE_STAGES)[number]);
    const reached =
      stage === 'Applied'
        ? total
        : index < 0
          ? count
          : PIPELINE_STAGES.slice(index).reduce((sum, later) => sum + (counts[later] ?? 0), 0);
    return { stage, count, reached, conversion: percent(reached, total) };
  });
}

/**
 * The median of values given as a histogram (value → how many), as SQL groups the days from
 * application to clearance; the mean of the middle two when the count is even; null for none.
 */
export function medianOfCounts(
  buckets: readonly { value: number; count: number }[],
): number | null {
  const sorted = [...buckets].filter((b) => b.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const at = (position: number) => {
    let seen = 0;
    for (const bucket of sorted) {
      seen += bucket.count;
      if (position < seen) return bucket.value;
    }
    return sorted.at(-1)?.value ?? 0;
  };
  const middle = Math.floor(total / 2);
  return total % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** What each stage is about: its own items come first among what is missing. */
const STAGE_FOCUS: Partial<Record<ApplicantStage, RegExp>> = {
  Interview: /^(Interview|Second interview)\b/,
  References: /reference/i,
  Checks: /^(No proof of identity|Proof of identity|DBS|Barred list|Right to work)/,
  Contract: /^Contract/,
};

/**
 * A tracker card's "Next": the step the office takes next with this applicant. Before the
 * interview that is shortlisting or the interview's booking; from then on the first item still
 * missing, the stage's own items first (a reference at References); none once cleared or rejected.
 */
export function trackerNextStep(
  stage: ApplicantStage,
  interviews: ClearanceFacts['interviews'],
  missing: readonly string[],
): string | null {
  if (stage === 'Cleared' || stage === 'Rejected') return null;
  if (stage === 'Applied') return 'Review the application: shortlist or reject';
  if (stage === 'Shortlisted') {
    if (interviews.some((row) => row.state === 'Booked')) {
      return missing.find((item) => STAGE_FOCUS.Interview?.test(item)) ?? 'Interview booked';
    }
    return interviews.some((row) => row.state === 'Offered')
      ? 'Interview slots offered: waiting for the applicant to book'
      : 'Offer interview slots';
  }
  const focus = STAGE_FOCUS[stage];
  return (focus && missing.find((item) => focus.test(item))) ?? missing[0] ?? null;
}

/** The compliance matrix's columns: the checks every applicant past interview needs. */
export const MATRIX_CHECKS = [
  { key: 'identity', label: 'Identity' },
  { key: 'dbs', label: 'DBS' },
  { key: 'barredList', label: 'Barred list' },
  { key: 'rightToWork', label: 'Right to work' },
  { key: 'references', label: 'References' },
  { key: 'health', label: 'Health' },
  { key: 'contract', label: 'Contract' },
] as const;
export type MatrixCheck = (typeof MATRIX_CHECKS)[number]['key'];

/** Green, amber, red, always with the words: valid, expiring (within 30 days), missing or expired. */
export type MatrixStatus = 'valid' | 'expiring' | 'missing';
export const MATRIX_STATUS_LABELS: Record<MatrixStatus, string> = {
  valid: 'Valid',
  expiring: 'Expiring within 30 days',
  missing: 'Missing or expired',
};

/** Amber on the matrix: a check that ends within this many days. */
export const MATRIX_EXPIRY_DAYS = 30;

const CHECK_OF_ITEM: [RegExp, MatrixCheck[]][] = [
  [/proof of identity/i, ['identity']],
  // No certificate: neither the DBS nor its barred list can be read.
  [/^DBS certificate not recorded/, ['dbs', 'barredList']],
  [/^DBS/, ['dbs']],
  [/^Barred list/, ['barredList']],
  [/^Right to work/, ['rightToWork']],
  [/reference/i, ['references']],
  [/^Health declaration/, ['health']],
  [/^Contract/, ['contract']],
];

export type MatrixRow = Record<MatrixCheck, { status: MatrixStatus; detail: string }>;

/** One applicant's row: each check valid, expiring or missing, with the words saying why. */
export function matrixRow(
  facts: ClearanceFacts,
  today: string,
  settings: Pick<RecruitmentSettings, 'gapThresholdDays' | 'addressHistoryYears'>,
): MatrixRow {
  const clearance = clearedToStart(facts, today, {
    ...settings,
    rightToWorkFollowUpDays: MATRIX_EXPIRY_DAYS,
  });
  const row = Object.fromEntries(
    MATRIX_CHECKS.map(({ key }) => [key, { status: 'valid', detail: MATRIX_STATUS_LABELS.valid }]),
  ) as MatrixRow;
  const mark = (items: string[], status: MatrixStatus) => {
    for (const item of items) {
      const checks = CHECK_OF_ITEM.find(([pattern]) => pattern.test(item))?.[1] ?? [];
      for (const check of checks) {
        // Missing outranks expiring; several items of one check are joined.
        if (row[check].status === 'missing' && status !== 'missing') continue;
        row[check] =
          row[check].status === status
            ? { status, detail: `${row[check].detail}; ${item}` }
            : { status, detail: item };
      }
    }
  };
  mark(clearance.expiring, 'expiring');
  mark(clearance.missing, 'missing');
  return row;
}

/**
 * The tracker's reports (spec §2.5), each downloaded as CSV or PDF. None carries contact details,
 * dates of birth, convictions or other sensitive fields: names, branches, stages and dates only.
 */
export const RECRUITMENT_REPORTS = [
  {
    key: 'applicants-by-stage',
    title: 'Applicants by stage',
    description: 'Every applicant with their stage, source and dates.',
  },
  {
    key: 'time-to-clear',
    title: 'Time to clear',
    description: 'Applicants cleared to start, with the days from application to clearance.',
  },
  {
    key: 'outstanding-checks',
    title: 'Outstanding checks',
    description: 'Applicants on the way, with each check still keeping them from starting.',
  },
] as const;
export type RecruitmentReportKey = (typeof RECRUITMENT_REPORTS)[number]['key'];
