import type { AreaManifest } from '../../platform/area-manifest';
import { ANY_SIGNED_IN, lazyScreen } from '../../platform/screens/screen-declaration';
import { OFFICE_LIST_KEY_ROOT } from './office-list-key';

/**
 * The office's screens across the staff files (spec §2.2, "Other screens"): DBS details, each
 * carer's and office employee's current DBS check and when it next needs attention (numbers
 * masked unless the reader keeps the checks); uniform details, what carers have been issued and
 * not returned. Both read the staff files' own sections, listed in the Carers group. The HR
 * portal and a menu category's sub-categories are hubs of tiles linking to those screens and the
 * others HR works through (catalogue/office/office-hubs.ts), each tile shown to those who may
 * open it. The training modal lists the courses staff must (re)take, from the training matrix.
 */
export const officeManifest: AreaManifest = {
  area: 'office',
  screens: [
    {
      name: 'office-dbs-details',
      path: '/dbs-details',
      title: 'DBS Details',
      permission: 'carer-dbs-checks.read',
      nav: { section: 'Carers', label: 'DBS Details', order: 340 },
      component: lazyScreen(() => import('./StaffListsPages'), 'DbsDetailsPage'),
    },
    {
      name: 'office-uniform-details',
      path: '/uniform-details',
      title: 'Uniform Details',
      permission: 'carer-uniform.read',
      nav: { section: 'Carers', label: 'Uniform Details', order: 341 },
      component: lazyScreen(() => import('./StaffListsPages'), 'UniformDetailsPage'),
    },
    {
      name: 'office-hr-portal',
      path: '/hr-portal',
      title: 'HR Portal',
      permission: 'carers.read',
      nav: { section: 'Carers', label: 'HR Portal', order: 339 },
      component: lazyScreen(() => import('./HubPages'), 'HrPortalPage'),
    },
    {
      // The spec names only a "training modal": here, the training the office must arrange.
      name: 'office-training-modal',
      path: '/training-modal',
      title: 'Training Modal',
      permission: 'carers.read',
      nav: { section: 'Carers', label: 'Training to Arrange', order: 321 },
      component: lazyScreen(() => import('./TrainingToArrangePage'), 'TrainingToArrangePage'),
    },
    {
      // Decided from the spec's carer-support alerts: one carer's support needs in one place.
      name: 'office-support-bridge',
      path: '/support-bridge/$id',
      title: 'Support Bridge',
      permission: 'carers.read',
      component: lazyScreen(() => import('./SupportBridgePage'), 'SupportBridgePage'),
    },
    {
      name: 'office-sub-categories',
      path: '/sub-categories/$category',
      title: 'Sub-categories',
      permission: ANY_SIGNED_IN,
      component: lazyScreen(() => import('./HubPages'), 'SubCategoriesPage'),
    },
  ],
  liveQueries: {
    'carer-dbs-checks': [OFFICE_LIST_KEY_ROOT],
    'employee-dbs-checks': [OFFICE_LIST_KEY_ROOT],
    'carer-uniform': [OFFICE_LIST_KEY_ROOT],
  },
};
