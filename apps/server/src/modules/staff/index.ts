/**
 * The staff area as other areas and routes.ts see it: its manifest, and the staff records that
 * are the caller themself (the MAR chart and client logs name the carer who signed in).
 */
export { staffArea } from './staff.manifest';
export { ownStaffRecords } from './training';
