import type { RecruitmentSettings } from './recruitment-settings.record';

const DAY_MS = 86_400_000;

/** What a reference request needs now: nothing, a chase (the link sent again), or the office told. */
export type ChaseDecision =
  | { action: 'none' }
  | { action: 'chase' }
  /** The chasing period has run out: stop chasing, mark it Overdue and tell the office. */
  | { action: 'overdue' };

export interface ReferenceRequestFacts {
  requestState: string | null;
  requestedOn: Date | string | null;
  lastChasedOn: Date | string | null;
}

const instant = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * Whether a reference request is due a chase at `now` (by default 4 days after it was
 * sent, then every 2 days) or has run out of chasing (day 14: the office is told instead). Days
 * are whole 24-hour periods since the request was sent, so a chase falls at the hour it was sent
 * whatever the job's timing; a chase (automatic or by hand) restarts the wait for the next one,
 * so two chases never come closer than `chaseEveryDays`. Only a request still waiting
 * ('Requested') is chased: a received, withdrawn or already overdue one never is.
 */
export function chaseDecision(
  request: ReferenceRequestFacts,
  settings: Pick<RecruitmentSettings, 'firstChaseAfterDays' | 'chaseEveryDays' | 'chaseUntilDay'>,
  now: Date,
): ChaseDecision {
  const requestedOn = instant(request.requestedOn);
  if (request.requestState !== 'Requested' || !requestedOn) return { action: 'none' };
  const days = (now.getTime() - requestedOn.getTime()) / DAY_MS;
  if (days >= settings.chaseUntilDay) return { action: 'overdue' };
  if (days < settings.firstChaseAfterDays) return { action: 'none' };
  const lastChasedOn = instant(request.lastChasedOn);
  if (lastChasedOn && (now.getTime() - lastChasedOn.getTime()) / DAY_MS < settings.chaseEveryDays)
    return { action: 'none' };
  return { action: 'chase' };
}
