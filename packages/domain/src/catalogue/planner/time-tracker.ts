import { z } from 'zod';
import { ASSESSMENT_VISIT_TYPES, type AssessmentVisitType } from './assessment-visits.record';

/**
 * The time tracker (spec §4.1, §5, §7, §9): the rules the card in the app shell and the server
 * share. Time is worked out from the start instant, never counted by a timer, so a tab the
 * browser put to sleep shows the right time when it wakes, and a clock change (29/03/2026,
 * 25/10/2026) neither adds nor takes an hour: elapsed time is instants apart, not wall clocks.
 */

/** The module the office planner tracks under (spec §4.1). */
export const TRACKER_MODULE = 'OFFICE_PLANNER';
/** The target kinds (spec §4.1 "event types"): an assessment visit's types. */
export const TRACKER_TARGET_TYPES = ASSESSMENT_VISIT_TYPES;
export type TrackerTargetType = AssessmentVisitType;

export const TRACKER_EVENTS = ['START', 'MID', 'STOP'] as const;
export type TrackerEvent = (typeof TRACKER_EVENTS)[number];

export const TRACKER_STATES = ['initial', 'started', 'stopped', 'error', 'disabled'] as const;
export type TrackerState = (typeof TRACKER_STATES)[number];

/** A MID event every five minutes while tracking (spec §9). */
export const TRACKER_MID_INTERVAL_MS = 300_000;
/** A session with no STOP ends this long after its last START or MID. */
export const TRACKER_STALE_AFTER_MS = 300_000;

export const TRACKER_TITLE = 'care360 - Time Tracker';
export const TRACKER_CLOSE_LABEL = 'Close tracker';
export const TRACKER_START_LABEL = 'Click to start tracking';
export const TRACKER_STOP_LABEL = 'Click to stop tracking';
/**
 * Asked before closing a running tracker. The spec's wording drops "lose" ("you will your
 * progress"); DESIGN.md §8 keeps the sentence readable.
 */
export const TRACKER_CLOSE_CONFIRMATION =
  'Time tracker is still running, you will lose your progress on closing. Do you want to continue?';

/** What is logged, and nothing sent, for a target that is not trackable (spec §5). */
export const notTrackableMessage = (type: string) => `Target ${type} is not trackable`;

/** The toggle (spec §4.1): when started it stops; otherwise it starts. */
export const toggledTrackerEvent = (state: TrackerState): 'START' | 'STOP' =>
  state === 'started' ? 'STOP' : 'START';

/** Milliseconds tracked between two instants; never negative (a clock set back reads 0). */
export function trackedMilliseconds(
  startedAt: Date | string | number,
  now: Date | string | number,
) {
  const ms = new Date(now).getTime() - new Date(startedAt).getTime();
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The display (spec §4.1): hh:mm:ss, and from one day on 'dd day(s)' before it
 * ("01 day(s) 02:03:04").
 */
export function trackerDisplay(milliseconds: number): string {
  const total = Math.floor(Math.max(0, milliseconds) / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${pad(days)} day(s) ${clock}` : clock;
}

/** When a session with no STOP is closed: its last START or MID plus five minutes. */
export const staleSessionEnd = (lastSeenAt: Date | string) =>
  new Date(new Date(lastSeenAt).getTime() + TRACKER_STALE_AFTER_MS);

/** The module as a path segment (spec §7): lower case, underscores turned to hyphens. */
export const trackerModuleSegment = (module: string) => module.toLowerCase().replace(/_/g, '-');

/** GET /api/v1/user/trackable/{id}/{type lowercased}/{second param}. */
export const trackablePath = (id: string, type: string, param: string) =>
  `/api/v1/user/trackable/${encodeURIComponent(id)}/${encodeURIComponent(type.toLowerCase())}/${encodeURIComponent(param)}`;

/** POST /api/v1/time-tracker/{module}/{event lowercase}. */
export const trackerEventPath = (module: string, event: TrackerEvent) =>
  `/api/v1/time-tracker/${trackerModuleSegment(module)}/${event.toLowerCase()}`;

/** The answer of the trackable check (its `data`). */
export const trackableAnswer = z.strictObject({
  trackable: z.boolean(),
  /** Why not, when it is not: the visit is done, cancelled, or someone else's. */
  reason: z.string().nullable(),
  /** What the card's 'Task :' line shows. */
  content: z.strictObject({ title: z.string(), body: z.string() }),
});
export type Trackable = z.infer<typeof trackableAnswer>;

/**
 * The tracker task the card sends with each event (spec §3.3): what the server keeps is worked
 * out on its own clock; the browser's timestamp and display are accepted as what it showed.
 */
export const trackerTaskBody = z.object({
  event: z.enum(TRACKER_EVENTS).optional(),
  timestamp: z.number().int().nonnegative().optional(),
  /** The browser's id for this session: the same on START, each MID and STOP. */
  reference: z.string().trim().min(8).max(100),
  module: z.literal(TRACKER_MODULE).optional(),
  state: z.enum(TRACKER_STATES).optional(),
  duration: z.number().nonnegative().optional(),
  timeDisplay: z.string().max(40).optional(),
  content: z.object({ title: z.string().max(300), body: z.string().max(1000) }).optional(),
  page_title: z.string().max(200).optional(),
  target_reference_entity_id: z.uuid({ error: 'Give the id of the visit tracked.' }),
  type: z.enum(TRACKER_TARGET_TYPES, { error: 'Give the type of the target tracked.' }),
});
export type TrackerTask = z.infer<typeof trackerTaskBody>;

/** The answer of a tracker event (its `data`): the session as the server now holds it. */
export const trackerEventAnswer = z.strictObject({
  sessionId: z.uuid(),
  state: z.enum(['Running', 'Stopped', 'Closed without stop']),
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  seconds: z.number().int().nonnegative(),
  timeDisplay: z.string(),
});
export type TrackerEventAnswer = z.infer<typeof trackerEventAnswer>;

/** What the trackable check reads of an assessment visit. */
export interface TrackedVisit {
  visitType: string;
  status: string;
  assignedTo: string | null;
}

/**
 * Whether a person may track time on a visit as this type: a planned visit (not done or
 * cancelled) of that type, assigned to them. Null when trackable; otherwise why not.
 */
export function whyNotTrackable(visit: TrackedVisit, userId: string, type: string): string | null {
  if (visit.visitType.toLowerCase() !== type.toLowerCase()) {
    return `This visit is not a ${type.toLowerCase().replace(/_/g, ' ')}.`;
  }
  if (visit.status !== 'Planned') return `This visit is ${visit.status.toLowerCase()}.`;
  if (visit.assignedTo !== userId) return 'This visit is planned for someone else.';
  return null;
}
