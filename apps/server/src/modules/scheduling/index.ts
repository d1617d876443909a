/** The scheduling area as routes.ts sees it: its manifest. */
// The dashboards count visits as the visits list shows them, a carer's own included.
export { carerVisitScope } from './carer-visibility';
export { schedulingArea } from './scheduling.manifest';
export {
  cancelVisitsAfterServiceEnd,
  restorableVisits,
} from './visit-knock-ons';
