/**
 * The clients area as other areas and routes.ts see it: its manifest, and what the
 * health-professionals area prints for a professional through a grant (the care plan, the
 * hospital pack, and the summary its MAR chart and logs pages are drawn from).
 */
export { carePlanOf, medicationWhen, shown } from './care-plan';
export { renderCarePlan } from './care-plan-pdf';
export { assertLiveClient, auditClientFile, clientResponseOwner } from './client-access';
export { clientSummary } from './client-summary';
export { clientsArea } from './clients.manifest';
export { hospitalPackOf } from './hospital-pack';
export { renderHospitalPack } from './hospital-pack-pdf';
// The carer's phone records doses through the chart's own rules.
export { activeMedications } from './mar-chart-data';
export { saveMarEntry } from './mar-entry-save';
export { medicineLabels, medicineOf } from './medicine-labels';
