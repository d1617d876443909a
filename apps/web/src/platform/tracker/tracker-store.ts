import {
  notTrackableMessage,
  TRACKER_MID_INTERVAL_MS,
  TRACKER_MODULE,
  type Trackable,
  type TrackerEvent,
  type TrackerEventAnswer,
  type TrackerState,
  type TrackerTargetType,
  trackablePath,
  trackerEventPath,
} from '@care360/domain';
import { useSyncExternalStore } from 'react';
import { showAlert } from '../alert-store';
import { apiGet, apiPost } from '../api';

/**
 * The time tracker (spec §2.7, §4.1): one per tab, shown by the shell's card while `show` is
 * true, started and stopped from its play/stop button. A screen opens it on a target
 * (openTracker); the card only draws this state. Time is never counted here: the card works it
 * out from `startedAt` each time it draws, so a tab the browser put to sleep is right on waking.
 */

export interface TrackerTarget {
  /** The assessment visit tracked. */
  id: string;
  type: TrackerTargetType;
  /** The trackable check's second parameter: the module, as the card sends it. */
  param?: string;
  /** The 'Task :' line; the trackable check's own content replaces it. */
  content?: { title: string; body: string };
  /** The page it was opened from (the task's page_title). */
  pageTitle?: string;
}

export interface TrackerSnapshot {
  show: boolean;
  state: TrackerState;
  target: TrackerTarget | null;
  /** The instant tracking started (ms since the epoch), while started. */
  startedAt: number | null;
  /** This session's id, sent with START, each MID and STOP. */
  reference: string | null;
  /** Milliseconds tracked when it was stopped, kept on the display until it starts again. */
  stoppedElapsed: number | null;
  /** Why the tracker is disabled or in error, when it is. */
  notice: string | null;
}

const INITIAL: TrackerSnapshot = {
  show: false,
  state: 'initial',
  target: null,
  startedAt: null,
  reference: null,
  stoppedElapsed: null,
  notice: null,
};

let state: TrackerSnapshot = INITIAL;
let midTimer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function publish(next: Partial<TrackerSnapshot>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeTracker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const trackerSnapshot = (): TrackerSnapshot => state;

export function useTracker(): TrackerSnapshot {
  return useSyncExternalStore(subscribeTracker, trackerSnapshot, trackerSnapshot);
}

function newReference(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function task(event: TrackerEvent, now: number) {
  const target = state.target as TrackerTarget;
  const duration = state.startedAt === null ? 0 : Math.max(0, now - state.startedAt);
  return {
    event,
    timestamp: now,
    reference: state.reference as string,
    module: TRACKER_MODULE,
    state: state.state,
    duration,
    ...(target.content ? { content: target.content } : {}),
    page_title: target.pageTitle ?? document.title,
    target_reference_entity_id: target.id,
    type: target.type,
  };
}

function clearTimers(): void {
  clearInterval(midTimer);
  midTimer = undefined;
}

async function send(event: TrackerEvent): Promise<TrackerEventAnswer | null> {
  const result = await apiPost<TrackerEventAnswer>(
    trackerEventPath(TRACKER_MODULE, event),
    task(event, Date.now()),
  );
  // Spec §8: a tracker call failed when its status flag is false.
  if (result.error) {
    showAlert({ type: 'danger', title: 'Time tracker', message: result.message });
    return null;
  }
  return result.data;
}

/** Opens the card on a target; a running tracker is kept on its own target. */
export function openTracker(target: TrackerTarget): void {
  if (state.state === 'started') {
    publish({ show: true });
    showAlert({
      type: 'warning',
      title: 'Time tracker',
      message: 'Stop the time tracker before tracking another visit.',
    });
    return;
  }
  publish({ ...INITIAL, show: true, target });
}

/** Whether the target may be tracked (spec §5); logs and answers false when not. */
async function checkTrackable(target: TrackerTarget): Promise<boolean> {
  const result = await apiGet<Trackable>(
    trackablePath(target.id, target.type, target.param ?? TRACKER_MODULE.toLowerCase()),
  );
  if (result.error) {
    publish({ state: 'error', notice: result.message });
    return false;
  }
  if (!result.data.trackable) {
    console.info(notTrackableMessage(target.type));
    publish({ state: 'disabled', notice: result.data.reason ?? notTrackableMessage(target.type) });
    return false;
  }
  state.target = { ...target, content: result.data.content };
  return true;
}

export async function startTracking(): Promise<void> {
  const target = state.target;
  if (!target || state.state === 'started') return;
  if (!(await checkTrackable(target))) return;
  publish({
    state: 'started',
    startedAt: Date.now(),
    reference: newReference(),
    stoppedElapsed: null,
    notice: null,
  });
  clearTimers();
  midTimer = setInterval(() => void sendMid(), TRACKER_MID_INTERVAL_MS);
  if (!(await send('START'))) {
    clearTimers();
    publish({ state: 'error', startedAt: null, notice: 'Tracking did not start.' });
  }
}

async function sendMid(): Promise<void> {
  if (state.state !== 'started') return;
  const answer = await send('MID');
  // The server closed the session for want of a MID (the tab slept past five minutes).
  if (answer && answer.state !== 'Running') {
    clearTimers();
    publish({ state: 'stopped', notice: 'The server ended this session: start again to go on.' });
  }
}

export async function stopTracking(): Promise<void> {
  if (state.state !== 'started') return;
  clearTimers();
  // The display stops at the moment of the click, not when the server answers; STOP is sent
  // while the state still says started, as the session it ends.
  const stoppedAt = Date.now();
  const stoppedElapsed = stoppedAt - (state.startedAt ?? stoppedAt);
  await send('STOP');
  publish({ state: 'stopped', startedAt: null, stoppedElapsed });
}

/** The toggle (spec §4.1): when started it stops; otherwise it starts. */
export function toggleTracker(): Promise<void> {
  return state.state === 'started' ? stopTracking() : startTracking();
}

/** Hides the card and resets it (the caller has asked for confirmation while it runs). */
export async function closeTracker(): Promise<void> {
  if (state.state === 'started') await stopTracking();
  clearTimers();
  publish(INITIAL);
}

/** For tests and sign-out: back to the start, timers cleared, nothing sent. */
export function resetTracker(): void {
  clearTimers();
  publish(INITIAL);
}
