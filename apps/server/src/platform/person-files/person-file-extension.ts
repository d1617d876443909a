import type { Db } from '@care360/db';
import type { FormDefinition, SuspensionPeriod } from '@care360/domain';
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
  /**
   * The form a saved response is scored with in this organisation, when it differs from the
   * declared one (a test whose pass mark each organisation sets). The stored definition stays
   * the declared one; the score and band saved with the response are this form's.
   */
  scoringFormOf?(db: Db, organisationId: string, form: FormDefinition): Promise<FormDefinition>;
}
