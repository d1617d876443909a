import type { Db } from '@care360/db';
import type { SuspensionPeriod } from '@care360/domain';
import type { Caller } from '../records/record-query';

/**
 * What a kind of person file adds on the server beyond its declaration: the facts its rules
 * need from elsewhere in the database, and the names of its own audited events. Optional: a
 * file with no extension gets every generic route as it is.
 */
export interface PersonFileExtension {
  /** Periods when no review falls due (a client in hospital, or after the service ended). */
  suspendedPeriods?(db: Db, caller: Caller, ownerId: string): Promise<readonly SuspensionPeriod[]>;
  /** What the history calls events of record types beyond the declared ones ('MAR chart'). */
  historySections?: Readonly<Record<string, string>>;
}
