import { addCalendarMonths } from '../../engine/forms/form-engine';
import { addCalendarDays } from '../../engine/platform/uk-date';
import type { ChoiceStyle } from '../../engine/records/fields';
import type { StaffOwner } from './staff-section';
import type { StaffSettings } from './staff-settings.record';

/**
 * When a person's next supervision, spot check, appraisal and probation review fall due (spec
 * §2.5). The next one is due the interval of the organisation's staff settings
 * after the last one held, or after the start date when none was held yet; it is due soon within
 * DUE_SOON_DAYS of that date and overdue after it.
 */

export const OVERSIGHT_KINDS = ['supervision', 'spot-check', 'appraisal', 'probation'] as const;
export type OversightKind = (typeof OVERSIGHT_KINDS)[number];

/** The kinds a manager works through on the audit pages (probation is an employee's own). */
export const OVERSIGHT_LIST_KINDS = ['supervision', 'spot-check', 'appraisal'] as const;
export type OversightListKind = (typeof OVERSIGHT_LIST_KINDS)[number];

export const DUE_STATES = ['overdue', 'due-soon', 'ok'] as const;
export type DueState = (typeof DUE_STATES)[number];

/** "Due soon" covers this many days ahead, today included. */
export const DUE_SOON_DAYS = 14;

export const DUE_STATE_LABELS: Record<DueState, { label: string; tone: ChoiceStyle }> = {
  overdue: { label: 'Overdue', tone: 'danger' },
  'due-soon': { label: 'Due soon', tone: 'warning' },
  ok: { label: 'Up to date', tone: 'success' },
};

/**
 * Where each kind is recorded, per owner: the section kinds whose `heldOn` counts (an office
 * employee's supervision is either form), the section's segment under the file (its add page is
 * `{segment}/add`), and the setting giving its interval.
 */
export const OVERSIGHT_SECTIONS: Record<
  OversightListKind,
  {
    title: string;
    setting: keyof Pick<StaffSettings, 'supervisionMonths' | 'spotCheckMonths' | 'appraisalMonths'>;
    kinds: Partial<Record<StaffOwner, readonly string[]>>;
    segment: string;
  }
> = {
  supervision: {
    title: 'Supervision',
    setting: 'supervisionMonths',
    kinds: {
      carers: ['carer-supervisions'],
      employees: ['employee-supervisions', 'employee-supervisions-new'],
    },
    segment: 'supervisions',
  },
  'spot-check': {
    title: 'Spot check',
    setting: 'spotCheckMonths',
    kinds: { carers: ['carer-spot-checks'] },
    segment: 'spot-check',
  },
  appraisal: {
    title: 'Annual appraisal',
    setting: 'appraisalMonths',
    kinds: { carers: ['carer-annual-appraisals'], employees: ['employee-annual-appraisals'] },
    segment: 'annual-appraisal',
  },
};

/** The kinds one owner has, in order. */
export const oversightKindsOf = (owner: StaffOwner): OversightListKind[] =>
  OVERSIGHT_LIST_KINDS.filter((kind) => OVERSIGHT_SECTIONS[kind].kinds[owner]);

/** 'YYYY-MM-DD' the next one is due: the last held (or the start) plus the interval. */
export function nextDueOn(lastHeldOn: string | null, startDate: string, months: number): string {
  return addCalendarMonths(lastHeldOn ?? startDate, months);
}

/** Overdue once the day has passed; due soon within DUE_SOON_DAYS (today included). */
export function dueState(nextDue: string, today: string): DueState {
  if (nextDue < today) return 'overdue';
  if (nextDue <= addCalendarDays(today, DUE_SOON_DAYS - 1)) return 'due-soon';
  return 'ok';
}

export interface OversightDue {
  kind: OversightKind;
  /** 'YYYY-MM-DD' of the last one held, or null when none was. */
  lastHeldOn: string | null;
  /** 'YYYY-MM-DD'; null when nothing more is due (a probation passed or ended). */
  nextDue: string | null;
  state: DueState;
  /** For a probation review: which review is next ('3 months', 'Final'). */
  stage?: string | null;
}

/** A supervision, spot check or appraisal: when the next is due and how urgent it is. */
export function oversightDue(input: {
  kind: OversightListKind;
  heldOn: readonly string[];
  startDate: string;
  settings: StaffSettings;
  today: string;
}): OversightDue {
  const lastHeldOn = latest(input.heldOn);
  const nextDue = nextDueOn(
    lastHeldOn,
    input.startDate,
    input.settings[OVERSIGHT_SECTIONS[input.kind].setting],
  );
  return { kind: input.kind, lastHeldOn, nextDue, state: dueState(nextDue, input.today) };
}

/** A probation's reviews after the start date, in months; the final one is at the last. */
export const PROBATION_REVIEWS: readonly { stage: string; months: number }[] = [
  { stage: '1 month', months: 1 },
  { stage: '3 months', months: 3 },
  { stage: '6 months', months: 6 },
  { stage: 'Final', months: 6 },
];

/** An extended probation's final review falls this many months after the review extending it. */
export const PROBATION_EXTENSION_MONTHS = 3;

/**
 * An office employee's next probation review: the first stage not yet held, at its months after
 * the start date. A decision of Pass or Do not confirm ends the probation (nothing more is due);
 * Extend probation moves the final review PROBATION_EXTENSION_MONTHS after the review extending it.
 */
export function probationDue(input: {
  reviews: readonly { heldOn: string; stage: string; decision: string }[];
  startDate: string;
  today: string;
}): OversightDue {
  const reviews = [...input.reviews].sort((a, b) => a.heldOn.localeCompare(b.heldOn));
  const last = reviews.at(-1) ?? null;
  const lastHeldOn = last?.heldOn ?? null;
  if (reviews.some((r) => r.decision === 'Pass' || r.decision === 'Do not confirm')) {
    return { kind: 'probation', lastHeldOn, nextDue: null, state: 'ok', stage: null };
  }
  let stage: string;
  let nextDue: string;
  if (last?.decision === 'Extend probation') {
    stage = 'Final';
    nextDue = addCalendarMonths(last.heldOn, PROBATION_EXTENSION_MONTHS);
  } else {
    const held = new Set(reviews.map((r) => r.stage));
    const next = PROBATION_REVIEWS.find((r) => !held.has(r.stage)) ?? PROBATION_REVIEWS.at(-1);
    stage = next?.stage ?? 'Final';
    nextDue = addCalendarMonths(input.startDate, next?.months ?? 6);
  }
  return { kind: 'probation', lastHeldOn, nextDue, state: dueState(nextDue, input.today), stage };
}

function latest(dates: readonly string[]): string | null {
  let found: string | null = null;
  for (const date of dates) if (date && (found === null || date > found)) found = date;
  return found;
}
