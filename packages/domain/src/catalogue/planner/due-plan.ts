import {
  OVERSIGHT_LIST_KINDS,
  OVERSIGHT_SECTIONS,
  type OversightListKind,
} from '../staff/oversight-due';
import type { WorklistGroupKey } from '../work/worklist';
import type { WorklistLine } from '../work/worklist.answers';
import type { AssessmentTarget, AssessmentVisitType } from './assessment-visits.record';

/**
 * The office planner plans visits from what is due: the worklist's groups of reviews (overdue and
 * this week) and of supervisions, spot checks and appraisals overdue. A due line becomes the
 * prefill of a new assessment visit; other groups (doses, hospital, consent) are not visits.
 */

/** The worklist groups the planner offers to plan from, in the order it shows them. */
export const PLANNER_DUE_GROUPS = [
  'overdue-reviews',
  'reviews-this-week',
  'oversight-overdue',
] as const satisfies readonly WorklistGroupKey[];
export type PlannerDueGroup = (typeof PLANNER_DUE_GROUPS)[number];

/** What a planned visit starts with, from the line it answers. */
export interface DuePlan {
  visitType: AssessmentVisitType;
  targetType: AssessmentTarget;
  targetId: string;
  targetName: string;
  dueItem: string;
}

const OVERSIGHT_TYPES: Record<OversightListKind, AssessmentVisitType> = {
  supervision: 'SUPERVISION',
  'spot-check': 'SPOT_CHECK',
  appraisal: 'ANNUAL_APPRAISAL',
};

/**
 * The visit a due line asks for, or null when the line is not one to plan. An oversight line is
 * read by the section title it begins with ("Spot check was due 12/11/2026") and whose file its
 * link opens (/app/carers/… or /app/employees/…).
 */
export function planFromDueLine(group: WorklistGroupKey, line: WorklistLine): DuePlan | null {
  const base = { targetId: line.clientId, targetName: line.clientName, dueItem: line.detail };
  if (group === 'overdue-reviews' || group === 'reviews-this-week') {
    return { ...base, visitType: 'REVIEW', targetType: 'client' };
  }
  if (group !== 'oversight-overdue') return null;
  const kind = OVERSIGHT_LIST_KINDS.find((k) =>
    line.detail.startsWith(`${OVERSIGHT_SECTIONS[k].title} `),
  );
  const owner = line.href.startsWith('/app/carers/')
    ? 'carer'
    : line.href.startsWith('/app/employees/')
      ? 'employee'
      : null;
  if (!kind || !owner) return null;
  // A spot check is a carer's, watched at work in a client's home.
  if (kind === 'spot-check' && owner !== 'carer') return null;
  return { ...base, visitType: OVERSIGHT_TYPES[kind], targetType: owner };
}
