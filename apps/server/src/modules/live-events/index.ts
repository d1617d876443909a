/** The live-events area as other areas and routes.ts see it: its manifest. */

// What other areas' writes call so the boards hear of them at once: a check-in or check-out
// (evaluateVisit, or queue checkVisitAlertsTask in the write's transaction) and a dose recorded.
export { checkVisitAlertsTask } from './alert-jobs';
export { type Escalation, setEscalationNotifier } from './escalation';
export { liveEventsArea } from './live-events.manifest';
export { raiseDoseAlert } from './report-alerts';
export { evaluateVisit } from './visit-alerts';
