/** The live-events area as other areas and routes.ts see it: its manifest. */

// What other areas' writes call so the boards hear of them at once: a check-in or check-out
// (evaluateVisit, or queue checkVisitAlertsTask in the write's transaction), a dose recorded and
// an incident reported from the phone.
export { checkVisitAlertsTask } from './alert-jobs';
// Other areas' own alert sources (low stock, assets due a service) raise and resolve through these.
export { type AlertToRaise, autoResolveAlerts, raiseAlerts } from './alert-raising';
export { type Escalation, setEscalationNotifier } from './escalation';
export { liveEventsArea } from './live-events.manifest';
export { raiseDoseAlert, raiseIncidentAlert } from './report-alerts';
export { evaluateVisit } from './visit-alerts';
