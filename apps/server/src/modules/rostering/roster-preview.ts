import {
  type RosterChange,
  type RosterPreview,
  type RosterWeightsAnswer,
  rosterPreviewAnswer,
} from '@care360/domain';
import * as solver from '@care360/domain/solver';
import {
  explainUnfilled,
  type RosterPlan,
  type RosterProblem,
  type ScoreBreakdown,
  type SlotAssignment,
} from '@care360/domain/solver';
import type { BuiltProblem } from './roster-problem';

/**
 * A finished plan as the coordinator previews it: what moves, what stays and what is new, each
 * carer's travel and hours before and after, the score of the rota as it stands and of the plan
 * by term, and each place left empty with its reasons in words. Worked out once, when the job
 * ends, and kept on the run, so a preview is a read.
 */

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});

type ScorePlan = (problem: RosterProblem, assignments: readonly SlotAssignment[]) => ScoreBreakdown;

/** The plan's score by the heuristic's own scoring (scorePlan), when it is there. */
function scoreOf(
  problem: RosterProblem,
  assignments: readonly SlotAssignment[],
): ScoreBreakdown | null {
  const scorePlan = (solver as unknown as { scorePlan?: ScorePlan }).scorePlan;
  return scorePlan ? scorePlan(problem, assignments) : null;
}

const unfilledOnly = (
  problem: RosterProblem,
  assignments: readonly SlotAssignment[],
): ScoreBreakdown => {
  const slots = problem.tasks.reduce((n, t) => n + t.slots.length, 0);
  const unfilled = (slots - assignments.length) * problem.weights.unfilled;
  return {
    travel: 0,
    continuity: 0,
    preferred: 0,
    fairness: 0,
    overtime: 0,
    tardiness: 0,
    maxTardiness: 0,
    unfilled,
    total: unfilled,
  };
};

/** Each carer's minutes of travel (home, visits of a day, home) and of visits. */
function perCarer(problem: RosterProblem, assignments: readonly SlotAssignment[]) {
  const travel = new Map<number, number>();
  const minutes = new Map<number, number>();
  const byCarer = new Map<number, SlotAssignment[]>();
  for (const a of assignments) byCarer.set(a.carer, [...(byCarer.get(a.carer) ?? []), a]);
  for (const [carer, list] of byCarer) {
    const c = problem.carers[carer];
    if (!c) continue;
    const matrix = problem.travel[c.mode] ?? problem.travel[0] ?? [];
    const leg = (from: number, to: number) => matrix[from]?.[to] ?? 0;
    const sorted = [...list].sort((x, y) => x.start - y.start);
    let total = 0;
    let worked = 0;
    let previous: { location: number; day: number } | null = null;
    for (const a of sorted) {
      const task = problem.tasks[a.task];
      if (!task) continue;
      worked += task.slots[a.slot]?.duration ?? 0;
      const day = Math.floor(a.start / 1440);
      if (!previous || previous.day !== day) {
        if (previous) total += leg(previous.location, c.home);
        total += leg(c.home, task.location);
      } else total += leg(previous.location, task.location);
      previous = { location: task.location, day };
    }
    if (previous) total += leg(previous.location, c.home);
    travel.set(carer, total);
    minutes.set(carer, worked);
  }
  return { travel, minutes };
}

export function previewOf(
  built: BuiltProblem,
  plan: Pick<RosterPlan, 'assignments' | 'unfilled' | 'score'>,
  weights: RosterWeightsAnswer,
): RosterPreview {
  const { problem, tasks, carers } = built;
  const carerRef = (i: number | undefined) => {
    const c = i === undefined ? undefined : carers[i];
    return c ? { id: c.id, name: c.name } : null;
  };
  const carerOfId = new Map(carers.map((c, i) => [c.id, i]));
  const planned = new Map<string, number>();
  for (const a of plan.assignments) planned.set(`${a.task}:${a.slot}`, a.carer);

  const changes: RosterChange[] = [];
  tasks.forEach((task, t) => {
    for (let slot = 0; slot < task.places; slot++) {
      const currentId = task.current[slot] ?? null;
      const from = currentId
        ? { id: currentId, name: carerRef(carerOfId.get(currentId))?.name ?? 'Another carer' }
        : null;
      const to = carerRef(planned.get(`${t}:${slot}`));
      if (!from && !to) continue;
      const kind: RosterChange['kind'] = !from
        ? 'new'
        : !to
          ? 'unassign'
          : from.id === to.id
            ? 'stay'
            : 'move';
      changes.push({
        visitId: task.visitId,
        clientName: task.clientName,
        startsAt: task.startsAt,
        endsAt: task.endsAt,
        slot,
        fromCarer: from,
        toCarer: to,
        kind,
      });
    }
  });

  const periodStart = new Date(built.periodStart).getTime();
  const at = (minute: number) => new Date(periodStart + minute * 60_000);
  const reasons = explainUnfilled({
    problem,
    assignments: plan.assignments,
    unfilled: plan.unfilled,
    carerNames: carers.map((c) => c.name),
    taskLabels: tasks.map(
      (t) => `${t.clientName}’s visit on ${londonDay.format(new Date(t.startsAt))}`,
    ),
    exclusions: built.exclusions,
    timeLabel: (minute) => london.format(at(minute)),
  });
  const unfilled = reasons.map((r) => {
    const task = tasks[r.task];
    return {
      visitId: task?.visitId ?? '',
      clientName: task?.clientName ?? '',
      startsAt: task?.startsAt ?? '',
      endsAt: task?.endsAt ?? '',
      slot: r.slot,
      reasons: r.reasons,
    };
  });

  const before = perCarer(problem, built.currentAssignments);
  const after = perCarer(problem, plan.assignments);
  const involved = new Set([...before.minutes.keys(), ...after.minutes.keys()]);
  const carerSummaries = [...involved]
    .sort((x, y) => x - y)
    .flatMap((i) => {
      const c = carers[i];
      return c
        ? [
            {
              carerId: c.id,
              name: c.name,
              travelMinutesBefore: before.travel.get(i) ?? 0,
              travelMinutesAfter: after.travel.get(i) ?? 0,
              minutesBefore: before.minutes.get(i) ?? 0,
              minutesAfter: after.minutes.get(i) ?? 0,
            },
          ]
        : [];
    });

  const finite = (score: ScoreBreakdown): ScoreBreakdown =>
    Object.fromEntries(
      Object.entries(score).map(([k, v]) => [
        k,
        Number.isFinite(v) ? Math.round(v * 100) / 100 : 0,
      ]),
    ) as unknown as ScoreBreakdown;
  return rosterPreviewAnswer.parse({
    weights,
    scoreBefore: finite(
      scoreOf(problem, built.currentAssignments) ?? unfilledOnly(problem, built.currentAssignments),
    ),
    scoreAfter: finite(scoreOf(problem, plan.assignments) ?? plan.score),
    changes,
    carers: carerSummaries,
    unfilled,
  });
}
