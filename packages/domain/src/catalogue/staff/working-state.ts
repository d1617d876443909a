import { addCalendarDays } from '../../engine/platform/uk-date';
import { ukDate } from '../../engine/records/display-value';
import type { ChoiceStyle } from '../../engine/records/fields';
import type { DbsFacts, RightToWorkFacts } from './staff-compliance';
import type { StaffSettings } from './staff-settings.record';

/**
 * Whether a carer or an office employee may be offered for work on a day: the one rule every
 * place that shows or offers staff asks (the profile, the staff lists, the worklist, and any
 * later rota). Compliance (staff-compliance.ts) says what needs putting right; this says whether
 * the person may work at all. Must not work is a legal bar: no right to work (none recorded,
 * refused, awaiting its result, or a time-limited permission ended), no DBS certificate, a DBS
 * showing the adult barred list, or clearance withdrawn by a DBS risk assessment deciding not to
 * employ. Each reason carries its date. Starting is a start date still ahead; Expiring soon is a
 * right to work that ends within the organisation's warning days; otherwise Active.
 */
export const WORKING_STATES = ['Must not work', 'Starting', 'Expiring soon', 'Active'] as const;
export type WorkingStateName = (typeof WORKING_STATES)[number];

/** Different words and different colours: red, blue, amber, green. */
export const WORKING_STATE_STYLES = {
  'Must not work': 'danger',
  Starting: 'info',
  'Expiring soon': 'warning',
  Active: 'success',
} as const satisfies Record<WorkingStateName, ChoiceStyle>;

/**
 * Statuses of someone not at work for the agency now (a leaver, a refused or inactive carer, one in
 * hospital or on leave): they are never offered for work, and the status itself says why.
 */
export const NOT_AT_WORK_STATUSES: readonly string[] = [
  'Inactive',
  'Rejected',
  'Left',
  'Hospitalised',
  'On leave',
];

/** What a reason is about, and the file's section (edit/<segment>) that puts it right. */
export const WORKING_REASON_SECTIONS = {
  'Right to work': 'right-to-work',
  DBS: 'dbs-form',
  Clearance: 'dbs-risk-assessment',
  /** The person's details, where the start date is kept. */
  'Start date': '',
} as const;
export type WorkingReasonArea = keyof typeof WORKING_REASON_SECTIONS;

export interface WorkingReason {
  area: WorkingReasonArea;
  /** As a manager would say it, with its date in UK form: "Right to work ended 20/11/2026". */
  text: string;
  /** The date it is about ('YYYY-MM-DD'), or null when nothing is recorded to date it by. */
  on: string | null;
}

/** The newest DBS risk assessment (the fields of carer- and employee-dbs-risk-assessments). */
export interface DbsDecisionFacts {
  assessedOn?: unknown;
  decision?: unknown;
}

export interface WorkingFacts {
  /** The person's own record. */
  startDate?: unknown;
  leftOn?: unknown;
  status?: unknown;
  /** The newest right-to-work check (with the day it was made), or null when none is recorded. */
  rightToWork: (RightToWorkFacts & { checkedOn?: unknown }) | null;
  /** The newest DBS check, or null when none is recorded. */
  dbs: DbsFacts | null;
  /** The newest DBS risk assessment, or null. */
  dbsDecision: DbsDecisionFacts | null;
  /** The day asked about ('YYYY-MM-DD', a UK calendar day): today, or the day of a visit. */
  today: string;
  settings: Pick<StaffSettings, 'expiryWarningDays'>;
}

export interface WorkingState {
  /** Null when the person is not at work for the agency (their status says why). */
  state: WorkingStateName | null;
  /** What the badge says: "Must not work", "Starting 07/12/2026", "Expiring soon", "Active". */
  label: string;
  /** Why: every bar when they must not work, else the start date or what is ending. */
  reasons: WorkingReason[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (value: unknown): string | null => {
  const text = value instanceof Date ? value.toISOString() : value;
  return typeof text === 'string' && ISO_DATE.test(text.slice(0, 10)) ? text.slice(0, 10) : null;
};
const dated = (text: string, on: string | null) => (on ? `${text} ${ukDate(on)}` : text);

function rightToWorkBars(check: WorkingFacts['rightToWork'], today: string): WorkingReason[] {
  const area = 'Right to work';
  if (!check) return [{ area, text: 'No right to work check recorded', on: null }];
  const checkedOn = isoDate(check.checkedOn);
  if (check.result === 'No right to work')
    return [
      { area, text: dated('No right to work found by the check of', checkedOn), on: checkedOn },
    ];
  if (check.result !== 'Right to work confirmed')
    return [
      {
        area,
        text: dated('Right to work awaiting the result of the check of', checkedOn),
        on: checkedOn,
      },
    ];
  if (check.permission !== 'Time-limited') return [];
  const ends = isoDate(check.expiresOn);
  if (!ends) return [{ area, text: 'Right to work end date not recorded', on: null }];
  return ends < today ? [{ area, text: `Right to work ended ${ukDate(ends)}`, on: ends }] : [];
}

function dbsBars(check: DbsFacts | null, decision: DbsDecisionFacts | null, start: string | null) {
  const bars: WorkingReason[] = [];
  const issued = isoDate(check?.issuedOn);
  if (!check || !issued)
    bars.push({
      area: 'DBS',
      text: dated('No DBS certificate recorded; start date', start),
      on: start,
    });
  else if (check.barredListResult === 'Barred')
    bars.push({
      area: 'DBS',
      text: `DBS issued ${ukDate(issued)} shows the adult barred list`,
      on: issued,
    });
  if (decision?.decision === 'Do not employ') {
    const on = isoDate(decision.assessedOn);
    bars.push({
      area: 'Clearance',
      text: dated('Clearance withdrawn: DBS risk assessment decided not to employ on', on),
      on,
    });
  }
  return bars;
}

/** The person's working state on the day asked about. */
export function workingState(facts: WorkingFacts): WorkingState {
  const { today } = facts;
  const start = isoDate(facts.startDate);
  const bars = [
    ...rightToWorkBars(facts.rightToWork, today),
    ...dbsBars(facts.dbs, facts.dbsDecision, start),
  ];
  if (bars.length > 0) return { state: 'Must not work', label: 'Must not work', reasons: bars };
  const left = isoDate(facts.leftOn);
  if (NOT_AT_WORK_STATUSES.includes(String(facts.status ?? '')) || (left && left < today))
    return { state: null, label: String(facts.status ?? 'Left'), reasons: [] };
  if (start && start > today)
    return {
      state: 'Starting',
      label: `Starting ${ukDate(start)}`,
      reasons: [{ area: 'Start date', text: `Starts ${ukDate(start)}`, on: start }],
    };
  const ends =
    facts.rightToWork?.permission === 'Time-limited' ? isoDate(facts.rightToWork.expiresOn) : null;
  if (ends && ends <= addCalendarDays(today, facts.settings.expiryWarningDays))
    return {
      state: 'Expiring soon',
      label: 'Expiring soon',
      reasons: [{ area: 'Right to work', text: `Right to work ends ${ukDate(ends)}`, on: ends }],
    };
  return { state: 'Active', label: 'Active', reasons: [] };
}

/** May this person be offered for work on the day their facts were read for? */
export const mayWork = (state: WorkingState): boolean =>
  state.state === 'Active' || state.state === 'Expiring soon';
