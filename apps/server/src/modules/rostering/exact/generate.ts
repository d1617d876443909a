import type {
  MinuteInterval,
  RosterCarer,
  RosterProblem,
  RosterTask,
  RosterWeights,
} from '@care360/domain/solver';

/**
 * Realistic fixed-time branch days for the exact model's tests and benchmark: clients with three
 * or four calls a day (breakfast, lunch, tea, bed), about one in ten a double-up, carers on early,
 * late, split or long shifts, each slot open to five to twelve carers once skills and declines are
 * applied, and travel of five to twenty-five minutes across a town. Seeded, so a seed is the same
 * day on every machine.
 */
export interface GenerateOptions {
  visits: number;
  carers: number;
  seed: number;
  /** Days in the period (each a copy of the pattern, for week-long problems); 1 by default. */
  days?: number;
  /** Share of slots kept on an already-allocated carer (0 by default). */
  pinnedShare?: number;
  /** Carers with a break rule (maxContinuousMinutes/breakMinutes); 0 by default. */
  breakRuleShare?: number;
}

export const DEFAULT_WEIGHTS: RosterWeights = {
  travelMinute: 1,
  continuity: 10,
  preferred: 5,
  fairness: 0,
  overtimeMinute: 2,
  tardinessMinute: 1,
  maxTardinessMinute: 0,
  unfilled: 1000,
};

/** mulberry32: small, fast and the same everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 1440;
const CALLS: { from: number; to: number; durations: number[] }[] = [
  { from: 7 * 60, to: 11 * 60, durations: [30, 30, 45, 60] },
  { from: 11 * 60 + 30, to: 13 * 60 + 30, durations: [15, 30, 30, 45] },
  { from: 16 * 60, to: 18 * 60 + 30, durations: [15, 30, 30, 45] },
  { from: 18 * 60 + 30, to: 21 * 60 + 30, durations: [15, 30, 30] },
];
const h = (hours: number, minutes = 0) => hours * 60 + minutes;
/** Shift patterns, most of them split (mornings and evenings are the busy times). */
const SHIFTS: MinuteInterval[][] = [
  [{ start: h(7), end: h(14, 30) }],
  [
    { start: h(7), end: h(14, 30) },
    { start: h(16, 30), end: h(22) },
  ],
  [
    { start: h(7), end: h(14) },
    { start: h(17), end: h(22) },
  ],
  [{ start: h(12), end: h(22) }],
  [{ start: h(7), end: h(22) }],
  [
    { start: h(8), end: h(15) },
    { start: h(17), end: h(22) },
  ],
  [
    { start: h(7), end: h(13) },
    { start: h(16), end: h(22) },
  ],
];

export function generateFixedTimeProblem(options: GenerateOptions): RosterProblem {
  const rand = seededRandom(options.seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const days = options.days ?? 1;

  // A town about 10 km across: clients and carers' homes as points, minutes of driving between.
  const clientCount = Math.max(1, Math.round(options.visits / days / 3.17));
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < clientCount + options.carers; i++) points.push({ x: rand(), y: rand() });
  const travel = [
    points.map((a, i) =>
      points.map((b, j) =>
        i === j ? 0 : Math.round(5 + 20 * Math.hypot(a.x - b.x, a.y - b.y) * 0.71),
      ),
    ),
  ];

  const carers: RosterCarer[] = [];
  for (let c = 0; c < options.carers; c++) {
    const shift = SHIFTS[c % SHIFTS.length] as MinuteInterval[];
    const windows: MinuteInterval[] = [];
    for (let d = 0; d < days; d++) {
      for (const w of shift) windows.push({ start: d * DAY + w.start, end: d * DAY + w.end });
    }
    const contracted = pick([0, 16 * 60, 24 * 60, 30 * 60, 37.5 * 60]);
    const breakRule = rand() < (options.breakRuleShare ?? 0);
    carers.push({
      id: `carer-${c + 1}`,
      home: clientCount + c,
      mode: 0,
      windows,
      maxWeeklyMinutes: pick([48 * 60, 48 * 60, 40 * 60]),
      contractedWeeklyMinutes: contracted,
      maxContinuousMinutes: breakRule ? 240 : Number.POSITIVE_INFINITY,
      breakMinutes: breakRule ? 30 : 0,
      // Earlier days of the week already worked: a few carers are near their weekly maximum.
      bookedWeeklyMinutes: [pick([0, 480, 960, 1440, 1920, 2160])],
      busy: rand() < 0.1 ? [{ start: 12 * 60, end: 13 * 60 }] : [],
    });
  }

  // Each client's day: three or four calls, each at a fixed time on a five-minute grid.
  const tasks: RosterTask[] = [];
  const perDay = Math.ceil(options.visits / days);
  for (let d = 0; d < days; d++) {
    let made = 0;
    let client = 0;
    while (made < perDay && tasks.length < options.visits) {
      const location = client % clientCount;
      const double = location % 10 === 3;
      // Everyone has breakfast and bed calls; two in three a lunch call, one in two a tea call.
      const calls = CALLS.filter(
        (_, k) => k === 0 || k === 3 || (k === 1 ? location % 3 !== 0 : location % 2 === 0),
      );
      const continuity = [int(0, options.carers - 1), int(0, options.carers - 1)];
      const preferred = rand() < 0.3 ? int(0, options.carers - 1) : null;
      for (const call of calls) {
        if (made >= perDay || tasks.length >= options.visits) break;
        const start = d * DAY + call.from + 5 * int(0, (call.to - call.from) / 5);
        const duration = pick(call.durations);
        const slots = (double ? [0, 1] : [0]).map(() => ({
          duration,
          eligible: eligibleCarers(rand, options.carers, int(5, 12)),
        }));
        const affinity: NonNullable<RosterTask['affinity']> = {};
        for (const c of continuity) affinity[c] = { continuity: 1 };
        if (preferred !== null) affinity[preferred] = { ...affinity[preferred], preferred: 1 };
        tasks.push({
          id: `visit-${tasks.length + 1}`,
          location,
          earliest: start,
          latest: start,
          hardLateness: 0,
          slots,
          ...(double ? { sync: { type: 'simultaneous' as const } } : {}),
          affinity,
        });
        made++;
      }
      client++;
    }
  }
  // Continuity carers are usually among the eligible (they know the client's needs).
  for (const task of tasks) {
    for (const slot of task.slots) {
      for (const c of Object.keys(task.affinity ?? {}).map(Number)) {
        if (!slot.eligible.includes(c) && rand() < 0.7) slot.eligible.push(c);
      }
      slot.eligible.sort((a, b) => a - b);
    }
  }
  if (options.pinnedShare) pinSome(tasks, carers, travel, options.pinnedShare, rand);
  return { tasks, carers, travel, horizon: days * DAY, weights: { ...DEFAULT_WEIGHTS } };
}

function eligibleCarers(rand: () => number, carers: number, count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, carers)) chosen.add(Math.floor(rand() * carers));
  return [...chosen];
}

/** Pins a share of slots greedily so the pinned part stays feasible (no overlap with travel). */
function pinSome(
  tasks: RosterTask[],
  carers: RosterCarer[],
  travel: number[][][],
  share: number,
  rand: () => number,
): void {
  const taken: { start: number; end: number; location: number }[][] = carers.map(() => []);
  for (const task of tasks) {
    const pinned: (number | null)[] = task.slots.map(() => null);
    task.slots.forEach((slot, s) => {
      if (rand() >= share) return;
      const start = task.earliest;
      const end = start + slot.duration;
      for (const c of slot.eligible) {
        const carer = carers[c] as RosterCarer;
        if (pinned.includes(c)) continue;
        if (!carer.windows.some((w) => w.start <= start && end <= w.end)) continue;
        if ((carer.busy ?? []).some((b) => b.start < end && start < b.end)) continue;
        const row = travel[carer.mode] as number[][];
        const clash = (taken[c] ?? []).some(
          (o) =>
            !(
              o.end + (row[o.location]?.[task.location] ?? 0) <= start ||
              end + (row[task.location]?.[o.location] ?? 0) <= o.start
            ),
        );
        if (clash) continue;
        pinned[s] = c;
        taken[c]?.push({ start, end, location: task.location });
        return;
      }
    });
    if (pinned.some((p) => p !== null)) task.pinned = pinned;
  }
}
