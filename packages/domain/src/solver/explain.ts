import type { RosterProblem, SlotAssignment } from './model';

/**
 * Why a plan leaves a place empty, in words a coordinator reads on the preview: either nobody may
 * take it at all (who was excluded, by which rule, counted and named), or everyone who may is
 * busy (what each of them is doing then: another visit, outside their hours, their week's hours
 * reached, a break due). Pure: the server gives the static exclusions it judged (the rules of who
 * may take a visit) and the names; the plan's own assignments say the rest.
 */

/** A carer the static rules kept off a task, with the rule in words ("on holiday"). */
export interface Exclusion {
  carer: number;
  /** Reads after a count: "3 on holiday", "11 not trained in Moving and handling". */
  rule: string;
}

export interface ExplainInput {
  problem: RosterProblem;
  assignments: readonly SlotAssignment[];
  unfilled: readonly { task: number; slot: number }[];
  /** Each carer's name, by index. */
  carerNames: readonly string[];
  /** Each task as the sentences name it ("Mrs Patel's visit"), by index. */
  taskLabels?: readonly string[];
  /** By task index: who the static rules excluded, and by which rule. */
  exclusions?: Readonly<Record<number, readonly Exclusion[]>>;
  /** A minute of the timeline as a clock time; hh:mm of the minute in its day by default. */
  timeLabel?: (minute: number) => string;
}

export interface UnfilledReason {
  task: number;
  slot: number;
  reasons: string[];
}

/** The most names a sentence lists before "and N more". */
const NAMES_SHOWN = 5;
const WEEK = 7 * 24 * 60;

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minute: number) => {
  const inDay = ((minute % 1440) + 1440) % 1440;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
};

/** "Amy Shaw, Ben Cole and 4 more". */
export function namesList(names: readonly string[], shown = NAMES_SHOWN): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

const hours = (minutes: number) => {
  const h = minutes / 60;
  return Number.isInteger(h) ? String(h) : h.toFixed(1);
};

/** The reasons for every unfilled place of the plan, in the plan's order. */
export function explainUnfilled(input: ExplainInput): UnfilledReason[] {
  const { problem, assignments } = input;
  const label = input.timeLabel ?? clock;
  const name = (carer: number) => input.carerNames[carer] ?? `Carer ${carer + 1}`;
  const taskName = (task: number) => input.taskLabels?.[task] ?? `visit ${task + 1}`;
  const byCarer = new Map<number, SlotAssignment[]>();
  for (const a of assignments) {
    const list = byCarer.get(a.carer) ?? [];
    list.push(a);
    byCarer.set(a.carer, list);
  }
  const durationOf = (a: SlotAssignment) => problem.tasks[a.task]?.slots[a.slot]?.duration ?? 0;

  return input.unfilled.map(({ task, slot }) => {
    const t = problem.tasks[task];
    const s = t?.slots[slot];
    if (!t || !s) return { task, slot, reasons: ['This place is not in the plan.'] };
    const start = t.earliest;
    const end = t.latest + s.duration;
    const onOtherPlace = assignments
      .filter((a) => a.task === task && a.slot !== slot)
      .map((a) => a.carer);
    const candidates = s.eligible.filter((c) => !onOtherPlace.includes(c));
    const reasons: string[] = [];

    if (candidates.length === 0) {
      const groups = new Map<string, string[]>();
      for (const e of input.exclusions?.[task] ?? []) {
        const list = groups.get(e.rule) ?? [];
        list.push(name(e.carer));
        groups.set(e.rule, list);
      }
      const parts = [...groups.entries()]
        .sort((a, b) => b[1].length - a[1].length)
        .map(([rule, names]) => `${names.length} ${rule} (${namesList(names)})`);
      const other =
        onOtherPlace.length > 0
          ? `the only eligible carer${onOtherPlace.length > 1 ? 's' : ''}, ${namesList(onOtherPlace.map(name))}, already ${onOtherPlace.length > 1 ? 'fill' : 'fills'} the other place`
          : null;
      const said = [other, ...parts].filter((p): p is string => p !== null);
      reasons.push(
        said.length > 0
          ? `No eligible carer: ${said.join('; ')}.`
          : 'No eligible carer: the branch has no carer who may take this visit.',
      );
      return { task, slot, reasons };
    }

    const doing = candidates.map((carer) => {
      const c = problem.carers[carer];
      const mine = byCarer.get(carer) ?? [];
      if (!c) return `${name(carer)} (not in the plan)`;
      const clash = mine.find((a) => {
        const other = problem.tasks[a.task];
        if (!other) return false;
        const travelIn = problem.travel[c.mode]?.[other.location]?.[t.location] ?? 0;
        const travelOut = problem.travel[c.mode]?.[t.location]?.[other.location] ?? 0;
        const aEnd = a.start + durationOf(a);
        return a.start < end + travelOut && start < aEnd + travelIn;
      });
      if (clash) {
        const travelOnly = clash.start < end && start < clash.start + durationOf(clash);
        return `${name(carer)} (on ${taskName(clash.task)} ${label(clash.start)}–${label(clash.start + durationOf(clash))}${travelOnly ? '' : ', too close to travel between'})`;
      }
      const inside = c.windows.some(
        (w) => w.start <= start && Math.min(end, start + s.duration) <= w.end,
      );
      if (!inside) return `${name(carer)} (outside their working hours)`;
      const busy = c.busy?.find((b) => b.start < end && start < b.end);
      if (busy) return `${name(carer)} (booked elsewhere ${label(busy.start)}–${label(busy.end)})`;
      const week = Math.floor(start / WEEK);
      const worked =
        (c.bookedWeeklyMinutes?.[week] ?? 0) +
        mine
          .filter((a) => Math.floor(a.start / WEEK) === week)
          .reduce((sum, a) => sum + durationOf(a), 0);
      if (worked + s.duration > c.maxWeeklyMinutes)
        return `${name(carer)} (weekly hours reached: ${hours(worked)} of ${hours(c.maxWeeklyMinutes)} hours)`;
      if (Number.isFinite(c.maxContinuousMinutes)) {
        // The stretch of back-to-back work this visit would join, gaps shorter than a break closing it.
        const spans = [
          ...mine.map((a) => ({ start: a.start, end: a.start + durationOf(a) })),
          { start, end: start + s.duration },
        ].sort((a, b) => a.start - b.start);
        let blockStart = spans[0]?.start ?? start;
        let blockEnd = blockStart;
        for (const span of spans) {
          if (span.start - blockEnd >= c.breakMinutes) blockStart = span.start;
          blockEnd = Math.max(blockEnd, span.end);
          if (
            blockStart <= start &&
            start < blockEnd &&
            blockEnd - blockStart > c.maxContinuousMinutes
          )
            return `${name(carer)} (a break is due after ${hours(c.maxContinuousMinutes)} hours of work)`;
        }
      }
      return `${name(carer)} (free, but placing them breaks a rule of the rest of the plan)`;
    });
    reasons.push(`Eligible carers all busy: ${namesList(doing, 8)}.`);
    const excluded = input.exclusions?.[task]?.length ?? 0;
    if (excluded > 0)
      reasons.push(
        `${excluded} other carer${excluded === 1 ? ' was' : 's were'} excluded by the rules.`,
      );
    return { task, slot, reasons };
  });
}
