import { kindsOf } from '../../staff/staff-section';
import { carerUnavailability, carerWorkingPatterns } from './carer-availability.records';
import { clientDeclinedCarers, clientRequiredTraining } from './client-carer-choices.records';

/** The kinds the rota's rules read beyond visits: a carer's availability, a client's choices. */
export const AVAILABILITY_RECORDS = [
  ...kindsOf(carerWorkingPatterns),
  ...kindsOf(carerUnavailability),
  clientDeclinedCarers,
  clientRequiredTraining,
] as const;
