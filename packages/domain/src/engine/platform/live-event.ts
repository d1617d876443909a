/**
 * What the live stream (`GET /api/v1/events`, Server-Sent Events) tells a browser: that a record
 * of a kind changed, never what it now holds. The browser refetches what it shows of that kind,
 * through the same permission-checked routes as any read.
 */
export interface LiveEvent {
  /** The record kind's name (`client-medications`), or `job` for a job's outcome. */
  kind: string;
  /** created, updated, deleted, restored; for a job: done, failed. */
  action: string;
  recordId: string | null;
}

/** The stream's address. */
export const LIVE_EVENTS_PATH = '/api/v1/events';

/**
 * Named events besides the changes (sent as unnamed `message` events): `ready` opens the stream
 * with the position it starts from; `reset` says more changed than a replay sends, so everything
 * shown should be fetched again.
 */
export const LIVE_READY_EVENT = 'ready';
export const LIVE_RESET_EVENT = 'reset';
