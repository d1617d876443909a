import {
  addCalendarDays,
  ROSTER_RUN_MAX_DAYS,
  type RosterRunScope,
  type StartRosterRunBody,
  ukDate,
} from '@care360/domain';
import { isoDateOf } from '../../platform/records/form-values';

/**
 * What the "Plan rota" dialog asks for, as typed, and the checks it makes before asking the
 * server (which checks again): the same rules as the server's body, said in words at each box.
 */
export interface PlanRequestValues {
  branchId: string;
  fromText: string;
  toText: string;
  scope: RosterRunScope;
  keepAllocated: boolean;
  seedText: string;
}

export type PlanRequestField = 'branchId' | 'from' | 'to' | 'seed';
export type PlanRequestProblems = Partial<Record<PlanRequestField, string>>;

const MAX_SEED = 2_147_483_647;

/** A real calendar day typed as DD/MM/YYYY, as YYYY-MM-DD; null otherwise (31/02/2026 too). */
function calendarDay(text: string): string | null {
  const iso = isoDateOf(text);
  if (!iso) return null;
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Days from `from` to `to`, both counted. */
export function daysInclusive(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1
  );
}

function dayProblem(text: string, which: 'first' | 'last'): string | null {
  if (text.trim() === '') return `Give the ${which} day to plan.`;
  return calendarDay(text) ? null : `Give the ${which} day as DD/MM/YYYY, for example 23/11/2026.`;
}

/** The problems with what was typed (empty when none) and, when there are none, the body to send. */
export function checkPlanRequest(values: PlanRequestValues): {
  problems: PlanRequestProblems;
  body: StartRosterRunBody | null;
} {
  const problems: PlanRequestProblems = {};
  if (!values.branchId) problems.branchId = 'Choose the branch to plan.';
  const fromProblem = dayProblem(values.fromText, 'first');
  const toProblem = dayProblem(values.toText, 'last');
  if (fromProblem) problems.from = fromProblem;
  if (toProblem) problems.to = toProblem;
  const from = calendarDay(values.fromText);
  const to = calendarDay(values.toText);
  if (from && to) {
    const days = daysInclusive(from, to);
    if (days < 1) problems.to = 'The last day cannot be before the first day.';
    else if (days > ROSTER_RUN_MAX_DAYS)
      problems.to = `A plan covers at most 4 weeks (${ROSTER_RUN_MAX_DAYS} days): this is ${days} days. The last day can be ${ukDate(addCalendarDays(from, ROSTER_RUN_MAX_DAYS - 1))} at the latest.`;
  }
  const seedText = values.seedText.trim();
  const seed = seedText === '' ? undefined : Number(seedText);
  if (seed !== undefined && (!/^\d+$/.test(seedText) || seed > MAX_SEED))
    problems.seed = `The seed is a whole number from 0 to ${MAX_SEED}, or empty.`;
  if (Object.keys(problems).length > 0 || !from || !to) return { problems, body: null };
  return {
    problems,
    body: {
      branchId: values.branchId,
      from,
      to,
      scope: values.scope,
      keepAllocated: values.keepAllocated,
      ...(seed !== undefined ? { seed } : {}),
    },
  };
}
