import type { PersonFileExtension } from '../../platform/person-files/person-file-extension';
import { lifecycleFactsOfClient } from './client-suspension';
import { MAR_AUDIT_TYPE } from './mar-entry-save';

/** What the client file adds to its declaration (CLIENT_FILE) on the server. */
export const clientFileExtension: PersonFileExtension = {
  // No review falls due while the client is in hospital or after the service ended.
  async suspendedPeriods(db, caller, clientId) {
    return (await lifecycleFactsOfClient(db, caller, clientId)).suspended;
  },
  historySections: { [MAR_AUDIT_TYPE]: 'MAR chart' },
};
