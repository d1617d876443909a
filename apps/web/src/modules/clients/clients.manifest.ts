import { isMonth } from '@care360/domain';
import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';
import {
  fileScreenName,
  personFileRoute,
  personFileScreens,
} from '../../platform/person-files/person-file-screens';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/** The client file: its frame, details and questionnaires come from its declaration. */
const CLIENT_FILE = personFileRoute('clients');
const FILE_SCREEN = fileScreenName(CLIENT_FILE);

/**
 * What the clients area adds: the client screens of spec §2.4 (add, profile, and the client
 * file: the person file's screens, the generated screens of the kinds nested under clients, and
 * the MAR chart and the ledger written by hand); on the generic pages, the possible-duplicate notice on a client's forms, Stop
 * and Change on the rows of a client's medicines, and the body map that a body-location choice
 * shows in place of a select.
 */
export const clientsManifest: AreaManifest = {
  area: 'clients',
  screens: [
    {
      name: 'client-add',
      path: '/client/add',
      title: 'Add Client',
      permission: 'clients.create',
      nav: { section: 'Clients', label: 'Add Client', order: 100 },
      staticData: { recordKind: 'clients' },
      component: lazyScreen(() => import('../../platform/records/RecordFormPage'), 'AddRecordPage'),
    },
    {
      name: 'client-profile',
      path: '/clients/$id',
      title: 'Client Profile',
      permission: 'clients.read',
      declarations: ['clients', 'client-medications', 'client-support-network', 'client-logs'],
      component: lazyScreen(() => import('./ClientProfilePage'), 'ClientProfilePage'),
    },
    ...personFileScreens(CLIENT_FILE),
    {
      name: 'client-mar-chart',
      parent: FILE_SCREEN,
      path: '/marchart',
      title: 'Client MAR Chart',
      permission: 'client-medications.read',
      // The month shown is kept in the address (?month=YYYY-MM); without it, this month.
      validateSearch: (search): { month?: string } =>
        isMonth(search.month) ? { month: search.month } : {},
      declarations: ['clients'],
      component: lazyScreen(() => import('./MarChartPage'), 'MarChartPage'),
    },
    {
      name: 'client-financial-transactions',
      parent: FILE_SCREEN,
      path: '/financial-transaction',
      title: 'Client Financial Transaction',
      permission: 'client-financial-transactions.read',
      staticData: { recordKind: 'client-financial-transactions' },
      component: lazyScreen(
        () => import('./FinancialTransactionsPage'),
        'FinancialTransactionsPage',
      ),
    },
  ],
  records: {
    formNotices: {
      clients: lazy(() =>
        import('./ClientDuplicateNotice').then((module) => ({
          default: module.ClientDuplicateNotice,
        })),
      ),
      // What a template change does to the client's visits, before it is saved.
      'client-visit-templates': lazy(() =>
        import('./VisitChangesNotice').then((module) => ({
          default: module.TemplateVisitChangesNotice,
        })),
      ),
      'client-visit-template-details': lazy(() =>
        import('./VisitChangesNotice').then((module) => ({
          default: module.DetailVisitChangesNotice,
        })),
      ),
      // Visits cancelled for a stay that may go ahead again once the client is home.
      'client-hospital-stays': lazy(() =>
        import('./RestoreVisitsNotice').then((module) => ({
          default: module.RestoreVisitsNotice,
        })),
      ),
    },
    rowActions: {
      'client-medications': lazy(() =>
        import('./MedicationRowActions').then((module) => ({
          default: module.MedicationRowActions,
        })),
      ),
    },
    choiceWidgets: {
      bodyMap: lazy(() =>
        import('./BodyMapField').then((module) => ({ default: module.BodyMapField })),
      ),
    },
  },
};
