/** The quality area as other areas and routes.ts see it: its manifest. */

/** A client's service ended with the reason "Died": the CQC death notification drafted. */
export { draftDeathOfClient } from './cqc-notifications';
export { qualityArea } from './quality.manifest';
