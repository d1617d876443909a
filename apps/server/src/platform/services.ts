import type { Db } from '@care360/db';
import type { Config } from '../config';
import type { CallerCache } from './auth/caller-cache';
import type { Mailer } from './email/mailer';
import type { LiveEvents } from './live/live-events';

/** What handlers may use; built once per process in the composition root. */
export interface Services {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Resolved callers by session, dropped on every change anywhere (caller-cache.ts). */
  callers: CallerCache;
  /** This process's outbox listener and open event streams (live/live-events.ts). */
  live: LiveEvents;
}
