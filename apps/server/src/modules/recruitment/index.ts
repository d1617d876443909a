/**
 * The recruitment area as other areas and routes.ts see it: its manifest, and what making an
 * applicant a carer needs (staff's conversion and the references it copies).
 */
export { assertClearedToStart } from './clearance';
export { recruitmentArea } from './recruitment.manifest';
export { REFERENCE_RESPONSE_SUBJECT } from './referees.endpoints';
