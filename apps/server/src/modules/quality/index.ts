/** The quality area as other areas and routes.ts see it: its manifest. */

// A client's service ended with the reason "Died": the CQC death notification drafted. The
// live-events area raises each draft the server makes on the boards, in the draft's transaction.
export { draftDeathOfClient, setCqcDraftFollower } from './cqc-notifications';
export { qualityArea } from './quality.manifest';
