import { isMonth } from '@care360/domain';
import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';
import { clientFormScreens } from './client-form-routes';

/** The frame of one client's file: its sections are drawn inside, with its section navigation. */
const CLIENT_FILE = 'client-file';

const recordForm = (page: 'AddRecordPage' | 'EditRecordPage') =>
  lazyScreen(() => import('../../platform/records/RecordFormPage'), page);

/**
 * What the clients area adds: the client screens of spec §2.4 written by hand (add, profile, and
 * the client file, whose sections are these pages and the generated screens of the kinds nested
 * under clients); on the generic pages, the possible-duplicate notice on a client's forms, Stop
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
      component: recordForm('AddRecordPage'),
    },
    {
      name: 'client-profile',
      path: '/clients/$id',
      title: 'Client Profile',
      permission: 'clients.read',
      declarations: ['clients', 'client-medications', 'client-support-network', 'client-logs'],
      component: lazyScreen(() => import('./ClientProfilePage'), 'ClientProfilePage'),
    },
    {
      name: CLIENT_FILE,
      path: '/clients/$id/edit',
      permission: 'clients.read',
      frame: { recordScreens: true },
      component: lazyScreen(() => import('./ClientFileLayout'), 'ClientFileLayout'),
    },
    {
      name: 'client-edit',
      parent: CLIENT_FILE,
      path: '/',
      title: 'Edit Client',
      permission: 'clients.read',
      staticData: { recordKind: 'clients' },
      component: recordForm('EditRecordPage'),
    },
    ...clientFormScreens(CLIENT_FILE),
    {
      name: 'client-mar-chart',
      parent: CLIENT_FILE,
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
      parent: CLIENT_FILE,
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
