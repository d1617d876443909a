/**
 * The staff area as other areas and routes.ts see it: its manifest, the staff records that are
 * the caller themself (the MAR chart and client logs name the carer who signed in), and what the
 * rota reads of a carer on a day (compliance and current training).
 */

export { complianceAndTrainingOf, type StaffDayFacts } from './compliance';
export { staffArea } from './staff.manifest';
// The greeting and sign-off of the agency's letters to staff, which the rota's emails share.
export { dearName, signOffOf } from './staff-contract-emails';
export { ownStaffRecords } from './training';
