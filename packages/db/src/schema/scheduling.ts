import { recordKind } from '@care360/domain';
import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { tableFor } from '../records/table-for';

// What the rota's rules read beyond visits: a carer's availability, a client's choices of carer.
export const carerWorkingPatterns = tableFor(recordKind('carer-working-patterns'));
export const carerUnavailability = tableFor(recordKind('carer-unavailability'));
export const clientDeclinedCarers = tableFor(recordKind('client-declined-carers'));
export const clientPreferredCarers = tableFor(recordKind('client-preferred-carers'));
export const clientRequiredTraining = tableFor(recordKind('client-required-training'));

/**
 * Where each UK postcode is (its centre), imported once from the ONS Postcode Directory
 * (scripts/import-onspd.ts): the same for every organisation, so not a record of one. The
 * postcode is kept as normalisePostcode writes it ('LS1 4AP').
 */
export const postcodeLocations = pgTable('postcode_locations', {
  postcode: text('postcode').primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
