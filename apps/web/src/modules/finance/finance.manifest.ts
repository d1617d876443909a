import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/**
 * Finance: confirming delivered visits, invoice runs and pay runs on one screen; the rules,
 * confirmations, runs, invoices and payslips are the kinds' generated lists beside it, an
 * invoice's row with its PDF.
 */
export const financeManifest: AreaManifest = {
  area: 'finance',
  screens: [
    {
      name: 'finance',
      path: '/finance',
      title: 'Finance',
      permission: 'visit-confirmations.read',
      nav: { section: 'Finance', label: 'Finance', order: 900 },
      component: lazyScreen(() => import('./FinancePage'), 'FinancePage'),
    },
  ],
  records: {
    rowActions: {
      invoices: lazy(() =>
        import('./InvoiceRowActions').then((module) => ({ default: module.InvoiceRowActions })),
      ),
    },
  },
};
