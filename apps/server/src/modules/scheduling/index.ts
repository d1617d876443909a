/** The scheduling area as routes.ts sees it: its manifest. */
// The dashboards count visits as the visits list shows them, a carer's own included.

// The auto-rota writes allocations of these kinds when a plan is accepted.
export { visitCarerKind, visitKind } from './allocation-context';
export { carerVisitScope } from './carer-visibility';
export { schedulingArea } from './scheduling.manifest';
export {
  cancelVisitsAfterServiceEnd,
  restorableVisits,
} from './visit-knock-ons';
export { allocationConflict } from './visits.endpoints';
