/** The scheduling area as routes.ts sees it: its manifest. */
export { schedulingArea } from './scheduling.manifest';
export {
  cancelVisitsAfterServiceEnd,
  restorableVisits,
} from './visit-knock-ons';
