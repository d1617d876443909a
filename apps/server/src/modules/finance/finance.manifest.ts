import type { AreaManifest } from '../../platform/areas/area-manifest';
import { confirmationRoutes, confirmedVisitHooks } from './confirmations';
import { financeOverviewRoutes } from './finance-overview';
import { invoiceRunRoutes, invoiceRunTask } from './invoice-runs';
import { payRunRoutes, payRunTask } from './pay-runs';

/**
 * The finance area: delivered visits confirmed and locked (a manager's adjustment, audited, is
 * the only change), invoice runs with credit notes, PDFs and accounting exports, and pay runs
 * checked against the minimum wage, with the payroll CSV.
 */
export const financeArea: AreaManifest = {
  name: 'finance',
  routes: [...financeOverviewRoutes, ...confirmationRoutes, ...invoiceRunRoutes, ...payRunRoutes],
  // A confirmed visit is locked (the scheduling area's own hooks run too).
  recordHooks: [{ visits: confirmedVisitHooks }],
  tasks: [invoiceRunTask, payRunTask],
};
