import { addCalendarMonths } from '../../engine/forms/form-engine';
import { addCalendarDays } from '../../engine/platform/uk-date';
import type { ChoiceStyle } from '../../engine/records/fields';
import type { StaffOwner } from './staff-section';

/**
 * Training: when a completion expires and where each member of staff stands on each course
 * (current, expiring, expired, or missing a mandatory course never completed). The person's
 * training page, the training matrix, the profile and the worklist all read these rules.
 */

/** The courses an agency starts with (the demo seeds them), with sector-norm validity. */
export const STANDARD_TRAINING_COURSES = [
  { name: 'Care Certificate', validityMonths: null, mandatory: true, appliesTo: 'Carers' },
  { name: 'Moving and handling', validityMonths: 12, mandatory: true, appliesTo: 'Carers' },
  { name: 'Medication administration', validityMonths: 12, mandatory: true, appliesTo: 'Carers' },
  { name: 'Safeguarding adults', validityMonths: 36, mandatory: true, appliesTo: 'All staff' },
  { name: 'Basic life support', validityMonths: 12, mandatory: true, appliesTo: 'Carers' },
  {
    name: 'Infection prevention and control',
    validityMonths: 12,
    mandatory: true,
    appliesTo: 'Carers',
  },
  {
    name: 'The Oliver McGowan Mandatory Training on Learning Disability and Autism',
    validityMonths: 36,
    mandatory: true,
    appliesTo: 'All staff',
  },
  { name: 'Food hygiene', validityMonths: 36, mandatory: true, appliesTo: 'Carers' },
  { name: 'Health and safety', validityMonths: 36, mandatory: true, appliesTo: 'All staff' },
  { name: 'Fire safety', validityMonths: 12, mandatory: true, appliesTo: 'All staff' },
] as const satisfies readonly {
  name: string;
  validityMonths: number | null;
  mandatory: boolean;
  appliesTo: TrainingAudience;
}[];

export type StandardTrainingCourse = (typeof STANDARD_TRAINING_COURSES)[number]['name'];

/** The choices of a course's "Who must hold it". */
export type TrainingAudience = 'Carers' | 'Office employees' | 'All staff';

/** Where a person stands on one course. */
export const TRAINING_STATES = ['current', 'expiring', 'expired', 'missing'] as const;
export type TrainingState = (typeof TRAINING_STATES)[number];

/** How each state reads (never colour alone), and the tone that colours it. */
export const TRAINING_STATE_LABELS: Record<TrainingState, { label: string; tone: ChoiceStyle }> = {
  current: { label: 'Current', tone: 'success' },
  expiring: { label: 'Expiring soon', tone: 'warning' },
  expired: { label: 'Expired', tone: 'danger' },
  missing: { label: 'Not completed', tone: 'danger' },
};

export interface TrainingCourse {
  id: string;
  name: string;
  /** Empty: taken once, never expires (the Care Certificate). */
  validityMonths: number | null;
  mandatory: boolean;
  appliesTo: string | null;
  active: boolean;
}

export interface TrainingCompletion {
  /** The course's id. */
  course: string;
  /** 'YYYY-MM-DD'. */
  completedOn: string;
  /** 'YYYY-MM-DD', as recorded; empty: worked out from the course. */
  expiresOn: string | null;
}

export interface CourseStatus {
  courseId: string;
  courseName: string;
  mandatory: boolean;
  state: TrainingState;
  /** The latest completion's date; null when never completed. */
  completedOn: string | null;
  /** When that completion expires; null when it never does (or was never completed). */
  expiresOn: string | null;
  /** Whole days from today to the expiry (negative once past); null without an expiry. */
  daysLeft: number | null;
}

/**
 * When a completion expires: the date recorded, else the completion plus the course's validity;
 * null for a course taken once.
 */
export function trainingExpiry(
  completedOn: string,
  expiresOn: string | null | undefined,
  validityMonths: number | null | undefined,
): string | null {
  if (expiresOn) return expiresOn;
  if (!validityMonths || validityMonths <= 0) return null;
  return addCalendarMonths(completedOn, validityMonths);
}

/** Whether a course applies to a kind of staff. */
export function courseAppliesTo(course: Pick<TrainingCourse, 'appliesTo'>, owner: StaffOwner) {
  if (course.appliesTo === 'All staff') return true;
  return course.appliesTo === (owner === 'carers' ? 'Carers' : 'Office employees');
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'). */
export const daysUntil = (date: string, today: string) =>
  Math.round(dayNumber(date) - dayNumber(today));

/**
 * The state of a held course on `today`: expired on its expiry day and after, expiring within
 * `warningDays` before it, current otherwise (and always, without an expiry).
 */
export function stateOfExpiry(
  expiresOn: string | null,
  today: string,
  warningDays: number,
): TrainingState {
  if (!expiresOn) return 'current';
  if (expiresOn <= today) return 'expired';
  if (expiresOn <= addCalendarDays(today, warningDays)) return 'expiring';
  return 'current';
}

export interface TrainingStatusInput {
  owner: StaffOwner;
  courses: readonly TrainingCourse[];
  /** The person's completions (any order; several of one course: the one lasting longest counts). */
  records: readonly TrainingCompletion[];
  /** 'YYYY-MM-DD', the UK calendar day. */
  today: string;
  /** STAFF_DEFAULTS.expiryWarningDays or the organisation's own. */
  warningDays: number;
}

/**
 * One person's state on each course that concerns them: every course they have completed, and
 * every active mandatory course that applies to them (missing when never completed). In the
 * order of `courses`.
 */
export function trainingStatus(input: TrainingStatusInput): CourseStatus[] {
  const { owner, courses, records, today, warningDays } = input;
  const best = new Map<string, { completedOn: string; expiresOn: string | null }>();
  const byId = new Map(courses.map((course) => [course.id, course]));
  for (const record of records) {
    const course = byId.get(record.course);
    if (!course) continue;
    const expiresOn = trainingExpiry(record.completedOn, record.expiresOn, course.validityMonths);
    const held = best.get(record.course);
    if (!held || lastsLonger({ completedOn: record.completedOn, expiresOn }, held)) {
      best.set(record.course, { completedOn: record.completedOn, expiresOn });
    }
  }
  const statuses: CourseStatus[] = [];
  for (const course of courses) {
    const held = best.get(course.id);
    const base = { courseId: course.id, courseName: course.name, mandatory: course.mandatory };
    if (held) {
      statuses.push({
        ...base,
        state: stateOfExpiry(held.expiresOn, today, warningDays),
        completedOn: held.completedOn,
        expiresOn: held.expiresOn,
        daysLeft: held.expiresOn ? daysUntil(held.expiresOn, today) : null,
      });
    } else if (course.active && course.mandatory && courseAppliesTo(course, owner)) {
      statuses.push({
        ...base,
        state: 'missing',
        completedOn: null,
        expiresOn: null,
        daysLeft: null,
      });
    }
  }
  return statuses;
}

/** Of two completions, whether `a` lasts longer than `b` (no expiry lasts longest). */
function lastsLonger(
  a: { completedOn: string; expiresOn: string | null },
  b: { completedOn: string; expiresOn: string | null },
) {
  if (a.expiresOn === null || b.expiresOn === null) {
    if (a.expiresOn === b.expiresOn) return a.completedOn > b.completedOn;
    return a.expiresOn === null;
  }
  if (a.expiresOn !== b.expiresOn) return a.expiresOn > b.expiresOn;
  return a.completedOn > b.completedOn;
}

export interface TrainingSummary {
  counts: Record<TrainingState, number>;
  /** Held courses expiring within the warning window, soonest first. */
  expiring: CourseStatus[];
  /** Held courses already expired, longest ago first. */
  expired: CourseStatus[];
  /** Mandatory courses never completed. */
  missing: CourseStatus[];
}

/** Counts by state and the items needing action, for the profile and the worklist. */
export function trainingSummary(statuses: readonly CourseStatus[]): TrainingSummary {
  const counts = Object.fromEntries(TRAINING_STATES.map((state) => [state, 0])) as Record<
    TrainingState,
    number
  >;
  for (const status of statuses) counts[status.state] += 1;
  const bySoonest = (a: CourseStatus, b: CourseStatus) =>
    (a.expiresOn ?? '').localeCompare(b.expiresOn ?? '');
  return {
    counts,
    expiring: statuses.filter((s) => s.state === 'expiring').sort(bySoonest),
    expired: statuses.filter((s) => s.state === 'expired').sort(bySoonest),
    missing: statuses.filter((s) => s.state === 'missing'),
  };
}
