/**
 * The rostering problem as every solver sees it: visits on one integer timeline of minutes from
 * the period's start, the carers who may fill them, and the weights of what a good plan is. The
 * product builds it from the database (apps/server/src/modules/rostering), the benchmark reader
 * from an hhcrsp instance (./hhcrsp); the heuristic and the exact fixed-time model both answer a
 * RosterPlan. Pure data: it crosses a worker thread as structured clone.
 */

/** A stretch of the timeline, [start, end) in minutes. */
export interface MinuteInterval {
  start: number;
  end: number;
}

/** One carer's place on a visit: a single visit has one, a double-up two. */
export interface RosterSlot {
  /** Minutes on site for this carer (hhcrsp lets the two carers of a visit stay different times). */
  duration: number;
  /**
   * Indexes into RosterProblem.carers of who may fill this slot at all: every static hard rule
   * (compliance, holidays and unavailability, declines, skills, gender) already applied. Whether
   * they are free at the time, with travel, is the solver's to decide.
   */
  eligible: number[];
}

export type RosterSync =
  /** Both carers start together (UK double-ups: they arrive together). */
  | { type: 'simultaneous' }
  /** The second slot starts between min and max minutes after the first (hhcrsp "sequential"). */
  | { type: 'sequential'; min: number; max: number };

export interface RosterTask {
  id: string;
  /** Index into RosterProblem.travel's rows and columns. */
  location: number;
  /**
   * When each slot may start: earliest equal to latest for a fixed-time visit. Starting after
   * `latest` is tardiness, a soft cost counted per slot (as hhcrsp counts each service); starting
   * before `earliest` is not allowed (the carer waits).
   */
  earliest: number;
  latest: number;
  /** Tardiness beyond latest + hardLateness is not allowed at all (Infinity for hhcrsp). */
  hardLateness: number;
  slots: RosterSlot[];
  /** Required when there are two slots. */
  sync?: RosterSync;
  /**
   * A carer index kept in a slot whatever the solver finds (allocations the coordinator keeps):
   * same length as slots, null where the solver chooses.
   */
  pinned?: (number | null)[];
  /** Soft: carer index -> how much this carer is wanted here (continuity, the client's choice). */
  affinity?: Record<number, { continuity?: number; preferred?: number }>;
}

export interface RosterCarer {
  id: string;
  /** Where the carer's day starts and ends (home, or the hhcrsp depot). */
  home: number;
  /** Which matrix of RosterProblem.travel this carer moves by. */
  mode: number;
  /** When they can work: visits lie wholly inside one of these (availability minus absences). */
  windows: MinuteInterval[];
  /**
   * True when the journeys from home to the first visit of a window and back from its last lie
   * inside the window too (hhcrsp: the day starts at the depot at time 0); otherwise windows
   * bound the visits only.
   */
  travelInsideWindows?: boolean;
  /** Most minutes of visits in any one week of the period (Infinity when none). */
  maxWeeklyMinutes: number;
  /** Contracted minutes a week, for fair hours (0 when zero-hours). */
  contractedWeeklyMinutes: number;
  /** After this many minutes of back-to-back work they need `breakMinutes` free (Infinity: no rule). */
  maxContinuousMinutes: number;
  breakMinutes: number;
  /** Minutes already worked in each week of the period outside this problem (kept visits elsewhere). */
  bookedWeeklyMinutes?: number[];
  /** Stretches already taken outside this problem (visits not in it): no task may overlap them. */
  busy?: MinuteInterval[];
}

/** Weights of the soft terms, per minute or per occurrence as named; organisation settings. */
export interface RosterWeights {
  travelMinute: number;
  /** Per slot filled by someone other than a continuity carer, times the task's continuity value. */
  continuity: number;
  preferred: number;
  /** Per minute a carer's weekly hours are away from their contracted hours. */
  fairness: number;
  /** Per minute over contracted hours in a week. */
  overtimeMinute: number;
  tardinessMinute: number;
  /** Per minute of the largest tardiness (hhcrsp's max tardiness term). */
  maxTardinessMinute: number;
  /** Per slot left empty: far above every other term, so the solver fills what it can. */
  unfilled: number;
}

export interface RosterProblem {
  tasks: RosterTask[];
  carers: RosterCarer[];
  /** travel[mode][from][to]: minutes between locations; also the distance term's unit. */
  travel: number[][][];
  /** Minutes in the period, for weeks: week w is [w*10080, (w+1)*10080). */
  horizon: number;
  weights: RosterWeights;
}

/** One filled slot. */
export interface SlotAssignment {
  task: number;
  slot: number;
  carer: number;
  start: number;
}

/** The plan's cost by term, each already weighted, and their sum. */
export interface ScoreBreakdown {
  travel: number;
  continuity: number;
  preferred: number;
  fairness: number;
  overtime: number;
  tardiness: number;
  maxTardiness: number;
  unfilled: number;
  total: number;
}

export interface RosterPlan {
  assignments: SlotAssignment[];
  /** Slots left empty: [task, slot]. Why each is empty is explained by ./explain. */
  unfilled: { task: number; slot: number }[];
  score: ScoreBreakdown;
  /** True only when an exact method proved no better plan exists. */
  provenOptimal: boolean;
  /** Which method made it: 'heuristic' | 'exact'. */
  method: 'heuristic' | 'exact';
}

export interface SolveOptions {
  /** Wall-clock budget in milliseconds. */
  timeLimitMs: number;
  /**
   * An iteration budget: with it, the plan is a pure function of the problem, the seed and this
   * number whatever the machine's speed (the product's runs set it; the time limit still caps).
   */
  maxIterations?: number;
  /** The same seed gives the same plan on the same problem (and iteration budget). */
  seed: number;
  /** Called with the best plan so far, at most every `progressEveryMs`. */
  onProgress?: (progress: { elapsedMs: number; best: RosterPlan; iterations: number }) => void;
  progressEveryMs?: number;
  /** Polled between iterations: true stops the search and answers the best so far. */
  shouldStop?: () => boolean;
}
